import type { Currency } from '@khela/contracts/accounts'
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import { findGrantBalances } from '../wallet/find-grant-balances.ts'

/**
 * The money of the grant in play a bet would take from now (take-bet-bonus.ts chooses the same one: active, not
 * past its expiry, holding money, no free bet, expiring first), 0 when none: what a player may stake beside cash,
 * which a provider's wallet answer reports with it. Reads only; a bet locks and reads again.
 */
export async function findBonusInPlay(
  tx: Db,
  player: { userId: string; currency: Currency },
): Promise<number> {
  const grants = await tx
    .select({ accountId: bonusGrants.ledgerAccountId })
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.userId, player.userId),
        eq(bonusGrants.currency, player.currency),
        eq(bonusGrants.status, 'active'),
        gt(bonusGrants.expiresAt, sql`now()`),
        // A free bet is no money to stake: only its own sportsbook bet uses it (take-free-bet.ts).
        ne(sql`${bonusGrants.terms} #>> '{reward,kind}'`, 'free_bet'),
      ),
    )
    .orderBy(asc(bonusGrants.expiresAt), asc(bonusGrants.id))
  const balances = await findGrantBalances(
    tx,
    grants.map((grant) => grant.accountId),
  )
  for (const { accountId } of grants) {
    const balance = balances.get(accountId) ?? 0
    if (balance > 0) return balance
  }
  return 0
}
