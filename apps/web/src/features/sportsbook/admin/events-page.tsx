import type { AdminEventRow, AdminMarketSummary } from '@khela/contracts/admin-sportsbook'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { eventStatuses } from '@khela/contracts/sportsbook'
import { Plus, Trophy } from 'lucide-react'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { ContentLoadFailure, ListEmpty, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { DateRangeFields, FilterSelect } from '../../../components/ui/filter-fields.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { dateRangeErrorOf } from '../../../lib/date-range.ts'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { useAddressFilter } from '../../../lib/use-address-filter.ts'
import { useFieldErrorText } from '../../../lib/use-field-error-text.ts'
import { BetDelayDialog } from './bet-delay-dialog.tsx'
import { CashOutSettingsSection, CorrectionSettingsSection } from './correction-settings-section.tsx'
import {
  EVENTS_PAGE_SIZE,
  type EventsFilter,
  type EventsFilterKey,
  eventsQueryOf,
  parseEventsFilter,
} from './events-filter.ts'
import { MarketStatusDialog, type PendingStatusChange, StatusButton } from './market-status-dialog.tsx'
import { nameOf } from './sportsbook-format.ts'
import { useAdminEvents, useAdminSports } from './sportsbook-queries.ts'

/** /dashboard/sportsbook/events: the book's events with their markets, suspended or reopened by market, event or sport. */
export function SportsbookEventsPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  if (!hasPermission(viewer.role, 'sportsbook.read'))
    return (
      <>
        <PageHeader title={t('sportsbook.events.title')} icon={Trophy} />
        <EmptyState
          icon={Trophy}
          title={t('sportsbook.notAllowed.title')}
          body={t('sportsbook.notAllowed.body')}
        />
      </>
    )
  return (
    <>
      <EventsList canTrade={hasPermission(viewer.role, 'sportsbook.trade')} />
      <CorrectionSettingsSection canEdit={hasPermission(viewer.role, 'settings.write')} />
      {!hasPermission(viewer.role, 'settings.write') && <CashOutSettingsSection />}
    </>
  )
}

function EventsList({ canTrade }: { canTrade: boolean }) {
  const { t } = useTranslation('admin')
  const { filter, setFilter, setPage } = useAddressFilter<EventsFilter, EventsFilterKey>(parseEventsFilter)
  const events = useAdminEvents(eventsQueryOf(filter))
  const sports = useAdminSports()
  const [pending, setPending] = useState<PendingStatusChange | null>(null)
  const [isDelayOpen, setDelayOpen] = useState(false)
  const dateError = dateRangeErrorOf(filter, events.error)
  const fieldErrorText = useFieldErrorText()
  const sport = sports.data?.sports.find((found) => found.slug === filter.sport)

  return (
    <>
      <PageHeader
        title={t('sportsbook.events.title')}
        icon={Trophy}
        aside={
          canTrade && (
            <Link to="/dashboard/sportsbook/events/new" className={buttonClass('gold', 'sm')}>
              <Plus aria-hidden size={16} />
              {t('sportsbook.events.new')}
            </Link>
          )
        }
      />
      <Filters
        filter={filter}
        sports={sports.data?.sports ?? []}
        dateError={fieldErrorText(dateError)}
        onChange={setFilter}
      />
      {canTrade && sport && (
        <section
          aria-label={t('sportsbook.events.sportActions', { sport: nameOf(sport.name) })}
          className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-night-700 p-3 text-sm text-slate-300"
        >
          <p>
            {t('sportsbook.events.sportCounts', {
              sport: nameOf(sport.name),
              open: sport.openMarketCount,
              suspended: sport.suspendedMarketCount,
            })}
          </p>
          <StatusButton
            status="suspended"
            label={t('sportsbook.status.suspendSport', { name: nameOf(sport.name) })}
            onClick={() =>
              setPending({
                scope: { kind: 'sport', slug: sport.slug },
                status: 'suspended',
                name: nameOf(sport.name),
              })
            }
          />
          <StatusButton
            status="open"
            label={t('sportsbook.status.reopenSport', { name: nameOf(sport.name) })}
            onClick={() =>
              setPending({
                scope: { kind: 'sport', slug: sport.slug },
                status: 'open',
                name: nameOf(sport.name),
              })
            }
          />
          <p>
            {t('sportsbook.betDelay.current', {
              seconds: Math.round(sport.betDelayMs / 1000),
            })}
          </p>
          <button type="button" onClick={() => setDelayOpen(true)} className={buttonClass('ghost', 'sm')}>
            {t('sportsbook.betDelay.change', { sport: nameOf(sport.name) })}
          </button>
        </section>
      )}
      <BetDelayDialog sport={isDelayOpen && sport ? sport : null} onClose={() => setDelayOpen(false)} />
      {events.isPending ? (
        <ListLoading />
      ) : events.isError ? (
        <ContentLoadFailure error={events.error} onRetry={() => events.refetch()} />
      ) : (
        <>
          {events.data.items.length === 0 ? (
            <ListEmpty text={t('sportsbook.events.empty')} />
          ) : (
            <EventsTable events={events.data.items} canTrade={canTrade} onStatus={setPending} />
          )}
          <AdminPager
            section="sportsbook"
            page={events.data.page}
            total={events.data.total}
            pageSize={EVENTS_PAGE_SIZE}
            isFetching={events.isFetching}
            onPage={setPage}
          />
        </>
      )}
      <MarketStatusDialog change={pending} onClose={() => setPending(null)} />
    </>
  )
}

const labelClassName = 'mb-1 block text-xs font-semibold text-slate-400'

