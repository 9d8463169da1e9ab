import { Flame, LayoutGrid } from 'lucide-react'
import { gameCountText } from '../../components/games/game-count.ts'
import { buttonClass } from '../../components/ui/button-styles.ts'
import { currentLanguage, useTranslation } from '../../lib/i18n.ts'
import { menuItemForPath } from '../../lib/navigation.ts'
import { GameCarousel, GameCarouselSkeleton } from './game-carousel.tsx'
import { useLobbySummary } from './use-lobby-summary.ts'

const popularSlug = 'popular'
/** Before the lobby's data arrives: about one screen of carousels, Popular first. */
const skeletonRows: (1 | 2)[] = [2, 1, 1]

/** Every lobby category with games, in the operator's order; Popular as a two-row grid. */
export function LobbyCarousels() {
  const { t } = useTranslation()
  const summary = useLobbySummary()
  const language = currentLanguage()
  if (!summary.data && summary.isError) {
    return (
      <div
        role="alert"
        className="rounded-xl border border-night-700 bg-night-850 px-4 py-6 text-center text-sm"
      >
        <p className="text-slate-300">{t('lobby.loadFailed')}</p>
        <button
          type="button"
          onClick={() => summary.refetch()}
          className={`${buttonClass('outline', 'sm')} mt-3`}
        >
          {t('actions.retry')}
        </button>
      </div>
    )
  }
  if (!summary.data) {
    return (
      <div className="space-y-6">
        {skeletonRows.map((rows, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
          <GameCarouselSkeleton key={index} rows={rows} />
        ))}
      </div>
    )
  }
  return (
    <div className="space-y-6">
      {summary.data.categories
        .filter((category) => category.games.length > 0)
        .map((category, index) => {
          const path = `/${category.slug}`
          const icon = menuItemForPath(path)?.icon ?? (category.slug === popularSlug ? Flame : LayoutGrid)
          return (
            <GameCarousel
              key={category.slug}
              title={category.name[language]}
              icon={icon}
              to={path}
              count={gameCountText(category.gameCount)}
              games={category.games}
              rows={category.slug === popularSlug ? 2 : 1}
              isAboveFold={index === 0}
              isFarBelow={index >= 3}
            />
          )
        })}
    </div>
  )
}
