import type { AuditEntry } from '@khela/contracts/audit'
import { ChevronDown } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { actionLabelOf } from './action-label.ts'
import { AuditChangesView } from './audit-changes-view.tsx'

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

  const header = (column: string) => t(`audit.columns.${column}`)
  return (
    <DataTable
      label={t('audit.title')}
      minWidthClass="min-w-[56rem]"
      rows={entries}
      rowKey={(entry) => entry.id}
      empty={t('audit.empty')}
      rowDetail={(entry) =>
        openIds.has(entry.id)
          ? {
              id: `${id}-${entry.id}`,
              content: (
                // Kept in view on a phone while the wide table scrolls sideways.
                <div className="sticky left-3 max-w-[calc(100vw-3.5rem)] lg:max-w-none">
                  <AuditChangesView before={entry.before} after={entry.after} />
                </div>
              ),
            }
          : undefined
      }
      columns={[
        {
          id: 'time',
          header: (
            <>
              {header('time')}
              <TimeZoneLabel />
            </>
          ),
          cellClassName: () => 'tabular-nums text-slate-400',
          cell: (entry) => (
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
          ),
        },
        { id: 'actor', header: header('actor'), cell: (entry) => <ActorCell actor={entry.actor} /> },
        {
          id: 'action',
          header: header('action'),
          cell: (entry) => {
            const label = actionLabelOf(entry.action)
            return (
              <>
                {label && <p className="font-medium text-white">{label}</p>}
                <code className="text-xs text-slate-400">{entry.action}</code>
              </>
            )
          },
        },
        {
          id: 'record',
          header: header('record'),
          cell: (entry) => (
            <>
              <code className="text-xs text-slate-300">{entry.recordType}</code>
              <p className="max-w-56 truncate font-mono text-xs text-slate-500" title={entry.recordId}>
                {entry.recordId}
              </p>
            </>
          ),
        },
        {
          id: 'ipAddress',
          header: header('ipAddress'),
          cellClassName: () => 'font-mono text-xs text-slate-400',
          cell: (entry) => entry.ipAddress ?? '—',
        },
        {
          id: 'changes',
          header: header('changes'),
          cell: (entry) => {
            const isOpen = openIds.has(entry.id)
            return (
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={isOpen ? `${id}-${entry.id}` : undefined}
                onClick={() => toggle(entry.id)}
                className={buttonClass('outline', 'sm')}
              >
                {isOpen ? t('audit.hideChanges') : t('audit.showChanges')}
                <ChevronDown aria-hidden size={14} className={`transition ${isOpen ? 'rotate-180' : ''}`} />
              </button>
            )
          },
        },
      ]}
    />
  )
}
