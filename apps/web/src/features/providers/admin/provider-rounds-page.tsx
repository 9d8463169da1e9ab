import { hasPermission } from '@khela/contracts/permissions'
import { type AdminProviderRoundRow, providerRoundStatusFilters } from '@khela/contracts/provider-rounds'
import type { SessionUser } from '@khela/contracts/session'
import { Dices } from 'lucide-react'
import { useId } from 'react'
import { Link, useSearchParams } from 'react-router'
import { ContentLoadFailure, ListEmpty, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { SearchFilterField } from '../../../components/admin/filter-fields.tsx'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { DateRangeFields, FilterSelect } from '../../../components/ui/filter-fields.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { dateRangeErrorOf } from '../../../lib/date-range.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { useAddressFilter } from '../../../lib/use-address-filter.ts'
import { ProviderRoundDialog } from './provider-round-dialog.tsx'
import {
  PROVIDER_ROUNDS_PAGE_SIZE,
  type ProviderRoundsFilter,
  type ProviderRoundsFilterKey,
  parseProviderRoundsFilter,
} from './provider-rounds-filter.ts'
import { useProviderRounds } from './provider-rounds-queries.ts'
import { ProviderSettingsSection } from './provider-settings-section.tsx'
import { ReconcileSection } from './reconcile-section.tsx'

/** /dashboard/provider-rounds: every game provider's rounds, stuck ones marked, for support, finance and admins. */
export function ProviderRoundsPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  if (!hasPermission(viewer.role, 'providers.read')) {
    return (
      <>
        <PageHeader title={t('providerRounds.title')} icon={Dices} />
        <EmptyState
          icon={Dices}
          title={t('providerRounds.notAllowed.title')}
          body={t('providerRounds.notAllowed.body')}
        />
      </>
    )
  }
  return (
    <ProviderRounds
      canResolve={hasPermission(viewer.role, 'providers.resolve')}
      canReconcile={hasPermission(viewer.role, 'wallet.reconcile')}
    />
  )
}

function ProviderRounds({ canResolve, canReconcile }: { canResolve: boolean; canReconcile: boolean }) {
  const { t } = useTranslation('admin')
  const { filter, setFilter, setPage } = useAddressFilter<ProviderRoundsFilter, ProviderRoundsFilterKey>(
    parseProviderRoundsFilter,
  )
  const rounds = useProviderRounds(filter)
  const [openRoundId, setOpenRoundId] = useOpenRound()
  const dateError = dateRangeErrorOf(filter, rounds.error)

  return (
    <>
      <PageHeader title={t('providerRounds.title')} icon={Dices} />
      <p className="mb-4 text-sm text-slate-400">{t('providerRounds.intro')}</p>
      <Filters
        filter={filter}
        dateError={dateError && t(`providerRounds.fieldErrors.${dateError}`)}
        onChange={setFilter}
      />
      {rounds.isPending ? (
        <ListLoading />
      ) : rounds.isError ? (
        <ContentLoadFailure error={rounds.error} onRetry={() => rounds.refetch()} />
      ) : (
        <>
          {rounds.data.items.length === 0 ? (
            <ListEmpty text={t('providerRounds.empty')} />
          ) : (
            <RoundsTable rounds={rounds.data.items} onOpen={setOpenRoundId} />
          )}
          <AdminPager
            section="providerRounds"
            page={rounds.data.page}
            total={rounds.data.total}
            pageSize={PROVIDER_ROUNDS_PAGE_SIZE}
            isFetching={rounds.isFetching}
            onPage={setPage}
          />
        </>
      )}
      <div className="mt-10 border-t border-night-700 pt-6">
        <ProviderSettingsSection canEdit={canResolve} />
      </div>
      {canReconcile && (
        <div className="mt-10 border-t border-night-700 pt-6">
          <ReconcileSection />
        </div>
      )}
      <ProviderRoundDialog
        roundId={openRoundId}
        canResolve={canResolve}
        onClose={() => setOpenRoundId(null)}
      />
    </>
  )
}

/**
 * The round whose transactions are open, in the address (`?open=<id>`), so another page (Game History) can link to
 * a round and going back closes it.
 */
function useOpenRound(): [string | null, (id: string | null) => void] {
  const [params, setParams] = useSearchParams()
  const open = params.get('open')
  // Opening adds a history entry (Back closes the round); closing replaces it.
  const setOpen = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (id) next.set('open', id)
        else next.delete('open')
        return next
      },
      { replace: id === null },
    )
  return [open && open.length <= 100 ? open : null, setOpen]
}

