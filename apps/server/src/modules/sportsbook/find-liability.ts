import type { LiabilityEvent, LiabilityPage } from '@khela/contracts/admin-sportsbook-risk'
import type { Database } from '../../db/client.ts'
import { selectionLiability } from './liability-maths.ts'

type EventRow = Omit<LiabilityEvent, 'markets'> & {
  total: number
  markets: (Omit<LiabilityEvent['markets'][number], 'selections'> & {
    selections: Omit<LiabilityEvent['markets'][number]['selections'][number], 'liability'>[]
  })[]
}

/**
 * The book's open exposure: every event with a market not yet settled that has taken bets, worst case first, each
 * with those markets (worst first) and all their selections (liability-maths.ts defines the figures). The sums run
 * over the liability rows placement keeps, one per backed selection, so the page reads a few rows per market
 * however many bets there are.
 */
export async function findLiability(
  database: Database,
  query: { page: number; pageSize: number },
): Promise<LiabilityPage> {
  const offset = (query.page - 1) * query.pageSize
  const rows = await database.query<EventRow>(
    `WITH backed AS (
       SELECT DISTINCT l.market_id FROM sport_selection_liability l
         JOIN sport_markets m ON m.id = l.market_id
        WHERE m.status <> 'settled'
     ), selection AS (
       SELECT s.id, s.market_id, s.name, s.price, s.position, s.code,
              coalesce(l.returns, 0)::float8 AS returns, coalesce(l.stakes, 0)::float8 AS stakes,
              coalesce(l.bet_count, 0) AS bet_count
         FROM sport_selections s
         LEFT JOIN sport_selection_liability l ON l.selection_id = s.id
        WHERE s.market_id IN (SELECT market_id FROM backed)
     ), market AS (
       SELECT m.id, m.event_id, m.position,
              json_build_object(
                'id', m.id, 'name', m.name, 'status', m.status, 'stakes', sum(sel.stakes),
                'worstCase', greatest(max(sel.returns), 0) - sum(sel.stakes),
                'liabilityLimit', m.liability_limit::float8,
                'selections', json_agg(json_build_object('id', sel.id, 'name', sel.name, 'price', sel.price,
                                                         'betCount', sel.bet_count, 'returns', sel.returns)
                                       ORDER BY sel.position, sel.code)) AS body,
              greatest(max(sel.returns), 0) - sum(sel.stakes) AS worst, sum(sel.stakes) AS stakes
         FROM selection sel JOIN sport_markets m ON m.id = sel.market_id
        GROUP BY m.id
     ), event AS (
       SELECT event_id, sum(worst) AS worst, sum(stakes) AS stakes,
              json_agg(body ORDER BY worst DESC, position, id) AS markets
         FROM market GROUP BY event_id
     )
     SELECT e.id, json_build_object('slug', s.slug, 'name', s.name) AS sport, c.name AS competition,
            e.home, e.away,
            to_char(e.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startsAt",
            event.worst AS "worstCase", event.stakes, event.markets,
            count(*) OVER ()::int AS total
       FROM event
       JOIN sport_events e ON e.id = event.event_id
       JOIN sport_competitions c ON c.id = e.competition_id
       JOIN sports s ON s.slug = e.sport_slug
      ORDER BY event.worst DESC, e.starts_at, e.id
      LIMIT ${query.pageSize} OFFSET ${offset}`,
  )
  return {
    items: rows.map(({ total: _, ...event }) => ({
      ...event,
      worstCase: Number(event.worstCase),
      stakes: Number(event.stakes),
      markets: event.markets.map((market) => ({
        ...market,
        selections: market.selections.map((selection) => ({
          ...selection,
          liability: selectionLiability({ returns: selection.returns, marketStakes: market.stakes }),
        })),
      })),
    })),
    total: rows[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  }
}
