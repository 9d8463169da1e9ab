import { NavLink } from 'react-router'
import { formatNumber } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { sportIcon } from './sport-icon.ts'
import { sportPath } from './sportsbook-paths.ts'
import { useSports } from './use-sports.ts'

/** Every sport, each a link to its page with its icon and how many events are open to bets. */
export function SportsList() {
  const { t } = useTranslation('sportsbook')
  const language = currentLanguage()
  const sports = useSports()
  return (
    <nav aria-label={t('sportsList')} className="rounded-xl border border-night-700 bg-night-850 p-2">
      <h2 className="px-2 pt-1 pb-2 text-xs font-bold tracking-wide text-slate-400 uppercase">
        {t('sportsList')}
      </h2>
      {sports.isError && <p className="px-2 py-3 text-sm text-slate-300">{t('loadFailed')}</p>}
      <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-1">
        {sports.data?.sports.map((sport) => {
          const Icon = sportIcon(sport.icon)
          const count = sport.liveEventCount + sport.upcomingEventCount
          return (
            <li key={sport.slug}>
              <NavLink
                to={sportPath(sport.slug)}
                className="flex min-h-11 items-center gap-2 rounded-lg px-2 py-2 text-sm text-slate-200 hover:bg-night-700 aria-[current=page]:bg-night-700 aria-[current=page]:text-gold-300"
              >
                <Icon aria-hidden size={16} className="shrink-0 text-gold-400" />
                <span className="min-w-0 flex-1 truncate">{sport.name[language]}</span>
                <span className="shrink-0 text-xs text-slate-400">
                  <span className="sr-only">{t('eventCount', { count: formatNumber(count, language) })}</span>
                  <span aria-hidden>{formatNumber(count, language)}</span>
                </span>
              </NavLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
