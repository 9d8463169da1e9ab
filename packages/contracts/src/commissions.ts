import { z } from 'zod'
import { currencies } from './accounts.ts'
import { isoDate } from './date-range.ts'
import { minorUnits, minorUnitsAtLeastZero } from './wallet.ts'

/**
 * Partners' commissions (issue 20): plans assigned to affiliates, the agent network's per-product percentages, and
 * the period run that closes a week or a month (in the operator's time zone) into one statement per partner and
 * currency, every line kept, paid on the ledger. Percentages are basis points (1 % = 100 bp); money is minor units.
 */

/** A percentage in basis points, 0 to 100 %. */
export const basisPoints = z
  .number('REQUIRED')
  .int('NUMBER_OUT_OF_RANGE')
  .min(0, 'NUMBER_OUT_OF_RANGE')
  .max(10_000, 'NUMBER_OUT_OF_RANGE')

/** Money input that may be 0: a limit, a threshold, an amount in a plan. */
export const moneyAtLeastZero = z
  .number('REQUIRED')
  .int('NUMBER_OUT_OF_RANGE')
  .min(0, 'NUMBER_OUT_OF_RANGE')
  .max(Number.MAX_SAFE_INTEGER, 'NUMBER_OUT_OF_RANGE')

export const commissionCadences = ['weekly', 'monthly'] as const
export type CommissionCadence = (typeof commissionCadences)[number]

/** Revenue share on NGR, CPA on qualified first deposits, or both (hybrid). */
export const commissionPlanKinds = ['revenue_share', 'cpa', 'hybrid'] as const
export type CommissionPlanKind = (typeof commissionPlanKinds)[number]

/**
 * A band of NGR and its rate. Bands are marginal, like tax brackets: with bands from 0 at 25 % and from 50,000 at
 * 35 %, an NGR of 80,000 earns 25 % of 50,000 and 35 % of the 30,000 above it.
 */
export const commissionTier = z.object({ fromNgr: moneyAtLeastZero, rateBp: basisPoints })
export type CommissionTier = z.infer<typeof commissionTier>

export const commissionPlanInput = z
  .object({
    name: z.string('REQUIRED').trim().min(1, 'REQUIRED').max(80, 'TEXT_TOO_LONG'),
    kind: z.enum(commissionPlanKinds),
    currency: z.enum(currencies),
    /** The first band starts at 0; each next one higher. */
    tiers: z.array(commissionTier).min(1, 'REQUIRED').max(10, 'NUMBER_OUT_OF_RANGE'),
    /** Paid once per player whose first deposit reaches `cpaMinDeposit` and whose turnover reaches `cpaMinTurnover`. */
    cpaAmount: moneyAtLeastZero,
    cpaMinDeposit: moneyAtLeastZero,
    cpaMinTurnover: moneyAtLeastZero,
    /** A period pays only when at least this many players each staked `activeMinTurnover` or more in it. */
    minActivePlayers: z
      .number('REQUIRED')
      .int('NUMBER_OUT_OF_RANGE')
      .min(0, 'NUMBER_OUT_OF_RANGE')
      .max(100_000),
    activeMinTurnover: moneyAtLeastZero,
    /** What an affiliate earns on top of each sub-affiliate's own commission. */
    subAffiliateOverrideBp: basisPoints,
  })
  .refine((plan) => plan.tiers[0]?.fromNgr === 0, { path: ['tiers'], message: 'TIERS_START_AT_ZERO' })
  .refine(
    (plan) =>
      plan.tiers.every((tier, index) => index === 0 || tier.fromNgr > (plan.tiers[index - 1]?.fromNgr ?? 0)),
    {
      path: ['tiers'],
      message: 'TIERS_OUT_OF_ORDER',
    },
  )
export type CommissionPlanInput = z.input<typeof commissionPlanInput>

export const commissionPlan = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(commissionPlanKinds),
  currency: z.enum(currencies),
  tiers: z.array(commissionTier),
  cpaAmount: minorUnitsAtLeastZero,
  cpaMinDeposit: minorUnitsAtLeastZero,
  cpaMinTurnover: minorUnitsAtLeastZero,
  minActivePlayers: z.number().int(),
  activeMinTurnover: minorUnitsAtLeastZero,
  subAffiliateOverrideBp: z.number().int(),
  /** Affiliates on the plan. */
  affiliates: z.number().int(),
  createdAt: z.iso.datetime(),
})
export type CommissionPlan = z.infer<typeof commissionPlan>
export const commissionPlans = z.object({ plans: z.array(commissionPlan) })

