import { ArrowRight } from 'lucide-react'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { type AuditChange, auditChangesOf, printedValue } from './audit-changes.ts'

function Value({ value, label }: { value: unknown; label: string }) {
  const { t } = useTranslation('admin')
  return (
    <div className="min-w-0">
      <p className="text-[11px] uppercase tracking-wide text-slate-500 sm:sr-only">{label}</p>
      {value === undefined ? (
        <span className="text-slate-500">{t('audit.changes.absent')}</span>
      ) : (
        <pre className="font-mono text-xs break-words whitespace-pre-wrap text-slate-200">
          {printedValue(value)}
        </pre>
      )}
    </div>
  )
}

function ChangeRows({ changes }: { changes: AuditChange[] }) {
  const { t } = useTranslation('admin')
  return (
    <dl className="divide-y divide-night-700">
      {changes.map((change) => (
        <div
          key={change.key}
          className="grid gap-1 py-2 sm:grid-cols-[minmax(7rem,12rem)_1fr_auto_1fr] sm:items-start sm:gap-3"
        >
          <dt className="font-mono text-xs font-semibold text-gold-300">
            {change.key || t('audit.changes.value')}
          </dt>
          <dd className="contents">
            <Value value={change.before} label={t('audit.changes.before')} />
            <ArrowRight aria-hidden size={14} className="mt-0.5 hidden text-slate-500 sm:block" />
            <Value value={change.after} label={t('audit.changes.after')} />
          </dd>
        </div>
      ))}
    </dl>
  )
}

/** An entry's before → after, changed fields first; the unchanged ones fold away. */
export function AuditChangesView({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation('admin')
  const changes = auditChangesOf(before, after)
  const changed = changes.filter((change) => change.isChanged)
  const unchanged = changes.filter((change) => !change.isChanged)
  if (changes.length === 0) return <p className="text-sm text-slate-400">{t('audit.changes.none')}</p>
  return (
    <div className="text-sm">
      <div
        aria-hidden
        className="hidden gap-3 pb-1 text-[11px] uppercase tracking-wide text-slate-500 sm:grid sm:grid-cols-[minmax(7rem,12rem)_1fr_auto_1fr]"
      >
        <span>{t('audit.changes.field')}</span>
        <span>{t('audit.changes.before')}</span>
        <span className="w-3.5" />
        <span>{t('audit.changes.after')}</span>
      </div>
      {changed.length > 0 ? (
        <ChangeRows changes={changed} />
      ) : (
        <p className="py-2 text-slate-400">{t('audit.changes.noneChanged')}</p>
      )}
      {unchanged.length > 0 && (
        <details className="mt-2">
          <summary className="cursor-pointer text-xs text-slate-400 hover:text-white">
            {t('audit.changes.unchanged', { count: formatNumber(unchanged.length, currentLanguage()) })}
          </summary>
          <ChangeRows changes={unchanged} />
        </details>
      )}
    </div>
  )
}
