import type { FeedDocument } from '@khela/contracts/sportsbook-feed'
import { type Match, matchWinnerMarketId } from './engine/match-simulator.ts'

const competition = {
  externalId: 'sim-t20',
  sportSlug: 'cricket',
  slug: 'simulated-t20',
  name: { en: 'Simulated T20', bn: 'সিমুলেটেড টি-টোয়েন্টি' },
  country: 'BD',
}

/**
 * The match in play as a fixture feed document (docs/sportsbook-feed.md), for Khela's feed poller: the event
 * with its squads and its match winner market at the current prices. Live messages name the same event id.
 */
export function fixtureDocument(match: Match, source: string, startedAt: Date): FeedDocument {
  const state = match.state()
  const hasEnded = state.status === 'ended'
  return {
    format: 'khela-sportsbook-feed/1',
    source,
    competitions: [competition],
    events: [
      {
        externalId: match.eventId,
        competition: competition.externalId,
        home: match.teams.home.name,
        away: match.teams.away.name,
        startsAt: startedAt.toISOString(),
        status: hasEnded ? 'ended' : 'live',
        squads: { home: match.teams.home.players, away: match.teams.away.players },
        markets: [
          {
            externalId: matchWinnerMarketId(match.eventId),
            template: 'match_winner',
            status: hasEnded ? 'closed' : 'open',
            selections: [
              { code: 'home', price: state.matchWinnerPrices.home },
              { code: 'away', price: state.matchWinnerPrices.away },
            ],
          },
        ],
      },
    ],
  }
}
