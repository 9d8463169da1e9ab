import { z } from 'zod'
import { decimalOdds } from './sportsbook-bets.ts'
import { externalId, feedSource, names, playerKey, selectionCode, templateCode } from './sportsbook-feed.ts'

/**
 * The live feed (docs/live-feed.md): one signed JSON message per POST about one event of the fixture feed, in
 * `seq` order. Strict like the fixture feed: an unknown key is refused. Prices are integer thousandths of decimal
 * odds; rates are integer hundredths (7.85 runs an over = 785) so no float ever crosses the wire.
 */

export const liveFeedFormat = 'khela-live-feed/1'

/** What a live feed message carries, in headers beside the body: the same scheme as the providers' wallet API. */
export const liveFeedHeaders = {
  source: 'x-khela-feed-source',
  timestamp: 'x-khela-timestamp',
  signature: 'x-khela-signature',
} as const

const count = (max: number) =>
  z
    .number('REQUIRED')
    .int('NUMBER_OUT_OF_RANGE')
    .min(0, 'NUMBER_OUT_OF_RANGE')
    .max(max, 'NUMBER_OUT_OF_RANGE')
// Up to 1,000 runs an over, in hundredths: a required rate can be that steep on the last ball.
const hundredths = count(1_000_000)
const localizedLine = z.strictObject(
  {
    en: z.string('REQUIRED').trim().min(1, 'REQUIRED').max(280, 'TEXT_TOO_LONG'),
    bn: z.string('REQUIRED').trim().min(1, 'REQUIRED').max(280, 'TEXT_TOO_LONG'),
  },
  'REQUIRED',
)

/** Overs as cricket writes them: whole overs, a dot, then the legal balls of the over begun (0–5). */
export const oversText = z.string('REQUIRED').regex(/^\d{1,2}\.[0-5]$/, 'INVALID_FORMAT')
export const oversOf = (legalBalls: number) => `${Math.floor(legalBalls / 6)}.${legalBalls % 6}`

/**
 * One delivery in short: runs off the bat `0`–`6`, `W` a wicket, `wd` a wide (one run), `nb` a no-ball with
 * nothing off the bat or `nb1`–`nb6` with those runs off the bat (the no-ball's own run comes on top).
 */
export const ballCode = z.string('REQUIRED').regex(/^(?:[0-6]|W|wd|nb[1-6]?)$/, 'INVALID_FORMAT')

const batter = z.strictObject({ key: playerKey, runs: count(1_000), balls: count(1_000) })
const bowler = z.strictObject({
  key: playerKey,
  overs: oversText,
  runs: count(1_000),
  wickets: count(10),
})

export const cricketScore = z
  .strictObject({
    sport: z.literal('cricket', 'INVALID_CHOICE'),
    /** 1 or 2 in a T20. */
    innings: z
      .number('REQUIRED')
      .int('NUMBER_OUT_OF_RANGE')
      .min(1, 'NUMBER_OUT_OF_RANGE')
      .max(2, 'NUMBER_OUT_OF_RANGE'),
    batting: z.enum(['home', 'away'], 'INVALID_CHOICE'),
    runs: count(1_000),
    wickets: count(10),
    /** Legal balls bowled in this innings; wides and no-balls are not counted. */
    legalBalls: count(120),
    /** The same, as cricket writes it ("12.3"); must agree with `legalBalls`. */
    overs: oversText,
    oversLimit: z
      .number('REQUIRED')
      .int('NUMBER_OUT_OF_RANGE')
      .min(1, 'NUMBER_OUT_OF_RANGE')
      .max(20, 'NUMBER_OUT_OF_RANGE'),
    /** Null once no batter is left to come in. */
    striker: batter.nullable(),
    nonStriker: batter.nullable(),
    bowler: bowler.nullable(),
    /** Runs an over, in hundredths. */
    runRate: hundredths,
    /** Runs to pass in the second innings (first innings + 1); null in the first. */
    target: count(1_001).min(1, 'NUMBER_OUT_OF_RANGE').nullable(),
    /** Runs an over still needed, in hundredths; null without a target or once it is reached. */
    requiredRate: hundredths.nullable(),
    /** Up to the last six deliveries of the innings, oldest first, extras included. */
    lastBalls: z.array(ballCode, 'REQUIRED').max(6, 'TOO_MANY'),
  })
  .superRefine((score, context) => {
    if (score.overs !== oversOf(score.legalBalls))
      context.addIssue({ code: 'custom', path: ['overs'], message: 'INCONSISTENT' })
    if (score.requiredRate !== null && score.target === null)
      context.addIssue({ code: 'custom', path: ['requiredRate'], message: 'INCONSISTENT' })
  })
