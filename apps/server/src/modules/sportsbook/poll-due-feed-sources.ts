import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import type { FetchLimits } from './fetch-feed-document.ts'
import { type PolledSource, pollFeedSource } from './poll-feed-source.ts'

/** How many sources one sweep polls; the others are due at the next. */
const sourcesPerSweep = 20

/**
 * Polls every active source whose time has come, one after the other. Each is claimed first by moving its next
 * poll a whole interval on (FOR UPDATE SKIP LOCKED), so a slow or failing source waits its interval like the
 * others and two sweeps never poll one source twice. Returns how many it polled.
 */
export async function pollDueFeedSources(db: Db, options: { limits?: FetchLimits } = {}): Promise<number> {
  const claimed = await db.execute(sql`
    UPDATE sport_feed_sources s
       SET next_poll_at = now() + make_interval(mins => s.poll_interval_minutes), updated_at = now()
     WHERE s.id IN (SELECT id FROM sport_feed_sources
                     WHERE status = 'active' AND next_poll_at <= now()
                     ORDER BY next_poll_at
                     LIMIT ${sourcesPerSweep}
                       FOR UPDATE SKIP LOCKED)
    RETURNING s.id, s.url`)
  const sources = (claimed as unknown as { rows: PolledSource[] }).rows
  // Every claimed source is polled even if one fails (its interval has already moved on); the first failure is
  // thrown once all are done, for the sweep to log.
  const failures: unknown[] = []
  for (const source of sources)
    await pollFeedSource(db, source, {
      trigger: 'schedule',
      ...(options.limits ? { limits: options.limits } : {}),
    }).catch((error: unknown) => failures.push(error))
  if (failures.length > 0) throw failures[0]
  return sources.length
}
