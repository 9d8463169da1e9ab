import { Trophy } from 'lucide-react'
import { useLocation } from 'react-router'
import { EmptyState } from '../../components/ui/empty-state.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuItemForPath } from '../../lib/navigation.ts'

const sports = [
  'cricket',
  'soccer',
  'tennis',
  'horses',
  'basketball',
  'fantasy',
  'virtual',
  'esports',
  'tableTennis',
  'ufc',
  'boxing',
  'golf',
  'futsal',
  'rugbyUnion',
  'badminton',
  'formula1',
  'iceHockey',
  'volleyball',
  'darts',
  'rugbyLeague',
  'snooker',
  'greyhounds',
] as const

/** Sports, Live, Cricket and eSport: the sportsbook's sections. */
export function SportsPage() {
  const { t } = useTranslation()
  const section = menuItemForPath(useLocation().pathname)
  const title = section ? t(section.labelKey) : t('nav.sports')
  const icon = section?.icon ?? Trophy
  return (
    <div className="space-y-4">
      <PageHeader title={title} icon={icon} />
      <ul aria-label={t('sportsbook.sportsLabel')} className="flex flex-wrap gap-2">
        {sports.map((sport) => (
          <li
            key={sport}
            className="rounded-full border border-night-600 bg-night-800 px-3 py-1.5 text-xs font-semibold text-slate-300"
          >
            {t(`sportsbook.sports.${sport}`)}
          </li>
        ))}
      </ul>
      <EmptyState
        icon={icon}
        title={t('sportsbook.emptyTitle', { section: title })}
        body={t('sportsbook.emptyBody')}
      />
    </div>
  )
}
