import type { AdminSportBetFilters, AdminSportBetPage } from '@khela/contracts/admin-sportsbook-risk'
import type { Database } from '../../db/client.ts'

/** Text anywhere in a value, for ILIKE: its own `%`, `_` and `\` taken literally. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`

/**
 * Every player's bets for the back office, newest first, by player (their id, or part of their name or email),
 * an event one of the legs is on (its id, or part of a participant's name), status and placement days in the
 * operator's time zone; each with its legs and the part of its stake that was bonus money (a free bet's: all).
 */
export async function findAdminSportBets(
  database: Database,
  query: AdminSportBetFilters,
  timeZone: string,
): Promise<AdminSportBetPage> {
  const params: unknown[] = []
  const conditions: string[] = []
  const add = (condition: (placeholder: string) => string, value: unknown) => {
    params.push(value)
    conditions.push(condition(`$${params.length}`))
  }
  if (query.player) {
    params.push(query.player)
    add(
      (p) => `(b.user_id = $${params.length - 1} OR u.name ILIKE ${p} OR u.email ILIKE ${p})`,
      likePattern(query.player),
    )
  }
  if (query.event) {
    params.push(query.event.toLowerCase())
    add(
      (p) => `EXISTS (SELECT 1 FROM sport_bet_legs l JOIN sport_events e ON e.id = l.event_id
                       WHERE l.bet_id = b.id
                         AND (l.event_id::text = $${params.length - 1}
                              OR e.home->>'en' ILIKE ${p} OR e.away->>'en' ILIKE ${p}
                              OR e.home->>'bn' ILIKE ${p} OR e.away->>'bn' ILIKE ${p}))`,
      likePattern(query.event),
    )
  }
  if (query.status) add((p) => `b.status = ${p}`, query.status)
  if (query.from || query.to) params.push(timeZone)
  const zone = `$${params.length}`
  if (query.from) add((p) => `b.created_at >= (${p}::date)::timestamp AT TIME ZONE ${zone}`, query.from)
  if (query.to) add((p) => `b.created_at < (${p}::date + 1)::timestamp AT TIME ZONE ${zone}`, query.to)
  const where = conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''
  const offset = (query.page - 1) * query.pageSize
  const rows = await database.query<AdminSportBetPage['items'][number] & { total: number }>(
    `SELECT b.id, json_build_object('id', u.id, 'name', u.name, 'email', u.email) AS player,
            b.type, b.status, b.currency, b.stake::float8 AS stake,
            b.bonus_stake::float8 AS "bonusStake", b.is_free_bet AS "isFreeBet",
            b.potential_return::float8 AS "potentialReturn", b.payout::float8 AS payout,
            to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
            (SELECT json_agg(json_build_object('eventId', l.event_id, 'home', e.home, 'away', e.away,
                                               'market', m.name, 'selection', s.name, 'price', l.price,
                                               'status', l.status) ORDER BY l.position)
               FROM sport_bet_legs l
               JOIN sport_events e ON e.id = l.event_id
               JOIN sport_markets m ON m.id = l.market_id
               JOIN sport_selections s ON s.id = l.selection_id
              WHERE l.bet_id = b.id) AS legs,
            count(*) OVER ()::int AS total
       FROM sport_bets b
       JOIN users u ON u.id = b.user_id
       ${where}
      ORDER BY b.created_at DESC, b.id DESC
      LIMIT ${query.pageSize} OFFSET ${offset}`,
    params,
  )
  return {
    items: rows.map(({ total: _, ...row }) => row),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}
