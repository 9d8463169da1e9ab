import { type SportBetsPage, sportBetsPageSize } from '@khela/contracts/sportsbook-placement'
import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  sportBetLegs,
  sportBets,
  sportEvents,
  sportMarkets,
  sportSelections,
} from '../../db/schema/sportsbook.ts'
import { toSportBetView } from './to-sport-bet-view.ts'

/** A player's own bets, open ones first and then newest first, a page at a time, each with its legs. */
export async function findSportBets(db: Db, userId: string, page: number): Promise<SportBetsPage> {
  const [bets, [total]] = await Promise.all([
    db
      .select()
      .from(sportBets)
      .where(eq(sportBets.userId, userId))
      .orderBy(
        sql`(${sportBets.status} IN ('pending', 'open')) DESC`,
        desc(sportBets.createdAt),
        desc(sportBets.id),
      )
      .limit(sportBetsPageSize)
      .offset((page - 1) * sportBetsPageSize),
    db.select({ total: count() }).from(sportBets).where(eq(sportBets.userId, userId)),
  ])
  const legs =
    bets.length === 0
      ? []
      : await db
          .select({
            betId: sportBetLegs.betId,
            selectionId: sportBetLegs.selectionId,
            selectionName: sportSelections.name,
            marketId: sportBetLegs.marketId,
            marketName: sportMarkets.name,
            line: sportMarkets.line,
            eventId: sportBetLegs.eventId,
            home: sportEvents.home,
            away: sportEvents.away,
            startsAt: sportEvents.startsAt,
            price: sportBetLegs.price,
            marketVersion: sportBetLegs.marketVersion,
            status: sportBetLegs.status,
          })
          .from(sportBetLegs)
          .innerJoin(sportSelections, eq(sportSelections.id, sportBetLegs.selectionId))
          .innerJoin(sportMarkets, eq(sportMarkets.id, sportBetLegs.marketId))
          .innerJoin(sportEvents, eq(sportEvents.id, sportBetLegs.eventId))
          .where(
            inArray(
              sportBetLegs.betId,
              bets.map((bet) => bet.id),
            ),
          )
          .orderBy(asc(sportBetLegs.betId), asc(sportBetLegs.position))
  return {
    items: bets.map((bet) =>
      toSportBetView(
        bet,
        legs.filter((leg) => leg.betId === bet.id),
      ),
    ),
    total: total?.total ?? 0,
    page,
    pageSize: sportBetsPageSize,
  }
}
