import { Trophy } from 'lucide-react'
import { Link } from 'react-router'
import { formatNumber } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { latinTextLanguage } from '../../lib/text-language.ts'
import { EventList } from './event-list.tsx'
import { SportsbookFrame } from './sportsbook-frame.tsx'
import { sportPath } from './sportsbook-paths.ts'
import { eventsStartingSoon, sportsWithEvents, topCompetitions } from './starting-soon.ts'
import { useSportsDetails } from './use-sport.ts'
import { useSports } from './use-sports.ts'

// Each sport read is one request: the home page reads the first few sports with events, not all 23.
const sportsRead = 4
const eventsShown = 8
const competitionsShown = 8

/** Sports home (/main): the events starting soon across sports, the top competitions and the sports list. */
export function SportsHomePage() {
  const { t } = useTranslation('sportsbook')
  const common = useTranslation()
  const language = currentLanguage()
  const sports = useSports()
  const details = useSportsDetails(sportsWithEvents(sports.data?.sports ?? [], sportsRead))
  const loaded = details.flatMap((query) => (query.data ? [query.data] : []))
  const isLoading = sports.isPending || details.some((query) => query.isPending)
  const competitions = topCompetitions(loaded, competitionsShown)
  return (
    <SportsbookFrame title={common.t('nav.sports')} icon={Trophy}>
      <section aria-labelledby="starting-soon" className="space-y-3">
        <h2 id="starting-soon" className="text-base font-bold text-white">
          {t('startingSoon')}
        </h2>
        {isLoading && !sports.isError ? (
          <p className="text-sm text-slate-400">{common.t('status.loading')}</p>
        ) : (
          <EventList events={eventsStartingSoon(loaded, eventsShown)} label={t('startingSoon')} />
        )}
      </section>
      {competitions.length > 0 && (
        <section aria-labelledby="top-competitions" className="space-y-3">
          <h2 id="top-competitions" className="text-base font-bold text-white">
            {t('topCompetitions')}
          </h2>
          <ul className="grid gap-2 sm:grid-cols-2">
            {competitions.map(({ sportSlug, competition }) => {
              const name = competition.name[language]
              return (
                <li key={competition.id}>
                  <Link
                    to={sportPath(sportSlug, competition.slug)}
                    className="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-night-700 bg-night-850 px-3 py-2 text-sm font-semibold text-slate-200 hover:border-gold-500"
                  >
                    <span lang={latinTextLanguage(name)} className="min-w-0 truncate">
                      {name}
                    </span>
                    <span className="shrink-0 text-xs font-normal text-slate-400">
                      {t('eventCount', { count: formatNumber(competition.upcomingEventCount, language) })}
                    </span>
                  </Link>
                </li>
              )
            })}
          </ul>
        </section>
      )}
    </SportsbookFrame>
  )
}
