import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/client.ts'
import { sportFeedSources } from '../db/schema/sportsbook.ts'
import { endPastEvents } from '../modules/sportsbook/end-past-events.ts'
import { registerLiveFeed } from '../modules/sportsbook/register-live-feed.ts'

/** The simulator's feed source name, in its messages and its fixture document. */
export const matchSimulatorSource = 'match-sim'
const feedSourceName = 'Match simulator'

/**
 * Connects the match simulator `npm start` runs beside the server (apps/match-simulator), on every start: its live
 * feed secret, and its fixture document as a feed source polled every minute (so each new match enters the book).
 * A match of an earlier run cannot go on (the simulator starts a new one), so it is ended and its markets closed
 * for the traders to result.
 */
export async function seedMatchSimulator(
  db: Db,
  secretsKey: Buffer,
  simulator: { url: string; secret: string },
  now: Date,
): Promise<void> {
  await registerLiveFeed(db, secretsKey, { source: matchSimulatorSource, secret: simulator.secret })
  await endPastEvents(db, matchSimulatorSource, now, ['scheduled', 'live'])
  const url = `${simulator.url}/feed.json`
  const [existing] = await db
    .select({ id: sportFeedSources.id })
    .from(sportFeedSources)
    .where(and(eq(sportFeedSources.name, feedSourceName), eq(sportFeedSources.url, url)))
  if (existing)
    await db
      .update(sportFeedSources)
      .set({ status: 'active', nextPollAt: now })
      .where(eq(sportFeedSources.id, existing.id))
  else await db.insert(sportFeedSources).values({ name: feedSourceName, url, pollIntervalMinutes: 1 })
}
