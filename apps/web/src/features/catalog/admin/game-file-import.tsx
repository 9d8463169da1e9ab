import {
  type GameImportReport,
  gameFileColumns,
  gameFileExampleCsv,
  gameFileExampleJson,
  gameFileMaxBytes,
} from '@khela/contracts/provider-setup'
import { useId } from 'react'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { ApiError } from '../../../lib/api.ts'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { useSubmitFailure, useZodForm } from '../../../lib/use-zod-form.ts'
import { catalogErrorMessage } from './catalog-error-message.ts'
import { gameFileForm, pickGameFile } from './game-file-form.ts'
import { useImportGameFile } from './import-game-file.ts'

/** Generate Game: a CSV or JSON list of games, checked in the browser first, imported for this provider. */
export function GameFileImport({ providerCode }: { providerCode: string }) {
  const { t } = useTranslation('admin')
  const inputId = useId()
  const importFile = useImportGameFile()
  const form = useZodForm(gameFileForm, { file: null })
  // The server's whole-file codes (`fields.file`) go on the file below; anything else is the form's one message.
  const { failure, clear, fail } = useSubmitFailure(form.setError, [], (error) =>
    catalogErrorMessage(error, 'import.errors'),
  )
  const picked = form.watch('file')
  const problemCode = form.formState.errors.file?.message
  const problem = picked && 'problem' in picked ? picked.problem : null

  const pick = async (file: File | undefined) => {
    importFile.reset()
    clear()
    form.clearErrors('file')
    const next = file ? await pickGameFile(file) : null
    form.setValue('file', next, { shouldValidate: next !== null })
  }

  const submit = form.handleSubmit(({ file }) => {
    clear()
    importFile.mutate(
      { code: providerCode, file },
      {
        onError: (error) => {
          const code = error instanceof ApiError ? error.fields?.file : undefined
          if (code) form.setError('file', { type: 'server', message: code })
          else fail(error)
        },
      },
    )
  })

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={submit} className="max-w-xl space-y-3">
        <label htmlFor={inputId} className="block text-xs font-semibold text-slate-300">
          {t('catalog.import.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => void pick(event.target.files?.[0])}
          className={`${inputClass} h-auto py-2 file:mr-3 file:rounded file:border-0 file:bg-night-600 file:px-3 file:py-1 file:text-slate-100`}
        />
        <p id={`${inputId}-hint`} className="text-xs text-slate-400">
          {t('catalog.import.fileHint', { megabytes: gameFileMaxBytes / 1024 / 1024 })}
        </p>
        {problemCode && (
          <p role="alert" className="text-sm font-medium text-ember-500">
            {t(`catalog.import.fileProblems.${problemCode}`, { detail: problem?.detail ?? '' })}
          </p>
        )}
        {failure && (
          <p role="alert" className="text-sm font-medium text-ember-500">
            {failure}
          </p>
        )}
        <button
          type="submit"
          disabled={!picked || 'problem' in picked || importFile.isPending}
          className={buttonClass('gold')}
        >
          {importFile.isPending ? t('catalog.import.importing') : t('catalog.import.submit')}
        </button>
      </form>
      {importFile.data && <ImportReport report={importFile.data} />}
      <GameFileTemplate />
    </div>
  )
}

function ImportReport({ report }: { report: GameImportReport }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const count = (value: number) => formatNumber(value, language)
  return (
    <section
      aria-labelledby="import-report"
      className="space-y-3 rounded-xl border border-night-700 bg-night-800/60 p-4"
    >
      <h3 id="import-report" className="text-sm font-bold text-white">
        {t('catalog.import.report.title', { provider: report.provider.name })}
      </h3>
      <ul className="flex flex-wrap gap-3 text-sm">
        <li className="rounded-lg bg-jade-500/15 px-3 py-1 text-jade-400">
          {t('catalog.import.report.added', {
            formatted: count(report.added.length),
          })}
        </li>
        <li className="rounded-lg bg-gold-500/15 px-3 py-1 text-gold-300">
          {t('catalog.import.report.updated', {
            formatted: count(report.updated.length),
          })}
        </li>
        <li className="rounded-lg bg-ember-500/15 px-3 py-1 text-ember-400">
          {t('catalog.import.report.rejected', {
            formatted: count(report.rejected.length),
          })}
        </li>
      </ul>
      {report.rejected.length > 0 && (
        <DataTable
          label={t('catalog.import.report.rejectedRows')}
          caption="visible"
          minWidthClass="min-w-[32rem]"
          rows={report.rejected}
          rowKey={(rejection) => String(rejection.row)}
          empty={t('catalog.import.report.rejectedRows')}
          columns={[
            { id: 'row', header: t('catalog.import.report.row'), cell: (rejection) => count(rejection.row) },
            {
              id: 'code',
              header: t('catalog.import.report.code'),
              cellClassName: () => 'font-mono text-xs',
              cell: (rejection) => rejection.code ?? '—',
            },
            {
              id: 'reason',
              header: t('catalog.import.report.reason'),
              wraps: true,
              cell: (rejection) =>
                t(`catalog.import.problems.${rejection.problem}`, {
                  field: rejection.field ?? '',
                  value: rejection.value ?? '',
                }),
            },
          ]}
        />
      )}
      {report.added.length + report.updated.length > 0 && (
        <details className="text-sm text-slate-300">
          <summary className="cursor-pointer text-xs font-semibold">
            {t('catalog.import.report.imported')}
          </summary>
          <ul className="mt-2 max-h-60 space-y-0.5 overflow-y-auto text-xs">
            {[...report.added, ...report.updated]
              .sort((a, b) => a.row - b.row)
              .map((game) => (
                <li key={game.row}>
                  {count(game.row)}. {game.title}{' '}
                  <span className="font-mono text-slate-500">({game.code})</span>
                </li>
              ))}
          </ul>
        </details>
      )}
    </section>
  )
}

function GameFileTemplate() {
  const { t } = useTranslation('admin')
  const csvHref = `data:text/csv;charset=utf-8,${encodeURIComponent(gameFileExampleCsv)}`
  return (
    <section aria-labelledby="game-file-format" className="space-y-2 text-sm">
      <h3 id="game-file-format" className="font-bold text-white">
        {t('catalog.import.format.title')}
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-xs text-slate-300">
        {gameFileColumns.map((column) => (
          <li key={column}>
            <code className="font-mono text-gold-300">{column}</code> —{' '}
            {t(`catalog.import.format.columns.${column}`)}
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-400">{t('catalog.import.format.upsert')}</p>
      <p className="text-xs font-semibold text-slate-300">CSV</p>
      <pre className="overflow-x-auto rounded-lg bg-night-900 p-3 font-mono text-xs text-slate-300">
        {gameFileExampleCsv}
      </pre>
      <a href={csvHref} download="games-template.csv" className={buttonClass('outline', 'sm')}>
        {t('catalog.import.format.download')}
      </a>
      <p className="text-xs font-semibold text-slate-300">JSON</p>
      <pre className="overflow-x-auto rounded-lg bg-night-900 p-3 font-mono text-xs text-slate-300">
        {gameFileExampleJson}
      </pre>
    </section>
  )
}
