import type { AuditEntry } from '@khela/contracts/audit'
import { ChevronDown } from 'lucide-react'
import { Fragment, useId, useState } from 'react'
import { Link } from 'react-router'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { actionLabelOf } from './action-label.ts'
import { AuditChangesView } from './audit-changes-view.tsx'

const cellClass = 'px-3 py-2.5 align-top whitespace-nowrap'
const columns = ['time', 'actor', 'action', 'record', 'ipAddress', 'changes'] as const

function ActorCell({ actor }: { actor: AuditEntry['actor'] }) {
  const { t } = useTranslation('admin')
  if (!actor) return <span className="font-medium text-slate-300">{t('audit.system')}</span>
  return (
    <>
      <Link
        to={`/dashboard/userprofile/${encodeURIComponent(actor.id)}`}
        className="font-medium text-white hover:text-gold-300"
      >
        {actor.name ?? actor.id}
      </Link>
      <p className="text-xs text-slate-500">
        {[actor.email, actor.role && t(`roles.${actor.role}`)].filter(Boolean).join(' · ')}
      </p>
    </>
  )
}

/** The log's rows, newest first; each opens its before → after underneath. Wider than a phone, it scrolls sideways. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const id = useId()
  const [openIds, setOpenIds] = useState<ReadonlySet<string>>(new Set())
  const toggle = (entryId: string) =>
    setOpenIds((current) => {
      const next = new Set(current)
      if (!next.delete(entryId)) next.add(entryId)
      return next
    })

  return (
    <div className="relative overflow-x-auto rounded-xl border border-night-700 scrollbar-thin">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <thead className="bg-night-800 text-xs uppercase tracking-wide text-slate-400">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={cellClass}>
                {t(`audit.columns.${column}`)}
                {column === 'time' && <TimeZoneLabel />}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700 text-slate-200">
          {entries.map((entry) => {
            const isOpen = openIds.has(entry.id)
            const label = actionLabelOf(entry.action)
            const panelId = `${id}-${entry.id}`
            return (
              <Fragment key={entry.id}>
                <tr className="bg-night-850 hover:bg-night-800">
                  <td className={`${cellClass} tabular-nums text-slate-400`}>
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
                  </td>
                  <td className={cellClass}>
                    <ActorCell actor={entry.actor} />
                  </td>
                  <td className={cellClass}>
                    {label && <p className="font-medium text-white">{label}</p>}
                    <code className="text-xs text-slate-400">{entry.action}</code>
                  </td>
                  <td className={cellClass}>
                    <code className="text-xs text-slate-300">{entry.recordType}</code>
                    <p className="max-w-56 truncate font-mono text-xs text-slate-500" title={entry.recordId}>
                      {entry.recordId}
                    </p>
                  </td>
                  <td className={`${cellClass} font-mono text-xs text-slate-400`}>
                    {entry.ipAddress ?? '—'}
                  </td>
                  <td className={cellClass}>
                    <button
                      type="button"
                      aria-expanded={isOpen}
                      aria-controls={isOpen ? panelId : undefined}
                      onClick={() => toggle(entry.id)}
                      className={buttonClass('outline', 'sm')}
                    >
                      {isOpen ? t('audit.hideChanges') : t('audit.showChanges')}
                      <ChevronDown
                        aria-hidden
                        size={14}
                        className={`transition ${isOpen ? 'rotate-180' : ''}`}
                      />
                    </button>
                  </td>
                </tr>
                {isOpen && (
                  <tr id={panelId} className="bg-night-900/60">
                    <td colSpan={columns.length} className="px-3 py-3">
                      {/* Kept in view on a phone while the wide table scrolls sideways. */}
                      <div className="sticky left-3 max-w-[calc(100vw-3.5rem)] lg:max-w-none">
                        <AuditChangesView before={entry.before} after={entry.after} />
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
