import type { LocalizedText } from '@khela/contracts/i18n'
import type { EventStatus } from '@khela/contracts/sportsbook'

/** An event's columns as the reads select them (`e` events, `c` competitions). */
export const eventColumns = `e.id, e.home, e.away, e.starts_at AS "startsAt", e.status,
  c.id AS "competitionId", c.slug AS "competitionSlug", c.name AS "competitionName"`

export type EventRow = {
  id: string
  home: LocalizedText
  away: LocalizedText
  startsAt: Date | string
  status: EventStatus
  competitionId: string
  competitionSlug: string
  competitionName: LocalizedText
}

export function toEventFields(row: EventRow) {
  return {
    id: row.id,
    competition: { id: row.competitionId, slug: row.competitionSlug, name: row.competitionName },
    home: row.home,
    away: row.away,
    startsAt: new Date(row.startsAt).toISOString(),
    status: row.status,
  }
}
