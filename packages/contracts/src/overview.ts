import { z } from 'zod'
import { currencies } from './accounts.ts'
import { agentStatuses, cashierShift } from './agents.ts'
import { depositStatuses, paymentGateways, withdrawalStatuses } from './cashier.ts'
import { isoDate } from './date-range.ts'
import { localizedText } from './i18n.ts'
import { betStatuses, originalGame } from './originals.ts'
import { minorUnits, minorUnitsAtLeastZero } from './wallet.ts'

/**
 * The back office's overview (/dashboard): live figures read on every request, never cached, for staff with
 * `users.read` (they can already open any player's balances and transactions; this is the same data summed).
 */

const money = z.object({ currency: z.enum(currencies), amount: minorUnitsAtLeastZero })
export type OverviewMoney = z.infer<typeof money>

const player = z.object({ id: z.string(), name: z.string(), email: z.string() })

export const overviewStats = z.object({
  /** Accounts with the player role, banned and deleted ones included (they still exist). */
  totalUsers: z.number().int(),
  /** Players registered since the start of this calendar month in the operator's time zone. */
  newUsersThisMonth: z.number().int(),
  bannedUsers: z.number().int(),
  /** Games players can see in the lobby (the game and its provider active). */
  games: z.number().int(),
  /**
   * The retail agent network (suspended nodes included, as banned players are): agents are its nodes above the
   * shops (super, master and plain agents), operators the shops' cashiers, shops its shop nodes.
   */
  creditAgents: z.number().int(),
  creditOperators: z.number().int(),
  creditShops: z.number().int(),
  /** The players' cash balances summed per currency (withdrawal holds and bonus money not included). */
  totalMoney: z.array(money),
  /**
   * This calendar month so far, per currency with any: GGR of every product, bonus cost and NGR, counted as the
   * series count them.
   */
  thisMonth: z.array(
    z.object({ currency: z.enum(currencies), ggr: minorUnits, bonusCost: minorUnits, ngr: minorUnits }),
  ),
})
export type OverviewStats = z.infer<typeof overviewStats>

/** A deposit or withdrawal in the User Payments table, newest first. */
export const overviewPayment = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('deposit'),
    id: z.string(),
    player,
    methodName: z.string(),
    gateway: z.enum(paymentGateways),
    amount: minorUnitsAtLeastZero,
    currency: z.enum(currencies),
    status: z.enum(depositStatuses),
    createdAt: z.iso.datetime(),
  }),
  z.object({
    kind: z.literal('withdrawal'),
    id: z.string(),
    player,
    methodName: z.string(),
    gateway: z.enum(paymentGateways),
    amount: minorUnitsAtLeastZero,
    currency: z.enum(currencies),
    status: z.enum(withdrawalStatuses),
    createdAt: z.iso.datetime(),
  }),
])
export type OverviewPayment = z.infer<typeof overviewPayment>

/** A bet in the User Games table, newest first. */
export const overviewBet = z.object({
  id: z.string(),
  player,
  game: originalGame,
  stake: minorUnitsAtLeastZero,
  payout: minorUnitsAtLeastZero,
  currency: z.enum(currencies),
  status: z.enum(betStatuses),
  createdAt: z.iso.datetime(),
})
export type OverviewBet = z.infer<typeof overviewBet>

/** A shop in the Latest Shops table, newest first, with its float as the Agent Tree shows it. */
export const overviewShop = z.object({
  id: z.string(),
  name: z.string(),
  /** The agent the shop belongs to (its parent node). */
  agentName: z.string(),
  status: z.enum(agentStatuses),
  currency: z.enum(currencies),
  /** Negative while the shop owes its agent, never below −creditLimit. */
  floatBalance: minorUnits,
  creditLimit: minorUnitsAtLeastZero,
  cashiers: z.number().int(),
  createdAt: z.iso.datetime(),
})
export type OverviewShop = z.infer<typeof overviewShop>

/** A cashier's shift in the Latest Shift Stats table, open or closed, the latest opened first. */
export const overviewShift = cashierShift.extend({ shopName: z.string(), cashierName: z.string() })
export type OverviewShift = z.infer<typeof overviewShift>

/** How many rows each of the overview's tables shows. */
export const overviewTableSize = 10

