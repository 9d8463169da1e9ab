import { Trophy } from 'lucide-react'
import { Link, useLocation, useParams, useSearchParams } from 'react-router'
import { NotFoundPage } from '../../components/ui/not-found-page.tsx'
import { ApiError } from '../../lib/api.ts'
import { formatNumber } from '../../lib/format.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { menuItemForPath } from '../../lib/navigation.ts'
import { latinTextLanguage } from '../../lib/text-language.ts'
import { EventList } from './event-list.tsx'
import { LoadState } from './load-state.tsx'
import { sportIcon } from './sport-icon.ts'
import { SportsbookFrame } from './sportsbook-frame.tsx'
import { sportPath, sportSlugByPath } from './sportsbook-paths.ts'
import { useSport } from './use-sport.ts'

/** A sport's page (/cricket, /e-sport, /sports/:sportSlug): its competitions as a filter and its events. */
export function SportPage() {
  const { t } = useTranslation('sportsbook')
  const common = useTranslation()
  const language = currentLanguage()
  const { pathname } = useLocation()
  const slug = useParams().sportSlug ?? sportSlugByPath[pathname.replace(/\/+$/, '')] ?? ''
  const competition = useSearchParams()[0].get('competition') ?? undefined
  const query = useSport(slug, competition)
  const menuItem = menuItemForPath(pathname)

  if (query.error instanceof ApiError && (query.error.code === 'NOT_FOUND' || query.error.status === 404))
    return <NotFoundPage heading={t('sportNotFound')} />

  const detail = query.data
  const title = menuItem
    ? common.t(menuItem.labelKey)
    : (detail?.sport.name[language] ?? common.t('nav.sports'))
  const icon = menuItem?.icon ?? (detail ? sportIcon(detail.sport.icon) : Trophy)
  const chosen = detail?.competitions.find((found) => found.slug === competition)
  return (
    <SportsbookFrame title={title} icon={icon}>
      {!detail && <LoadState error={query.isError && query.error} onRetry={() => query.refetch()} />}
      {detail && (
        <>
          {detail.competitions.length > 0 && (
            <nav aria-label={t('competitions')}>
              <ul className="flex flex-wrap gap-2">
                <li>
                  <CompetitionLink
                    to={sportPath(slug)}
                    isCurrent={!competition}
                    label={t('allCompetitions')}
                  />
                </li>
                {detail.competitions.map((found) => (
                  <li key={found.id}>
                    <CompetitionLink
                      to={sportPath(slug, found.slug)}
                      isCurrent={found.slug === competition}
                      label={found.name[language]}
                      count={formatNumber(found.upcomingEventCount, language)}
                    />
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <section aria-labelledby="sport-events" className="space-y-3">
            <h2 id="sport-events" className="text-base font-bold text-white">
              {chosen ? chosen.name[language] : t('events')}
            </h2>
            <EventList events={detail.events} label={chosen ? chosen.name[language] : t('events')} />
          </section>
        </>
      )}
    </SportsbookFrame>
  )
}

function CompetitionLink({
  to,
  isCurrent,
  label,
  count,
}: {
  to: string
  isCurrent: boolean
  label: string
  count?: string
}) {
  return (
    <Link
      to={to}
      aria-current={isCurrent ? 'page' : undefined}
      className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-night-600 bg-night-800 px-3 py-1.5 text-xs font-semibold text-slate-200 hover:border-gold-500 aria-[current=page]:border-gold-500 aria-[current=page]:bg-gold-500/15 aria-[current=page]:text-gold-300"
    >
      <span lang={latinTextLanguage(label)}>{label}</span>
      {count !== undefined && <span className="text-slate-400">{count}</span>}
    </Link>
  )
}