export type CricketScore = z.infer<typeof cricketScore>

/** The sport slug football is listed under (apps/server/src/modules/sportsbook/sport-list.ts). */
export const footballSport = 'soccer'
export const footballPeriods = [
  'first_half',
  'half_time',
  'second_half',
  'extra_time',
  'penalties',
  'full_time',
] as const
const perSide = (max: number) => z.strictObject({ home: count(max), away: count(max) }, 'REQUIRED')

/**
 * Football after a goal, a card or a new minute. `minute` is the clock's minute (0–130); `addedMinute` the minute
 * of added time beyond it ("45+2'" is minute 45, added 2), null outside added time. Red cards are at most five a
 * side (a side with fewer than seven players is abandoned).
 */
export const footballScore = z
  .strictObject({
    sport: z.literal(footballSport, 'INVALID_CHOICE'),
    period: z.enum(footballPeriods, 'INVALID_CHOICE'),
    minute: count(130),
    addedMinute: count(30).min(1, 'NUMBER_OUT_OF_RANGE').nullable(),
    goals: perSide(99),
    yellowCards: perSide(30),
    redCards: perSide(5),
  })
  .superRefine((score, context) => {
    // Added time is played at the end of a half or of extra time: only at minute 45, 90, 105 or 120.
    if (score.addedMinute !== null && ![45, 90, 105, 120].includes(score.minute))
      context.addIssue({ code: 'custom', path: ['addedMinute'], message: 'INCONSISTENT' })
    if (score.period === 'first_half' && score.minute > 45)
      context.addIssue({ code: 'custom', path: ['minute'], message: 'INCONSISTENT' })
    if (score.period === 'second_half' && (score.minute < 45 || score.minute > 90))
      context.addIssue({ code: 'custom', path: ['minute'], message: 'INCONSISTENT' })
    if (score.period === 'extra_time' && score.minute < 90)
      context.addIssue({ code: 'custom', path: ['minute'], message: 'INCONSISTENT' })
  })
export type FootballScore = z.infer<typeof footballScore>

/** Points in a game as tennis calls them; in a tiebreak they are counted (0, 1, 2, …) instead. */
export const tennisPoints = ['0', '15', '30', '40', 'AD'] as const
const tennisGames = z.tuple([count(99), count(99)], 'REQUIRED')

/**
 * Tennis after a point: sets won per side, the games of every set begun ([home, away], oldest first, the last the
 * set in play), the points of the game in play and who serves. In a tiebreak `points` is null and
 * `tiebreakPoints` counts; otherwise `tiebreakPoints` is null.
 */
export const tennisScore = z
  .strictObject({
    sport: z.literal('tennis', 'INVALID_CHOICE'),
    sets: perSide(3),
    games: z.array(tennisGames, 'REQUIRED').min(1, 'TOO_FEW').max(5, 'TOO_MANY'),
    points: z
      .strictObject({
        home: z.enum(tennisPoints, 'INVALID_CHOICE'),
        away: z.enum(tennisPoints, 'INVALID_CHOICE'),
      })
      .nullable(),
    tiebreakPoints: perSide(99).nullable(),
    server: z.enum(['home', 'away'], 'INVALID_CHOICE'),
  })
  .superRefine((score, context) => {
    if ((score.points === null) === (score.tiebreakPoints === null))
      context.addIssue({ code: 'custom', path: ['points'], message: 'INCONSISTENT' })
    const { points } = score
    if (points && points.home === 'AD' && points.away !== '40')
      context.addIssue({ code: 'custom', path: ['points', 'away'], message: 'INCONSISTENT' })
    if (points && points.away === 'AD' && points.home !== '40')
      context.addIssue({ code: 'custom', path: ['points', 'home'], message: 'INCONSISTENT' })
    // Every set before the one in play is finished: the sets won cannot outnumber them.
    if (score.sets.home + score.sets.away > score.games.length)
      context.addIssue({ code: 'custom', path: ['sets'], message: 'INCONSISTENT' })
  })
export type TennisScore = z.infer<typeof tennisScore>

/** A score of any sport the live feed covers, told apart by `sport` (the event's sport slug). */
export const liveScore = z.discriminatedUnion(
  'sport',
  [cricketScore, footballScore, tennisScore],
  'INVALID_CHOICE',
)
export type LiveScore = z.infer<typeof liveScore>
export type LiveScoreSport = LiveScore['sport']

