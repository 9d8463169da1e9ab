import { z } from 'zod'
import { adminSlug } from './admin-catalog.ts'
import { dateRangeFilter, withDateRangeInOrder } from './date-range.ts'
import { localizedText } from './i18n.ts'
import { eventStatuses, marketPeriods, marketStatuses, selectionStatuses } from './sportsbook.ts'
import { MAX_BET_DELAY_MS } from './sportsbook-bet-types.ts'
import { decimalOdds } from './sportsbook-bets.ts'

/**
 * The traders' back office (`/api/admin/sportsbook/…`): competitions, events, markets from the sport's templates
 * priced from true probabilities and a margin, prices, and suspending or reopening markets by market, event or
 * sport. Prices are integer thousandths of decimal odds; probabilities, margins and overrounds are integer basis
 * points (10 000 = 100 %).
 */

const participantName = z.string('REQUIRED').trim().min(1, 'REQUIRED').max(80, 'TEXT_TOO_LONG')
export const participant = z.object({ en: participantName, bn: participantName }, 'REQUIRED')

const uuidParam = z.string().max(64)
export const adminSportsbookIdParams = z.object({ id: uuidParam })
export const adminSportParams = z.object({ slug: z.string().max(80) })

/** A suspend or reopen: open markets are suspended, suspended markets are reopened; closed and settled stay. */
export const marketStatusChanges = ['suspended', 'open'] as const
export type MarketStatusChange = (typeof marketStatusChanges)[number]
export const marketStatusChange = z.object({ status: z.enum(marketStatusChanges, 'INVALID_CHOICE') })
export type MarketStatusChangeInput = z.infer<typeof marketStatusChange>

export const marketStatusChangeResult = z.object({
  /** How many markets changed status; 0 when none was in the status the change applies to. */
  changed: z.number().int(),
})
export type MarketStatusChangeResult = z.infer<typeof marketStatusChangeResult>

export const adminMarketTemplate = z.object({
  code: z.string(),
  /** Its name with the event's participants, or with "Home" / "Away" where no event is named. */
  name: localizedText,
  period: z.enum(marketPeriods),
  hasLine: z.boolean(),
  /** A per-team market: the request names `side`. */
  needsSide: z.boolean(),
  /** A one-player market (player runs): the request names `player`, a key of the side's squad. */
  needsPlayer: z.boolean(),
  /** The template's own margin, the pricing tool's default. */
  marginBasisPoints: z.number().int(),
})
export type AdminMarketTemplate = z.infer<typeof adminMarketTemplate>

export const adminCompetition = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: localizedText,
  country: z.string().nullable(),
  /** Its own in-play bet delay (ms), or null for its sport's. */
  betDelayMs: z.number().int().nullable(),
})
export type AdminCompetition = z.infer<typeof adminCompetition>

export const adminSport = z.object({
  slug: z.string(),
  name: localizedText,
  competitions: z.array(adminCompetition),
  /** Markets of events not yet ended, by status: what a suspend or reopen of the whole sport would change. */
  openMarketCount: z.number().int(),
  suspendedMarketCount: z.number().int(),
  /** False for a sport without market templates: its events get markets from feeds only. */
  hasTemplates: z.boolean(),
  /** How long its in-play bets wait before they are accepted or refused (ms), unless a competition says otherwise. */
  betDelayMs: z.number().int(),
})
export type AdminSport = z.infer<typeof adminSport>

export const adminSportList = z.object({ sports: z.array(adminSport) })
export type AdminSportList = z.infer<typeof adminSportList>

export const competitionCreate = z.object({
  sportSlug: z.string('REQUIRED').min(1, 'REQUIRED').max(80, 'TEXT_TOO_LONG'),
  slug: adminSlug,
  name: participant,
  /** ISO 3166 alpha-2; null for an international competition. */
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'INVALID_FORMAT')
    .nullable()
    .default(null),
})
export type CompetitionCreate = z.input<typeof competitionCreate>

/** A start time as the trader types it, in the operator's time zone (Settings → Site): `2026-12-01T19:30`. */
export const operatorDateTime = z
  .string('REQUIRED')
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'INVALID_FORMAT')
  .refine((value) => !Number.isNaN(new Date(`${value}:00Z`).getTime()), 'INVALID_FORMAT')

/**
 * A player of a squad: `key` is stable (it becomes the code of the player's selection in a top batter market, so
 * it never changes once a market names it), lowercase letters, digits and dashes; the name in both languages.
 */
export const squadPlayer = z.object({
  key: z
    .string('REQUIRED')
    .trim()
    .min(1, 'REQUIRED')
    .max(60, 'TEXT_TOO_LONG')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'INVALID_FORMAT'),
  name: participant,
})
export type SquadPlayer = z.infer<typeof squadPlayer>

/** The most players a side names: a touring party, the eleven and its reserves. */
export const squadLimit = 30

