import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import { findGrantBalances } from '../wallet/find-grant-balances.ts'

/**
 * What a withdrawal would forfeit now: the player's active grants with the bonus money on each. The cashier asks
 * it before holding a withdrawal, and refuses one that does not say it gives them up.
 */
export async function findForfeitWarning(db: Db, userId: string) {
  const active = await db
    .select({ id: bonusGrants.id, terms: bonusGrants.terms, ledgerAccountId: bonusGrants.ledgerAccountId })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.userId, userId), eq(bonusGrants.status, 'active')))
    .orderBy(asc(bonusGrants.createdAt))
  const balances = await findGrantBalances(
    db,
    active.map((grant) => grant.ledgerAccountId),
  )
  const grants = active.map((grant) => ({
    grantId: grant.id,
    name: grant.terms.name,
    balance: balances.get(grant.ledgerAccountId) ?? 0,
  }))
  return { grants, total: grants.reduce((sum, grant) => sum + grant.balance, 0) }
}
