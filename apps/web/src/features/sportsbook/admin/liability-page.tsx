import type { LiabilityEvent, LiabilityMarket } from '@khela/contracts/admin-sportsbook-risk'
import { hasPermission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { ChevronRight, Scale } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { ContentLoadFailure, ListEmpty, ListLoading } from '../../../components/admin/admin-page-states.tsx'
import { AdminPager } from '../../../components/admin/pager.tsx'
import { EmptyState } from '../../../components/ui/empty-state.tsx'
import { PageHeader } from '../../../components/ui/page-header.tsx'
import { TimeZoneLabel } from '../../../components/ui/time-zone-label.tsx'
import { formatDateTime } from '../../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'
import { useLiability } from './risk-queries.ts'
import { nameOf, oddsText } from './sportsbook-format.ts'

const LIABILITY_PAGE_SIZE = 20
// Limits and liabilities are the operator's minor units, like the markets' stake limits.
const CURRENCY = 'BDT'

/**
 * /dashboard/sportsbook/liability: the book's exposure on markets not yet settled, by event worst case first, each
 * opening onto its markets and their selections (docs/sportsbook-maths.md, "Liability").
 */
export function SportsbookLiabilityPage({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('admin')
  if (!hasPermission(viewer.role, 'sportsbook.read'))
    return (
      <>
        <PageHeader title={t('sportsbook.liability.title')} icon={Scale} />
        <EmptyState
          icon={Scale}
          title={t('sportsbook.notAllowed.title')}
          body={t('sportsbook.notAllowed.body')}
        />
      </>
    )
  return <LiabilityList />
}

function LiabilityList() {
  const { t } = useTranslation('admin')
  const [params, setParams] = useSearchParams()
  const requested = Number(params.get('page'))
  const page = Number.isSafeInteger(requested) && requested > 1 ? requested : 1
  const liability = useLiability(page, LIABILITY_PAGE_SIZE)
  const setPage = (next: number) =>
    setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams())
  return (
    <>
      <PageHeader title={t('sportsbook.liability.title')} icon={Scale} />
      <p className="mb-4 max-w-3xl text-sm text-slate-300">{t('sportsbook.liability.intro')}</p>
      {liability.isPending ? (
        <ListLoading />
      ) : liability.isError ? (
        <ContentLoadFailure error={liability.error} onRetry={() => liability.refetch()} />
      ) : (
        <>
          {liability.data.items.length === 0 ? (
            <ListEmpty text={t('sportsbook.liability.empty')} />
          ) : (
            <ul aria-label={t('sportsbook.liability.title')} className="space-y-2">
              {liability.data.items.map((event) => (
                <li key={event.id}>
                  <EventLiability event={event} />
                </li>
              ))}
            </ul>
          )}
          <AdminPager
            section="sportsbook"
            page={liability.data.page}
            total={liability.data.total}
            pageSize={LIABILITY_PAGE_SIZE}
            isFetching={liability.isFetching}
            onPage={setPage}
          />
        </>
      )}
    </>
  )
}

const money = (minor: number) => formatMoney(minor, CURRENCY, currentLanguage())
const summaryClass =
  'flex cursor-pointer list-none flex-wrap items-center gap-x-4 gap-y-1 rounded-lg p-3 hover:bg-night-800 [&::-webkit-details-marker]:hidden'

function Figure({ label, value, isWarning = false }: { label: string; value: string; isWarning?: boolean }) {
  return (
    <span className="text-sm">
      <span className="text-slate-400">{label}: </span>
      <span className={`tabular-nums font-semibold ${isWarning ? 'text-ember-500' : 'text-white'}`}>
        {value}
      </span>
    </span>
  )
}

function EventLiability({ event }: { event: LiabilityEvent }) {
  const { t } = useTranslation('admin')
  const name = `${nameOf(event.home)} – ${nameOf(event.away)}`
  return (
    <details className="group rounded-lg border border-night-700">
      <summary className={summaryClass}>
        <ChevronRight aria-hidden size={16} className="transition-transform group-open:rotate-90" />
        <span className="min-w-48 flex-1">
          <span className="font-semibold text-white">{name}</span>
          <span className="block text-xs text-slate-400">
            {nameOf(event.sport.name)} · {nameOf(event.competition)} ·{' '}
            {formatDateTime(event.startsAt, currentLanguage())}
            <TimeZoneLabel />
          </span>
        </span>
        <Figure label={t('sportsbook.liability.worstCase')} value={money(event.worstCase)} />
        <Figure label={t('sportsbook.liability.stakes')} value={money(event.stakes)} />
      </summary>
      <div className="space-y-2 border-night-700 border-t p-3">
        <p className="text-sm">
          <Link
            to={`/dashboard/sportsbook/events/${event.id}`}
            className="text-gold-300 underline-offset-2 hover:underline"
          >
            {t('sportsbook.liability.openEvent', { name })}
          </Link>
          {' · '}
          <Link
            to={`/dashboard/sportsbook/bets?event=${event.id}`}
            className="text-gold-300 underline-offset-2 hover:underline"
          >
            {t('sportsbook.liability.eventBets', { name })}
          </Link>
        </p>
        {event.markets.map((market) => (
          <MarketLiability key={market.id} market={market} />
        ))}
      </div>
    </details>
  )
}

function MarketLiability({ market }: { market: LiabilityMarket }) {
  const { t } = useTranslation('admin')
  const header = (column: string) => t(`sportsbook.liability.columns.${column}`)
  return (
    <details className="group/market rounded-md border border-night-700">
      <summary className={summaryClass}>
        <ChevronRight aria-hidden size={16} className="transition-transform group-open/market:rotate-90" />
        <span className="min-w-40 flex-1 font-medium text-white">
          {nameOf(market.name)}{' '}
          <span className="text-xs font-normal text-slate-400">
            ({t(`sportsbook.marketStatus.${market.status}`)})
          </span>
        </span>
        <Figure
          label={t('sportsbook.liability.worstCase')}
          value={money(market.worstCase)}
          isWarning={market.worstCase >= market.liabilityLimit}
        />
        <Figure label={t('sportsbook.liability.limit')} value={money(market.liabilityLimit)} />
        <Figure label={t('sportsbook.liability.stakes')} value={money(market.stakes)} />
      </summary>
      <div className="overflow-x-auto p-3">
        <table className="w-full min-w-[32rem] text-sm">
          <caption className="sr-only">{nameOf(market.name)}</caption>
          <thead className="text-left text-xs uppercase tracking-wide text-slate-400">
            <tr>
              <th scope="col" className="py-1 pr-4">
                {header('selection')}
              </th>
              <th scope="col" className="py-1 pr-4 text-right">
                {header('price')}
              </th>
              <th scope="col" className="py-1 pr-4 text-right">
                {header('bets')}
              </th>
              <th scope="col" className="py-1 pr-4 text-right">
                {header('returns')}
              </th>
              <th scope="col" className="py-1 text-right">
                {header('liability')}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...market.selections]
              .sort((a, b) => b.liability - a.liability)
              .map((selection) => (
                <tr key={selection.id} className="border-night-700 border-t">
                  <th scope="row" className="py-1 pr-4 text-left font-medium text-white">
                    {nameOf(selection.name)}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">{oddsText(selection.price)}</td>
                  <td className="py-1 pr-4 text-right tabular-nums">{selection.betCount}</td>
                  <td className="py-1 pr-4 text-right tabular-nums">{money(selection.returns)}</td>
                  <td className="py-1 text-right tabular-nums font-semibold text-white">
                    {money(selection.liability)}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </details>
  )
}
