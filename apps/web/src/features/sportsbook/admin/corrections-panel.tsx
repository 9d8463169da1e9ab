import type { AdminMarket } from '@khela/contracts/admin-sportsbook'
import type { ResultCorrectionView } from '@khela/contracts/sportsbook-resettlement'
import { ContentLoadFailure } from '../../../components/admin/admin-page-states.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { notify } from '../../../lib/toast.ts'
import { nameOf } from './sportsbook-format.ts'
import { useDecideCorrection, useEventCorrections } from './sportsbook-queries.ts'

/**
 * An event's result corrections: a pending one with Approve and Reject for another trader (its asker may only
 * reject, that is withdraw, it), the others with who decided and how many bets were re-paid.
 */
export function CorrectionsPanel({
  eventId,
  markets,
  viewerId,
  canTrade,
}: {
  eventId: string
  /** The event's markets, for their selections' names. */
  markets: readonly AdminMarket[]
  viewerId: string
  canTrade: boolean
}) {
  const { t } = useTranslation('admin')
  const corrections = useEventCorrections(eventId)
  const decide = useDecideCorrection()
  if (corrections.isPending) return null
  if (corrections.isError)
    return <ContentLoadFailure error={corrections.error} onRetry={() => corrections.refetch()} />
  const items = corrections.data.items
  if (items.length === 0) return null
  const onDecide = (correction: ResultCorrectionView, decision: 'approve' | 'reject') =>
    decide.mutate(
      { id: correction.id, decision },
      {
        onSuccess: (outcome) =>
          notify(
            'success',
            decision === 'approve'
              ? t('sportsbook.correction.applied', { count: outcome.resettledBets })
              : t('sportsbook.correction.rejectedDone'),
          ),
      },
    )
  return (
    <section aria-labelledby="event-corrections" className="mb-8">
      <h2 id="event-corrections" className="mb-3 text-lg font-bold text-white">
        {t('sportsbook.correction.heading')}
      </h2>
      {decide.isError && (
        <p role="alert" className="mb-3 text-sm font-medium text-ember-500">
          {errorMessage(decide.error)}
        </p>
      )}
      <ul className="space-y-3">
        {items.map((correction) => (
          <CorrectionItem
            key={correction.id}
            correction={correction}
            market={markets.find((market) => market.id === correction.marketId)}
            isOwn={correction.requestedBy.id === viewerId}
            canTrade={canTrade}
            isBusy={decide.isPending}
            onDecide={(decision) => onDecide(correction, decision)}
          />
        ))}
      </ul>
    </section>
  )
}

function CorrectionItem({
  correction,
  market,
  isOwn,
  canTrade,
  isBusy,
  onDecide,
}: {
  correction: ResultCorrectionView
  market: AdminMarket | undefined
  isOwn: boolean
  canTrade: boolean
  isBusy: boolean
  onDecide: (decision: 'approve' | 'reject') => void
}) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const marketName = nameOf(correction.marketName)
  const isPending = correction.status === 'pending'
  const previousOf = (code: string) => {
    const status = correction.previous[code]
    return status && status !== 'open' && status !== 'suspended'
      ? t(`sportsbook.result.choices.${status}`)
      : '—'
  }
  const selectionName = (code: string) => {
    const selection = market?.selections.find((each) => each.code === code)
    return selection ? nameOf(selection.name) : code
  }
  return (
    <li
      aria-label={t('sportsbook.correction.itemLabel', { name: marketName })}
      className="rounded-xl border border-night-600 bg-night-800 p-4 text-sm"
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-white">{marketName}</p>
        <p className="text-slate-300">{t(`sportsbook.correction.statuses.${correction.status}`)}</p>
      </div>
      <ul className="mb-2 space-y-0.5 text-slate-300">
        {correction.results.map((entry) => (
          <li key={entry.code}>
            {selectionName(entry.code)}: {previousOf(entry.code)} →{' '}
            <span className="font-semibold text-white">{t(`sportsbook.result.choices.${entry.result}`)}</span>
          </li>
        ))}
      </ul>
      <ul className="mb-2 space-y-0.5 text-slate-300">
        {correction.changes.map((change) => (
          <li key={change.currency}>
            {t('sportsbook.correction.change', {
              total: formatMoney(change.total, change.currency, language),
              net: formatMoney(change.net, change.currency, language),
              count: change.bets,
            })}
          </li>
        ))}
      </ul>
      <p className="text-slate-400">
        {t('sportsbook.correction.requested', {
          name: correction.requestedBy.name,
          at: formatDateTime(correction.createdAt, language),
        })}
        {correction.decidedBy &&
          ` · ${t('sportsbook.correction.decided', { name: correction.decidedBy.name, count: correction.resettledBets })}`}
      </p>
      {isPending && canTrade && (
        <div className="mt-3 flex flex-wrap items-center gap-2">
          {isOwn ? (
            <p className="text-slate-300">{t('sportsbook.correction.waitingForOther')}</p>
          ) : (
            <button
              type="button"
              disabled={isBusy}
              onClick={() => onDecide('approve')}
              aria-label={t('sportsbook.correction.approveMarket', { name: marketName })}
              className={buttonClass('jade', 'sm')}
            >
              {t('sportsbook.correction.approve')}
            </button>
          )}
          <button
            type="button"
            disabled={isBusy}
            onClick={() => onDecide('reject')}
            aria-label={t(
              isOwn ? 'sportsbook.correction.withdrawMarket' : 'sportsbook.correction.rejectMarket',
              { name: marketName },
            )}
            className={buttonClass('danger', 'sm')}
          >
            {t(isOwn ? 'sportsbook.correction.withdraw' : 'sportsbook.correction.reject')}
          </button>
        </div>
      )}
    </li>
  )
}
