import type { PlayerGates } from '../../lib/player-gates.ts'
import { checkPlayerLimits } from '../responsible-gambling/check-player-limits.ts'

/**
 * Responsible-gambling rules (limits, time-outs, self-exclusion) for bets and deposits. Withdrawals are never
 * held back by them: a player who stepped away can always take their money out.
 */
export const responsibleGamblingGates: PlayerGates = {
  bet: (tx, bet) =>
    checkPlayerLimits(tx, { kind: 'bet', userId: bet.userId, stake: bet.stake, currency: bet.currency }),
  deposit: (tx, deposit) =>
    checkPlayerLimits(tx, {
      kind: 'deposit',
      userId: deposit.userId,
      amount: deposit.amount,
      currency: deposit.currency,
    }),
}
