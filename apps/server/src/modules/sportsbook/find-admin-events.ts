import type { AdminEventFilters, AdminEventPage } from '@khela/contracts/admin-sportsbook'
import type { Database } from '../../db/client.ts'

/** The back office's events, soonest start first, each with every market and its status, by the filters given. */
export async function findAdminEvents(
  database: Database,
  query: AdminEventFilters,
  timeZone: string,
): Promise<AdminEventPage> {
  const params: unknown[] = []
  const conditions: string[] = []
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value)
    conditions.push(condition(`$${params.length}`))
  }
  if (query.sport) add((p) => `e.sport_slug = ${p}`, query.sport)
  if (query.competition) add((p) => `e.competition_id = ${p}`, query.competition)
  if (query.status) add((p) => `e.status = ${p}`, query.status)
  if (query.from || query.to) params.push(timeZone)
  const zone = `$${params.length}`
  if (query.from) add((p) => `e.starts_at >= (${p}::date)::timestamp AT TIME ZONE ${zone}`, query.from)
  if (query.to) add((p) => `e.starts_at < (${p}::date + 1)::timestamp AT TIME ZONE ${zone}`, query.to)
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
  const offset = (query.page - 1) * query.pageSize
  const rows = await database.query<AdminEventPage['items'][number] & { total: number }>(
    `SELECT e.id,
            json_build_object('slug', s.slug, 'name', s.name) AS sport,
            json_build_object('id', c.id, 'name', c.name) AS competition,
            e.home, e.away,
            to_char(e.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startsAt",
            e.status,
            coalesce((SELECT json_agg(json_build_object('id', m.id, 'template', m.template, 'name', m.name,
                                                        'line', m.line, 'status', m.status, 'feedHold', m.feed_hold,
                                                        'version', m.version) ORDER BY m.position, m.created_at)
                        FROM sport_markets m WHERE m.event_id = e.id), '[]'::json) AS markets,
            count(*) OVER ()::int AS total
       FROM sport_events e
       JOIN sport_competitions c ON c.id = e.competition_id
       JOIN sports s ON s.slug = e.sport_slug
       ${where}
      ORDER BY e.starts_at, e.id
      LIMIT ${query.pageSize} OFFSET ${offset}`,
    params,
  )
  return {
    items: rows.map(({ total: _, ...row }) => ({
      ...row,
      markets: row.markets.map((market) => ({ ...market, version: Number(market.version) })),
    })),
    total: rows[0]?.total ?? (offset > 0 ? await countEvents(database, where, params) : 0),
    page: query.page,
    pageSize: query.pageSize,
  }
}

async function countEvents(database: Database, where: string, params: unknown[]): Promise<number> {
  const [row] = await database.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM sport_events e ${where}`,
    params,
  )
  return row?.total ?? 0
}
