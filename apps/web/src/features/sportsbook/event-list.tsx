import type { EventSummary } from '@khela/contracts/sportsbook'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { formatNumber } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { latinTextLanguage } from '../../lib/text-language.ts'
import { EventTime } from './event-time.tsx'
import { SelectionPrice } from './selection-price.tsx'
import { eventPath } from './sportsbook-paths.ts'

/** Events, each with its competition, start, teams (a link to the event) and its main market's prices. */
export function EventList({ events, label }: { events: readonly EventSummary[]; label: string }) {
  const { t } = useTranslation('sportsbook')
  if (events.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-night-600 px-4 py-10 text-center text-sm text-slate-400">
        {t('noEvents')}
      </p>
    )
  return (
    <ul aria-label={label} className="space-y-2">
      {events.map((event) => (
        <EventRow key={event.id} event={event} />
      ))}
    </ul>
  )
}

/** One event of a list; `details` (the live board's score) go under its teams. */
export function EventRow({ event, details }: { event: EventSummary; details?: ReactNode }) {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const home = event.home[language]
  const away = event.away[language]
  const competition = event.competition.name[language]
  const market = event.mainMarket
  return (
    <li className="rounded-xl border border-night-700 bg-night-850 p-3">
      <article className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)] md:items-center">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span lang={latinTextLanguage(competition)} className="truncate text-xs text-slate-400">
              {competition}
            </span>
            <EventTime startsAt={event.startsAt} status={event.status} />
          </p>
          <h3 className="text-sm font-bold text-white">
            <Link
              to={eventPath(event.id)}
              className="underline-offset-2 hover:text-gold-300 hover:underline focus-visible:text-gold-300"
            >
              <span>
                {/* Spaces, not padding, around "v": the link's name reads "Dhaka v Sylhet", not "DhakavSylhet". */}
                <span lang={latinTextLanguage(home)}>{home}</span>{' '}
                <span className="text-slate-400">{t('versus')}</span>{' '}
                <span lang={latinTextLanguage(away)}>{away}</span>
              </span>
            </Link>
          </h3>
          {details}
          <p className="text-xs text-slate-400">
            {t('marketCount', { count: formatNumber(event.marketCount, language) })}
          </p>
        </div>
        {market && (
          <ul aria-label={market.name[language]} className="grid auto-cols-fr grid-flow-col gap-2">
            {market.selections.map((selection) => (
              <SelectionPrice key={selection.id} selection={selection} market={market} event={event} />
            ))}
          </ul>
        )}
      </article>
    </li>
  )
}
