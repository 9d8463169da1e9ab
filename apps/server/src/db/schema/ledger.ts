import type { Currency } from '@khela/contracts/accounts'
import type { LedgerAccountKind, LedgerOwnerKind, TransferKind } from '@khela/contracts/wallet'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * The wallet's accounts. Only player-owned accounts (cash, bonus, withdrawal hold) and the agent network's floats
 * carry a stored running balance; a player's may never go below zero, a float down to minus its credit limit
 * (docs/decisions/0016-agent-floats.md); operator accounts (house, clearing, adjustments) would be single hot rows every
 * bet touches, so their balance is derived from the transfers instead (`balance` is null). Amounts are integers
 * in minor units (poisha for BDT).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKind: text('owner_kind').$type<LedgerOwnerKind>().notNull(),
    /** The player's user id; empty for the operator's own accounts. Not a foreign key: money outlives accounts. */
    ownerId: text('owner_id').notNull().default(''),
    currency: text('currency').$type<Currency>().notNull(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** The payment method's or game provider's code for clearing accounts; empty otherwise. */
    code: text('code').notNull().default(''),
    balance: bigint('balance', { mode: 'number' }),
    /** How far below zero a float (`agent_float`) may go; null for every other kind, which may not. */
    creditLimit: bigint('credit_limit', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_owner_currency_kind_code_unique').on(
      table.ownerKind,
      table.ownerId,
      table.currency,
      table.kind,
      table.code,
    ),
    index('ledger_accounts_owner_idx').on(table.ownerId),
    check(
      'ledger_accounts_balance_within_credit_limit',
      sql`${table.balance} >= -coalesce(${table.creditLimit}, 0)`,
    ),
    check(
      'ledger_accounts_credit_limit_only_for_floats',
      sql`(${table.creditLimit} IS NOT NULL) = (${table.kind} = 'agent_float') AND ${table.creditLimit} >= 0`,
    ),
    check(
      'ledger_accounts_partner_kinds',
      sql`(${table.ownerKind} = 'partner') = (${table.kind} = 'agent_float')`,
    ),
    check(
      'ledger_accounts_player_kinds',
      sql`(${table.ownerKind} = 'player') = (${table.kind} IN ('player_cash', 'player_bonus', 'withdrawal_hold', 'bonus_grant'))`,
    ),
    check(
      'ledger_accounts_stored_balances',
      sql`(${table.ownerKind} IN ('player', 'partner')) = (${table.balance} IS NOT NULL)`,
    ),
  ],
)

/**
 * Every movement of money: append-only (a trigger refuses UPDATE, DELETE and TRUNCATE), so corrections are new
 * transfers. The debit account gives, the credit account receives. The idempotency key makes a retried request
 * find its first result instead of moving the money twice.
 *
 * No foreign keys to the accounts: each would take a share lock on the account row for every transfer, which
 * turns the house and clearing accounts into the hot rows §3.6 forbids (measured: about a tenth of the bet rate).
 * `transfer` checks both accounts exist in the transfer's currency, and the reconciliation reports any transfer
 * that does not.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    debitAccountId: uuid('debit_account_id').notNull(),
    creditAccountId: uuid('credit_account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    kind: text('kind').$type<TransferKind>().notNull(),
    /**
     * The business record this transfer settles (a deposit request, a withdrawal, a bet, an adjustment). Not
     * indexed: records point at their transfers (by id or idempotency key), and every index slows each bet.
     */
    refType: text('ref_type'),
    refId: text('ref_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** The player accounts' balances right after this transfer (null for derived operator accounts). */
    debitBalanceAfter: bigint('debit_balance_after', { mode: 'number' }),
    creditBalanceAfter: bigint('credit_balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_transfers_amount_positive', sql`${table.amount} > 0`),
    check('ledger_transfers_distinct_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    index('ledger_transfers_debit_account_idx').on(table.debitAccountId, table.createdAt),
    index('ledger_transfers_credit_account_idx').on(table.creditAccountId, table.createdAt),
  ],
)

/**
 * Money-moving API requests already answered: the same key with the same request (by hash) gets the stored
 * response, the same key with another request is refused. Kept at least 24 hours (provider transaction ids:
 * at least 4 months).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null only inside the transaction that claimed the key; it commits with the response. */
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [table.scope, table.key] }),
    index('idempotency_keys_created_at_idx').on(table.createdAt),
  ],
)
