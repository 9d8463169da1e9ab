import type { LocalizedText } from '@khela/contracts/i18n'
import { type SportDetail, sportEventsLimit } from '@khela/contracts/sportsbook'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { type EventRow, eventColumns, toEventFields } from './event-rows.ts'
import { findShownMarketRows, type ShownMarketRow, withSelections } from './shown-markets.ts'
import { isUpcomingEvent } from './upcoming-events.ts'

/**
 * An active sport's competitions and its live and upcoming events (live first, then the soonest), each event with
 * its main market priced; NOT_FOUND for an unknown or inactive sport.
 */
export async function getSportDetail(
  database: Database,
  slug: string,
  { competition, now }: { competition?: string; now: Date },
): Promise<SportDetail> {
  const [sport] = await database.query<{ slug: string; name: LocalizedText; icon: string; position: number }>(
    `SELECT slug, name, icon, position FROM sports WHERE slug = $1 AND status = 'active'`,
    [slug],
  )
  if (!sport) throw new AppError('NOT_FOUND', { message: 'No such sport.' })

  const competitions = await database.query<SportDetail['competitions'][number]>(
    `SELECT c.id, c.slug, c.name, c.country,
            (SELECT count(*)::int FROM sport_events e WHERE e.competition_id = c.id AND ${isUpcomingEvent('$2')})
              AS "upcomingEventCount"
       FROM sport_competitions c
      WHERE c.sport_slug = $1 AND c.status = 'active'
      ORDER BY c.position, c.slug`,
    [slug, now.toISOString()],
  )

  const eventRows = await database.query<EventRow>(
    `SELECT ${eventColumns}
       FROM sport_events e
       JOIN sport_competitions c ON c.id = e.competition_id
      WHERE e.sport_slug = $1 AND ${isUpcomingEvent('$2')} AND ($3::text IS NULL OR c.slug = $3)
      ORDER BY e.status = 'live' DESC, e.starts_at, e.id
      LIMIT ${sportEventsLimit}`,
    [slug, now.toISOString(), competition ?? null],
  )

  const marketRows = await findShownMarketRows(
    database.db,
    eventRows.map((event) => event.id),
  )
  const marketCounts = new Map<string, number>()
  const mainRows = new Map<string, ShownMarketRow>()
  for (const row of marketRows) {
    marketCounts.set(row.eventId, (marketCounts.get(row.eventId) ?? 0) + 1)
    if (!mainRows.has(row.eventId)) mainRows.set(row.eventId, row)
  }
  const mainMarkets = new Map(
    (await withSelections(database.db, [...mainRows.values()], slug)).map((market) => [market.id, market]),
  )

  return {
    sport,
    competitions,
    events: eventRows.map((row) => ({
      ...toEventFields(row),
      marketCount: marketCounts.get(row.id) ?? 0,
      mainMarket: mainMarkets.get(mainRows.get(row.id)?.id ?? '') ?? null,
    })),
  }
}
