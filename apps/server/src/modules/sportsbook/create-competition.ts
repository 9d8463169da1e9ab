import type { AdminCompetition, CompetitionCreate } from '@khela/contracts/admin-sportsbook'
import type { SessionUser } from '@khela/contracts/session'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportCompetitions, sports } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { traderSource } from './build-template-market.ts'

/** A competition a trader adds, last in its sport; its slug is unique within the sport (SLUG_TAKEN). Audited. */
export async function createCompetition(
  db: Db,
  request: { staff: SessionUser; input: Required<CompetitionCreate>; ipAddress: string | null },
): Promise<AdminCompetition> {
  const { staff, input, ipAddress } = request
  try {
    return await db.transaction(async (tx) => {
      const [sport] = await tx
        .select({ slug: sports.slug })
        .from(sports)
        .where(eq(sports.slug, input.sportSlug))
      if (!sport) throw new AppError('VALIDATION_FAILED', { fields: { sportSlug: 'INVALID_CHOICE' } })
      const [created] = await tx
        .insert(sportCompetitions)
        .values({
          sportSlug: sport.slug,
          slug: input.slug,
          name: input.name,
          country: input.country,
          position: sql`(SELECT coalesce(max(position), 0) + 1 FROM sport_competitions WHERE sport_slug = ${sport.slug})`,
          externalSource: traderSource,
          externalId: `${sport.slug}:${input.slug}`,
        })
        .returning({
          id: sportCompetitions.id,
          slug: sportCompetitions.slug,
          name: sportCompetitions.name,
          country: sportCompetitions.country,
          betDelayMs: sportCompetitions.betDelayMs,
        })
      if (!created) throw new Error('competition not saved')
      await recordAuditEntry(tx, {
        actorId: staff.id,
        action: 'sportsbook.competition.create',
        recordType: 'sport_competition',
        recordId: created.id,
        before: null,
        after: { sportSlug: sport.slug, ...created },
        ipAddress,
      })
      return created
    })
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('VALIDATION_FAILED', { fields: { slug: 'SLUG_TAKEN' } })
    throw error
  }
}
