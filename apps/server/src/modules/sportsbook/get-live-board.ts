import type { LocalizedText } from '@khela/contracts/i18n'
import type { LiveBoard } from '@khela/contracts/sportsbook-live'
import type { Database } from '../../db/client.ts'
import { type EventRow, eventColumns, toEventFields } from './event-rows.ts'
import { findLiveStates, scoreboardOf } from './find-live-states.ts'
import { findShownMarketRows, type ShownMarketRow, withSelections } from './shown-markets.ts'

/** Events in play the board lists at most. */
const liveEventsLimit = 200

/**
 * Every event in play of an active sport and competition, grouped by sport in the sports' order, each with its
 * main market priced and its scoreboard (null for an event no live feed covers, set live by a trader or a fixture).
 */
export async function getLiveBoard(database: Database): Promise<LiveBoard> {
  const rows = await database.query<
    EventRow & { sportSlug: string; sportName: LocalizedText; sportIcon: string }
  >(
    `SELECT ${eventColumns}, s.slug AS "sportSlug", s.name AS "sportName", s.icon AS "sportIcon"
       FROM sport_events e
       JOIN sport_competitions c ON c.id = e.competition_id
       JOIN sports s ON s.slug = e.sport_slug
      WHERE e.status = 'live' AND c.status = 'active' AND s.status = 'active'
      ORDER BY s.position, s.slug, e.starts_at, e.id
      LIMIT ${liveEventsLimit}`,
  )
  const eventIds = rows.map((row) => row.id)
  const [marketRows, live] = await Promise.all([
    findShownMarketRows(database.db, eventIds),
    findLiveStates(database.db, eventIds),
  ])
  const marketCounts = new Map<string, number>()
  const mainRows = new Map<string, ShownMarketRow>()
  for (const row of marketRows) {
    marketCounts.set(row.eventId, (marketCounts.get(row.eventId) ?? 0) + 1)
    if (!mainRows.has(row.eventId)) mainRows.set(row.eventId, row)
  }
  const sports: LiveBoard['sports'] = []
  for (const row of rows) {
    let sport = sports.at(-1)
    if (sport?.slug !== row.sportSlug) {
      sport = { slug: row.sportSlug, name: row.sportName, icon: row.sportIcon, events: [] }
      sports.push(sport)
    }
    const main = mainRows.get(row.id)
    const [mainMarket] = main ? await withSelections(database.db, [main], row.sportSlug) : []
    const state = live.get(row.id)
    sport.events.push({
      ...toEventFields(row),
      marketCount: marketCounts.get(row.id) ?? 0,
      mainMarket: mainMarket ?? null,
      live: state ? scoreboardOf(state) : null,
    })
  }
  return { sports }
}
