import type { LucideIcon } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { gameCountText } from '../../components/games/game-count.ts'
import { GameGrid, GameGridSkeleton } from '../../components/games/game-grid.tsx'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { NotFoundPage } from '../../components/ui/not-found-page.tsx'
import { PageHeader } from '../../components/ui/page-header.tsx'
import { ApiError } from '../../lib/api.ts'
import { errorMessage } from '../../lib/error-message.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { CategoryFilters } from './category-filters.tsx'
import { useCategoryFilters } from './use-category-filters.ts'
import { useCategoryGames } from './use-category-games.ts'

interface CategoryGamesProps {
  slug: string
  /** The menu's name for the page, when the menu has one; else the category's own name. */
  title: string | null
  icon: LucideIcon
}

/** A catalogue category: its real count, filters, and a grid that loads the next page as the player scrolls. */
export function CategoryGames({ slug, title, icon }: CategoryGamesProps) {
  const { t } = useTranslation()
  const [filters, setFilters] = useCategoryFilters()
  const pages = useCategoryGames(slug, filters)
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = pages
  const sentinel = useRef<HTMLDivElement>(null)

  // Scrolling near the end loads the next page; the Load more button stays for when this cannot run.
  useEffect(() => {
    const element = sentinel.current
    if (!element || !hasNextPage || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage()
      },
      { rootMargin: '600px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [fetchNextPage, hasNextPage, isFetchingNextPage])

  if (pages.error instanceof ApiError && pages.error.code === 'NOT_FOUND') {
    // A path no menu names is most likely a broken link, not a category that was taken away.
    return <NotFoundPage heading={title === null ? undefined : t('catalog.notFound')} />
  }

  const first = pages.data?.pages[0]
  const games = pages.data?.pages.flatMap((page) => page.games) ?? []
  const heading = title ?? first?.category.name[currentLanguage()] ?? ''
  return (
    <>
      <PageHeader
        title={heading}
        icon={icon}
        aside={
          first && (
            <span className="shrink-0 text-sm font-semibold text-slate-400">
              {gameCountText(first.category.gameCount)}
            </span>
          )
        }
      />
      {pages.isError && !first && (
        <div
          role="alert"
          className="rounded-xl border border-night-700 bg-night-850 px-4 py-6 text-center text-sm"
        >
          <p className="text-slate-300">{errorMessage(pages.error)}</p>
          <button
            type="button"
            onClick={() => pages.refetch()}
            className={`${buttonClass('outline', 'sm')} mt-3`}
          >
            {t('actions.retry')}
          </button>
        </div>
      )}
      {!pages.isError && !first && <GameGridSkeleton />}
      {first && (
        <>
          <CategoryFilters filters={filters} providers={first.providers} onChange={setFilters} />
          {games.length === 0 ? (
            <p className="rounded-xl border border-dashed border-night-600 px-4 py-10 text-center text-sm text-slate-400">
              {t('catalog.noGames')}
            </p>
          ) : (
            <GameGrid games={games} label={heading} />
          )}
          <div ref={sentinel} className="flex justify-center py-6">
            {hasNextPage && (
              <button
                type="button"
                onClick={() => fetchNextPage()}
                disabled={isFetchingNextPage}
                className={buttonClass('outline')}
              >
                {isFetchingNextPage ? t('status.loading') : t('catalog.loadMore')}
              </button>
            )}
          </div>
        </>
      )}
    </>
  )
}
