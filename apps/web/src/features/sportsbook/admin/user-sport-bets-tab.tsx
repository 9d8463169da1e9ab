import { type SportBetView, sportBetsPageSize } from '@khela/contracts/sportsbook-placement'
import { useState } from 'react'
import { ContentLoadFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { nameOf, oddsText } from './sportsbook-format.ts'
import { usePlayerSportBets } from './sportsbook-queries.ts'

/** The player profile's Sports bets tab: their bets with each leg, open ones first, 20 a page. */
export function UserSportBetsTab({ userId }: { userId: string }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const [page, setPage] = useState(1)
  const bets = usePlayerSportBets(userId, page)
  if (bets.isPending) return <ListLoading />
  if (bets.isError) return <ContentLoadFailure error={bets.error} onRetry={() => bets.refetch()} />
  const { items, total } = bets.data
  const header = (column: string) => t(`sportsbook.playerBets.columns.${column}`)
  const money = (bet: SportBetView, amount: number) => formatMoney(amount, bet.currency, language)
  const pageCount = Math.max(1, Math.ceil(total / sportBetsPageSize))
  return (
    <DataTable
      label={t('sportsbook.playerBets.label')}
      caption="screen-reader"
      minWidthClass="min-w-[56rem]"
      rows={items}
      rowKey={(bet) => bet.id}
      empty={t('sportsbook.playerBets.empty')}
      columns={[
        {
          id: 'placed',
          header: header('placed'),
          cellClassName: () => 'tabular-nums text-slate-400',
          cell: (bet) => <time dateTime={bet.createdAt}>{formatDateTime(bet.createdAt, language)}</time>,
        },
        {
          id: 'selections',
          header: header('selections'),
          isRowHeader: true,
          wraps: true,
          cell: (bet) => (
            <div>
              <p className="font-semibold text-white">{t(`sportsbook.playerBets.types.${bet.type}`)}</p>
              <ul className="space-y-0.5">
                {bet.legs.map((leg) => (
                  <li key={leg.selectionId}>
                    {nameOf(leg.home)} – {nameOf(leg.away)} · {nameOf(leg.marketName)}:{' '}
                    {nameOf(leg.selectionName)} @ <span className="tabular-nums">{oddsText(leg.price)}</span>{' '}
                    ({t(`sportsbook.playerBets.legStatuses.${leg.status}`)})
                  </li>
                ))}
              </ul>
            </div>
          ),
        },
        {
          id: 'stake',
          header: header('stake'),
          isNumeric: true,
          // Staff see whose money the stake was: a free bet's, or the bonus part of a split stake.
          cell: (bet) =>
            bet.isFreeBet
              ? t('sportsbook.playerBets.freeBetStake', { amount: money(bet, bet.stake) })
              : bet.bonusStake > 0
                ? t('sportsbook.playerBets.bonusStake', {
                    amount: money(bet, bet.stake),
                    bonus: money(bet, bet.bonusStake),
                  })
                : money(bet, bet.stake),
        },
        {
          id: 'return',
          header: header('return'),
          isNumeric: true,
          cell: (bet) => money(bet, bet.potentialReturn),
        },
        {
          id: 'payout',
          header: header('payout'),
          isNumeric: true,
          cell: (bet) => (bet.status === 'open' ? '—' : money(bet, bet.payout)),
        },
        {
          // What cash-outs paid, for how much of the stake: apart from the settlement's payout beside it.
          id: 'cashedOut',
          header: header('cashedOut'),
          isNumeric: true,
          cell: (bet) =>
            bet.cashedOutStake === 0
              ? '—'
              : t('sportsbook.playerBets.cashedOutOf', {
                  amount: money(bet, bet.cashedOutAmount),
                  stake: money(bet, bet.cashedOutStake),
                }),
        },
        {
          id: 'status',
          header: header('status'),
          cell: (bet) => t(`sportsbook.playerBets.statuses.${bet.status}`),
        },
      ]}
      pagination={
        pageCount > 1 ? (
          <nav aria-label={t('sportsbook.playerBets.label')} className="mt-4 flex justify-between gap-3">
            <button
              type="button"
              disabled={page <= 1 || bets.isFetching}
              onClick={() => setPage(page - 1)}
              className={buttonClass('outline', 'sm')}
            >
              {t('sportsbook.playerBets.previous')}
            </button>
            <span className="text-sm text-slate-400">{t('sportsbook.pageOf', { page, pageCount })}</span>
            <button
              type="button"
              disabled={page >= pageCount || bets.isFetching}
              onClick={() => setPage(page + 1)}
              className={buttonClass('outline', 'sm')}
            >
              {t('sportsbook.playerBets.next')}
            </button>
          </nav>
        ) : undefined
      }
    />
  )
}
