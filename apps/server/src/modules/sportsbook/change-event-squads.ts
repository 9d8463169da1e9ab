import type { EventSquads } from '@khela/contracts/admin-sportsbook'
import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportEvents } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'

/**
 * Replaces an event's squads, as the trader lists them (contract `eventSquads`: keys unique within a side), under
 * the event's row lock. Markets already built keep the players they were built with; a top batter result is
 * checked against the squad then (check-market-result.ts). An event that has ended or was cancelled keeps its
 * squads (CONFLICT). Audited with the squads before and after.
 */
export async function changeEventSquads(
  db: Db,
  request: { staff: SessionUser; eventId: string; squads: EventSquads; ipAddress: string | null },
): Promise<void> {
  const { staff, eventId, squads, ipAddress } = request
  if (!isUuid(eventId)) throw new AppError('NOT_FOUND')
  await db.transaction(async (tx) => {
    const [event] = await tx
      .select({ status: sportEvents.status, squads: sportEvents.squads })
      .from(sportEvents)
      .where(eq(sportEvents.id, eventId))
      .for('update')
    if (!event) throw new AppError('NOT_FOUND')
    if (event.status === 'ended' || event.status === 'cancelled')
      throw new AppError('CONFLICT', { message: 'This event has ended or was called off: its squads stay.' })
    await tx.update(sportEvents).set({ squads, updatedAt: sql`now()` }).where(eq(sportEvents.id, eventId))
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'sportsbook.event.squads',
      recordType: 'sport_event',
      recordId: eventId,
      before: { squads: event.squads },
      after: { squads },
      ipAddress,
    })
  })
}
