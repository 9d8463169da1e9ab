import { Heart, History } from 'lucide-react'
import { gameCountText } from '../../components/games/game-count.ts'
import { useFavouriteGames, useRecentGames } from '../../components/games/use-player-games.ts'
import { useTranslation } from '../../lib/i18n.ts'
import { GameCarousel } from './game-carousel.tsx'

/**
 * The signed-in player's own rows. They arrive after the session is known, so they sit below the carousels
 * the page was rendered with (nothing above them moves); a visitor, or an empty list, shows no row.
 */
export function PlayerGameRows() {
  const { t } = useTranslation()
  const favourites = useFavouriteGames().data?.games ?? []
  const recent = useRecentGames().data?.games ?? []
  return (
    <>
      {recent.length > 0 && (
        <GameCarousel
          title={t('lobby.recentlyPlayed')}
          icon={History}
          count={gameCountText(recent.length)}
          games={recent}
        />
      )}
      {favourites.length > 0 && (
        <GameCarousel
          title={t('lobby.favourites')}
          icon={Heart}
          count={gameCountText(favourites.length)}
          games={favourites}
        />
      )}
    </>
  )
}
