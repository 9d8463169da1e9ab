import type { SportBetsChangedEvent } from '@khela/contracts/sportsbook-placement'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBetLegs, sportBets, sportEvents } from '../../db/schema/sportsbook.ts'
import { userChannel } from '../realtime/realtime-hub.ts'

type Realtime = { publish(channel: string, data: unknown): Promise<void> }
type Logger = { warn(obj: object, msg: string): void }

/** The hint on a player's own channel (publish-sport-bets-changed.ts's): their bets changed, My Bets refetches. */
const openBetsChangedHint = { type: 'sportsbook.bets' } as const satisfies SportBetsChangedEvent

/**
 * Tells every player with an open bet on these events or markets, or on a scheduled or live event of these sports,
 * that its cash-out offer may have moved (prices,
 * statuses, results), after the change committed. A hint, not the offer: the page refetches and the server prices
 * it, so a lost hint costs only a stale offer, which taking it re-prices anyway. Never fails the caller.
 */
export async function publishOpenBetsChanged(
  db: Pick<Db, 'selectDistinct'>,
  services: { realtime: Realtime; log: Logger },
  changed: { eventIds?: readonly string[]; marketIds?: readonly string[]; sportSlugs?: readonly string[] },
): Promise<string[]> {
  const eventIds = changed.eventIds ?? []
  const marketIds = changed.marketIds ?? []
  const sportSlugs = changed.sportSlugs ?? []
  if (eventIds.length === 0 && marketIds.length === 0 && sportSlugs.length === 0) return []
  try {
    const players = await db
      .selectDistinct({ userId: sportBets.userId })
      .from(sportBetLegs)
      .innerJoin(sportBets, eq(sportBets.id, sportBetLegs.betId))
      .where(
        and(
          eq(sportBets.status, 'open'),
          sql`(${sportBetLegs.eventId} = ANY(${sql.param([...eventIds])}::uuid[]) OR ${sportBetLegs.marketId} = ANY(${sql.param([...marketIds])}::uuid[])
            OR ${sportBetLegs.eventId} IN (SELECT ${sportEvents.id} FROM ${sportEvents}
              WHERE ${sportEvents.sportSlug} = ANY(${sql.param([...sportSlugs])}::text[]) AND ${sportEvents.status} IN ('scheduled', 'live')))`,
        ),
      )
    const userIds = players.map((player) => player.userId)
    await Promise.all(
      userIds.map((userId) => services.realtime.publish(userChannel(userId), openBetsChangedHint)),
    )
    return userIds
  } catch (error) {
    services.log.warn({ err: error }, 'open bets hint not published')
    return []
  }
}
