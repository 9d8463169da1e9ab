import { z } from 'zod'
import { slug } from './catalog.ts'
import { localizedText } from './i18n.ts'
import { decimalOdds } from './sportsbook-bets.ts'

/**
 * The sportsbook's public reads. Prices are decimal odds as integers in thousandths (1850 = 1.85) and lines are
 * integers in thousandths too (2500 = 2.5 goals, -1500 = a −1.5 handicap): no float is stored or sent. Stakes and
 * payouts are integer minor units. Times are ISO strings; the web app writes them in the operator's time zone.
 */

export const sportStatuses = ['active', 'inactive'] as const
export type SportStatus = (typeof sportStatuses)[number]

export const eventStatuses = ['scheduled', 'live', 'ended', 'postponed', 'cancelled'] as const
export type EventStatus = (typeof eventStatuses)[number]

/** Open takes bets; suspended shows its prices but takes none; closed and settled are no longer shown. */
export const marketStatuses = ['open', 'suspended', 'closed', 'settled'] as const
export type MarketStatus = (typeof marketStatuses)[number]

/** The market statuses a player sees: the others have left the event page. */
export const shownMarketStatuses = ['open', 'suspended'] as const satisfies readonly MarketStatus[]

/** Won, lost and void come with settlement; until then a selection is open or suspended. */
/** The results (won to dead_heat) are set when the market is settled; half results are Asian lines' only. */
export const selectionResults = ['won', 'lost', 'void', 'half_won', 'half_lost', 'dead_heat'] as const
export type SelectionResult = (typeof selectionResults)[number]
export const selectionStatuses = ['open', 'suspended', ...selectionResults] as const
export type SelectionStatus = (typeof selectionStatuses)[number]

/** The part of the match a market is about. */
export const marketPeriods = ['match', 'first_half', 'first_innings', 'series'] as const
export type MarketPeriod = (typeof marketPeriods)[number]

/** A selection's price: decimal odds in thousandths, the bets' own rule (sportsbook-bets.ts). */
export const price = decimalOdds

export const sportSummary = z.object({
  slug: z.string(),
  name: localizedText,
  /** A lucide icon's name in kebab-case (`trophy`, `circle-dot`). */
  icon: z.string(),
  position: z.number().int(),
  /** Scheduled events that have not started yet. */
  upcomingEventCount: z.number().int(),
  liveEventCount: z.number().int(),
})
export type SportSummary = z.infer<typeof sportSummary>

export const sportList = z.object({ sports: z.array(sportSummary) })
export type SportList = z.infer<typeof sportList>

export const competitionSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: localizedText,
  /** ISO 3166 alpha-2 country, or null for an international competition. */
  country: z.string().nullable(),
  upcomingEventCount: z.number().int(),
})
export type CompetitionSummary = z.infer<typeof competitionSummary>

export const selection = z.object({
  id: z.uuid(),
  /** Stable within the market: `home`, `draw`, `over`, `2-1`, a player's key. */
  code: z.string(),
  name: localizedText,
  price,
  status: z.enum(selectionStatuses),
})
export type Selection = z.infer<typeof selection>

export const market = z.object({
  id: z.uuid(),
  /** The market template's code (`match_winner`, `total_goals`…). */
  template: z.string(),
  name: localizedText,
  period: z.enum(marketPeriods),
  /** Thousandths (2500 = 2.5); null for a market without a line. */
  line: z.number().int().nullable(),
  status: z.enum(shownMarketStatuses),
  /** Moves with every price or status change: a bet names the version it saw. */
  version: z.number().int(),
  /** Per bet, in minor units. */
  maxStake: z.number().int(),
  maxPayout: z.number().int(),
  /** How a tie or a dead heat settles, where the template says. */
  rules: localizedText.nullable(),
  selections: z.array(selection),
})
export type Market = z.infer<typeof market>

export const eventSummary = z.object({
  id: z.uuid(),
  competition: z.object({ id: z.uuid(), slug: z.string(), name: localizedText }),
  home: localizedText,
  away: localizedText,
  startsAt: z.iso.datetime(),
  status: z.enum(eventStatuses),
  /** Open and suspended markets. */
  marketCount: z.number().int(),
  /** The first market of the event (its match winner or 1X2) for the list's price buttons, or null. */
  mainMarket: market.nullable(),
})
export type EventSummary = z.infer<typeof eventSummary>

export const sportParams = z.object({ slug })

export const sportEventsQuery = z.object({
  /** Only this competition's events (its slug). */
  competition: slug.optional(),
})

/** Upcoming events are listed up to this many, starting soonest. */
export const sportEventsLimit = 100

export const sportDetail = z.object({
  sport: sportSummary.omit({ upcomingEventCount: true, liveEventCount: true }),
  competitions: z.array(competitionSummary),
  /** Live events, then scheduled ones that have not started, starting soonest first. */
  events: z.array(eventSummary),
})
export type SportDetail = z.infer<typeof sportDetail>

export const eventParams = z.object({ id: z.string().max(64) })

export const eventDetail = z.object({
  event: eventSummary.omit({ mainMarket: true, marketCount: true }).extend({
    sport: z.object({ slug: z.string(), name: localizedText }),
  }),
  /** Open and suspended markets, in the template's order. */
  markets: z.array(market),
})
export type EventDetail = z.infer<typeof eventDetail>
