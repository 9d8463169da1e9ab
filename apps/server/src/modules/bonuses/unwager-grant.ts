import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'

/**
 * Takes a cancelled bet's contribution back from its grant's `wagered` (a rolled-back stake was never at risk, so it
 * does not count), never below 0. Only while the grant is active: an ending is final, a converted grant stays
 * converted. One guarded update, which locks the grant's row (after the player's cash row, the bet path's order).
 */
export async function unwagerGrant(tx: Db, grantId: string, amount: number): Promise<void> {
  if (amount <= 0) return
  await tx
    .update(bonusGrants)
    .set({ wagered: sql`greatest(${bonusGrants.wagered} - ${amount}, 0)` })
    .where(and(eq(bonusGrants.id, grantId), eq(bonusGrants.status, 'active')))
}
