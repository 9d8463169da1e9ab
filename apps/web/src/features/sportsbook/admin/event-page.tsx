import type { AdminEventDetail, AdminLiveFeedState, AdminMarket } from '@khela/contracts/admin-sportsbook'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { Trophy } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { ContentLoadFailure, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { DataTable } from '../../../components/admin/data-table.tsx'
import { buttonClass } from '../../../components/ui/button-styles.ts'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { AddMarketForm } from './add-market-form.tsx'
import { CorrectionsPanel } from './corrections-panel.tsx'
import { EditPricesDialog } from './edit-prices-dialog.tsx'
import { MarketStatusCell } from './events-page.tsx'
import { LiabilityLimitDialog } from './liability-limit-dialog.tsx'
import { MarketStatusDialog, type PendingStatusChange, StatusButton } from './market-status-dialog.tsx'
import { ResultDialog, type ResultDone, type ResultRequest } from './result-dialog.tsx'
import { basisPointsText, nameOf, oddsText } from './sportsbook-format.ts'
import { useAdminEvent } from './sportsbook-queries.ts'
import { SquadsSection } from './squads-section.tsx'

/** /dashboard/sportsbook/events/:eventId: an event's markets and prices, and the pricing tool that adds more. */
export function SportsEventPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  const { eventId = '' } = useParams()
  if (!hasPermission(viewer.role, 'sportsbook.read'))
    return (
      <>
        <PageHeader title={t('sportsbook.event.title')} icon={Trophy} />
        <EmptyState
          icon={Trophy}
          title={t('sportsbook.notAllowed.title')}
          body={t('sportsbook.notAllowed.body')}
        />
      </>
    )
  return (
    <SportsEvent
      key={eventId}
      eventId={eventId}
      viewerId={viewer.id}
      canTrade={hasPermission(viewer.role, 'sportsbook.trade')}
    />
  )
}

function SportsEvent({
  eventId,
  viewerId,
  canTrade,
}: {
  eventId: string
  viewerId: string
  canTrade: boolean
}) {
  const { t } = useTranslation('admin')
  const detail = useAdminEvent(eventId)
  const [pending, setPending] = useState<PendingStatusChange | null>(null)
  const [editing, setEditing] = useState<AdminMarket | null>(null)
  const [resulting, setResulting] = useState<ResultRequest | null>(null)
  const [settled, setSettled] = useState<ResultDone | null>(null)
  const [limiting, setLimiting] = useState<AdminMarket | null>(null)
  if (detail.isPending)
    return (
      <>
        <PageHeader title={t('sportsbook.event.title')} icon={Trophy} />
        <ListLoading />
      </>
    )
  if (detail.isError)
    return (
      <>
        <PageHeader title={t('sportsbook.event.title')} icon={Trophy} />
        <ContentLoadFailure error={detail.error} onRetry={() => detail.refetch()} />
      </>
    )
  const { event, markets, templates } = detail.data
  const eventName = `${nameOf(event.home)} – ${nameOf(event.away)}`
  return (
    <>
      <PageHeader title={eventName} icon={Trophy} />
      <EventFacts event={event} live={detail.data.live} />
      <p className="mb-4 text-sm">
        <Link to="/dashboard/sportsbook/events" className="text-gold-300 underline-offset-2 hover:underline">
          {t('sportsbook.event.backToEvents')}
        </Link>
      </p>
      <section aria-labelledby="event-markets" className="mb-8">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
          <h2 id="event-markets" className="text-lg font-bold text-white">
            {t('sportsbook.event.markets')}
          </h2>
          {canTrade && markets.length > 0 && (
            <span className="flex gap-2">
              <StatusButton
                status="suspended"
                label={t('sportsbook.status.suspendEvent', { name: eventName })}
                onClick={() =>
                  setPending({ scope: { kind: 'event', id: event.id }, status: 'suspended', name: eventName })
                }
              />
              <StatusButton
                status="open"
                label={t('sportsbook.status.reopenEvent', { name: eventName })}
                onClick={() =>
                  setPending({ scope: { kind: 'event', id: event.id }, status: 'open', name: eventName })
                }
              />
            </span>
          )}
        </div>
        {settled && (
          <p role="status" className="mb-3 text-sm text-jade-400">
            {t('sportsbook.result.settledMarket', {
              name: nameOf(
                markets.find((market) => market.id === settled.marketId)?.name ?? { en: '', bn: '' },
              ),
              count: settled.settledBets,
            })}
          </p>
        )}
        <MarketsTable
          markets={markets}
          canTrade={canTrade}
          onStatus={setPending}
          onEdit={setEditing}
          onResult={setResulting}
          onLimit={setLimiting}
        />
      </section>
      <SquadsSection
        key={JSON.stringify(event.squads)}
        eventId={event.id}
        squads={event.squads}
        teams={{ home: nameOf(event.home), away: nameOf(event.away) }}
        canEdit={canTrade && event.status !== 'ended' && event.status !== 'cancelled'}
      />
      <CorrectionsPanel eventId={event.id} markets={markets} viewerId={viewerId} canTrade={canTrade} />
      {canTrade && templates.length > 0 && (event.status === 'scheduled' || event.status === 'live') && (
        <AddMarketForm eventId={event.id} templates={templates} squads={event.squads} />
      )}
      <MarketStatusDialog change={pending} onClose={() => setPending(null)} />
      <EditPricesDialog market={editing} onClose={() => setEditing(null)} />
      <ResultDialog request={resulting} onClose={() => setResulting(null)} onSettled={setSettled} />
      <LiabilityLimitDialog market={limiting} onClose={() => setLimiting(null)} />
    </>
  )
}

