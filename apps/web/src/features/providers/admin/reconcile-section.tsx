import type { ReconciliationLine, RoundReconciliation } from '@khela/contracts/provider-reconciliation'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { inputClass } from '../../../components/ui/form-field.tsx'
import { api } from '../../../lib/endpoint.ts'
import * as adminProvidersApi from '../../../lib/endpoints/admin/providers.ts'
import * as catalogApi from '../../../lib/endpoints/catalog.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'

/** Upload a provider's round report (CSV) and see what does not match Khela's rounds. */
export function ReconcileSection() {
  const { t } = useTranslation('admin')
  const id = useId()
  const providers = useQuery({
    queryKey: ['catalog', 'providers'],
    queryFn: ({ signal }) => api(catalogApi.providers, { signal }),
  })
  const [provider, setProvider] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const reconcile = useMutation({
    mutationFn: async () =>
      api(adminProvidersApi.reconcile, {
        params: { code: provider },
        body: { fileName: file?.name ?? '', content: (await file?.text()) ?? '' },
      }),
    meta: { showsOwnError: true },
  })
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div>
        <h2 id={`${id}-title`} className="text-base font-bold text-white">
          {t('providerRounds.reconcile.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-400">{t('providerRounds.reconcile.intro')}</p>
      </div>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (provider && file) reconcile.mutate()
        }}
        className="flex flex-wrap items-end gap-3"
      >
        <div>
          <label htmlFor={`${id}-provider`} className="mb-1.5 block text-xs font-semibold text-slate-300">
            {t('providerRounds.reconcile.provider')}
          </label>
          <select
            id={`${id}-provider`}
            value={provider}
            onChange={(event) => setProvider(event.target.value)}
            className={`${inputClass} w-56`}
          >
            <option value="">{t('providerRounds.reconcile.chooseProvider')}</option>
            {providers.data?.providers.map((option) => (
              <option key={option.code} value={option.code} lang="en">
                {option.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-file`} className="mb-1.5 block text-xs font-semibold text-slate-300">
            {t('providerRounds.reconcile.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,text/csv"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            className="text-sm text-slate-300"
          />
        </div>
        <button
          type="submit"
          disabled={!provider || !file || reconcile.isPending}
          className={buttonClass('gold')}
        >
          {t('providerRounds.reconcile.run')}
        </button>
      </form>
      {reconcile.isError && (
        <p role="alert" className="text-sm text-ember-500">
          {errorMessage(reconcile.error)}
        </p>
      )}
      {reconcile.data && <ReconciliationResult result={reconcile.data} />}
    </section>
  )
}

function ReconciliationResult({ result }: { result: RoundReconciliation }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const count = (value: number) => formatNumber(value, language)
  return (
    <div className="space-y-4" role="status">
      <p className="text-sm text-white">
        {t('providerRounds.reconcile.summary', {
          rounds: count(result.reportRounds),
          matched: count(result.matched),
          missingInKhela: count(result.missingInKhelaCount),
          missingInReport: count(result.missingInReportCount),
          mismatches: count(result.mismatchCount),
        })}
      </p>
      <Lines title={t('providerRounds.reconcile.missingInKhela')} lines={result.missingInKhela} />
      <Lines title={t('providerRounds.reconcile.missingInReport')} lines={result.missingInReport} />
      <Lines title={t('providerRounds.reconcile.mismatches')} lines={result.mismatches} />
    </div>
  )
}

function Lines({ title, lines }: { title: string; lines: ReconciliationLine[] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  if (lines.length === 0) return null
  const money = (value: number | undefined) =>
    value === undefined ? '—' : formatMoney(value, 'BDT', language)
  const cell = 'px-3 py-2 whitespace-nowrap'
  return (
    <div className="overflow-x-auto rounded-xl border border-night-700">
      <table className="w-full text-left text-sm">
        <caption className="px-3 py-2 text-left text-sm font-bold text-white">{title}</caption>
        <thead className="bg-night-800 text-xs uppercase text-slate-400">
          <tr>
            <th className={cell}>{t('providerRounds.reconcile.columns.round')}</th>
            <th className={cell}>{t('providerRounds.reconcile.columns.player')}</th>
            <th className={`${cell} text-right`}>{t('providerRounds.reconcile.columns.reportStake')}</th>
            <th className={`${cell} text-right`}>{t('providerRounds.reconcile.columns.reportWin')}</th>
            <th className={`${cell} text-right`}>{t('providerRounds.reconcile.columns.khelaStake')}</th>
            <th className={`${cell} text-right`}>{t('providerRounds.reconcile.columns.khelaWin')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700">
          {lines.map((line) => (
            <tr key={line.round}>
              <td className={`${cell} font-mono text-xs`} lang="en">
                {line.round}
              </td>
              <td className={`${cell} font-mono text-xs`} lang="en">
                {line.player ?? '—'}
              </td>
              <td className={`${cell} text-right tabular-nums`}>{money(line.report?.stake)}</td>
              <td className={`${cell} text-right tabular-nums`}>{money(line.report?.win)}</td>
              <td className={`${cell} text-right tabular-nums`}>{money(line.khela?.stake)}</td>
              <td className={`${cell} text-right tabular-nums`}>{money(line.khela?.win)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