/** One side's players, each key once (a repeated key is refused on its second entry). */
export const squad = z
  .array(squadPlayer)
  .max(squadLimit, 'TOO_MANY')
  .superRefine((players, context) => {
    const seen = new Set<string>()
    players.forEach((player, index) => {
      if (seen.has(player.key))
        context.addIssue({ code: 'custom', path: [index, 'key'], message: 'DUPLICATE' })
      seen.add(player.key)
    })
  })

/** An event's squads by side. Keys are unique within a side: two teams may each field a batter of one name. */
export const eventSquads = z.object({ home: squad, away: squad })
export type EventSquads = z.infer<typeof eventSquads>
export const noSquads: EventSquads = { home: [], away: [] }

export const eventCreate = z
  .object({
    competitionId: z.uuid('REQUIRED'),
    home: participant,
    away: participant,
    startsAt: operatorDateTime,
    squads: eventSquads.default(noSquads),
  })
  .refine((event) => event.home.en.toLowerCase() !== event.away.en.toLowerCase(), {
    path: ['away', 'en'],
    message: 'SAME_PARTICIPANTS',
  })
export type EventCreate = z.input<typeof eventCreate>

export const adminEventQuery = withDateRangeInOrder(
  z.object({
    sport: z.string().max(80).optional(),
    competition: z.uuid('INVALID_FORMAT').optional(),
    status: z.enum(eventStatuses, 'INVALID_CHOICE').optional(),
    /** Start days in the operator's time zone. */
    ...dateRangeFilter,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
)
export type AdminEventQuery = z.input<typeof adminEventQuery>
export type AdminEventFilters = z.infer<typeof adminEventQuery>

/**
 * Why a live feed holds a market suspended: a delivery under way (`bet_stop`), the feed silent past its limit
 * (`feed_silent`), or the feed's own suspension (`feed`). Null for any other status or a trader's suspension.
 */
export const feedHolds = ['bet_stop', 'feed_silent', 'feed'] as const
export type FeedHold = (typeof feedHolds)[number]

export const adminMarketSummary = z.object({
  id: z.uuid(),
  template: z.string(),
  name: localizedText,
  line: z.number().int().nullable(),
  status: z.enum(marketStatuses),
  feedHold: z.enum(feedHolds).nullable(),
  version: z.number().int(),
})
export type AdminMarketSummary = z.infer<typeof adminMarketSummary>

export const adminEventRow = z.object({
  id: z.uuid(),
  sport: z.object({ slug: z.string(), name: localizedText }),
  competition: z.object({ id: z.uuid(), name: localizedText }),
  home: localizedText,
  away: localizedText,
  startsAt: z.iso.datetime(),
  status: z.enum(eventStatuses),
  /** Every market of the event, in page order, whatever its status. */
  markets: z.array(adminMarketSummary),
})
export type AdminEventRow = z.infer<typeof adminEventRow>

export const adminEventPage = z.object({
  items: z.array(adminEventRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminEventPage = z.infer<typeof adminEventPage>

export const adminSelection = z.object({
  id: z.uuid(),
  code: z.string(),
  name: localizedText,
  price: z.number().int(),
  status: z.enum(selectionStatuses),
})
export type AdminSelection = z.infer<typeof adminSelection>

export const adminMarket = adminMarketSummary.extend({
  period: z.enum(marketPeriods),
  maxStake: z.number().int(),
  maxPayout: z.number().int(),
  /** Minor units: the most the market may lose; the bet that reaches it suspends the market. */
  liabilityLimit: z.number().int(),
  /** Its largest selection liability now (docs/sportsbook-maths.md, "Liability"); 0 before any bet. */
  worstCase: z.number().int(),
  /** Σ 1/price − 1 of its open selections, in basis points. */
  overroundBasisPoints: z.number().int(),
  selections: z.array(adminSelection),
})
export type AdminMarket = z.infer<typeof adminMarket>

/** An event a live feed covers, as the trader watches it: what it last said and when, and whether it fell silent. */
export const adminLiveFeedState = z.object({
  source: z.string(),
  lastSeq: z.number().int(),
  heardAt: z.iso.datetime(),
  silentSince: z.iso.datetime().nullable(),
  bettingStopped: z.boolean(),
})
export type AdminLiveFeedState = z.infer<typeof adminLiveFeedState>

export const adminEventDetail = z.object({
  event: adminEventRow.omit({ markets: true }).extend({ squads: eventSquads }),
  /** Null for an event no live feed has spoken about. */
  live: adminLiveFeedState.nullable(),
  markets: z.array(adminMarket),
  /** The sport's templates named with this event's participants: what "Add a market" offers. */
  templates: z.array(adminMarketTemplate),
})
export type AdminEventDetail = z.infer<typeof adminEventDetail>

/** A true probability in basis points: above 0 and below 100 %. */
const probability = z
  .number('REQUIRED')
  .int('NUMBER_OUT_OF_RANGE')
  .min(1, 'NUMBER_OUT_OF_RANGE')
  .max(9_999, 'NUMBER_OUT_OF_RANGE')

/** The margin priced into a market, in basis points: up to 50 %. */
export const marginBasisPoints = z
  .number('REQUIRED')
  .int('NUMBER_OUT_OF_RANGE')
  .min(0, 'NUMBER_OUT_OF_RANGE')
  .max(5_000, 'NUMBER_OUT_OF_RANGE')

/** Which market of a template: its line in thousandths (2500 = 2.5) and, per team, its side. */
const marketChoice = {
  template: z.string('REQUIRED').min(1, 'REQUIRED').max(60, 'TEXT_TOO_LONG'),
  line: z
    .number()
    .int('NUMBER_OUT_OF_RANGE')
    .min(-1_000_000, 'NUMBER_OUT_OF_RANGE')
    .max(1_000_000, 'NUMBER_OUT_OF_RANGE')
    .nullable()
    .default(null),
  side: z.enum(['home', 'away'], 'INVALID_CHOICE').nullable().default(null),
  /** A player market's player: a key of the side's squad. */
  player: z.string().max(60, 'TEXT_TOO_LONG').nullable().default(null),
}

/** Probabilities in the order of the template's selections; they add up to exactly 10 000 (100 %). */
const probabilities = z
  .array(probability)
  .min(2, 'TOO_MANY')
  .max(40, 'TOO_MANY')
  .refine((values) => values.reduce((sum, value) => sum + value, 0) === 10_000, 'PROBABILITIES_SUM')

export const marketPreviewInput = z.object({
  ...marketChoice,
  /** Left out: only the selections' names come back, for the tool to ask a probability for each. */
  probabilities: probabilities.optional(),
  marginBasisPoints,
})
export type MarketPreviewInput = z.input<typeof marketPreviewInput>

export const marketPreview = z.object({
  name: localizedText,
  selections: z.array(
    z.object({
      code: z.string(),
      name: localizedText,
      /** Null until probabilities are sent. */
      price: z.number().int().nullable(),
    }),
  ),
  overroundBasisPoints: z.number().int().nullable(),
})
export type MarketPreview = z.infer<typeof marketPreview>

export const marketCreate = z.object({ ...marketChoice, probabilities, marginBasisPoints })
export type MarketCreate = z.input<typeof marketCreate>

export const priceChange = z.object({
  prices: z
    .array(
      z.object({
        code: z.string('REQUIRED').min(1, 'REQUIRED').max(60, 'TEXT_TOO_LONG'),
        price: decimalOdds,
      }),
    )
    .min(1, 'REQUIRED')
    .max(40, 'TOO_MANY'),
})
export type PriceChange = z.infer<typeof priceChange>

/**
 * A market's result, one entry per selection by code, every selection named once. `dead_heat` is `tiedCount`
 * runners sharing places of which `placesPaid` are paid (settledLeg in sportsbook-bets.ts); half results are for
 * Asian (quarter) lines only.
 */
export const selectionResultEntry = z.discriminatedUnion('result', [
  z.object({
    code: z.string('REQUIRED').min(1, 'REQUIRED').max(60, 'TEXT_TOO_LONG'),
    result: z.enum(['won', 'lost', 'void', 'half_won', 'half_lost']),
  }),
  z
    .object({
      code: z.string('REQUIRED').min(1, 'REQUIRED').max(60, 'TEXT_TOO_LONG'),
      result: z.literal('dead_heat'),
      placesPaid: z.number('REQUIRED').int('NUMBER_OUT_OF_RANGE').min(1, 'NUMBER_OUT_OF_RANGE').max(100),
      tiedCount: z.number('REQUIRED').int('NUMBER_OUT_OF_RANGE').min(2, 'NUMBER_OUT_OF_RANGE').max(100),
    })
    .refine((entry) => entry.placesPaid < entry.tiedCount, {
      path: ['placesPaid'],
      message: 'NUMBER_OUT_OF_RANGE',
    }),
])
export type SelectionResultEntry = z.infer<typeof selectionResultEntry>

export const marketResult = z.object({
  results: z.array(selectionResultEntry).min(1, 'REQUIRED').max(200),
})
export type MarketResult = z.infer<typeof marketResult>

export const marketResultOutcome = z.object({
  /** Bets this request settled; bets another settlement run took are not counted here. */
  settledBets: z.number().int(),
})
export type MarketResultOutcome = z.infer<typeof marketResultOutcome>

const betDelayMs = z
  .number('REQUIRED')
  .int('NUMBER_OUT_OF_RANGE')
  .min(0, 'NUMBER_OUT_OF_RANGE')
  .max(MAX_BET_DELAY_MS, 'NUMBER_OUT_OF_RANGE')

/**
 * A sport's in-play bet delay and any of its competitions' (null: the sport's), set in one audited change. The
 * delays apply to bets placed after it.
 */
export const betDelayChange = z.object({
  betDelayMs,
  competitions: z
    .array(z.object({ id: z.uuid('INVALID_CHOICE'), betDelayMs: betDelayMs.nullable() }))
    .max(500, 'TOO_MANY')
    .refine(
      (competitions) => new Set(competitions.map(({ id }) => id.toLowerCase())).size === competitions.length,
      'INVALID_CHOICE',
    ),
})
export type BetDelayChange = z.infer<typeof betDelayChange>
