import type { AdminEventDetail, AdminLiveFeedState, AdminMarket } from '@khela/contracts/admin-sportsbook'
import { isUuid } from '@khela/contracts/ids'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { tradableTemplates } from './build-template-market.ts'
import { overroundOf } from './price-outcomes.ts'

type MarketRow = Omit<AdminMarket, 'overroundBasisPoints'>

/**
 * One event as a trader works on it: every market whatever its status (and why a live feed holds it), the live
 * feed's state, and the templates that can be added.
 */
export async function getAdminEvent(database: Database, id: string): Promise<AdminEventDetail> {
  if (!isUuid(id)) throw new AppError('NOT_FOUND')
  const [event] = await database.query<AdminEventDetail['event']>(
    `SELECT e.id,
            json_build_object('slug', s.slug, 'name', s.name) AS sport,
            json_build_object('id', c.id, 'name', c.name) AS competition,
            e.home, e.away,
            to_char(e.starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "startsAt",
            e.status, e.squads
       FROM sport_events e
       JOIN sport_competitions c ON c.id = e.competition_id
       JOIN sports s ON s.slug = e.sport_slug
      WHERE e.id = $1`,
    [id],
  )
  if (!event) throw new AppError('NOT_FOUND')
  const markets = await database.query<MarketRow>(
    `SELECT m.id, m.template, m.name, m.line, m.status, m.feed_hold AS "feedHold", m.version::int AS version, m.period,
            m.max_stake::float8 AS "maxStake", m.max_payout::float8 AS "maxPayout",
            m.liability_limit::float8 AS "liabilityLimit",
            coalesce((SELECT greatest(max(l.returns), 0) - sum(l.stakes)
                        FROM sport_selection_liability l WHERE l.market_id = m.id), 0)::float8 AS "worstCase",
            coalesce((SELECT json_agg(json_build_object('id', sel.id, 'code', sel.code, 'name', sel.name,
                                                        'price', sel.price, 'status', sel.status)
                                      ORDER BY sel.position, sel.code)
                        FROM sport_selections sel WHERE sel.market_id = m.id), '[]'::json) AS selections
       FROM sport_markets m
      WHERE m.event_id = $1
      ORDER BY m.position, m.created_at`,
    [id],
  )
  const [live] = await database.query<AdminLiveFeedState>(
    `SELECT source, last_seq::int AS "lastSeq", betting_stopped AS "bettingStopped",
            to_char(heard_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "heardAt",
            to_char(silent_since AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "silentSince"
       FROM sport_event_live WHERE event_id = $1`,
    [id],
  )
  return {
    event,
    live: live ?? null,
    markets: markets.map((market) => ({ ...market, overroundBasisPoints: marketOverround(market) })),
    templates: tradableTemplates(event.sport.slug, event),
  }
}

/** The book of the selections still running; a market with fewer than two has none to speak of. */
function marketOverround(market: MarketRow): number {
  const running = market.selections.filter((selection) => selection.status === 'open')
  return running.length >= 2 ? overroundOf(running.map((selection) => selection.price)) : 0
}
