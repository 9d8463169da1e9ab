import type { EventSquads } from '@khela/contracts/admin-sportsbook'
import type { LocalizedText } from '@khela/contracts/i18n'
import { isUuid } from '@khela/contracts/ids'
import type { LiveEventDetail } from '@khela/contracts/sportsbook-live'
import type { Database } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { type EventRow, eventColumns, toEventFields } from './event-rows.ts'
import { findLiveStates } from './find-live-states.ts'
import { findShownMarketRows, withSelections } from './shown-markets.ts'

/**
 * An event with its open and suspended markets, its live state (null without a live feed) and its squads, whatever
 * its status (a finished event shows no markets once they close). NOT_FOUND for an unknown id, or an event of an
 * inactive sport or competition.
 */
export async function getEventDetail(database: Database, id: string): Promise<LiveEventDetail> {
  const [row] = isUuid(id)
    ? await database.query<EventRow & { sportSlug: string; sportName: LocalizedText; squads: EventSquads }>(
        `SELECT ${eventColumns}, s.slug AS "sportSlug", s.name AS "sportName", e.squads
           FROM sport_events e
           JOIN sport_competitions c ON c.id = e.competition_id
           JOIN sports s ON s.slug = e.sport_slug
          WHERE e.id = $1 AND c.status = 'active' AND s.status = 'active'`,
        [id],
      )
    : []
  if (!row) throw new AppError('NOT_FOUND', { message: 'No such event.' })
  const markets = await withSelections(
    database.db,
    await findShownMarketRows(database.db, [row.id]),
    row.sportSlug,
  )
  const live = await findLiveStates(database.db, [row.id])
  return {
    event: { ...toEventFields(row), sport: { slug: row.sportSlug, name: row.sportName } },
    markets,
    live: live.get(row.id) ?? null,
    squads: row.squads,
  }
}