/** An affiliate's terms: its plan (none: it earns nothing) and whether a negative NGR is carried to its next period. */
export const affiliateTermsInput = z.object({
  planId: z.string().min(1).max(100).nullable(),
  negativeCarryOver: z.boolean(),
})
export type AffiliateTermsInput = z.input<typeof affiliateTermsInput>
export const affiliateTerms = z.object({
  planId: z.string().nullable(),
  planName: z.string().nullable(),
  negativeCarryOver: z.boolean(),
})
export type AffiliateTerms = z.infer<typeof affiliateTerms>

export const partnerKinds = ['affiliate', 'agent'] as const
export type PartnerKind = (typeof partnerKinds)[number]

/** One player's period, as a statement lists it: NGR = GGR − bonus cost − deposit and withdrawal fees − deduction. */
export const statementPlayerLine = z.object({
  playerId: z.string(),
  playerName: z.string(),
  casinoGgr: minorUnits,
  sportsbookGgr: minorUnits,
  ggr: minorUnits,
  bonusCost: minorUnits,
  depositFees: minorUnitsAtLeastZero,
  withdrawalFees: minorUnitsAtLeastZero,
  deduction: minorUnitsAtLeastZero,
  ngr: minorUnits,
  turnover: minorUnitsAtLeastZero,
  /** Staked at least the plan's active-player turnover (affiliates). */
  isActive: z.boolean(),
})
export type StatementPlayerLine = z.infer<typeof statementPlayerLine>

/** A band of a tiered revenue share as applied: the part of the NGR that fell in it and what it earned. */
export const statementTierLine = z.object({
  fromNgr: minorUnitsAtLeastZero,
  toNgr: minorUnitsAtLeastZero.nullable(),
  rateBp: z.number().int(),
  base: minorUnitsAtLeastZero,
  amount: minorUnitsAtLeastZero,
})
export type StatementTierLine = z.infer<typeof statementTierLine>

export const statementCpaLine = z.object({
  playerId: z.string(),
  playerName: z.string(),
  firstDeposit: minorUnitsAtLeastZero,
  turnover: minorUnitsAtLeastZero,
  amount: minorUnitsAtLeastZero,
})

export const statementOverrideLine = z.object({
  subAffiliateId: z.string(),
  subAffiliateName: z.string(),
  commission: minorUnitsAtLeastZero,
  rateBp: z.number().int(),
  amount: minorUnitsAtLeastZero,
})

/** An agent's commission on one product: its rate on the product's net revenue from the players under it. */
export const statementProductLine = z.object({
  product: z.enum(['casino', 'sportsbook']),
  netRevenue: minorUnits,
  rateBp: z.number().int(),
  amount: minorUnitsAtLeastZero,
})

export const statementAdjustmentLine = z.object({
  id: z.string(),
  /** A shortfall an earlier statement held back (its reason is that statement's days, `from/to`), or staff's. */
  isShortfall: z.boolean(),
  reason: z.string(),
  amount: minorUnits,
  createdAt: z.iso.datetime(),
})

