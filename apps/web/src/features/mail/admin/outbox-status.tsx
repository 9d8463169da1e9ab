import { useTranslation } from '../../../lib/i18n.ts'

/** Unsent means no mail server is configured (the outbox is the only copy) or the server refused it. */
export function OutboxStatus({ isSent }: { isSent: boolean }) {
  const { t } = useTranslation('admin')
  return (
    <span
      title={isSent ? undefined : t('outbox.status.notSentHint')}
      className={`rounded-full px-2 py-0.5 text-xs font-bold ${
        isSent ? 'bg-jade-500/15 text-jade-400' : 'bg-gold-500/15 text-gold-300'
      }`}
    >
      {t(isSent ? 'outbox.status.sent' : 'outbox.status.notSent').toLocaleUpperCase()}
    </span>
  )
}
