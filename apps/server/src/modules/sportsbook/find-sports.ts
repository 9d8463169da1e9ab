import type { SportList } from '@khela/contracts/sportsbook'
import type { Database } from '../../db/client.ts'
import { isUpcomingEvent } from './upcoming-events.ts'

/** The active sports in the operator's order, each with its live and upcoming events counted now. */
export async function findSports(database: Database, now: Date): Promise<SportList> {
  const sports = await database.query<SportList['sports'][number]>(
    `SELECT s.slug, s.name, s.icon, s.position,
            count(e.id) FILTER (WHERE e.status = 'scheduled')::int AS "upcomingEventCount",
            count(e.id) FILTER (WHERE e.status = 'live')::int AS "liveEventCount"
       FROM sports s
       LEFT JOIN (sport_events e JOIN sport_competitions c ON c.id = e.competition_id)
         ON e.sport_slug = s.slug AND ${isUpcomingEvent('$1')}
      WHERE s.status = 'active'
      GROUP BY s.slug
      ORDER BY s.position, s.slug`,
    [now.toISOString()],
  )
  return { sports }
}
