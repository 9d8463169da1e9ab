import type { AffiliateStatus } from '@khela/contracts/partners'
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { commissionPlans } from './commissions.ts'

/**
 * An account's affiliate record: its application, staff's decision and, for a sub-affiliate who applied after
 * following another affiliate's link, that parent. One per account. Its terms: a commission plan (none: it earns
 * nothing) and whether a negative NGR is carried into its next period.
 */
export const affiliates = pgTable(
  'affiliates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull().unique(),
    status: text('status').$type<AffiliateStatus>().notNull().default('applied'),
    channel: text('channel').notNull(),
    trafficSources: text('traffic_sources').notNull(),
    expectedMonthlyPlayers: integer('expected_monthly_players').notNull(),
    messenger: text('messenger').notNull(),
    note: text('note').notNull().default(''),
    parentAffiliateId: uuid('parent_affiliate_id'),
    planId: uuid('plan_id').references(() => commissionPlans.id),
    negativeCarryOver: boolean('negative_carry_over').notNull().default(false),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('affiliates_status_idx').on(table.status, table.appliedAt)],
)

/** A tracking link: `/r/<code>` records a click and lands on `landingPath`, a path on this site only. */
export const affiliateLinks = pgTable(
  'affiliate_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    subId: text('sub_id').notNull().default(''),
    landingPath: text('landing_path').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('affiliate_links_affiliate_idx').on(table.affiliateId, table.createdAt),
    check(
      'affiliate_links_site_path',
      sql`left(${table.landingPath}, 1) = '/' AND left(${table.landingPath}, 2) NOT IN ('//', '/\\')`,
    ),
  ],
)

/**
 * One click on a tracking link. Its random id is the visitor's cookie, so a cookie names one click and cannot be
 * turned into another affiliate's. No address or device is stored: nothing here identifies the visitor.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => affiliateLinks.id),
    subId: text('sub_id').notNull().default(''),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('affiliate_clicks_link_idx').on(table.linkId, table.clickedAt)],
)

/**
 * Which affiliate brought a player. The player's id is the key, and no code updates a row: written once at
 * registration, never moved. Commission will read this table.
 */
export const affiliateAttributions = pgTable(
  'affiliate_attributions',
  {
    userId: text('user_id').primaryKey(),
    affiliateId: uuid('affiliate_id')
      .notNull()
      .references(() => affiliates.id),
    linkId: uuid('link_id')
      .notNull()
      .references(() => affiliateLinks.id),
    clickId: uuid('click_id')
      .notNull()
      .references(() => affiliateClicks.id),
    subId: text('sub_id').notNull().default(''),
    clickedAt: timestamp('clicked_at', { withTimezone: true }).notNull(),
    attributedAt: timestamp('attributed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('affiliate_attributions_affiliate_idx').on(table.affiliateId, table.attributedAt)],
)
