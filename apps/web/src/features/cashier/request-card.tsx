import type { DepositRequest, WithdrawalRequest } from '@khela/contracts/cashier'
import type { ReactNode } from 'react'
import { TimeZoneLabel } from '../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { formatMoney } from '../../lib/money.ts'
import { type ShownStatus, shownStatus } from './cashier-rules.ts'

const statusStyles: Record<ShownStatus, string> = {
  pending: 'bg-gold-500/15 text-gold-300 ring-gold-500/40',
  approved: 'bg-jade-500/15 text-jade-400 ring-jade-500/40',
  rejected: 'bg-ember-500/15 text-ember-400 ring-ember-500/40',
  cancelled: 'bg-night-700 text-slate-300 ring-night-500',
  unknown: 'bg-night-700 text-slate-400 ring-night-500',
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation()
  const shown = shownStatus(status)
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold uppercase ring-1 ${statusStyles[shown]}`}>
      {t(`cashier.statuses.${shown}`)}
    </span>
  )
}

type CardRequest =
  | { kind: 'deposit'; request: DepositRequest }
  | { kind: 'withdrawal'; request: WithdrawalRequest }

/** One deposit or withdrawal: method, amount, date, status, what the player entered and any rejection reason. */
export function RequestCard({ card, action }: { card: CardRequest; action?: ReactNode }) {
  const { t } = useTranslation()
  const language = currentLanguage()
  const { request } = card
  const details: { label: string; value: string }[] =
    card.kind === 'deposit'
      ? card.request.inputs.map((input) => ({
          label: input.label[language],
          value: input.type === 'image' ? t('cashier.history.screenshotSent') : input.value,
        }))
      : [
          {
            label: t('cashier.withdrawal.userType'),
            value: t(`cashier.withdrawal.userTypes.${card.request.userType}`),
          },
          { label: t('cashier.history.receiver'), value: card.request.receiverAccount },
        ]

  return (
    <article
      aria-label={`${request.methodName} ${formatMoney(request.amount, request.currency, language)}`}
      className="flex flex-col gap-3 rounded-xl border border-night-700 bg-night-850 p-4"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-sm font-bold text-white">{request.methodName}</h3>
          <p className="text-xs text-slate-400">
            <time dateTime={request.createdAt}>{formatDateTime(request.createdAt, language)}</time>
            <TimeZoneLabel />
          </p>
        </div>
        <StatusBadge status={request.status} />
      </div>
      <p className="text-lg font-extrabold tabular-nums text-gold-300">
        {formatMoney(request.amount, request.currency, language)}
      </p>
      {details.length > 0 && (
        <dl className="space-y-1 text-xs">
          {details.map(({ label, value }) => (
            <div key={label} className="flex justify-between gap-3">
              <dt className="text-slate-400">{label}</dt>
              <dd className="min-w-0 break-all text-right font-mono text-slate-200">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {shownStatus(request.status) === 'rejected' && request.reason && (
        <p className="rounded-lg bg-ember-500/10 px-3 py-2 text-xs text-ember-400">
          {t('cashier.history.reason', { reason: request.reason })}
        </p>
      )}
      {action}
    </article>
  )
}
