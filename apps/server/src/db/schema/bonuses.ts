import type { Currency } from '@khela/contracts/accounts'
import type {
  CampaignEligibility,
  CampaignReward,
  CampaignStatus,
  CampaignWagering,
  ForfeitReason,
  FreeRoundsProviderStatus,
  GrantStatus,
  GrantTerms,
} from '@khela/contracts/bonuses'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * Bonus campaigns staff write. The rules live in typed JSON documents validated by the contracts, so free spins,
 * free bets and cashback add reward shapes, not columns; what grants are looked up by (trigger, promo code,
 * welcome offer, pack step) are columns of their own.
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    kind: text('kind').$type<CampaignReward['kind']>().notNull(),
    status: text('status').$type<CampaignStatus>().notNull().default('active'),
    trigger: text('trigger').$type<CampaignEligibility['trigger']>().notNull(),
    promoCode: text('promo_code'),
    welcomeOffer: text('welcome_offer'),
    packKey: text('pack_key'),
    packStep: integer('pack_step'),
    reward: jsonb('reward').$type<CampaignReward>().notNull(),
    eligibility: jsonb('eligibility').$type<CampaignEligibility>().notNull(),
    wagering: jsonb('wagering').$type<CampaignWagering>().notNull(),
    expiryDays: integer('expiry_days').notNull(),
    termsEn: text('terms_en').notNull(),
    termsBn: text('terms_bn').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bonus_campaigns_promo_code_unique')
      .on(table.promoCode)
      .where(sql`${table.promoCode} IS NOT NULL`),
    index('bonus_campaigns_trigger_idx').on(table.trigger, table.status),
    check('bonus_campaigns_expiry_positive', sql`${table.expiryDays} > 0`),
  ],
)

/**
 * One reward given to one player, with the campaign's terms as they were then (`terms`): editing the campaign never
 * changes a running grant. The money is on the grant's own ledger account (`ledgerAccountId`, kind `bonus_grant`).
 * The status leaves `active` once, by one conditional update, so a conversion racing an expiry happens once.
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    /** Null only if a campaign were ever removed; the terms snapshot keeps what the grant is. */
    campaignId: uuid('campaign_id').references(() => bonusCampaigns.id),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<GrantStatus>().notNull().default('active'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    wageringRequired: bigint('wagering_required', { mode: 'number' }).notNull(),
    /** Contributed stakes so far; the bet path feeds it. */
    wagered: bigint('wagered', { mode: 'number' }).notNull().default(0),
    terms: jsonb('terms').$type<GrantTerms>().notNull(),
    ledgerAccountId: uuid('ledger_account_id').notNull(),
    /** The deposit that qualified; null for a grant by hand. One grant per deposit. */
    depositId: uuid('deposit_id'),
    depositAmount: bigint('deposit_amount', { mode: 'number' }),
    promoCode: text('promo_code'),
    /** Whether this is a welcome reward (one per person: the abuse checks compare these). */
    isWelcome: boolean('is_welcome').notNull().default(false),
    grantedBy: text('granted_by'),
    grantReason: text('grant_reason'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    convertedAmount: bigint('converted_amount', { mode: 'number' }).notNull().default(0),
    forfeitedAmount: bigint('forfeited_amount', { mode: 'number' }).notNull().default(0),
    forfeitReason: text('forfeit_reason').$type<ForfeitReason>(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // A free-spins grant starts at 0: its amount is its winnings, growing as the provider reports them.
    check('bonus_grants_amount_not_negative', sql`${table.amount} >= 0`),
    uniqueIndex('bonus_grants_deposit_unique').on(table.depositId).where(sql`${table.depositId} IS NOT NULL`),
    index('bonus_grants_user_idx').on(table.userId, table.createdAt),
    index('bonus_grants_campaign_idx').on(table.campaignId, table.userId),
    index('bonus_grants_active_expiry_idx').on(table.expiresAt).where(sql`${table.status} = 'active'`),
  ],
)

/**
 * What identified the person behind a welcome grant (device hash, sender account, phone, IP), and the welcome
 * deposits refused because an earlier grant shared one: one welcome reward per person.
 */
export const bonusGrantMarks = pgTable(
  'bonus_grant_marks',
  {
    grantId: uuid('grant_id')
      .notNull()
      .references(() => bonusGrants.id),
    userId: text('user_id').notNull(),
    mark: text('mark').$type<'device' | 'sender_account' | 'phone' | 'ip'>().notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bonus_grant_marks_value_idx').on(table.mark, table.value, table.createdAt)],
)

/**
 * A week's cashback paid to one player under one campaign: the unique key is what makes the weekly job (and an
 * admin's run of it, or two at once) pay each player once per campaign and week. Inserted in the payment's own
 * transaction, so a crash leaves either both or neither.
 */
export const bonusCashbackPayouts = pgTable(
  'bonus_cashback_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id),
    /** The Monday the week started on, in the operator's time zone. */
    weekStart: text('week_start').notNull(),
    userId: text('user_id').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    netLoss: bigint('net_loss', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAs: text('paid_as').$type<'cash' | 'grant'>().notNull(),
    /** The grant it became, when paid as a grant. */
    grantId: uuid('grant_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bonus_cashback_payouts_unique').on(table.campaignId, table.weekStart, table.userId),
    check('bonus_cashback_payouts_amount_positive', sql`${table.amount} > 0`),
  ],
)

/**
 * A free-spins grant's spins at the game provider. The provider is called outside the granting transaction: this
 * row is the outbox (`provider_status` pending → sent, or failed when the provider refuses), sent by the leader's
 * job with the grant's id as the provider's client reference, so a resend finds the grant it made.
 */
export const bonusFreeRounds = pgTable(
  'bonus_free_rounds',
  {
    grantId: uuid('grant_id')
      .primaryKey()
      .references(() => bonusGrants.id),
    userId: text('user_id').notNull(),
    providerCode: text('provider_code').notNull(),
    /** The provider's game code (the campaign names the catalogue slug). */
    gameCode: text('game_code').notNull(),
    gameSlug: text('game_slug').notNull(),
    gameTitle: text('game_title').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    count: integer('count').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    played: integer('played').notNull().default(0),
    won: bigint('won', { mode: 'number' }).notNull().default(0),
    providerStatus: text('provider_status').$type<FreeRoundsProviderStatus>().notNull().default('pending'),
    /** The provider's id of its grant, once sent. */
    providerRef: text('provider_ref'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last failure: a refusal's code, or why the provider could not be reached. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('bonus_free_rounds_pending_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.providerStatus} = 'pending'`),
    check('bonus_free_rounds_played_range', sql`${table.played} >= 0 AND ${table.played} <= ${table.count}`),
  ],
)

/**
 * The provider's free-round wins (wallet call `free-round-win`), one per provider transaction id: a replay answers
 * `response` as stored and moves nothing.
 */
export const bonusFreeRoundWins = pgTable(
  'bonus_free_round_wins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerCode: text('provider_code').notNull(),
    transactionRef: text('transaction_ref').notNull(),
    roundRef: text('round_ref').notNull(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => bonusGrants.id),
    userId: text('user_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transferId: uuid('transfer_id'),
    requestHash: text('request_hash').notNull(),
    response: text('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bonus_free_round_wins_ref_unique').on(table.providerCode, table.transactionRef),
    index('bonus_free_round_wins_grant_idx').on(table.grantId),
  ],
)
