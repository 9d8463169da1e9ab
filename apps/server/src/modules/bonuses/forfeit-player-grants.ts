import type { ForfeitReason } from '@khela/contracts/bonuses'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import { clock } from '../../lib/clock.ts'
import { endGrant } from './end-grant.ts'

/**
 * Forfeits every active grant of a player inside the caller's transaction: a withdrawal the player confirmed, a
 * self-exclusion, an account closed. Returns the grants ended (one already ending elsewhere is passed over).
 */
export async function forfeitPlayerGrants(
  tx: Db,
  forfeit: {
    userId: string
    reason: Exclude<ForfeitReason, 'expired' | 'staff'>
    actorId: string | null
    ipAddress: string | null
  },
) {
  const active = await tx
    .select({ id: bonusGrants.id })
    .from(bonusGrants)
    .where(and(eq(bonusGrants.userId, forfeit.userId), eq(bonusGrants.status, 'active')))
    .orderBy(asc(bonusGrants.id))
  const ended = []
  for (const grant of active) {
    const row = await endGrant(tx, {
      grantId: grant.id,
      outcome: 'forfeited',
      reason: forfeit.reason,
      actorId: forfeit.actorId,
      ipAddress: forfeit.ipAddress,
      now: clock.now(),
    })
    if (row) ended.push(row)
  }
  return ended
}
