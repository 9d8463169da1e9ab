import type { OutboxEmail } from '@khela/contracts/mail'
import { Modal } from '../../../components/ui/modal.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { OutboxStatus } from './outbox-status.tsx'

/** One email as sent. The body is shown as plain text (React escapes it), never interpreted as HTML. */
export function EmailDialog({ email, onClose }: { email: OutboxEmail | null; onClose: () => void }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <Modal isOpen={email !== null} onClose={onClose} title={email?.subject ?? ''}>
      {email && (
        <div className="space-y-3 p-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-500">{t('outbox.columns.recipient')}</dt>
            <dd className="break-all text-slate-100">{email.recipient}</dd>
            <dt className="text-slate-500">{t('outbox.columns.createdAt')}</dt>
            <dd className="text-slate-100">{formatDateTime(email.createdAt, language)}</dd>
            <dt className="text-slate-500">{t('outbox.columns.status')}</dt>
            <dd>
              <OutboxStatus isSent={email.sentAt !== null} />
            </dd>
          </dl>
          <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('outbox.body')}</h3>
          <pre className="max-h-[50dvh] overflow-y-auto rounded-lg border border-night-700 bg-night-900 p-3 font-sans text-sm leading-relaxed whitespace-pre-wrap wrap-anywhere text-slate-200">
            {email.text}
          </pre>
        </div>
      )}
    </Modal>
  )
}
