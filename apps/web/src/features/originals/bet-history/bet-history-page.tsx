import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { PageNav } from '../../../components/ui/page-nav.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { dateRangeErrorOf, isDateRangeReversed } from '../../../lib/date-range.ts'
import { api } from '../../../lib/endpoint.ts'
import * as originalsApi from '../../../lib/endpoints/originals.ts'
import { errorMessage } from '../../../lib/error-message.ts'
import { useTranslation } from '../../../lib/i18n.ts'
import { openModal } from '../../../lib/modal-store.ts'
import { menuItems } from '../../../lib/navigation.ts'
import { useAddressFilter } from '../../../lib/use-address-filter.ts'
import { useSession } from '../../../lib/use-session.ts'
import {
  type BetHistoryFilter,
  type BetHistoryFilterKey,
  betHistoryQueryOf,
  parseBetHistoryFilter,
} from './bet-history-filter.ts'
import { BetHistoryFilters } from './bet-history-filters.tsx'
import { BetHistoryTable } from './bet-history-table.tsx'

/**
 * /bet-history: the player's bets in Khela's own games, newest first, each with a link to check it on /fairness;
 * `more` follows them for a signed-in player (the app puts the provider game rounds there).
 */
export function BetHistoryPage({ more }: { more?: ReactNode }) {
  const { t } = useTranslation()
  const { icon, path } = menuItems.betHistory
  const session = useSession()
  return (
    <>
      <PageHeader title={t('nav.betHistory')} icon={icon} />
      {session.isPending ? (
        <Spinner label={t('status.loading')} />
      ) : !session.data?.user ? (
        <EmptyState
          icon={icon}
          title={t('betHistory.signedOut.title')}
          body={t('betHistory.signedOut.body')}
          action={
            <button
              type="button"
              onClick={() => openModal('sign-in', { returnTo: path })}
              className={buttonClass('gold', 'lg')}
            >
              {t('betHistory.signedOut.signIn')}
            </button>
          }
        />
      ) : (
        <>
          <BetHistory />
          {more}
        </>
      )}
    </>
  )
}

function useBetHistory(filter: BetHistoryFilter, isEnabled: boolean) {
  return useQuery({
    queryKey: ['originals', 'bets', 'history', filter],
    queryFn: ({ signal }) => api(originalsApi.bets, { query: betHistoryQueryOf(filter), signal }),
    enabled: isEnabled,
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

function BetHistory() {
  const { t } = useTranslation()
  const { icon } = menuItems.betHistory
  const { filter, setFilter, setPage, clear } = useAddressFilter<BetHistoryFilter, BetHistoryFilterKey>(
    parseBetHistoryFilter,
  )
  const isReversed = isDateRangeReversed(filter)
  const history = useBetHistory(filter, !isReversed)
  const isFiltered = filter.game !== '' || filter.from !== '' || filter.to !== ''
  const dateError = dateRangeErrorOf(filter, history.error)

  let content: ReactNode
  if (dateError) content = null
  else if (history.isPending) content = <Spinner label={t('status.loading')} />
  else if (history.isError) {
    content = (
      <EmptyState
        icon={icon}
        title={t('betHistory.failed')}
        body={errorMessage(history.error)}
        action={
          <button type="button" onClick={() => history.refetch()} className={buttonClass('outline')}>
            {t('actions.retry')}
          </button>
        }
      />
    )
  } else if (history.data.total === 0) {
    content = isFiltered ? (
      <EmptyState icon={icon} title={t('betHistory.noMatch')} body={t('betHistory.body')} />
    ) : (
      <EmptyState icon={icon} title={t('betHistory.title')} body={t('betHistory.body')} />
    )
  } else {
    content = (
      <div className="space-y-4">
        <BetHistoryTable bets={history.data.items} />
        <PageNav
          label={t('betHistory.pages')}
          list={history.data}
          isFetching={history.isFetching}
          onPage={setPage}
        />
      </div>
    )
  }

  return (
    <div className="space-y-4">
      <BetHistoryFilters
        filter={filter}
        dateError={dateError && t(`fieldErrors.${dateError}`)}
        onChange={setFilter}
        onClear={isFiltered ? clear : undefined}
      />
      {content}
    </div>
  )
}
