import type { OutboxEmail } from '@khela/contracts/mail'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { OutboxStatus } from './outbox-status.tsx'

const cellClass = 'px-3 py-2.5 whitespace-nowrap'

interface OutboxTableProps {
  emails: OutboxEmail[]
  onOpen: (email: OutboxEmail) => void
}

/**
 * Scrolls sideways inside its frame on a phone. The frame is `relative` so the screen-reader-only header
 * (absolutely positioned) stays inside it instead of widening the page.
 */
export function OutboxTable({ emails, onOpen }: OutboxTableProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <div className="relative overflow-x-auto rounded-xl border border-night-700 scrollbar-thin">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-night-800 text-xs uppercase tracking-wide text-slate-400">
          <tr>
            <th scope="col" className={cellClass}>
              {t('outbox.columns.recipient')}
            </th>
            <th scope="col" className={cellClass}>
              {t('outbox.columns.subject')}
            </th>
            <th scope="col" className={cellClass}>
              {t('outbox.columns.createdAt')}
              <TimeZoneLabel />
            </th>
            <th scope="col" className={cellClass}>
              {t('outbox.columns.sentAt')}
              <TimeZoneLabel />
            </th>
            <th scope="col" className={cellClass}>
              {t('outbox.columns.status')}
            </th>
            <th scope="col" className={cellClass}>
              <span className="sr-only">{t('outbox.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-night-700 text-slate-200">
          {emails.map((email) => (
            <tr key={email.id} className="bg-night-850 hover:bg-night-800">
              <td className={`${cellClass} font-medium text-white`}>{email.recipient}</td>
              <td className={`${cellClass} max-w-xs truncate`} title={email.subject}>
                {email.subject}
              </td>
              <td className={`${cellClass} tabular-nums text-slate-400`}>
                <time dateTime={email.createdAt}>{formatDateTime(email.createdAt, language)}</time>
              </td>
              <td className={`${cellClass} tabular-nums text-slate-400`}>
                {email.sentAt ? (
                  <time dateTime={email.sentAt}>{formatDateTime(email.sentAt, language)}</time>
                ) : (
                  '—'
                )}
              </td>
              <td className={cellClass}>
                <OutboxStatus isSent={email.sentAt !== null} />
              </td>
              <td className={`${cellClass} text-right`}>
                <button type="button" onClick={() => onOpen(email)} className={buttonClass('outline', 'sm')}>
                  {t('outbox.read')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
