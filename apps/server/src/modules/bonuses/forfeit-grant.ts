import type { Grant } from '@khela/contracts/bonuses'
import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import { AppError } from '../../lib/app-error.ts'
import { clock } from '../../lib/clock.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { endGrant } from './end-grant.ts'
import { findFreeSpins } from './find-free-spins.ts'
import { toGrant } from './to-grant.ts'

/**
 * Staff forfeit a player's active grant with a reason: its balance returns to the operator. A grant no longer
 * active is GRANT_NOT_ACTIVE. Audited with the reason; the Idempotency-Key makes a retry return the first answer.
 */
export async function forfeitGrant(
  db: Db,
  forfeit: {
    staff: SessionUser
    grantId: string
    reason: string
    idempotencyKey: string
    ipAddress: string | null
  },
): Promise<{ response: Grant; isReplay: boolean }> {
  if (!isUuid(forfeit.grantId)) throw new AppError('NOT_FOUND')
  return runIdempotentRequest(
    db,
    {
      scope: `bonuses.forfeit:${forfeit.staff.id}`,
      key: forfeit.idempotencyKey,
      request: { staffId: forfeit.staff.id, grantId: forfeit.grantId, reason: forfeit.reason },
    },
    async (tx) => {
      const [existing] = await tx
        .select({ id: bonusGrants.id })
        .from(bonusGrants)
        .where(eq(bonusGrants.id, forfeit.grantId))
      if (!existing) throw new AppError('NOT_FOUND')
      const now = clock.now()
      const ended = await endGrant(tx, {
        grantId: forfeit.grantId,
        outcome: 'forfeited',
        reason: 'staff',
        actorId: forfeit.staff.id,
        ipAddress: forfeit.ipAddress,
        now,
        note: forfeit.reason,
      })
      if (!ended) throw new AppError('GRANT_NOT_ACTIVE')
      const freeSpins = await findFreeSpins(tx, [ended.id])
      return toGrant(ended, 0, now, freeSpins.get(ended.id) ?? null)
    },
  )
}
