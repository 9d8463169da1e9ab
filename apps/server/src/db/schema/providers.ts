import type { Currency } from '@khela/contracts/accounts'
import { sql } from 'drizzle-orm'
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'

/**
 * A launch of a provider game: the token in the game's URL, stored as its SHA-256 only, bound to the player, the
 * provider, the game and the currency. A bet needs it unexpired; a win or rollback only needs it to exist, so a
 * round that has begun can always finish. A row never changes once made: the wallet API keeps found ones in memory.
 */
export const providerSessions = pgTable(
  'provider_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id').notNull(),
    providerCode: text('provider_code').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('provider_sessions_user_idx').on(table.userId, table.createdAt.desc())],
)

export type ProviderRoundStatus = 'open' | 'closed'

/** A provider's round for one player: its running stakes, wins and refunds, open until the provider closes it. */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerCode: text('provider_code').notNull(),
    roundRef: text('round_ref').notNull(),
    userId: text('user_id').notNull(),
    gameCode: text('game_code').notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<ProviderRoundStatus>().notNull().default('open'),
    staked: bigint('staked', { mode: 'number' }).notNull().default(0),
    won: bigint('won', { mode: 'number' }).notNull().default(0),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    unique('provider_rounds_ref_unique').on(table.providerCode, table.roundRef),
    index('provider_rounds_user_idx').on(table.userId, table.openedAt.desc()),
    index('provider_rounds_open_idx').on(table.openedAt).where(sql`${table.status} = 'open'`),
    check(
      'provider_rounds_sums_not_negative',
      sql`${table.staked} >= 0 AND ${table.won} >= 0 AND ${table.refunded} >= 0`,
    ),
  ],
)

export type ProviderTransactionKind = 'bet' | 'win' | 'rollback'
/**
 * `done` moved its money (or nothing, a win of 0); `rolled_back` was undone by a rollback, or is a bet that arrived
 * after its rollback and never moved; `tombstone` is a rollback that arrived before the transaction it names.
 */
export type ProviderTransactionState = 'done' | 'rolled_back' | 'tombstone'

/**
 * Every transaction a provider sent, keyed by its own id (kept at least 4 months: the idempotency window). The first
 * answer is stored as sent, so a replay answers it byte for byte; `request_hash` tells a replay from a reuse.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    providerCode: text('provider_code').notNull(),
    transactionRef: text('transaction_ref').notNull(),
    kind: text('kind').$type<ProviderTransactionKind>().notNull(),
    state: text('state').$type<ProviderTransactionState>().notNull(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => providerRounds.id),
    userId: text('user_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The transaction a win pays or a rollback undoes (the provider's id). */
    referenceRef: text('reference_ref'),
    transferId: uuid('transfer_id'),
    /**
     * The bonus grant on the bonus side of the amount (modules/bonuses): a bet's grant in play (set even when cash
     * paid it all, since its stake fed that grant's wagering); a win's grant when part of it did not go to cash.
     */
    bonusGrantId: uuid('bonus_grant_id'),
    /**
     * The grant's side of the amount: a bet's part of the stake the grant paid; a win's bonus share that went to the
     * grant's account or stayed with the house (the rest reached cash). A rollback returns or takes back this part
     * where the bonus rules send it, the rest from or to cash.
     */
    bonusStake: bigint('bonus_stake', { mode: 'number' }).notNull().default(0),
    /** What a bet's stake added to its grant's `wagered` (its product's contribution): a rollback takes it back. */
    bonusWagered: bigint('bonus_wagered', { mode: 'number' }).notNull().default(0),
    requestHash: text('request_hash').notNull(),
    response: text('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('provider_transactions_ref_unique').on(table.providerCode, table.transactionRef),
    index('provider_transactions_reference_idx').on(table.providerCode, table.referenceRef),
    index('provider_transactions_round_idx').on(table.roundId),
    check('provider_transactions_amount_not_negative', sql`${table.amount} >= 0`),
    check(
      'provider_transactions_bonus_within_amount',
      sql`${table.bonusStake} >= 0 AND ${table.bonusStake} <= ${table.amount} AND ${table.bonusWagered} >= 0`,
    ),
  ],
)
