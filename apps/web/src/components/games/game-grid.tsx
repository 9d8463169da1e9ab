import type { GameTile as GameTileData } from '@khela/contracts/catalog'
import { GameTile, GameTileSkeleton } from './game-tile.tsx'
import { useFavouriteSlugs } from './use-player-games.ts'

// The same columns as the lobby's carousels show slides, so a tile is the same size everywhere.
const gridClass =
  'grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3 xl:grid-cols-5 xl:gap-5 2xl:grid-cols-7 min-[120rem]:grid-cols-9'

/** Tiles in a responsive grid; the first nine load their art at once (at most one row on any screen). */
export function GameGrid({ games, label }: { games: GameTileData[]; label: string }) {
  const favourites = useFavouriteSlugs()
  return (
    <ul aria-label={label} className={gridClass}>
      {games.map((game, index) => (
        <li key={game.slug}>
          <GameTile game={game} isEager={index < 9} isFavourite={favourites?.has(game.slug)} />
        </li>
      ))}
    </ul>
  )
}

export function GameGridSkeleton({ count = 14 }: { count?: number }) {
  return (
    <div aria-hidden className={gridClass}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to be told apart by
        <GameTileSkeleton key={index} />
      ))}
    </div>
  )
}
