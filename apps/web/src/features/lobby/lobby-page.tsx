import { Gift, LayoutGrid } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { Link, NavLink } from 'react-router'
import { GameGridSkeleton } from '../../components/games/game-grid.tsx'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { useTranslation } from '../../lib/i18n.ts'
import { menuFor, menuItems } from '../../lib/navigation.ts'
import { CategoryPills } from './category-pills.tsx'
import { GameSearch } from './game-search.tsx'
import { LobbyCarousels } from './lobby-carousels.tsx'
import { LobbyHero } from './lobby-hero.tsx'
import { PlayerGameRows } from './player-game-rows.tsx'

// Only someone who searches needs the results grid.
const SearchResults = lazy(() =>
  import('./search-results.tsx').then((module) => ({ default: module.SearchResults })),
)

/** `/`, All Games: the page most players land on, so it carries as little code as possible. */
export function LobbyPage() {
  const { t } = useTranslation()
  const [searchTerm, setSearchTerm] = useState('')
  return (
    <div className="space-y-5">
      <LobbyHero />
      <nav aria-label={t('nav.categoriesLabel')}>
        {/* A strip to swipe on a phone; on a desktop, where nothing says it scrolls, rows that show every one. */}
        <ul className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 scrollbar-none sm:mx-0 sm:px-0 lg:flex-wrap">
          {menuFor('categories').map(({ id, labelKey, icon: Icon, path }) => (
            <li key={id} className="shrink-0">
              <NavLink
                to={path}
                end
                className={({ isActive }) =>
                  `flex h-[4.75rem] w-20 flex-col items-center justify-center gap-1.5 rounded-xl border px-1 text-center text-xs font-semibold leading-tight transition ${
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
      <div>
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
        <GameSearch onSearch={setSearchTerm} />
      </div>
      <CategoryPills />
      {searchTerm ? (
        <Suspense fallback={<GameGridSkeleton count={7} />}>
          <SearchResults term={searchTerm} />
        </Suspense>
      ) : (
        <div className="space-y-6">
          <LobbyCarousels />
          <PlayerGameRows />
        </div>
      )}
    </div>
  )
}
