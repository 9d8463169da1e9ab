import { isUuid } from '@khela/contracts/ids'
import type { ResultCorrectionView } from '@khela/contracts/sportsbook-resettlement'
import { count, desc, eq, inArray, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { sportMarkets } from '../../db/schema/sportsbook.ts'
import { sportBetResettlements, sportResultCorrections } from '../../db/schema/sportsbook-corrections.ts'

/** How many of an event's corrections the event page lists, newest first. */
const listed = 50

/** One correction by id, or an event's (every status, the open ones first, then newest first). */
export async function findResultCorrections(
  db: Db,
  scope: { eventId: string } | { correctionId: string },
): Promise<ResultCorrectionView[]> {
  const id = 'eventId' in scope ? scope.eventId : scope.correctionId
  if (!isUuid(id)) return []
  const requesters = alias(users, 'requesters')
  const deciders = alias(users, 'deciders')
  const rows = await db
    .select({
      correction: sportResultCorrections,
      marketName: sportMarkets.name,
      requesterName: requesters.name,
      deciderName: deciders.name,
    })
    .from(sportResultCorrections)
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportResultCorrections.marketId))
    .leftJoin(requesters, eq(requesters.id, sportResultCorrections.requestedBy))
    .leftJoin(deciders, eq(deciders.id, sportResultCorrections.decidedBy))
    .where(
      'eventId' in scope
        ? eq(sportMarkets.eventId, scope.eventId)
        : eq(sportResultCorrections.id, scope.correctionId),
    )
    .orderBy(
      sql`(${sportResultCorrections.status} IN ('pending', 'applying')) DESC`,
      desc(sportResultCorrections.createdAt),
    )
    .limit(listed)
  const ids = rows.map((row) => row.correction.id)
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ id: sportBetResettlements.correctionId, bets: count() })
          .from(sportBetResettlements)
          .where(inArray(sportBetResettlements.correctionId, ids))
          .groupBy(sportBetResettlements.correctionId)
  const resettled = new Map(counts.map((row) => [row.id, row.bets]))
  return rows.map(({ correction, marketName, requesterName, deciderName }) => ({
    id: correction.id,
    marketId: correction.marketId,
    marketName,
    status: correction.status,
    previous: correction.previous,
    results: correction.results,
    changes: correction.changes,
    requestedBy: { id: correction.requestedBy, name: requesterName ?? '' },
    decidedBy: correction.decidedBy ? { id: correction.decidedBy, name: deciderName ?? '' } : null,
    createdAt: correction.createdAt.toISOString(),
    decidedAt: correction.decidedAt?.toISOString() ?? null,
    resettledBets: resettled.get(correction.id) ?? 0,
  }))
}
