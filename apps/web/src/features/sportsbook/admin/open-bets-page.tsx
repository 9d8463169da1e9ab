import type { AdminSportBet } from '@khela/contracts/admin-sportsbook-risk'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { sportBetStatuses } from '@khela/contracts/sportsbook-placement'
import { Receipt } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { ContentLoadFailure, ListEmpty, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { SearchFilterField } from '../../../components/admin/filter-fields.tsx'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { DateRangeFields, FilterSelect } from '../../../components/ui/filter-fields.tsx'
import { Modal } from '../../../components/ui/modal.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { dateRangeErrorOf } from '../../../lib/date-range.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { useAddressFilter } from '../../../lib/use-address-filter.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import {
  BETS_PAGE_SIZE,
  type BetsFilter,
  type BetsFilterKey,
  betsQueryOf,
  parseBetsFilter,
} from './bets-filter.ts'
import { useAdminSportBets } from './risk-queries.ts'
import { nameOf, oddsText } from './sportsbook-format.ts'
import { StakeFactorPanel } from './user-sportsbook-tab.tsx'

/** Who the viewer may act on from a bet's row: a trader sets stake factors, user readers open profiles. */
type RowActions = { canReadUsers: boolean; onStakeFactor: (player: BetPlayer) => void }
type BetPlayer = AdminSportBet['player']

/** /dashboard/sportsbook/bets: every player's bets, open ones unless the filter says otherwise, newest first. */
export function SportsbookBetsPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  if (!hasPermission(viewer.role, 'sportsbook.read'))
    return (
      <>
        <PageHeader title={t('sportsbook.bets.title')} icon={Receipt} />
        <EmptyState
          icon={Receipt}
          title={t('sportsbook.notAllowed.title')}
          body={t('sportsbook.notAllowed.body')}
        />
      </>
    )
  return (
    <BetsList
      canTrade={hasPermission(viewer.role, 'sportsbook.trade')}
      canReadUsers={hasPermission(viewer.role, 'users.read')}
    />
  )
}

function BetsList({ canTrade, canReadUsers }: { canTrade: boolean; canReadUsers: boolean }) {
  const { t } = useTranslation('admin')
  const { filter, setFilter, setPage } = useAddressFilter<BetsFilter, BetsFilterKey>(parseBetsFilter)
  const bets = useAdminSportBets(betsQueryOf(filter))
  const fieldErrorText = useFieldErrorText()
  const dateError = fieldErrorText(dateRangeErrorOf(filter, bets.error))
  const [factorFor, setFactorFor] = useState<BetPlayer | null>(null)
  return (
    <>
      <PageHeader title={t('sportsbook.bets.title')} icon={Receipt} />
      <Filters filter={filter} dateError={dateError} onChange={setFilter} />
      {bets.isPending ? (
        <ListLoading />
      ) : bets.isError && !dateError ? (
        <ContentLoadFailure error={bets.error} onRetry={() => bets.refetch()} />
      ) : bets.data ? (
        <>
          {bets.data.items.length === 0 ? (
            <ListEmpty text={t('sportsbook.bets.empty')} />
          ) : (
            <BetsTable bets={bets.data.items} actions={{ canReadUsers, onStakeFactor: setFactorFor }} />
          )}
          <AdminPager
            section="sportsbook"
            page={bets.data.page}
            total={bets.data.total}
            pageSize={BETS_PAGE_SIZE}
            isFetching={bets.isFetching}
            onPage={setPage}
          />
        </>
      ) : null}
      <Modal
        isOpen={factorFor !== null}
        onClose={() => setFactorFor(null)}
        title={factorFor ? t('sportsbook.stakeFactor.title', { name: factorFor.name }) : ''}
      >
        {factorFor && (
          <div className="p-4">
            <StakeFactorPanel userId={factorFor.id} canTrade={canTrade} />
          </div>
        )}
      </Modal>
    </>
  )
}

const labelClassName = 'mb-1 block text-xs font-semibold text-slate-400'

