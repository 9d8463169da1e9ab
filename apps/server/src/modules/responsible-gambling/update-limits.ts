import { isDeepStrictEqual } from 'node:util'
import type { LimitValues, ResponsibleGamblingState } from '@khela/contracts/responsible-gambling'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { responsibleGambling } from '../../db/schema/responsible-gambling.ts'
import { clock } from '../../lib/clock.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { lockPlayerToolsForChange } from './find-player-tools.ts'
import { findResponsibleGamblingState } from './find-responsible-gambling-state.ts'
import { limitsInForce, planLimitChanges } from './limit-rules.ts'

/**
 * Saves the limits a player asks for (planLimitChanges: stricter at once, looser after 24 hours), with an audit
 * entry by the player of the limits and pending changes before and after, so staff can read the history. The
 * player's row is locked, so a change and a bet at once take turns.
 */
export async function updateLimits(
  db: Db,
  change: { userId: string; limits: LimitValues; ipAddress: string | null },
): Promise<ResponsibleGamblingState> {
  return db.transaction(async (tx) => {
    const row = await lockPlayerToolsForChange(tx, change.userId)
    const now = clock.now()
    const before = limitsInForce({ limits: row.limits, pending: row.pending }, now)
    const after = planLimitChanges(before, change.limits, now)
    // The stored row also catches up with changes whose time has come.
    if (!isDeepStrictEqual({ limits: row.limits, pending: row.pending }, after)) {
      await tx
        .update(responsibleGambling)
        .set({ limits: after.limits, pending: after.pending, updatedAt: now })
        .where(eq(responsibleGambling.userId, change.userId))
    }
    if (!isDeepStrictEqual(before, after))
      await recordAuditEntry(tx, {
        actorId: change.userId,
        action: 'responsible_gambling.limits',
        recordType: 'responsible_gambling',
        recordId: change.userId,
        before,
        after,
        ipAddress: change.ipAddress,
      })
    return findResponsibleGamblingState(tx, change.userId)
  })
}
