import { z } from 'zod'
import { currencies } from './accounts.ts'
import { dateRangeFilter, withDateRangeInOrder } from './date-range.ts'
import { betView, originalGame } from './originals.ts'

/**
 * The back office's Game History (`GET /api/admin/originals/bets`, `games.read`): the Khela Originals' bets and,
 * for staff who may also read provider rounds (`providers.read`), the game providers' rounds, newest first, with
 * stakes, payouts and GGR. Days are calendar days in the operator's time zone.
 */

/** Where a row comes from: Khela's own games, or every game provider. One provider is `provider=<code>`. */
export const gameHistorySources = ['originals', 'providers'] as const
export type GameHistorySource = (typeof gameHistorySources)[number]

export const gameHistoryQuery = withDateRangeInOrder(
  z.object({
    /** A player's id, email, phone or name fragment. */
    player: z.string().trim().max(100).optional(),
    source: z.enum(gameHistorySources).optional(),
    /** One provider's rounds only (its code); no Originals bets. */
    provider: z.string().trim().min(1).max(100).optional(),
    /** One Khela Original only; no provider rounds. */
    game: originalGame.optional(),
    ...dateRangeFilter,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
)
export type GameHistoryQuery = z.input<typeof gameHistoryQuery>

/**
 * Stakes and payouts in minor units. An Originals bet refunded counts in neither (nor as a bet), an open one its
 * stake; a provider round counts what it staked less what was rolled back or refunded, and what it won.
 */
export const gameHistoryTotals = z.object({
  bets: z.number().int(),
  stakes: z.number().int(),
  payouts: z.number().int(),
  /** Gross gaming revenue: stakes − payouts. */
  ggr: z.number().int(),
})
export type GameHistoryTotals = z.infer<typeof gameHistoryTotals>

const player = z.object({ id: z.string(), name: z.string(), email: z.string() })
const providerName = z.object({ code: z.string(), name: z.string() })
const providerGame = z.object({ code: z.string(), title: z.string() })

/** A Khela Originals bet, as the player's history shows it, with its player and GGR. */
export const gameHistoryBet = z.intersection(
  betView,
  z.object({ source: z.literal('originals'), player, ggr: z.number().int() }),
)
export type GameHistoryBet = z.infer<typeof gameHistoryBet>

/** A provider game's round; its details are on the Provider rounds page (`/dashboard/provider-rounds`). */
export const gameHistoryRound = z.object({
  source: z.literal('provider'),
  id: z.string(),
  /** The provider's own round id. */
  roundRef: z.string(),
  provider: providerName,
  game: providerGame,
  player,
  currency: z.enum(currencies),
  /** Staked less what was rolled back or refunded. */
  stake: z.number().int(),
  /** Won. */
  payout: z.number().int(),
  ggr: z.number().int(),
  status: z.enum(['open', 'closed']),
  /** Open for longer than the operator's `stuckRoundMinutes`. */
  isStuck: z.boolean(),
  /** When the round opened. */
  createdAt: z.string(),
  /** When it closed. */
  settledAt: z.string().nullable(),
})
export type GameHistoryRound = z.infer<typeof gameHistoryRound>

export const gameHistoryRow = z.union([gameHistoryBet, gameHistoryRound])
export type GameHistoryRow = z.infer<typeof gameHistoryRow>

export const gameHistoryDay = z.union([
  gameHistoryTotals.extend({ source: z.literal('originals'), game: originalGame, day: z.string() }),
  gameHistoryTotals.extend({
    source: z.literal('provider'),
    provider: providerName,
    game: providerGame,
    day: z.string(),
  }),
])
export type GameHistoryDay = z.infer<typeof gameHistoryDay>

/** The page, the filter's totals, per game and day; and the providers the Source filter offers. */
export const gameHistoryPage = z.object({
  items: z.array(gameHistoryRow),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  totals: gameHistoryTotals,
  byGameAndDay: z.array(gameHistoryDay),
  /** Every provider in the catalogue, by name; empty for staff who may not read provider rounds. */
  providers: z.array(providerName),
})
export type GameHistoryPage = z.infer<typeof gameHistoryPage>