function EventFacts({ event, live }: { event: AdminEventDetail['event']; live: AdminLiveFeedState | null }) {
  const { t } = useTranslation('admin')
  const language = currentLanguage()
  return (
    <dl className="mb-4 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-slate-400">{t('sportsbook.event.competition')}</dt>
      <dd className="text-white">
        {nameOf(event.sport.name)} · {nameOf(event.competition.name)}
      </dd>
      <dt className="text-slate-400">
        {t('sportsbook.event.startsAt')}
        <TimeZoneLabel />
      </dt>
      <dd className="tabular-nums text-white">{formatDateTime(event.startsAt, currentLanguage())}</dd>
      <dt className="text-slate-400">{t('sportsbook.event.status')}</dt>
      <dd className="text-white">{t(`sportsbook.eventStatus.${event.status}`)}</dd>
      {live && (
        <>
          <dt className="text-slate-400">{t('sportsbook.event.liveFeed')}</dt>
          <dd className={live.silentSince ? 'font-semibold text-ember-500' : 'text-white'}>
            {live.silentSince
              ? t('sportsbook.event.liveFeedSilent', {
                  source: live.source,
                  since: formatDateTime(live.silentSince, language),
                })
              : t('sportsbook.event.liveFeedHeard', {
                  source: live.source,
                  seq: live.lastSeq,
                  at: formatDateTime(live.heardAt, language),
                })}
            {live.bettingStopped && !live.silentSince && ` · ${t('sportsbook.feedHold.bet_stop')}`}
          </dd>
        </>
      )}
    </dl>
  )
}

