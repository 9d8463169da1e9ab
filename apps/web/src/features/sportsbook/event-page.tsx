import { CalendarClock } from 'lucide-react'
import { Link, useParams } from 'react-router'
import { NotFoundPage } from '../../components/ui/not-found-page.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { ApiError } from '../../lib/api.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { latinTextLanguage } from '../../lib/text-language.ts'
import { EventTime } from './event-time.tsx'
import { groupMarkets } from './group-markets.ts'
import { LiveCommentary } from './live/live-commentary.tsx'
import { LiveScoreboard } from './live/live-scoreboard.tsx'
import { LiveStatusBanner } from './live/live-status-banner.tsx'
import { LoadState } from './load-state.tsx'
import { MarketPanel } from './market-panel.tsx'
import { OddsFormatSelect } from './odds-format-select.tsx'
import { WithBetSlip } from './slip/bet-slip-dock.tsx'
import { sportPath } from './sportsbook-paths.ts'
import { useSportsbookEvent } from './use-sportsbook-event.ts'

/**
 * One event: where it belongs, when it starts, its open and suspended markets grouped by period and, while a live
 * feed covers it, its scoreboard, why betting is paused if it is, and the ball-by-ball commentary.
 */
export function EventPage() {
  const { t } = useTranslation('sportsbook')
  const common = useTranslation()
  const language = currentLanguage()
  const eventId = useParams().eventId ?? ''
  const query = useSportsbookEvent(eventId)

  if (query.error instanceof ApiError && (query.error.code === 'NOT_FOUND' || query.error.status === 404))
    return <NotFoundPage heading={t('eventNotFound')} />
  if (!query.data)
    return (
      <>
        <PageHeader title={t('event')} icon={CalendarClock} />
        <LoadState error={query.isError && query.error} onRetry={() => query.refetch()} />
      </>
    )

  const { event, markets, live, squads } = query.data
  const home = event.home[language]
  const away = event.away[language]
  const competition = event.competition.name[language]
  const groups = groupMarkets(markets)
  return (
    <WithBetSlip>
      <div className="space-y-4">
        <nav aria-label={t('breadcrumb')}>
          <ol className="flex flex-wrap items-center gap-1 text-xs text-slate-400">
            <li>
              <Link to="/main" className="hover:text-gold-300">
                {common.t('nav.sports')}
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li>
              <Link to={sportPath(event.sport.slug)} className="hover:text-gold-300">
                {event.sport.name[language]}
              </Link>
            </li>
            <li aria-hidden>/</li>
            <li>
              <Link
                to={sportPath(event.sport.slug, event.competition.slug)}
                lang={latinTextLanguage(competition)}
                className="hover:text-gold-300"
              >
                {competition}
              </Link>
            </li>
          </ol>
        </nav>
        <PageHeader title={`${home} ${t('versus')} ${away}`} icon={CalendarClock} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <EventTime startsAt={event.startsAt} status={event.status} />
          <OddsFormatSelect />
        </div>
        {live && (
          <>
            <LiveScoreboard event={event} live={live} squads={squads} sport={event.sport.slug} />
            <LiveStatusBanner live={live} />
          </>
        )}
        {groups.length === 0 ? (
          <p className="rounded-xl border border-dashed border-night-600 px-4 py-10 text-center text-sm text-slate-400">
            {t('noMarkets')}
          </p>
        ) : (
          groups.map((group) => (
            <section key={group.period} aria-labelledby={`period-${group.period}`} className="space-y-2">
              <h2
                id={`period-${group.period}`}
                className="text-sm font-bold tracking-wide text-slate-300 uppercase"
              >
                {t(`periods.${group.period}`)}
              </h2>
              {group.markets.map((market) => (
                <MarketPanel key={market.id} market={market} event={event} />
              ))}
            </section>
          ))
        )}
        {live && <LiveCommentary lines={live.commentary} sport={event.sport.slug} />}
      </div>
    </WithBetSlip>
  )
}
