import { z } from 'zod'
import { currencies } from './accounts.ts'
import { dateRangeFilter, withDateRangeInOrder } from './date-range.ts'
import { localizedText } from './i18n.ts'
import { marketStatuses } from './sportsbook.ts'
import { sportBetLegStatuses, sportBetStatuses, sportBetTypes } from './sportsbook-placement.ts'

/**
 * The traders' risk pages (`/api/admin/sportsbook/…`): a market's liability limit, a player's stake factor, the
 * book's liability by event, market and selection, and the search over every player's bets. Amounts are integer
 * minor units; a liability is what the book pays if the selection wins minus the stakes its market took
 * (docs/sportsbook-maths.md, "Liability"), so it is negative where the book wins whatever happens.
 */

/** The most a market may lose; the bet that reaches it suspends the market. */
export const liabilityLimitChange = z.object({
  liabilityLimit: z
    .number('REQUIRED')
    .int('NUMBER_OUT_OF_RANGE')
    .min(100, 'NUMBER_OUT_OF_RANGE')
    .max(1_000_000_000_000, 'NUMBER_OUT_OF_RANGE'),
})
export type LiabilityLimitChange = z.infer<typeof liabilityLimitChange>

/** Basis points: 100 (0.01) to 100 000 (10.00), 10 000 = 1.00. */
export const STAKE_FACTOR_DEFAULT = 10_000
export const stakeFactorBasisPoints = z
  .number('REQUIRED')
  .int('NUMBER_OUT_OF_RANGE')
  .min(100, 'NUMBER_OUT_OF_RANGE')
  .max(100_000, 'NUMBER_OUT_OF_RANGE')
export const stakeFactorChange = z.object({ factorBasisPoints: stakeFactorBasisPoints })
export type StakeFactorChange = z.infer<typeof stakeFactorChange>
export const playerStakeFactor = z.object({
  userId: z.string(),
  factorBasisPoints: z.number().int(),
  /** Null while the player has the default. */
  updatedAt: z.iso.datetime().nullable(),
})
export type PlayerStakeFactor = z.infer<typeof playerStakeFactor>
export const playerIdParams = z.object({ userId: z.string().min(1).max(64) })

export const liabilitySelection = z.object({
  id: z.uuid(),
  name: localizedText,
  price: z.number().int(),
  betCount: z.number().int(),
  /** Potential returns of the bets backing it. */
  returns: z.number().int(),
  liability: z.number().int(),
})
export const liabilityMarket = z.object({
  id: z.uuid(),
  name: localizedText,
  status: z.enum(marketStatuses),
  stakes: z.number().int(),
  /** The largest of its selections' liabilities. */
  worstCase: z.number().int(),
  liabilityLimit: z.number().int(),
  selections: z.array(liabilitySelection),
})
export type LiabilityMarket = z.infer<typeof liabilityMarket>
export const liabilityEvent = z.object({
  id: z.uuid(),
  sport: z.object({ slug: z.string(), name: localizedText }),
  competition: localizedText,
  home: localizedText,
  away: localizedText,
  startsAt: z.iso.datetime(),
  /** The sum of its markets' worst cases. */
  worstCase: z.number().int(),
  stakes: z.number().int(),
  markets: z.array(liabilityMarket),
})
export type LiabilityEvent = z.infer<typeof liabilityEvent>
export const liabilityQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export type LiabilityQuery = z.input<typeof liabilityQuery>
export const liabilityPage = z.object({
  items: z.array(liabilityEvent),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type LiabilityPage = z.infer<typeof liabilityPage>

export const adminSportBetQuery = withDateRangeInOrder(
  z.object({
    /** A player's id, or part of their email or name. */
    player: z.string().trim().max(120).optional(),
    /** An event's id, or part of a participant's name in either language. */
    event: z.string().trim().max(120).optional(),
    status: z.enum(sportBetStatuses, 'INVALID_CHOICE').optional(),
    /** Placement days in the operator's time zone. */
    ...dateRangeFilter,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
)
export type AdminSportBetQuery = z.input<typeof adminSportBetQuery>
export type AdminSportBetFilters = z.infer<typeof adminSportBetQuery>

export const adminSportBetLeg = z.object({
  eventId: z.uuid(),
  home: localizedText,
  away: localizedText,
  market: localizedText,
  selection: localizedText,
  price: z.number().int(),
  status: z.enum(sportBetLegStatuses),
})
export const adminSportBet = z.object({
  id: z.uuid(),
  player: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  type: z.enum(sportBetTypes),
  status: z.enum(sportBetStatuses),
  currency: z.enum(currencies),
  stake: z.number().int(),
  /** The part of the stake that was bonus money: all of it for a free bet, 0 when cash paid it all. */
  bonusStake: z.number().int(),
  isFreeBet: z.boolean(),
  potentialReturn: z.number().int(),
  payout: z.number().int(),
  createdAt: z.iso.datetime(),
  legs: z.array(adminSportBetLeg),
})
export type AdminSportBet = z.infer<typeof adminSportBet>
export const adminSportBetPage = z.object({
  items: z.array(adminSportBet),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminSportBetPage = z.infer<typeof adminSportBetPage>
