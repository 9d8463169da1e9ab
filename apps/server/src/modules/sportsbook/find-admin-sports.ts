import type { AdminSportList } from '@khela/contracts/admin-sportsbook'
import type { Database } from '../../db/client.ts'
import { sportsWithTemplates } from './market-templates.ts'

type SportRow = Omit<AdminSportList['sports'][number], 'hasTemplates'>

/** Every sport in the operator's order with its competitions and the markets a suspend or reopen would change. */
export async function findAdminSports(database: Database): Promise<AdminSportList> {
  const rows = await database.query<SportRow>(
    `SELECT s.slug, s.name, s.bet_delay_ms AS "betDelayMs",
            coalesce((SELECT json_agg(json_build_object('id', c.id, 'slug', c.slug, 'name', c.name,
                                                        'country', c.country, 'betDelayMs', c.bet_delay_ms)
                                      ORDER BY c.position, c.slug)
                        FROM sport_competitions c WHERE c.sport_slug = s.slug), '[]'::json) AS competitions,
            count(m.id) FILTER (WHERE m.status = 'open')::int AS "openMarketCount",
            count(m.id) FILTER (WHERE m.status = 'suspended')::int AS "suspendedMarketCount"
       FROM sports s
       LEFT JOIN sport_events e ON e.sport_slug = s.slug AND e.status IN ('scheduled', 'live')
       LEFT JOIN sport_markets m ON m.event_id = e.id
      GROUP BY s.slug
      ORDER BY s.position, s.slug`,
  )
  const withTemplates: readonly string[] = sportsWithTemplates
  return { sports: rows.map((sport) => ({ ...sport, hasTemplates: withTemplates.includes(sport.slug) })) }
}
