import type { ResponsibleGamblingState } from '@khela/contracts/responsible-gambling'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { responsibleGambling } from '../../db/schema/responsible-gambling.ts'
import { clock } from '../../lib/clock.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { lockPlayerToolsForChange } from './find-player-tools.ts'
import { findResponsibleGamblingState } from './find-responsible-gambling-state.ts'

/** The minutes between the player's reality checks (null: none), audited with the player as actor. */
export async function updateRealityCheck(
  db: Db,
  change: { userId: string; minutes: number | null; ipAddress: string | null },
): Promise<ResponsibleGamblingState> {
  return db.transaction(async (tx) => {
    const row = await lockPlayerToolsForChange(tx, change.userId)
    if (row.realityCheckMinutes !== change.minutes) {
      await tx
        .update(responsibleGambling)
        .set({ realityCheckMinutes: change.minutes, updatedAt: clock.now() })
        .where(eq(responsibleGambling.userId, change.userId))
      await recordAuditEntry(tx, {
        actorId: change.userId,
        action: 'responsible_gambling.reality_check',
        recordType: 'responsible_gambling',
        recordId: change.userId,
        before: { minutes: row.realityCheckMinutes },
        after: { minutes: change.minutes },
        ipAddress: change.ipAddress,
      })
    }
    return findResponsibleGamblingState(tx, change.userId)
  })
}
