import type { Grant } from '@khela/contracts/bonuses'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import { clock } from '../../lib/clock.ts'
import { findGrantBalances } from '../wallet/find-grant-balances.ts'
import { findFreeSpins } from './find-free-spins.ts'
import { toGrant } from './to-grant.ts'

/** A player's grants, newest first, with what each account holds now. */
export async function findPlayerGrants(db: Db, userId: string): Promise<Grant[]> {
  const rows = await db
    .select()
    .from(bonusGrants)
    .where(eq(bonusGrants.userId, userId))
    .orderBy(desc(bonusGrants.createdAt), desc(bonusGrants.id))
  const balances = await findGrantBalances(
    db,
    rows.map((row) => row.ledgerAccountId),
  )
  const freeSpins = await findFreeSpins(
    db,
    rows.map((row) => row.id),
  )
  const now = clock.now()
  return rows.map((row) =>
    toGrant(row, balances.get(row.ledgerAccountId) ?? 0, now, freeSpins.get(row.id) ?? null),
  )
}

/** The signed-in player's own: active grants (wagering progress, time left) apart from the history. */
export async function findMyGrants(db: Db, userId: string) {
  const grants = await findPlayerGrants(db, userId)
  return {
    active: grants.filter((grant) => grant.status === 'active'),
    history: grants.filter((grant) => grant.status !== 'active'),
  }
}