function MarketsTable({
  markets,
  canTrade,
  onStatus,
  onEdit,
  onResult,
  onLimit,
}: {
  markets: AdminMarket[]
  canTrade: boolean
  onStatus: (change: PendingStatusChange) => void
  onEdit: (market: AdminMarket) => void
  onResult: (request: ResultRequest) => void
  onLimit: (market: AdminMarket) => void
}) {
  const { t } = useTranslation('admin')
  const header = (column: string) => t(`sportsbook.event.columns.${column}`)
  return (
    <DataTable
      label={t('sportsbook.event.markets')}
      minWidthClass="min-w-[64rem]"
      rows={markets}
      rowKey={(market) => market.id}
      empty={t('sportsbook.events.noMarkets')}
      columns={[
        {
          id: 'market',
          header: header('market'),
          isRowHeader: true,
          wraps: true,
          cell: (market) => nameOf(market.name),
        },
        {
          id: 'prices',
          header: header('prices'),
          wraps: true,
          cell: (market) => (
            <ul className="space-y-0.5">
              {market.selections.map((selection) => (
                <li key={selection.id}>
                  {nameOf(selection.name)}:{' '}
                  <span className="tabular-nums font-semibold text-white">{oddsText(selection.price)}</span>
                </li>
              ))}
            </ul>
          ),
        },
        {
          id: 'overround',
          header: header('overround'),
          isNumeric: true,
          cell: (market) => basisPointsText(market.overroundBasisPoints),
        },
        { id: 'version', header: header('version'), isNumeric: true, cell: (market) => market.version },
        {
          id: 'liability',
          header: header('liability'),
          wraps: true,
          cell: (market) => (
            <span className="flex flex-col items-start gap-1">
              <span className="tabular-nums">
                {t('sportsbook.liability.ofLimit', {
                  worstCase: formatMoney(market.worstCase, 'BDT', currentLanguage()),
                  limit: formatMoney(market.liabilityLimit, 'BDT', currentLanguage()),
                })}
              </span>
              {canTrade && market.status !== 'settled' && (
                <button
                  type="button"
                  onClick={() => onLimit(market)}
                  aria-label={t('sportsbook.liability.editMarket', { name: nameOf(market.name) })}
                  className={buttonClass('outline', 'sm')}
                >
                  {t('sportsbook.liability.edit')}
                </button>
              )}
            </span>
          ),
        },
        {
          id: 'status',
          header: header('status'),
          cell: (market) => <MarketStatusCell market={market} canTrade={canTrade} onStatus={onStatus} />,
        },
        {
          id: 'actions',
          header: header('actions'),
          cell: (market) =>
            canTrade ? <MarketActions market={market} onEdit={onEdit} onResult={onResult} /> : null,
        },
      ]}
    />
  )
}

/** A market's trading actions: prices while it trades, a result (or a void) until settled, then a correction. */
function MarketActions({
  market,
  onEdit,
  onResult,
}: {
  market: AdminMarket
  onEdit: (market: AdminMarket) => void
  onResult: (request: ResultRequest) => void
}) {
  const { t } = useTranslation('admin')
  const name = nameOf(market.name)
  const isTrading = market.status === 'open' || market.status === 'suspended'
  return (
    <span className="flex flex-wrap gap-2">
      {isTrading && (
        <button
          type="button"
          onClick={() => onEdit(market)}
          aria-label={t('sportsbook.prices.editMarket', { name })}
          className={buttonClass('outline', 'sm')}
        >
          {t('sportsbook.prices.edit')}
        </button>
      )}
      {market.status === 'settled' ? (
        <button
          type="button"
          onClick={() => onResult({ market, mode: 'correction' })}
          aria-label={t('sportsbook.result.correctMarket', { name })}
          className={buttonClass('outline', 'sm')}
        >
          {t('sportsbook.result.correct')}
        </button>
      ) : (
        <>
          <button
            type="button"
            onClick={() => onResult({ market, mode: 'result' })}
            aria-label={t('sportsbook.result.enterMarket', { name })}
            className={buttonClass('gold', 'sm')}
          >
            {t('sportsbook.result.enter')}
          </button>
          <button
            type="button"
            onClick={() => onResult({ market, mode: 'result', isVoid: true })}
            aria-label={t('sportsbook.result.voidMarket', { name })}
            className={buttonClass('danger', 'sm')}
          >
            {t('sportsbook.result.void')}
          </button>
        </>
      )}
    </span>
  )
}