/** `GET /api/admin/overview`. */
export const adminOverview = z.object({
  stats: overviewStats,
  payments: z.array(overviewPayment),
  bets: z.array(overviewBet),
  latestShops: z.array(overviewShop),
  latestShiftStats: z.array(overviewShift),
  /** No operator licence is configured (Settings → Compliance): the overview warns. */
  licenceMissing: z.boolean(),
})
export type AdminOverview = z.infer<typeof adminOverview>

/** The longest period the charts cover, in days (a leap year). */
export const overviewSeriesMaxDays = 366

/** Days from `from` to `to`, both included; both are ISO calendar dates. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

/** `GET /api/admin/overview/series`: days in the operator's time zone, both included, at most `overviewSeriesMaxDays`. */
export const overviewSeriesQuery = z
  .object({ from: isoDate, to: isoDate })
  .refine((query) => query.from <= query.to, { path: ['to'], message: 'DATE_BEFORE_FROM' })
  .refine((query) => query.from > query.to || daysBetween(query.from, query.to) <= overviewSeriesMaxDays, {
    path: ['to'],
    message: 'DATE_RANGE_TOO_LONG',
  })
export type OverviewSeriesQuery = z.input<typeof overviewSeriesQuery>

/**
 * One currency's money per day. Deposits count on the day they were completed, withdrawals on the day they were
 * approved (paid out); stakes and payouts on the day the bet was placed, refunded bets in neither; GGR = stakes −
 * payouts (the casino's: the sportsbook's is in `bySport`). Bonus cost is what bonuses cost that day on the ledger
 * (granted and cashback paid, less what grants forfeited back); NGR = the GGR of every product, the sportsbook's
 * included, − bonus cost.
 */
export const overviewMoneyDay = z.object({
  day: z.string(),
  deposits: minorUnitsAtLeastZero,
  withdrawals: minorUnitsAtLeastZero,
  stakes: minorUnitsAtLeastZero,
  payouts: minorUnitsAtLeastZero,
  ggr: minorUnits,
  bonusCost: minorUnits,
  ngr: minorUnits,
})
export type OverviewMoneyDay = z.infer<typeof overviewMoneyDay>

/**
 * One line of the period's stakes, payouts and GGR per provider, counted as the charts count them (by the day a
 * bet was placed or a round opened; refunded bets and rolled-back or refunded stakes left out): the Khela
 * Originals as one line, then each provider with rounds in the period.
 */
export const overviewProviderLine = z.discriminatedUnion('source', [
  z.object({
    source: z.literal('originals'),
    stakes: minorUnitsAtLeastZero,
    payouts: minorUnitsAtLeastZero,
    ggr: minorUnits,
  }),
  z.object({
    source: z.literal('provider'),
    provider: z.object({ code: z.string(), name: z.string() }),
    stakes: minorUnitsAtLeastZero,
    payouts: minorUnitsAtLeastZero,
    ggr: minorUnits,
  }),
])
export type OverviewProviderLine = z.infer<typeof overviewProviderLine>

/**
 * The sportsbook's bets settled won or lost per sport (`mixed`: an accumulator over several sports), counted on the
 * day they settled in the operator's time zone (void bets in neither); GGR = stakes − payouts. Every day of the
 * period, in order.
 */
export const overviewSportLine = z.object({
  sport: z.string(),
  /** The sport's name; null for `mixed`. */
  name: localizedText.nullable(),
  stakes: minorUnitsAtLeastZero,
  payouts: minorUnitsAtLeastZero,
  ggr: minorUnits,
  days: z.array(
    z.object({
      day: z.string(),
      stakes: minorUnitsAtLeastZero,
      payouts: minorUnitsAtLeastZero,
      ggr: minorUnits,
    }),
  ),
})
export type OverviewSportLine = z.infer<typeof overviewSportLine>

export const overviewSeries = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the period, in order, with the players who registered that day. */
  players: z.array(z.object({ day: z.string(), newPlayers: z.number().int() })),
  /** Per currency with any money in the period (BDT always, first), every day of the period in order. */
  money: z.array(
    z.object({
      currency: z.enum(currencies),
      days: z.array(overviewMoneyDay),
      /** The Originals first when they had bets, then the providers by stakes, most first. */
      byProvider: z.array(overviewProviderLine),
      /** The sportsbook per sport, most stakes first; empty without settled sports bets. */
      bySport: z.array(overviewSportLine),
    }),
  ),
})
export type OverviewSeries = z.infer<typeof overviewSeries>
