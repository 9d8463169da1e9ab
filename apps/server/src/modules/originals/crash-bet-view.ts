import type { BetView, CrashDetails, CrashRoundBet } from '@khela/contracts/originals'
import type { crashRounds, gameBets } from '../../db/schema/originals.ts'
import { toBetView } from './to-bet-view.ts'

export type CrashBetRow = typeof gameBets.$inferSelect
export type CrashRoundRow = typeof crashRounds.$inferSelect

/**
 * The crash point of a round that has taken off (fixed by then: round 1's at its take-off, every other one's when it
 * was made). Code that flies, pays or shows a crashed round uses this.
 */
export function crashPointOf(round: Pick<CrashRoundRow, 'id' | 'crashPoint'>): number {
  if (round.crashPoint === null) throw new Error(`crash round ${round.id} has no crash point before take-off`)
  return round.crashPoint
}

/** A Crash bet as its player sees it; the round's crash point shows only once the round has crashed. */
export function toCrashBetView(
  bet: CrashBetRow,
  round: Pick<CrashRoundRow, 'phase' | 'crashPoint'>,
): BetView {
  const details: CrashDetails = {
    slot: bet.slot === 1 ? 1 : 0,
    autoCashout: bet.autoCashout,
    crashPoint: round.phase === 'crashed' ? round.crashPoint : null,
  }
  return { ...toBetView(bet), game: 'crash', details }
}

/** One line of the live list; `player` is the masked name for everyone, the real one for staff. */
export function toCrashRoundBet(
  bet: Pick<CrashBetRow, 'id' | 'slot' | 'stake' | 'currency' | 'multiplier' | 'payout' | 'status'>,
  player: string,
): CrashRoundBet {
  return {
    betId: bet.id,
    player,
    slot: bet.slot ?? 0,
    stake: bet.stake,
    currency: bet.currency,
    cashedOutAt: bet.status === 'won' ? bet.multiplier : null,
    payout: bet.payout,
    status: bet.status,
  }
}

/** The live-list line of a bet the player has just placed or cashed out. */
export function crashRoundBetOf(view: BetView, player: string): CrashRoundBet {
  const { slot } = view.details as CrashDetails
  return toCrashRoundBet({ ...view, slot }, player)
}

/** Other players see a name as its first two characters, three stars and its last one ("ra***7"). */
export function maskPlayerName(name: string): string {
  const characters = [...name.trim()]
  if (characters.length <= 3) return `${characters[0] ?? '*'}***`
  return `${characters.slice(0, 2).join('')}***${characters.at(-1)}`
}