/**
 * The label a commentary line is shown under: the overs in cricket ("12.3"), the minute in football ("67'",
 * "90+3'"), the set and its games in tennis ("Set 2, 3–2"). Kept in the field `overs` of a commentary line.
 */
export function commentaryLabel(score: LiveScore): string {
  switch (score.sport) {
    case 'cricket':
      return score.overs
    case 'soccer':
      return score.addedMinute === null ? `${score.minute}'` : `${score.minute}+${score.addedMinute}'`
    case 'tennis': {
      const [home, away] = score.games.at(-1) ?? [0, 0]
      return `Set ${score.games.length}, ${home}–${away}`
    }
  }
}

/** `delivery`: a ball is about to be bowled; `other`: anything else (a review, an injury, rain). */
export const betStopReasons = ['delivery', 'other'] as const

const liveSelection = z.strictObject({ code: selectionCode, name: names, price: decimalOdds })

/** A market the feed opens while the event is in play (next ball runs, runs in this over, …). */
export const liveMarket = z.strictObject({
  externalId,
  template: templateCode,
  /** Thousandths (150 runs = 150000); only for over/under markets. */
  line: count(1_000_000).nullable(),
  name: names,
  selections: z.array(liveSelection, 'REQUIRED').min(2, 'TOO_FEW').max(20, 'TOO_MANY'),
})
export type LiveMarket = z.infer<typeof liveMarket>

export const liveMarketStatuses = ['open', 'suspended'] as const
export const livePrices = z.strictObject({
  market: externalId,
  status: z.enum(liveMarketStatuses, 'INVALID_CHOICE'),
  prices: z.record(selectionCode, decimalOdds, 'REQUIRED'),
})

/** Winners settle the market (two or more: a dead heat); void returns every stake. */
export const liveResult = z.discriminatedUnion(
  'outcome',
  [
    z.strictObject({
      market: externalId,
      outcome: z.literal('settled'),
      winners: z.array(selectionCode, 'REQUIRED').min(1, 'TOO_FEW').max(20, 'TOO_MANY'),
    }),
    z.strictObject({ market: externalId, outcome: z.literal('void') }),
  ],
  'INVALID_CHOICE',
)
export type LiveResult = z.infer<typeof liveResult>

const envelope = {
  format: z.literal(liveFeedFormat, 'INVALID_CHOICE'),
  source: feedSource,
  /** The event's external id, as in the fixture feed. */
  event: externalId,
  /** Strictly increasing per event from 1: a repeat is a duplicate, a jump a gap. */
  seq: count(Number.MAX_SAFE_INTEGER).min(1, 'NUMBER_OUT_OF_RANGE'),
  sentAt: z.iso.datetime({ offset: true, error: 'INVALID_DATE' }),
}

export const liveFeedMessage = z.discriminatedUnion(
  'type',
  [
    z.strictObject({ ...envelope, type: z.literal('score'), score: liveScore, commentary: localizedLine }),
    z.strictObject({
      ...envelope,
      type: z.literal('betStop'),
      reason: z.enum(betStopReasons, 'INVALID_CHOICE'),
    }),
    z.strictObject({ ...envelope, type: z.literal('betStart') }),
    z.strictObject({ ...envelope, type: z.literal('market'), market: liveMarket }),
    z.strictObject({
      ...envelope,
      type: z.literal('prices'),
      markets: z.array(livePrices, 'REQUIRED').min(1, 'TOO_FEW').max(200, 'TOO_MANY'),
    }),
    z.strictObject({
      ...envelope,
      type: z.literal('result'),
      results: z.array(liveResult, 'REQUIRED').min(1, 'TOO_FEW').max(200, 'TOO_MANY'),
    }),
    z.strictObject({
      ...envelope,
      type: z.literal('matchEnd'),
      /** `tie` when the scores finish level (no super over is played). */
      winner: z.enum(['home', 'away', 'tie'], 'INVALID_CHOICE'),
      summary: localizedLine,
    }),
  ],
  'INVALID_CHOICE',
)
export type LiveFeedMessage = z.infer<typeof liveFeedMessage>
export type LiveFeedMessageType = LiveFeedMessage['type']

type WithoutEnvelope<Message> = Message extends unknown ? Omit<Message, keyof typeof envelope> : never
/** A message as the sender builds it, before the envelope (format, source, event, seq, sentAt) is added. */
export type LiveFeedBody = WithoutEnvelope<LiveFeedMessage>
