import type { SeededGame } from '@khela/contracts/originals'
import { RecentBets } from './recent-bets.tsx'
import { SeedsPanel } from './seeds-panel.tsx'
import type { GameMode } from './use-game-mode.ts'

/** What goes below every per-bet game: the player's recent bets of it and the seed pair they play with. */
export function BetsAndSeeds({ game, mode }: { game: SeededGame; mode: GameMode }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <RecentBets game={game} mode={mode} />
      <SeedsPanel mode={mode} />
    </div>
  )
}
