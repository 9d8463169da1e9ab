import { AppError } from '../../lib/app-error.ts'
import type { PlayerGates } from '../../lib/player-gates.ts'
import { type BonusMaxBetFacts, bonusMaxBetSql, findBonusMaxBet } from '../bonuses/find-bonus-max-bet.ts'

/**
 * While a bonus is being wagered one bet stakes at most the grant's maximum bet (the smallest of the player's
 * grants in play), refused with BONUS_MAX_BET_EXCEEDED inside the bet's transaction. A caller whose accounts read
 * shows no bonus money (`hasBonusFunds: false`) makes the rule read nothing.
 */
export const bonusMaxBetGates: PlayerGates = {
  betFactsSql: (userId) => bonusMaxBetSql(userId),
  bet: async (tx, bet, facts) => {
    if (!facts && bet.hasBonusFunds === false) return
    const { maxBet } = (facts as BonusMaxBetFacts | undefined) ?? (await findBonusMaxBet(tx, bet.userId))
    if (maxBet !== null && bet.stake > Number(maxBet))
      throw new AppError('BONUS_MAX_BET_EXCEEDED', {
        fields: { maxBet: String(maxBet), currency: bet.currency },
      })
  },
}
