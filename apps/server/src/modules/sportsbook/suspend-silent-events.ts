import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportEvents, sportMarkets } from '../../db/schema/sportsbook.ts'
import { sportEventLive, sportLiveFeeds } from '../../db/schema/sportsbook-live.ts'

/**
 * The watchdog: an event in play whose live feed has said nothing for longer than the source's silence limit has
 * its open markets (and those held for a delivery) suspended, held as `feed_silent`, in one statement; the next
 * message from the feed releases them (receive-live-message.ts). Markets the feed itself, a trader or the
 * liability limit suspended are not touched. Returns how many events fell silent.
 */
export async function suspendSilentEvents(db: Db): Promise<number> {
  const silent = await db.execute(sql`
    WITH silent AS (
      UPDATE ${sportEventLive} l SET silent_since = now(), updated_at = now()
      FROM ${sportLiveFeeds} f, ${sportEvents} e
      WHERE f.source = l.source AND e.id = l.event_id AND e.status = 'live' AND l.silent_since IS NULL
        AND l.heard_at < now() - make_interval(secs => f.silence_limit_ms / 1000.0)
      RETURNING l.event_id
    ), held AS (
      UPDATE ${sportMarkets} m SET status = 'suspended', feed_hold = 'feed_silent'
      FROM silent
      WHERE m.event_id = silent.event_id AND (m.status = 'open' OR m.feed_hold = 'bet_stop')
      RETURNING m.id
    )
    SELECT event_id FROM silent`)
  return (silent as unknown as { rows: { event_id: string }[] }).rows.length
}
