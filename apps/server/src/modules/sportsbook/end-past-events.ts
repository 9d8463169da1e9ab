import { and, eq, inArray, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportEvents, sportMarkets } from '../../db/schema/sportsbook.ts'

/**
 * Ends a source's scheduled events (or those in `statuses`) that started before `before` and closes their open
 * markets (closed: no more bets, the result still to come). For a source with no live feed, such as the demo's,
 * this is how a fixture that has been played leaves the book. Returns how many events it ended.
 */
export async function endPastEvents(
  db: Db,
  source: string,
  before: Date,
  statuses: readonly ('scheduled' | 'live')[] = ['scheduled'],
): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(sportEvents)
      .set({ status: 'ended', updatedAt: new Date() })
      .where(
        and(
          eq(sportEvents.externalSource, source),
          inArray(sportEvents.status, [...statuses]),
          lt(sportEvents.startsAt, before),
        ),
      )
      .returning({ id: sportEvents.id })
    if (ended.length === 0) return 0
    await tx
      .update(sportMarkets)
      .set({ status: 'closed', feedHold: null })
      .where(
        and(
          inArray(
            sportMarkets.eventId,
            ended.map((event) => event.id),
          ),
          inArray(sportMarkets.status, ['open', 'suspended']),
        ),
      )
    return ended.length
  })
}
