import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  sportCompetitions,
  sportEvents,
  sportMarkets,
  sportSelections,
  sports,
} from '../../db/schema/sportsbook.ts'

/** A selection a bet names, with its market and event as they stand once the bet holds their locks. */
export type BetLegFacts = Awaited<ReturnType<typeof lockBetLegs>>[number]

/**
 * The selections a bet names, with their markets and events, read so that no price or status the bet is about to
 * take can change before it commits. Two statements, in this order, inside the bet's transaction:
 *
 * 1. The markets and events are locked FOR SHARE, in the markets' id order (bets share these locks: they never
 *    queue behind one another, only behind a change).
 *    Every change that could price the bet differently takes the market's row lock, whoever writes it: a market's
 *    status or line is an UPDATE of the row, and a selection's price or status moves the market's version through
 *    the trigger of migration 0033 in the same transaction. So such a change either committed before the lock
 *    was granted, or waits for this bet to commit. Events are locked too, so an event's status (ended, cancelled)
 *    cannot change under the bet either.
 * 2. The selections, markets and events are read again in a new statement. Under READ COMMITTED its snapshot is
 *    taken after the locks were granted, so it sees every change that committed before them. Reading the prices in
 *    the locking statement would not do: a locking read re-fetches the newest version of the rows it locks, but
 *    the joined selection rows would still come from the snapshot taken before it waited.
 *
 * Hence a bet is never accepted at a price that no longer stood: either the change is visible to step 2, or it
 * commits after the bet and the bet's legs carry the old version.
 */
export async function lockBetLegs(tx: Db, selectionIds: readonly string[]) {
  const marketsOfSelections = tx
    .select({ id: sportSelections.marketId })
    .from(sportSelections)
    .where(inArray(sportSelections.id, [...selectionIds]))
  await tx
    .select({ id: sportMarkets.id })
    .from(sportMarkets)
    .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
    .where(inArray(sportMarkets.id, marketsOfSelections))
    .orderBy(sportMarkets.id)
    .for('share', { of: [sportMarkets, sportEvents] })
  return tx
    .select({
      selectionId: sportSelections.id,
      selectionName: sportSelections.name,
      selectionStatus: sportSelections.status,
      price: sportSelections.price,
      marketId: sportMarkets.id,
      marketName: sportMarkets.name,
      marketStatus: sportMarkets.status,
      line: sportMarkets.line,
      version: sportMarkets.version,
      maxStake: sportMarkets.maxStake,
      maxPayout: sportMarkets.maxPayout,
      liabilityLimit: sportMarkets.liabilityLimit,
      suspendedAt: sportMarkets.suspendedAt,
      eventId: sportEvents.id,
      eventStatus: sportEvents.status,
      home: sportEvents.home,
      away: sportEvents.away,
      startsAt: sportEvents.startsAt,
      /** The in-play bet delay: the competition's, else its sport's. */
      betDelayMs: sql<number>`coalesce(${sportCompetitions.betDelayMs}, ${sports.betDelayMs})`.mapWith(
        Number,
      ),
    })
    .from(sportSelections)
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportSelections.marketId))
    .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
    .innerJoin(sportCompetitions, eq(sportCompetitions.id, sportEvents.competitionId))
    .innerJoin(sports, eq(sports.slug, sportEvents.sportSlug))
    .where(inArray(sportSelections.id, [...selectionIds]))
}
