import {
  type ExclusionDuration,
  exclusionKindOf,
  type ResponsibleGamblingState,
} from '@khela/contracts/responsible-gambling'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { responsibleGambling } from '../../db/schema/responsible-gambling.ts'
import { clock } from '../../lib/clock.ts'
import { runPlayerExitSteps } from '../../lib/player-exits.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { lockPlayerToolsForChange } from './find-player-tools.ts'
import { findResponsibleGamblingState } from './find-responsible-gambling-state.ts'
import { exclusionEnd } from './limit-rules.ts'
import { exclusionInForce } from './to-responsible-gambling-state.ts'

/**
 * A player's time-out or self-exclusion, from now. It can only be lengthened: one that would end no later than
 * the exclusion in force changes nothing. Nothing ends one early; no route or role shortens it. Audited with the
 * player as actor.
 */
export async function startExclusion(
  db: Db,
  start: { userId: string; duration: ExclusionDuration; ipAddress: string | null },
): Promise<ResponsibleGamblingState> {
  return db.transaction(async (tx) => {
    const row = await lockPlayerToolsForChange(tx, start.userId)
    const now = clock.now()
    const current = exclusionInForce(row, now)
    const endsAt = exclusionEnd(start.duration, now)
    const endsLater =
      !current ||
      (current.endsAt !== null && (endsAt === null || endsAt.getTime() > Date.parse(current.endsAt)))
    if (endsLater) {
      const kind = exclusionKindOf(start.duration)
      await tx
        .update(responsibleGambling)
        .set({
          exclusionKind: kind,
          exclusionDuration: start.duration,
          exclusionStartedAt: now,
          exclusionEndsAt: endsAt,
          updatedAt: now,
        })
        .where(eq(responsibleGambling.userId, start.userId))
      await recordAuditEntry(tx, {
        actorId: start.userId,
        action: `responsible_gambling.${kind}`,
        recordType: 'responsible_gambling',
        recordId: start.userId,
        before: current,
        after: {
          kind,
          duration: start.duration,
          startedAt: now.toISOString(),
          endsAt: endsAt?.toISOString() ?? null,
        },
        ipAddress: start.ipAddress,
      })
      // A player who excludes themselves gives up their bonuses: no bonus waits for them to come back to.
      if (kind === 'self_exclusion')
        await runPlayerExitSteps(tx, {
          userId: start.userId,
          reason: 'self_exclusion',
          actorId: start.userId,
          ipAddress: start.ipAddress,
        })
    }
    return findResponsibleGamblingState(tx, start.userId)
  })
}
