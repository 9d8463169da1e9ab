import type { PlayerStakeFactor } from '@khela/contracts/admin-sportsbook-risk'
import type { SessionUser } from '@khela/contracts/session'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { sportPlayerStakeFactors } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findStakeFactor } from './find-stake-factor.ts'

/** A trader sets a player's stake factor, audited with the factor before and after in the same transaction. */
export async function setStakeFactor(
  db: Db,
  request: { staff: SessionUser; userId: string; factorBasisPoints: number; ipAddress: string | null },
): Promise<PlayerStakeFactor> {
  const { staff, userId, factorBasisPoints, ipAddress } = request
  return db.transaction(async (tx) => {
    const [player] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId))
    if (!player) throw new AppError('NOT_FOUND')
    const before = await findStakeFactor(tx, userId)
    const [saved] = await tx
      .insert(sportPlayerStakeFactors)
      .values({ userId, factorBasisPoints, updatedBy: staff.id })
      .onConflictDoUpdate({
        target: sportPlayerStakeFactors.userId,
        set: { factorBasisPoints, updatedBy: staff.id, updatedAt: sql`now()` },
      })
      .returning({ updatedAt: sportPlayerStakeFactors.updatedAt })
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'sportsbook.player.stake_factor',
      recordType: 'user',
      recordId: userId,
      before: { factorBasisPoints: before },
      after: { factorBasisPoints },
      ipAddress,
    })
    return { userId, factorBasisPoints, updatedAt: saved?.updatedAt.toISOString() ?? null }
  })
}
