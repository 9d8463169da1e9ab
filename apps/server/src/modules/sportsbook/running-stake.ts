import type { BetLine } from '@khela/contracts/sportsbook-bet-types'
import { potentialReturn } from '@khela/contracts/sportsbook-settlement'
import type { sportBets } from '../../db/schema/sportsbook.ts'

type RunningBet = Pick<
  typeof sportBets.$inferSelect,
  'stake' | 'stakePerLine' | 'lineCount' | 'cashedOutStake' | 'potentialReturn'
>

/** The stake still running on the bet after its partial cash-outs, whole (every line's). */
export function runningStake(bet: Pick<RunningBet, 'stake' | 'cashedOutStake'>): number {
  return bet.stake - bet.cashedOutStake
}

/**
 * The terms settlement pays a bet on: the stake per line still running (a partial cash-out keeps the rest at the
 * bet's old prices) and the most that can return, the potential return at that stake. A bet never cashed out is
 * paid on its own columns, so its settlement is what it always was.
 */
export function runningTerms(
  bet: RunningBet,
  prices: readonly number[],
  lines: readonly BetLine[],
): { stakePerLine: number; maxPayout: number } {
  if (bet.cashedOutStake === 0) return { stakePerLine: bet.stakePerLine, maxPayout: bet.potentialReturn }
  const stakePerLine = runningStake(bet) / bet.lineCount
  if (!Number.isSafeInteger(stakePerLine) || stakePerLine < 1)
    throw new Error(`a bet's running stake ${runningStake(bet)} is not whole lines of ${bet.lineCount}`)
  const { payout } = potentialReturn({
    stakePerLineMinor: stakePerLine,
    odds: prices,
    lines,
    maxPayoutMinor: bet.potentialReturn,
  })
  return { stakePerLine, maxPayout: payout }
}
