import type { SportBetStatus } from '@khela/contracts/sportsbook-placement'
import type { Db } from '../../db/client.ts'
import { betBonusRules } from '../../lib/bet-bonuses.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'
import { type BonusSportBet, paySportBetShare } from './pay-sport-bet-share.ts'

/**
 * Settles a bet that a bonus grant stands behind, in its settlement batch's transaction (settle-sport-bets.ts),
 * from the return settleBet gave it:
 * - a free bet's win pays the winnings only (the return less the stake still running) to cash, and a win or a loss
 *   uses the free bet up (its grant ends); void, its stake goes back to the free bet while it is active;
 * - any other bet's return goes back in the stake's cash / bonus proportion (paySportBetShare), and, won or lost,
 *   its stake still running counts towards its grant's wagering at the settled odds (feedSettled: none below the
 *   grant's sportsbook minimum; void bets and cashed-out stakes never count). The settlement that meets the
 *   wagering converts the grant, after the money moved; the grant's row lock and endGrant's guard make it once.
 * Returns what the bet records: its status and its payout (a free bet's winnings).
 */
export async function settleBonusSportBet(
  tx: Db,
  bet: BonusSportBet & { runningStake: number },
  settled: { status: SportBetStatus; payout: number; settledOdds: number; liabilityAccountId: string },
): Promise<{ status: SportBetStatus; payout: number; paidCash: number }> {
  const key = `sport-bet:${bet.id}:settle`
  const payment = { liabilityAccountId: settled.liabilityAccountId, key, kind: 'sport_bet_win' as const }
  const rules = betBonusRules()
  // The player's cash row before the grant's, whatever moves: a conversion pays cash under the grant's lock.
  if (!(await lockPlayerAccounts(tx, bet.userId)))
    throw new Error(`sport bet ${bet.id}: player ${bet.userId} lost their wallet`)
  if (bet.isFreeBet) {
    if (settled.status === 'void') {
      await paySportBetShare(tx, bet, { ...payment, amount: settled.payout })
      return { status: 'void', payout: settled.payout, paidCash: 0 }
    }
    const winnings = Math.max(0, settled.payout - bet.runningStake)
    const paidCash =
      winnings > 0
        ? (await paySportBetShare(tx, { ...bet, bonusStake: 0 }, { ...payment, amount: winnings })).cash
        : 0
    await rules.useFreeBet(tx, bet.bonusGrantId)
    return { status: winnings > 0 ? 'won' : 'lost', payout: winnings, paidCash }
  }
  const paidCash =
    settled.payout > 0 ? (await paySportBetShare(tx, bet, { ...payment, amount: settled.payout })).cash : 0
  if (settled.status !== 'void') {
    const isWageringMet = await rules.feedSettled(tx, bet.bonusGrantId, {
      stake: bet.runningStake,
      product: 'sportsbook',
      settledOdds: settled.settledOdds,
    })
    if (isWageringMet) await rules.convert(tx, bet.bonusGrantId)
  }
  return { status: settled.status, payout: settled.payout, paidCash }
}
