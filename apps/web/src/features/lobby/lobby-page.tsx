import { Gift, LayoutGrid } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { TileGridPlaceholder } from '../../components/ui/tile-grid-placeholder.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuFor, menuItems } from '../../lib/navigation.ts'
import { LobbyHero } from './lobby-hero.tsx'

/** `/`, All Games: the page most players land on, so it carries as little code as possible. */
export function LobbyPage() {
  const { t } = useTranslation()
  return (
    <div className="space-y-5">
      <LobbyHero />
      <nav aria-label={t('nav.categoriesLabel')}>
        <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 scrollbar-none sm:mx-0 sm:px-0">
          {menuFor('categories').map(({ id, labelKey, icon: Icon, path }) => (
            <li key={id} className="shrink-0">
              <NavLink
                to={path}
                end
                className={({ isActive }) =>
                  `flex h-[4.75rem] w-20 flex-col items-center justify-center gap-1.5 rounded-xl border px-1 text-center text-[11px] font-semibold leading-tight transition ${
                    isActive
                      ? 'border-gold-500 bg-gold-500/15 text-gold-300'
                      : 'border-night-700 bg-night-800 text-slate-300 hover:border-gold-500/60 hover:text-white'
                  }`
                }
              >
                <Icon aria-hidden size={22} />
                <span className="line-clamp-2">{t(labelKey)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <PageHeader
        title={t('nav.allGames')}
        icon={LayoutGrid}
        aside={
          <Link
            to={menuItems.bonuses.path}
            className={`${buttonClass('outline', 'sm')} hidden sm:inline-flex`}
          >
            <Gift aria-hidden size={15} />
            {t('nav.bonuses')}
          </Link>
        }
      />
      <TileGridPlaceholder icon={LayoutGrid} title={t('lobby.emptyTitle')} body={t('lobby.emptyBody')} />
    </div>
  )
}
