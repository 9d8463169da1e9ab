import type { PlayerGates } from '../../lib/player-gates.ts'
import { checkPlayerLimits, lockedPlayerToolsSql } from '../responsible-gambling/check-player-limits.ts'

/**
 * Responsible-gambling rules (limits, time-outs, self-exclusion) for bets and deposits. Withdrawals are never
 * held back by them: a player who stepped away can always take their money out.
 */
export const responsibleGamblingGates: PlayerGates = {
  // The row checkPlayerLimits locks first, locked and read by the caller's statement instead.
  betFactsSql: (userId) => `json_build_object('row', ${lockedPlayerToolsSql(userId)})`,
  bet: (tx, bet, facts) =>
    checkPlayerLimits(
      tx,
      { kind: 'bet', userId: bet.userId, stake: bet.stake, currency: bet.currency },
      facts as { row: Record<string, unknown> | null } | undefined,
    ),
  deposit: (tx, deposit) =>
    checkPlayerLimits(tx, {
      kind: 'deposit',
      userId: deposit.userId,
      amount: deposit.amount,
      currency: deposit.currency,
    }),
}