function Filters({
  filter,
  dateError,
  onChange,
}: {
  filter: BetsFilter
  dateError: string | undefined
  onChange: (key: BetsFilterKey, value: string) => void
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
      <SearchFilterField
        id={id}
        name="player"
        label={t('sportsbook.bets.filters.player')}
        labelClassName={labelClassName}
        placeholder={t('sportsbook.bets.filters.playerHint')}
        value={filter.player}
        maxLength={120}
        onChange={(value) => onChange('player', value)}
      />
      <SearchFilterField
        id={id}
        name="event"
        label={t('sportsbook.bets.filters.event')}
        labelClassName={labelClassName}
        placeholder={t('sportsbook.bets.filters.eventHint')}
        value={filter.event}
        maxLength={120}
        onChange={(value) => onChange('event', value)}
      />
      <FilterSelect
        id={id}
        name="status"
        label={t('sportsbook.filters.status')}
        labelClassName={labelClassName}
        value={filter.status}
        options={[
          { value: 'all', label: t('sportsbook.bets.anyStatus') },
          ...sportBetStatuses.map((status) => ({
            value: status,
            label: t(`sportsbook.betStatus.${status}`),
          })),
        ]}
        onChange={(value) => onChange('status', value)}
      />
      <DateRangeFields
        id={id}
        from={filter.from}
        to={filter.to}
        labels={{ from: t('sportsbook.bets.filters.from'), to: t('sportsbook.bets.filters.to') }}
        labelClassName={labelClassName}
        isCompact
        error={dateError}
        onChange={onChange}
      />
    </search>
  )
}

function BetsTable({ bets, actions }: { bets: AdminSportBet[]; actions: RowActions }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const header = (column: string) => t(`sportsbook.bets.columns.${column}`)
  return (
    <DataTable
      label={t('sportsbook.bets.title')}
      minWidthClass="min-w-[64rem]"
      rows={bets}
      rowKey={(bet) => bet.id}
      empty={t('sportsbook.bets.empty')}
      columns={[
        {
          id: 'placedAt',
          header: (
            <>
              {header('placedAt')}
              <TimeZoneLabel />
            </>
          ),
          className: 'tabular-nums',
          cell: (bet) => formatDateTime(bet.createdAt, language),
        },
        {
          id: 'player',
          header: header('player'),
          isRowHeader: true,
          wraps: true,
          cell: (bet) => (
            <>
              {actions.canReadUsers ? (
                <Link
                  to={`/dashboard/userprofile/${encodeURIComponent(bet.player.id)}`}
                  className="font-medium text-gold-300 underline-offset-2 hover:underline"
                >
                  {bet.player.name}
                </Link>
              ) : (
                <span className="font-medium text-white">{bet.player.name}</span>
              )}
              <p className="text-xs text-slate-400">{bet.player.email}</p>
              <button
                type="button"
                onClick={() => actions.onStakeFactor(bet.player)}
                aria-label={t('sportsbook.stakeFactor.open', { name: bet.player.name })}
                className={`${buttonClass('outline', 'sm')} mt-1`}
              >
                {t('sportsbook.stakeFactor.button')}
              </button>
            </>
          ),
        },
        {
          id: 'selections',
          header: header('selections'),
          wraps: true,
          cell: (bet) => (
            <>
              <p className="text-xs text-slate-400">{t(`sportsbook.betType.${bet.type}`)}</p>
              <ul className="space-y-1">
                {bet.legs.map((leg) => (
                  <li key={`${leg.eventId}:${nameOf(leg.selection)}`}>
                    <span className="font-medium text-white">{nameOf(leg.selection)}</span>{' '}
                    <span className="tabular-nums">@ {oddsText(leg.price)}</span>
                    <span className="block text-xs text-slate-400">
                      {nameOf(leg.market)} · {nameOf(leg.home)} – {nameOf(leg.away)} ·{' '}
                      {t(`sportsbook.legStatus.${leg.status}`)}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ),
        },
        {
          id: 'stake',
          header: header('stake'),
          isNumeric: true,
          // Whose money the stake was: a free bet's, or the bonus part of a split stake.
          cell: (bet) => (
            <>
              {formatMoney(bet.stake, bet.currency, language)}
              {bet.isFreeBet ? (
                <span className="mt-1 block">
                  <span className="rounded bg-gold-500/15 px-2 py-0.5 text-xs font-semibold text-gold-300">
                    {t('sportsbook.bets.freeBet')}
                  </span>
                </span>
              ) : bet.bonusStake > 0 ? (
                <span className="block text-xs text-slate-400">
                  {t('sportsbook.bets.bonusStake', {
                    amount: formatMoney(bet.bonusStake, bet.currency, language),
                  })}
                </span>
              ) : null}
            </>
          ),
        },
        {
          id: 'potentialReturn',
          header: header('potentialReturn'),
          isNumeric: true,
          cell: (bet) => formatMoney(bet.potentialReturn, bet.currency, language),
        },
        {
          id: 'status',
          header: header('status'),
          cell: (bet) => t(`sportsbook.betStatus.${bet.status}`),
        },
      ]}
    />
  )
}
