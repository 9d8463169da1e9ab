import type { Db } from '../../db/client.ts'
import { sumPlayerBets } from '../originals/sum-player-bets.ts'
import { sumProviderRounds } from '../providers/sum-provider-rounds.ts'
import { sumPlayerSportBets } from '../sportsbook/sum-player-sport-bets.ts'

/**
 * A player's stakes and payouts since `since` across the products (the Khela Originals, provider games and the
 * sportsbook): what the wager and loss limits and the reality check count.
 */
export async function sumPlayerPlay(db: Pick<Db, 'select'>, userId: string, since: Date) {
  // One after another: inside a bet's transaction the three share one connection, which takes one query at a time
  // (node-postgres warns of queries sent while another runs, and its next major version refuses them).
  const products = [
    await sumPlayerBets(db, userId, since),
    await sumProviderRounds(db, userId, since),
    await sumPlayerSportBets(db, userId, since),
  ]
  return {
    stakes: products.reduce((total, product) => total + product.stakes, 0),
    payouts: products.reduce((total, product) => total + product.payouts, 0),
  }
}
