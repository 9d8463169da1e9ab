import type { OutboxEmail } from '@khela/contracts/mail'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { OutboxStatus } from './outbox-status.tsx'

interface OutboxTableProps {
  emails: OutboxEmail[]
  onOpen: (email: OutboxEmail) => void
}

/** Scrolls sideways inside its frame on a phone. */
export function OutboxTable({ emails, onOpen }: OutboxTableProps) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <DataTable
      label={t('outbox.title')}
      minWidthClass="min-w-[48rem]"
      rows={emails}
      rowKey={(email) => email.id}
      empty={t('outbox.empty')}
      columns={[
        {
          id: 'recipient',
          header: t('outbox.columns.recipient'),
          cellClassName: () => 'font-medium text-white',
          cell: (email) => email.recipient,
        },
        {
          id: 'subject',
          header: t('outbox.columns.subject'),
          cellClassName: () => 'max-w-xs truncate',
          cellTitle: (email) => email.subject,
          cell: (email) => email.subject,
        },
        {
          id: 'createdAt',
          header: (
            <>
              {t('outbox.columns.createdAt')}
              <TimeZoneLabel />
            </>
          ),
          cellClassName: () => 'tabular-nums text-slate-400',
          cell: (email) => (
            <time dateTime={email.createdAt}>{formatDateTime(email.createdAt, language)}</time>
          ),
        },
        {
          id: 'sentAt',
          header: (
            <>
              {t('outbox.columns.sentAt')}
              <TimeZoneLabel />
            </>
          ),
          cellClassName: () => 'tabular-nums text-slate-400',
          cell: (email) =>
            email.sentAt ? (
              <time dateTime={email.sentAt}>{formatDateTime(email.sentAt, language)}</time>
            ) : (
              '—'
            ),
        },
        {
          id: 'status',
          header: t('outbox.columns.status'),
          cell: (email) => <OutboxStatus isSent={email.sentAt !== null} />,
        },
        {
          id: 'actions',
          header: <span className="sr-only">{t('outbox.columns.actions')}</span>,
          cellClassName: () => 'text-right',
          cell: (email) => (
            <button type="button" onClick={() => onOpen(email)} className={buttonClass('outline', 'sm')}>
              {t('outbox.read')}
            </button>
          ),
        },
      ]}
    />
  )
}
