import { type EventCreate, noSquads } from '@khela/contracts/admin-sportsbook'
import type { SessionUser } from '@khela/contracts/session'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportCompetitions, sportEvents } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { traderSource } from './build-template-market.ts'

/**
 * A scheduled event a trader adds to a competition, without markets (they come from templates next). The start
 * is typed in the operator's time zone and stored as an instant; a start already past is DATE_IN_PAST. Audited.
 */
export async function createEvent(
  db: Db,
  request: { staff: SessionUser; input: EventCreate; timeZone: string; now: Date; ipAddress: string | null },
): Promise<string> {
  const { staff, input, timeZone, now, ipAddress } = request
  return db.transaction(async (tx) => {
    const [competition] = await tx
      .select({ id: sportCompetitions.id, sportSlug: sportCompetitions.sportSlug })
      .from(sportCompetitions)
      .where(eq(sportCompetitions.id, input.competitionId))
    if (!competition) throw new AppError('VALIDATION_FAILED', { fields: { competitionId: 'INVALID_CHOICE' } })
    // PostgreSQL reads the wall-clock time in the zone, daylight saving included: the one place that converts.
    const zoned = await tx.execute(
      sql`SELECT to_char((${input.startsAt}::timestamp AT TIME ZONE ${timeZone}) AT TIME ZONE 'UTC',
                         'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "startsAt"`,
    )
    const [row] = (zoned as unknown as { rows: { startsAt: string }[] }).rows
    const startsAt = new Date(row?.startsAt ?? Number.NaN)
    if (!(startsAt.getTime() > now.getTime()))
      throw new AppError('VALIDATION_FAILED', { fields: { startsAt: 'DATE_IN_PAST' } })
    const externalId = crypto.randomUUID()
    const [created] = await tx
      .insert(sportEvents)
      .values({
        competitionId: competition.id,
        sportSlug: competition.sportSlug,
        home: input.home,
        away: input.away,
        squads: input.squads ?? noSquads,
        startsAt,
        externalSource: traderSource,
        externalId,
      })
      .returning({ id: sportEvents.id })
    if (!created) throw new Error('event not saved')
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'sportsbook.event.create',
      recordType: 'sport_event',
      recordId: created.id,
      before: null,
      after: {
        competitionId: competition.id,
        sportSlug: competition.sportSlug,
        home: input.home,
        away: input.away,
        startsAt: startsAt.toISOString(),
        squads: input.squads ?? noSquads,
      },
      ipAddress,
    })
    return created.id
  })
}
