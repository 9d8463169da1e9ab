import type { BetDelayChange } from '@khela/contracts/admin-sportsbook'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportCompetitions, sports } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'

/**
 * A trader sets a sport's in-play bet delay and its competitions' (null: the sport's), in one transaction with one
 * audit entry of the delays before and after. A competition of another sport, or none, is NOT_FOUND and changes
 * nothing. Bets already pending keep the moment they were given; the new delays apply to bets placed after.
 */
export async function setBetDelays(
  db: Db,
  request: { staff: SessionUser; sportSlug: string; change: BetDelayChange; ipAddress: string | null },
): Promise<void> {
  const { staff, sportSlug, change, ipAddress } = request
  const ids = change.competitions.map((competition) => competition.id.toLowerCase())
  await db.transaction(async (tx) => {
    const [sport] = await tx
      .select({ betDelayMs: sports.betDelayMs })
      .from(sports)
      .where(eq(sports.slug, sportSlug))
      .for('update')
    if (!sport) throw new AppError('NOT_FOUND')
    const before =
      ids.length === 0
        ? []
        : await tx
            .select({ id: sportCompetitions.id, betDelayMs: sportCompetitions.betDelayMs })
            .from(sportCompetitions)
            .where(and(eq(sportCompetitions.sportSlug, sportSlug), inArray(sportCompetitions.id, ids)))
            .for('update')
    if (before.length !== ids.length) throw new AppError('NOT_FOUND')
    await tx
      .update(sports)
      .set({ betDelayMs: change.betDelayMs, updatedAt: sql`now()` })
      .where(eq(sports.slug, sportSlug))
    for (const competition of change.competitions)
      await tx
        .update(sportCompetitions)
        .set({ betDelayMs: competition.betDelayMs, updatedAt: sql`now()` })
        .where(eq(sportCompetitions.id, competition.id.toLowerCase()))
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'sportsbook.sports.bet_delay',
      recordType: 'sport',
      recordId: sportSlug,
      before: {
        betDelayMs: sport.betDelayMs,
        competitions: Object.fromEntries(before.map((row) => [row.id, row.betDelayMs])),
      },
      after: {
        betDelayMs: change.betDelayMs,
        competitions: Object.fromEntries(
          change.competitions.map((competition) => [competition.id.toLowerCase(), competition.betDelayMs]),
        ),
      },
      ipAddress,
    })
  })
}
