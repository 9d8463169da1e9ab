import type { Db } from '../../db/client.ts'
import { sumPlayerBets } from '../originals/sum-player-bets.ts'
import { sumProviderRounds } from '../providers/sum-provider-rounds.ts'

/**
 * A player's stakes and payouts since `since` across the products, the Khela Originals and provider games: what
 * the wager and loss limits and the reality check count.
 */
export async function sumPlayerPlay(db: Pick<Db, 'select'>, userId: string, since: Date) {
  const [originals, providers] = await Promise.all([
    sumPlayerBets(db, userId, since),
    sumProviderRounds(db, userId, since),
  ])
  return { stakes: originals.stakes + providers.stakes, payouts: originals.payouts + providers.payouts }
}
