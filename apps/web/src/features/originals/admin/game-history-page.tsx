import type { GameHistoryTotals } from '@khela/contracts/game-history'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { History } from 'lucide-react'
import { ListEmpty, ListFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { dateRangeErrorOf } from '../../../lib/date-range.ts'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { useAddressFilter } from '../../../lib/use-address-filter.ts'
import { useAdminBets } from './admin-originals-api.ts'
import {
  GAME_HISTORY_PAGE_SIZE,
  type GameHistoryFilterKey,
  parseGameHistoryFilter,
  sourceOrGameChange,
} from './game-history-filter.ts'
import { GameHistoryFilters } from './game-history-filters.tsx'
import { GameDaysTable, GameHistoryTable } from './game-history-tables.tsx'

/**
 * /dashboard/game-history: every bet in Khela's own games and, for staff who may read them, every provider game's
 * round, by player, source, game and day, with totals and GGR.
 */
export function GameHistoryPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const title = t('sections.game-history.title')
  if (!hasPermission(viewer.role, 'games.read')) {
    return (
      <>
        <PageHeader title={title} icon={History} />
        <EmptyState
          icon={History}
          title={t('originals.notAllowed.title')}
          body={t('originals.notAllowed.body')}
        />
      </>
    )
  }
  return <GameHistory />
}

function GameHistory() {
  const { t } = useTranslation('admin')
  const { filter, setFilter, setFilters, setPage } = useAddressFilter<
    ReturnType<typeof parseGameHistoryFilter>,
    GameHistoryFilterKey
  >(parseGameHistoryFilter)
  const bets = useAdminBets(filter)
  const dateError = dateRangeErrorOf(filter, bets.error)

  return (
    <>
      <PageHeader title={t('sections.game-history.title')} icon={History} />
      <GameHistoryFilters
        filter={filter}
        providers={bets.data?.providers ?? []}
        dateError={dateError && t(`originals.fieldErrors.${dateError}`)}
        onChange={(key, value) =>
          key === 'source' || key === 'game'
            ? setFilters(sourceOrGameChange(filter, key, value))
            : setFilter(key, value)
        }
      />
      {bets.isPending ? (
        <ListLoading />
      ) : bets.isError ? (
        <ListFailure
          section="originals"
          title={t('originals.history.loadFailed')}
          error={bets.error}
          onRetry={() => bets.refetch()}
        />
      ) : (
        <div className="space-y-6">
          <Totals totals={bets.data.totals} />
          <section aria-labelledby="game-history-bets" className="space-y-3">
            <h2 id="game-history-bets" className="text-base font-bold text-white">
              {t('originals.history.bets')}
            </h2>
            {bets.data.items.length === 0 ? (
              <ListEmpty text={t('originals.history.empty')} />
            ) : (
              <GameHistoryTable rows={bets.data.items} />
            )}
            <AdminPager
              section="originals"
              page={bets.data.page}
              total={bets.data.total}
              pageSize={GAME_HISTORY_PAGE_SIZE}
              isFetching={bets.isFetching}
              onPage={setPage}
            />
          </section>
          <section aria-labelledby="game-history-days" className="space-y-3">
            <h2 id="game-history-days" className="text-base font-bold text-white">
              {t('originals.history.byGameAndDay')}
            </h2>
            {bets.data.byGameAndDay.length === 0 ? (
              <p className="text-sm text-slate-400">{t('originals.history.empty')}</p>
            ) : (
              <GameDaysTable days={bets.data.byGameAndDay} />
            )}
          </section>
        </div>
      )}
    </>
  )
}

function Totals({ totals }: { totals: GameHistoryTotals }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const items = [
    { id: 'bets', value: formatNumber(totals.bets, language) },
    { id: 'stakes', value: formatMoney(totals.stakes, 'BDT', language) },
    { id: 'payouts', value: formatMoney(totals.payouts, 'BDT', language) },
    { id: 'ggr', value: formatMoney(totals.ggr, 'BDT', language) },
  ] as const
  return (
    <section aria-labelledby="game-history-totals">
      <h2 id="game-history-totals" className="sr-only">
        {t('originals.history.totals')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.id} className="rounded-xl border border-night-700 bg-night-850 p-3">
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-400">
              {t(`originals.history.totalLabels.${item.id}`)}
            </dt>
            <dd className="mt-1 text-lg font-bold tabular-nums text-white">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
