import { Modal } from '../../../components/ui/modal.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { statusLabelKey } from './cashier-status.ts'
import { CashierStatusBadge } from './cashier-status-badge.tsx'

/** What a decided deposit or withdrawal row tells about its decision. */
export interface DecidedRequest {
  status: string
  reason: string | null
  /** Withdrawals only: finance's reference for the payment sent. */
  payoutReference?: string | null
  decidedBy: string | null
  decidedAt: string | null
  player: { name: string }
}

/** A decided request's status, read-only: its reason, payout reference, who decided and when. */
export function DecidedRequestDialog({
  request,
  onClose,
}: {
  request: DecidedRequest | null
  onClose: () => void
}) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const decider =
    request?.decidedBy ??
    (request?.status === 'cancelled' ? t('cashier.decided.byPlayer') : t('cashier.decided.unknown'))
  const details = request
    ? [
        { label: t('cashier.decided.reason'), value: request.reason || t('cashier.decided.noReason') },
        ...(request.payoutReference !== undefined
          ? [{ label: t('cashier.decided.payoutReference'), value: request.payoutReference || '—' }]
          : []),
        { label: t('cashier.decided.decidedBy'), value: decider },
        {
          label: t('cashier.decided.decidedAt'),
          value: request.decidedAt ? formatDateTime(request.decidedAt, language) : '—',
        },
      ]
    : []
  return (
    <Modal
      isOpen={request !== null}
      onClose={onClose}
      title={request ? t('cashier.decided.title', { name: request.player.name }) : ''}
    >
      {request && (
        <div className="space-y-4 p-4">
          <CashierStatusBadge status={request.status} />
          <dl className="space-y-2 text-sm">
            {details.map(({ label, value }) => (
              <div key={label}>
                <dt className="text-xs font-semibold text-slate-400">{label}</dt>
                <dd className="whitespace-pre-wrap break-words text-slate-100">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
    </Modal>
  )
}

/** A decided row's status badge as a button that opens its details. */
export function DecidedStatusButton({ request, onOpen }: { request: DecidedRequest; onOpen: () => void }) {
  const { t } = useTranslation('admin')
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-haspopup="dialog"
      aria-label={t('cashier.decided.openNamed', {
        status: t(statusLabelKey(request.status)),
        name: request.player.name,
      })}
      className="cursor-pointer rounded-full hover:brightness-125 focus-visible:outline-2 focus-visible:outline-gold-500"
    >
      <CashierStatusBadge status={request.status} />
    </button>
  )
}
