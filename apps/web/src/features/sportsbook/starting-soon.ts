import type { CompetitionSummary, EventSummary, SportDetail, SportSummary } from '@khela/contracts/sportsbook'

/** The sports the home page reads events from: the operator's first few that have events to come. */
export function sportsWithEvents(sports: readonly SportSummary[], limit: number): string[] {
  return sports
    .filter((sport) => sport.upcomingEventCount > 0)
    .slice(0, limit)
    .map((sport) => sport.slug)
}

/** The next events to start across the sports read, soonest first (live ones are under way, not starting). */
export function eventsStartingSoon(details: readonly SportDetail[], limit: number): EventSummary[] {
  return details
    .flatMap((detail) => detail.events)
    .filter((event) => event.status === 'scheduled')
    .sort((left, right) => Date.parse(left.startsAt) - Date.parse(right.startsAt))
    .slice(0, limit)
}

export interface TopCompetition {
  sportSlug: string
  competition: CompetitionSummary
}

/** The competitions with the most events to come across the sports read. */
export function topCompetitions(details: readonly SportDetail[], limit: number): TopCompetition[] {
  return details
    .flatMap((detail) =>
      detail.competitions
        .filter((competition) => competition.upcomingEventCount > 0)
        .map((competition) => ({ sportSlug: detail.sport.slug, competition })),
    )
    .sort((left, right) => right.competition.upcomingEventCount - left.competition.upcomingEventCount)
    .slice(0, limit)
}
