import type { Currency } from '@khela/contracts/accounts'
import type {
  CommissionCadence,
  CommissionPlanKind,
  CommissionStatement,
  CommissionTier,
  PartnerKind,
} from '@khela/contracts/commissions'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'

/** An affiliate commission plan (issue 20); an affiliate's plan is `affiliates.plan_id`. */
export const commissionPlans = pgTable(
  'commission_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    kind: text('kind').$type<CommissionPlanKind>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    tiers: jsonb('tiers').$type<CommissionTier[]>().notNull(),
    cpaAmount: bigint('cpa_amount', { mode: 'number' }).notNull(),
    cpaMinDeposit: bigint('cpa_min_deposit', { mode: 'number' }).notNull(),
    cpaMinTurnover: bigint('cpa_min_turnover', { mode: 'number' }).notNull(),
    minActivePlayers: integer('min_active_players').notNull(),
    activeMinTurnover: bigint('active_min_turnover', { mode: 'number' }).notNull(),
    subAffiliateOverrideBp: integer('sub_affiliate_override_bp').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'commission_plans_amounts',
      sql`${table.cpaAmount} >= 0 AND ${table.cpaMinDeposit} >= 0 AND ${table.cpaMinTurnover} >= 0
        AND ${table.minActivePlayers} >= 0 AND ${table.activeMinTurnover} >= 0
        AND ${table.subAffiliateOverrideBp} BETWEEN 0 AND 10000`,
    ),
  ],
)

/**
 * A closed commission period: a week (Monday to Sunday) or a month in the operator's time zone. Periods never
 * overlap, whatever the cadence, and one is closed once: its statements are written with it and never recomputed.
 */
export const commissionPeriods = pgTable(
  'commission_periods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cadence: text('cadence').$type<CommissionCadence>().notNull(),
    startsOn: text('starts_on').notNull(),
    endsOn: text('ends_on').notNull(),
    /** Staff who closed it; null when the leader's scheduled run did. */
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('commission_periods_starts_on_unique').on(table.startsOn),
    check('commission_periods_in_order', sql`${table.startsOn} <= ${table.endsOn}`),
  ],
)

/**
 * A partner's statement for a period and currency: the totals as columns, every line (players, bands, CPA,
 * overrides, products, adjustments) in `detail`, written once with the period and paid by `transfer_id`.
 */
export const commissionStatements = pgTable(
  'commission_statements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    periodId: uuid('period_id')
      .notNull()
      .references(() => commissionPeriods.id),
    partnerKind: text('partner_kind').$type<PartnerKind>().notNull(),
    /** `affiliates.id` or `agent_nodes.id`. */
    partnerId: uuid('partner_id').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    ngr: bigint('ngr', { mode: 'number' }).notNull(),
    carryOut: bigint('carry_out', { mode: 'number' }).notNull(),
    commission: bigint('commission', { mode: 'number' }).notNull(),
    paid: bigint('paid', { mode: 'number' }).notNull(),
    detail: jsonb('detail').$type<StatementDetail>().notNull(),
    transferId: uuid('transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('commission_statements_one_per_partner').on(
      table.periodId,
      table.partnerKind,
      table.partnerId,
      table.currency,
    ),
    index('commission_statements_partner_idx').on(table.partnerKind, table.partnerId, table.createdAt),
    check('commission_statements_paid', sql`${table.paid} >= 0 AND ${table.carryOut} <= 0`),
  ],
)

/** What a statement's `detail` keeps: its lines and the figures they add up to. */
export type StatementDetail = Omit<
  CommissionStatement,
  | 'id'
  | 'periodId'
  | 'cadence'
  | 'startsOn'
  | 'endsOn'
  | 'partnerKind'
  | 'partnerId'
  | 'partnerName'
  | 'currency'
  | 'transferId'
  | 'createdAt'
>

/** A player's CPA, paid once ever: the key is the player. */
export const commissionCpaPayouts = pgTable('commission_cpa_payouts', {
  userId: text('user_id').primaryKey(),
  affiliateId: uuid('affiliate_id').notNull(),
  statementId: uuid('statement_id')
    .notNull()
    .references(() => commissionStatements.id),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A correction staff make to a partner's commission (audited), or a statement's negative total held back: applied
 * by the partner's next statement, which records itself in `statement_id`.
 */
export const commissionAdjustments = pgTable(
  'commission_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    partnerKind: text('partner_kind').$type<PartnerKind>().notNull(),
    partnerId: uuid('partner_id').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    /** Staff who made it; null for a shortfall a statement carried. */
    createdBy: text('created_by'),
    statementId: uuid('statement_id').references(() => commissionStatements.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('commission_adjustments_partner_idx').on(table.partnerKind, table.partnerId, table.createdAt),
    check('commission_adjustments_amount', sql`${table.amount} <> 0`),
  ],
)
