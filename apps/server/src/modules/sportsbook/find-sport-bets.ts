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
import { clock } from '../../lib/clock.ts'
import { findCashOutLegs, priceCashOut, toCashOutOfferView } from './price-cash-out.ts'
import { findSportsbookSettings } from './sportsbook-settings.ts'
import { toSportBetView } from './to-sport-bet-view.ts'

/**
 * A player's own bets, open ones first and then newest first, a page at a time, each with its legs; for the player
 * (`withCashOut`), each open bet with its cash-out offer now and the versions it was priced at.
 */
export async function findSportBets(
  db: Db,
  userId: string,
  page: number,
  options: { withCashOut?: boolean; now?: Date } = {},
): Promise<SportBetsPage> {
  const now = options.now ?? clock.now()
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
  const openBets = options.withCashOut ? bets.filter((bet) => bet.status === 'open') : []
  const [settings, cashOutLegs] =
    openBets.length === 0
      ? [null, new Map()]
      : await Promise.all([
          findSportsbookSettings(db),
          findCashOutLegs(
            db,
            openBets.map((bet) => bet.id),
          ),
        ])
  return {
    items: bets.map((bet) => {
      const view = toSportBetView(
        bet,
        legs.filter((leg) => leg.betId === bet.id),
        now,
      )
      if (!settings || bet.status !== 'open') return view
      return {
        ...view,
        cashOut: toCashOutOfferView(priceCashOut(bet, cashOutLegs.get(bet.id) ?? [], settings)),
      }
    }),
    total: total?.total ?? 0,
    page,
    pageSize: sportBetsPageSize,
  }
}
