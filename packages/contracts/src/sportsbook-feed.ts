import { z } from 'zod'
import { eventStatuses } from './sportsbook.ts'
import { decimalOdds } from './sportsbook-bets.ts'

/**
 * The sportsbook feed format (docs/sportsbook-feed.md): one source's competitions and events with their markets
 * by template code, prices in integer thousandths of decimal odds, everything found again by external ids unique
 * per source. Strict: an unknown key is refused, so a typo never passes silently.
 */

/** An id the source chose (an event's, a market's), found again per source; the live feed uses the same. */
export const externalId = z
  .string('REQUIRED')
  .trim()
  .min(1, 'REQUIRED')
  .max(120, 'TEXT_TOO_LONG')
  .regex(/^[A-Za-z0-9._:-]+$/, 'INVALID_FORMAT')
const name = z.string('REQUIRED').trim().min(1, 'REQUIRED').max(80, 'TEXT_TOO_LONG')
export const names = z.strictObject({ en: name, bn: name }, 'REQUIRED')
/** A market template code (`match_winner`, `total_goals`, …). */
export const templateCode = z
  .string('REQUIRED')
  .max(60, 'TEXT_TOO_LONG')
  .regex(/^[a-z0-9_]+$/, 'INVALID_FORMAT')

/** Who sends the feed: lowercase, not a name Khela writes itself (`khela-…`). */
export const feedSource = z
  .string('REQUIRED')
  .min(2, 'TEXT_TOO_SHORT')
  .max(60, 'TEXT_TOO_LONG')
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'INVALID_FORMAT')
  .refine((source) => !source.startsWith('khela-'), 'RESERVED_SOURCE')

// Results and settlement stay with the traders (enter-market-result): a feed opens, suspends and closes.
export const feedMarketStatuses = ['open', 'suspended', 'closed'] as const
export const feedSelectionStatuses = ['open', 'suspended'] as const

/** The template's selection code (`home`, `draw`, `over`, a score such as `2-1`, a squad player's key). */
export const selectionCode = z
  .string('REQUIRED')
  .max(60, 'TEXT_TOO_LONG')
  .regex(/^[a-z0-9_-]+$/, 'INVALID_FORMAT')

export const feedSelection = z.strictObject({
  code: selectionCode,
  price: decimalOdds,
  status: z.enum(feedSelectionStatuses, 'INVALID_CHOICE').optional(),
})

export const feedMarket = z.strictObject({
  externalId,
  /** The sport's market template code (`match_winner`, `total_goals`, …). */
  template: templateCode,
  /** Thousandths (2500 = 2.5 goals, -1500 = a −1.5 handicap); only for templates with a line. */
  line: z.number('REQUIRED').int('NUMBER_OUT_OF_RANGE').min(-100_000).max(1_000_000).nullable().optional(),
  /** The team a per-team market is about. */
  side: z.enum(['home', 'away'], 'INVALID_CHOICE').nullable().optional(),
  /** A player market's player: a key of the side's squad. */
  player: z.string('REQUIRED').max(60, 'TEXT_TOO_LONG').nullable().optional(),
  status: z.enum(feedMarketStatuses, 'INVALID_CHOICE').optional(),
  selections: z.array(feedSelection, 'REQUIRED').min(2, 'TOO_FEW').max(60, 'TOO_MANY'),
})

/** A squad player's key: lowercase words joined by single dashes, stable across documents. */
export const playerKey = z
  .string('REQUIRED')
  .max(60, 'TEXT_TOO_LONG')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'INVALID_FORMAT')

/** A player of a side's squad: a key stable across documents (a top batter selection's code) and names. */
export const feedPlayer = z.strictObject({ key: playerKey, name: names })
export type FeedPlayer = z.infer<typeof feedPlayer>
const feedSquad = z
  .array(feedPlayer, 'REQUIRED')
  .max(30, 'TOO_MANY')
  .superRefine((players, context) => {
    const seen = new Set<string>()
    players.forEach((player, index) => {
      if (seen.has(player.key))
        context.addIssue({ code: 'custom', path: [index, 'key'], message: 'DUPLICATE' })
      seen.add(player.key)
    })
  })

export const feedCompetition = z.strictObject({
  externalId,
  sportSlug: z.string('REQUIRED').max(80, 'TEXT_TOO_LONG'),
  slug: z
    .string('REQUIRED')
    .min(2, 'TEXT_TOO_SHORT')
    .max(80, 'TEXT_TOO_LONG')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'INVALID_FORMAT'),
  name: names,
  country: z.string().length(2, 'INVALID_FORMAT').nullable().optional(),
})

export const feedEvent = z.strictObject({
  externalId,
  /** A competition of the same document, by its external id. */
  competition: externalId,
  home: names,
  away: names,
  /** An ISO 8601 instant with its offset (`2026-12-01T14:00:00Z`). */
  startsAt: z.iso.datetime({ offset: true, error: 'INVALID_DATE' }),
  status: z.enum(eventStatuses, 'INVALID_CHOICE').optional(),
  /** The sides' players (cricket's top batter and player runs are built from them); left out, kept as they are. */
  squads: z.strictObject({ home: feedSquad, away: feedSquad }).optional(),
  markets: z.array(feedMarket, 'REQUIRED').max(200, 'TOO_MANY'),
})

export const feedDocumentLimits = { events: 500, bytes: 2_000_000 } as const

export const feedDocument = z.strictObject({
  format: z.literal('khela-sportsbook-feed/1', 'INVALID_CHOICE'),
  source: feedSource,
  competitions: z.array(feedCompetition, 'REQUIRED').max(200, 'TOO_MANY'),
  events: z.array(feedEvent, 'REQUIRED').max(feedDocumentLimits.events, 'TOO_MANY'),
})
export type FeedDocument = z.infer<typeof feedDocument>
export type FeedEvent = z.infer<typeof feedEvent>
export type FeedMarket = z.infer<typeof feedMarket>

/** What became of one event of a document. */
export const feedEventOutcomes = ['created', 'updated', 'unchanged', 'refused'] as const
export const feedEventResult = z.object({
  externalId: z.string(),
  outcome: z.enum(feedEventOutcomes),
  eventId: z.string().nullable(),
  /** Why it was refused: a path inside the event (`markets.0.line`) and a code (`LINE_REQUIRED`). */
  problems: z.array(z.object({ path: z.string(), code: z.string() })),
})
export type FeedEventResult = z.infer<typeof feedEventResult>

/** An import's summary. A document that does not parse imports nothing and lists its problems instead. */
export const feedImportSummary = z.object({
  source: z.string().nullable(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  refused: z.number().int(),
  events: z.array(feedEventResult),
  /** Problems of the document as a whole (path from its root); when any, no event was imported. */
  problems: z.array(z.object({ path: z.string(), code: z.string() })),
})
export type FeedImportSummary = z.infer<typeof feedImportSummary>