export const commissionStatement = z.object({
  id: z.string(),
  periodId: z.string(),
  cadence: z.enum(commissionCadences),
  startsOn: isoDate,
  endsOn: isoDate,
  partnerKind: z.enum(partnerKinds),
  partnerId: z.string(),
  partnerName: z.string(),
  currency: z.enum(currencies),
  planName: z.string().nullable(),
  players: z.array(statementPlayerLine),
  /** Σ players' NGR. */
  ngr: minorUnits,
  /** A negative balance brought from the last statement (0 unless negative carry-over is on). */
  carryIn: minorUnits,
  /** What is carried to the next statement: the NGR plus carry-in when that is negative and carry-over is on. */
  carryOut: minorUnits,
  activePlayers: z.number().int(),
  minActivePlayers: z.number().int(),
  /** False: fewer active players than the plan asks, so the period's own commission is 0. */
  isThresholdMet: z.boolean(),
  tiers: z.array(statementTierLine),
  revenueShare: minorUnitsAtLeastZero,
  cpa: z.array(statementCpaLine),
  cpaTotal: minorUnitsAtLeastZero,
  overrides: z.array(statementOverrideLine),
  overrideTotal: minorUnitsAtLeastZero,
  products: z.array(statementProductLine),
  adjustments: z.array(statementAdjustmentLine),
  adjustmentTotal: minorUnits,
  /** What was paid: the sum of the above, or 0 when it is negative (the shortfall becomes an adjustment). */
  paid: minorUnitsAtLeastZero,
  /** A negative total held back: taken from the partner's next statement. */
  shortfall: minorUnits,
  transferId: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type CommissionStatement = z.infer<typeof commissionStatement>

export const commissionStatementSummary = commissionStatement.pick({
  id: true,
  periodId: true,
  cadence: true,
  startsOn: true,
  endsOn: true,
  partnerKind: true,
  partnerId: true,
  partnerName: true,
  currency: true,
  ngr: true,
  revenueShare: true,
  cpaTotal: true,
  overrideTotal: true,
  adjustmentTotal: true,
  paid: true,
  carryOut: true,
  createdAt: true,
})
export type CommissionStatementSummary = z.infer<typeof commissionStatementSummary>
export const commissionStatements = z.object({ statements: z.array(commissionStatementSummary) })

export const commissionPeriod = z.object({
  id: z.string(),
  cadence: z.enum(commissionCadences),
  startsOn: isoDate,
  endsOn: isoDate,
  statements: z.number().int(),
  paid: z.array(z.object({ currency: z.enum(currencies), amount: minorUnitsAtLeastZero })),
  closedBy: z.string().nullable(),
  closedAt: z.iso.datetime(),
})
export type CommissionPeriod = z.infer<typeof commissionPeriod>
export const commissionPeriods = z.object({ periods: z.array(commissionPeriod) })

/** Staff close a period that has ended: a week starts on a Monday, a month on its 1st. */
export const closeCommissionPeriodInput = z.object({
  cadence: z.enum(commissionCadences),
  startsOn: isoDate,
})
export type CloseCommissionPeriodInput = z.input<typeof closeCommissionPeriodInput>
export const closeCommissionPeriodResult = z.object({
  period: commissionPeriod,
  /** False: the period was closed already, and nothing changed. */
  isNew: z.boolean(),
})

/** A correction to a closed period: applied on the partner's next statement, never by recomputing the old one. */
export const commissionAdjustmentInput = z.object({
  partnerKind: z.enum(partnerKinds),
  partnerId: z.string().min(1, 'REQUIRED').max(100),
  currency: z.enum(currencies),
  amount: z
    .number('REQUIRED')
    .int('NUMBER_OUT_OF_RANGE')
    .min(-Number.MAX_SAFE_INTEGER, 'NUMBER_OUT_OF_RANGE')
    .max(Number.MAX_SAFE_INTEGER, 'NUMBER_OUT_OF_RANGE')
    .refine((amount) => amount !== 0, 'NUMBER_OUT_OF_RANGE'),
  reason: z.string('REQUIRED').trim().min(3, 'REQUIRED').max(300, 'TEXT_TOO_LONG'),
})
export type CommissionAdjustmentInput = z.input<typeof commissionAdjustmentInput>
export const commissionAdjustment = z.object({
  id: z.string(),
  partnerKind: z.enum(partnerKinds),
  partnerId: z.string(),
  currency: z.enum(currencies),
  amount: minorUnits,
  isShortfall: z.boolean(),
  reason: z.string(),
  createdBy: z.string().nullable(),
  /** The statement that took it; null while it waits for the next period. */
  statementId: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type CommissionAdjustment = z.infer<typeof commissionAdjustment>
export const commissionAdjustments = z.object({ adjustments: z.array(commissionAdjustment) })

/** The operator's commission rules (Settings → Partners), every NGR deduction a percentage. */
export const commissionSettings = z.object({
  cadence: z.enum(commissionCadences),
  depositFeeBp: basisPoints,
  withdrawalFeeBp: basisPoints,
  operatingDeductionBp: basisPoints,
})
export type CommissionSettings = z.infer<typeof commissionSettings>
export const defaultCommissionSettings: CommissionSettings = {
  cadence: 'weekly',
  depositFeeBp: 150,
  withdrawalFeeBp: 100,
  operatingDeductionBp: 1_000,
}
