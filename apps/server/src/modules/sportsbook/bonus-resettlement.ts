import type { SportBetStatus } from '@khela/contracts/sportsbook-placement'
import { bonusShareOf } from '../../lib/bet-bonuses.ts'

type BonusTerms = {
  stake: number
  cashedOutStake: number
  bonusGrantId: string | null
  bonusStake: number
  isFreeBet: boolean
}

/**
 * What a bet records for a settlement's return: a free bet's win or loss records its winnings (the return less
 * the stake still running), as settle-bonus-sport-bet.ts pays them; every other bet the return itself.
 */
export function recordedOutcome(
  bet: BonusTerms,
  priced: { status: SportBetStatus; payout: number },
): { status: SportBetStatus; payout: number } {
  if (!bet.isFreeBet || priced.status === 'void') return priced
  const winnings = Math.max(0, priced.payout - (bet.stake - bet.cashedOutStake))
  return { status: winnings > 0 ? 'won' : 'lost', payout: winnings }
}

/**
 * The part of a recorded payout that reached the player's cash: a result correction (resettle-sport-bets.ts)
 * moves only that. A bet's bonus share went to its grant, whose wagering counted once at the first settlement,
 * and is neither paid again nor taken back: a grant's money may have been staked, converted or forfeited since.
 * A void free bet's stake went back to the free bet; its winnings are all cash.
 */
export function cashShareOfPayout(
  bet: BonusTerms,
  outcome: { status: SportBetStatus; payout: number },
): number {
  if (!bet.bonusGrantId) return outcome.payout
  if (bet.isFreeBet) return outcome.status === 'void' ? 0 : outcome.payout
  return outcome.payout - bonusShareOf(outcome.payout, bet)
}