function Filters({
  filter,
  sports,
  dateError,
  onChange,
}: {
  filter: EventsFilter
  sports: {
    slug: string
    name: { en: string; bn: string }
    competitions: { id: string; name: { en: string; bn: string } }[]
  }[]
  dateError: string | undefined
  onChange: (key: EventsFilterKey, value: string) => void
}) {
  const { t } = useTranslation('admin')
  const id = useId()
  const competitions = sports.find((sport) => sport.slug === filter.sport)?.competitions ?? []
  return (
    <search className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FilterSelect
        id={id}
        name="sport"
        label={t('sportsbook.filters.sport')}
        labelClassName={labelClassName}
        value={filter.sport}
        anyLabel={t('sportsbook.filters.anySport')}
        options={sports.map((sport) => ({ value: sport.slug, label: nameOf(sport.name) }))}
        onChange={(value) => onChange('sport', value)}
      />
      <FilterSelect
        id={id}
        name="competition"
        label={t('sportsbook.filters.competition')}
        labelClassName={labelClassName}
        value={filter.competition}
        anyLabel={t('sportsbook.filters.anyCompetition')}
        options={competitions.map((competition) => ({
          value: competition.id,
          label: nameOf(competition.name),
        }))}
        onChange={(value) => onChange('competition', value)}
      />
      <FilterSelect
        id={id}
        name="status"
        label={t('sportsbook.filters.status')}
        labelClassName={labelClassName}
        value={filter.status}
        anyLabel={t('sportsbook.filters.anyStatus')}
        options={eventStatuses.map((status) => ({
          value: status,
          label: t(`sportsbook.eventStatus.${status}`),
        }))}
        onChange={(value) => onChange('status', value)}
      />
      <DateRangeFields
        id={id}
        from={filter.from}
        to={filter.to}
        labels={{ from: t('sportsbook.filters.from'), to: t('sportsbook.filters.to') }}
        labelClassName={labelClassName}
        isCompact
        error={dateError}
        onChange={onChange}
      />
    </search>
  )
}

/** A market's status as a word, and the button that suspends or reopens it. */
export function MarketStatusCell({
  market,
  canTrade,
  onStatus,
}: {
  market: AdminMarketSummary
  canTrade: boolean
  onStatus: (change: PendingStatusChange) => void
}) {
  const { t } = useTranslation('admin')
  const name = nameOf(market.name)
  const next = market.status === 'open' ? 'suspended' : market.status === 'suspended' ? 'open' : null
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span>
        {t(`sportsbook.marketStatus.${market.status}`)}
        {market.feedHold && (
          <span className="text-slate-400"> · {t(`sportsbook.feedHold.${market.feedHold}`)}</span>
        )}
      </span>
      {canTrade && next && (
        <StatusButton
          status={next}
          label={t(next === 'open' ? 'sportsbook.status.reopenMarket' : 'sportsbook.status.suspendMarket', {
            name,
          })}
          onClick={() => onStatus({ scope: { kind: 'market', id: market.id }, status: next, name })}
        />
      )}
    </span>
  )
}

function EventsTable({
  events,
  canTrade,
  onStatus,
}: {
  events: AdminEventRow[]
  canTrade: boolean
  onStatus: (change: PendingStatusChange) => void
}) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  const header = (column: string) => t(`sportsbook.events.columns.${column}`)
  const eventName = (event: AdminEventRow) => `${nameOf(event.home)} – ${nameOf(event.away)}`
  return (
    <DataTable
      label={t('sportsbook.events.title')}
      minWidthClass="min-w-[64rem]"
      rows={events}
      rowKey={(event) => event.id}
      empty={t('sportsbook.events.empty')}
      columns={[
        {
          id: 'event',
          header: header('event'),
          isRowHeader: true,
          wraps: true,
          cell: (event) => (
            <>
              <Link
                to={`/dashboard/sportsbook/events/${event.id}`}
                className="font-medium text-gold-300 underline-offset-2 hover:underline"
              >
                {eventName(event)}
              </Link>
              <p className="text-xs text-slate-400">
                {nameOf(event.sport.name)} · {nameOf(event.competition.name)}
              </p>
            </>
          ),
        },
        {
          id: 'startsAt',
          header: (
            <>
              {header('startsAt')}
              <TimeZoneLabel />
            </>
          ),
          className: 'tabular-nums',
          cell: (event) => formatDateTime(event.startsAt, language),
        },
        {
          id: 'status',
          header: header('status'),
          cell: (event) => t(`sportsbook.eventStatus.${event.status}`),
        },
        {
          id: 'markets',
          header: header('markets'),
          wraps: true,
          cell: (event) =>
            event.markets.length === 0 ? (
              <span className="text-slate-400">{t('sportsbook.events.noMarkets')}</span>
            ) : (
              <ul className="space-y-1.5">
                {event.markets.map((market) => (
                  <li key={market.id} className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-white">{nameOf(market.name)}:</span>
                    <MarketStatusCell market={market} canTrade={canTrade} onStatus={onStatus} />
                  </li>
                ))}
              </ul>
            ),
        },
        {
          id: 'actions',
          header: header('actions'),
          cell: (event) =>
            canTrade && event.markets.length > 0 ? (
              <span className="flex flex-col gap-1.5">
                <StatusButton
                  status="suspended"
                  label={t('sportsbook.status.suspendEvent', { name: eventName(event) })}
                  onClick={() =>
                    onStatus({
                      scope: { kind: 'event', id: event.id },
                      status: 'suspended',
                      name: eventName(event),
                    })
                  }
                />
                <StatusButton
                  status="open"
                  label={t('sportsbook.status.reopenEvent', { name: eventName(event) })}
                  onClick={() =>
                    onStatus({
                      scope: { kind: 'event', id: event.id },
                      status: 'open',
                      name: eventName(event),
                    })
                  }
                />
              </span>
            ) : null,
        },
      ]}
    />
  )
}