const labelClassName = 'mb-1 block text-xs font-semibold text-slate-400'

function Filters({
  filter,
  dateError,
  onChange,
}: {
  filter: ProviderRoundsFilter
  dateError: string | undefined
  onChange: (key: ProviderRoundsFilterKey, value: string) => void
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  const search = (name: 'player' | 'provider' | 'round' | 'transaction') => (
    <SearchFilterField
      id={id}
      name={name}
      label={t(`providerRounds.filters.${name}`)}
      labelClassName={labelClassName}
      placeholder={t(`providerRounds.filters.${name}Placeholder`)}
      value={filter[name]}
      maxLength={100}
      hasIcon={name === 'player'}
      onChange={(value) => onChange(name, value)}
    />
  )
  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {search('player')}
      {search('provider')}
      {search('round')}
      {search('transaction')}
      <FilterSelect
        id={id}
        name="status"
        label={t('providerRounds.filters.status')}
        labelClassName={labelClassName}
        value={filter.status}
        anyLabel={t('providerRounds.filters.anyStatus')}
        options={providerRoundStatusFilters.map((status) => ({
          value: status,
          label: t(`providerRounds.status.${status}`),
        }))}
        onChange={(value) => onChange('status', value)}
      />
      <DateRangeFields
        id={id}
        from={filter.from}
        to={filter.to}
        labels={{ from: t('providerRounds.filters.from'), to: t('providerRounds.filters.to') }}
        labelClassName={labelClassName}
        isCompact
        error={dateError}
        onChange={onChange}
      />
    </search>
  )
}

/** The round's status as staff read it: open, closed, or open too long (stuck), marked. */
export function RoundStatus({ round }: { round: Pick<AdminProviderRoundRow, 'status' | 'isStuck'> }) {
  const { t } = useTranslation('admin')
  if (round.isStuck)
    return (
      <span className="rounded-full bg-ember-500/15 px-2 py-0.5 text-xs font-bold text-ember-400">
        {t('providerRounds.status.stuck')}
      </span>
    )
  return <span>{t(`providerRounds.status.${round.status}`)}</span>
}

function RoundsTable({ rounds, onOpen }: { rounds: AdminProviderRoundRow[]; onOpen: (id: string) => void }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const header = (column: string) => t(`providerRounds.columns.${column}`)
  const money = (round: AdminProviderRoundRow, amount: number) =>
    formatMoney(amount, round.currency, language)
  return (
    <DataTable
      label={t('providerRounds.title')}
      minWidthClass="min-w-[72rem]"
      rows={rounds}
      rowKey={(round) => round.id}
      empty={t('providerRounds.empty')}
      columns={[
        {
          id: 'round',
          header: header('round'),
          isRowHeader: true,
          cell: (round) => (
            <button
              type="button"
              onClick={() => onOpen(round.id)}
              className="font-medium text-gold-300 underline-offset-2 hover:underline"
            >
              {round.roundRef}
            </button>
          ),
        },
        { id: 'provider', header: header('provider'), cell: (round) => round.provider },
        {
          id: 'player',
          header: header('player'),
          cell: (round) => (
            <>
              <Link
                to={`/dashboard/userprofile/${encodeURIComponent(round.player.id)}`}
                className="font-medium text-white hover:text-gold-300"
              >
                {round.player.name}
              </Link>
              <p className="text-xs text-slate-400">{round.player.email}</p>
            </>
          ),
        },
        { id: 'game', header: header('game'), cell: (round) => round.game },
        {
          id: 'staked',
          header: header('staked'),
          isNumeric: true,
          cell: (round) => money(round, round.staked),
        },
        { id: 'won', header: header('won'), isNumeric: true, cell: (round) => money(round, round.won) },
        {
          id: 'refunded',
          header: header('refunded'),
          isNumeric: true,
          cell: (round) => money(round, round.refunded),
        },
        { id: 'net', header: header('net'), isNumeric: true, cell: (round) => money(round, round.net) },
        { id: 'status', header: header('status'), cell: (round) => <RoundStatus round={round} /> },
        {
          id: 'openedAt',
          header: (
            <>
              {header('openedAt')}
              <TimeZoneLabel />
            </>
          ),
          className: 'tabular-nums',
          cell: (round) => formatDateTime(round.openedAt, language),
        },
      ]}
    />
  )
}
