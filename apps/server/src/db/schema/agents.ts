import type { Currency } from '@khela/contracts/accounts'
import type { AgentLevel, AgentStatus, ShiftStatus, ShopWithdrawalStatus } from '@khela/contracts/agents'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * The retail agent network (issue 20): super agent → master agent → agent → shop, set by staff. Every node owns a
 * float account on the ledger (`agent_float`, whose credit limit lives on the account, decision 0016). Amounts are
 * integers in minor units; commissions are basis points, kept for the period run that will pay them.
 */
export const agentNodes = pgTable(
  'agent_nodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id').references((): AnyPgColumn => agentNodes.id),
    level: text('level').$type<AgentLevel>().notNull(),
    name: text('name').notNull(),
    /** The partner's own sign-in (role `agent`) for agents; null for a shop, whose people are its cashiers. */
    userId: text('user_id'),
    status: text('status').$type<AgentStatus>().notNull().default('active'),
    currency: text('currency').$type<Currency>().notNull(),
    floatAccountId: uuid('float_account_id').notNull(),
    commissionCasinoBp: integer('commission_casino_bp').notNull().default(0),
    commissionSportsbookBp: integer('commission_sportsbook_bp').notNull().default(0),
    /** The most a node's own operations (float moves it sends, a shop's deposits and payouts) may total a day. */
    dailyOperationLimit: bigint('daily_operation_limit', { mode: 'number' }).notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('agent_nodes_float_account_unique').on(table.floatAccountId),
    uniqueIndex('agent_nodes_user_unique').on(table.userId).where(sql`${table.userId} IS NOT NULL`),
    index('agent_nodes_parent_idx').on(table.parentId),
    check(
      'agent_nodes_root_is_super_agent',
      sql`(${table.parentId} IS NULL) = (${table.level} = 'super_agent')`,
    ),
    check(
      'agent_nodes_commissions_in_range',
      sql`${table.commissionCasinoBp} BETWEEN 0 AND 10000 AND ${table.commissionSportsbookBp} BETWEEN 0 AND 10000`,
    ),
    check('agent_nodes_daily_limit_positive', sql`${table.dailyOperationLimit} > 0`),
  ],
)

/** A shop's cashiers: a cashier (role `agent`) works at one shop. */
export const agentCashiers = pgTable('agent_cashiers', {
  userId: text('user_id').primaryKey(),
  shopId: uuid('shop_id')
    .notNull()
    .references(() => agentNodes.id),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A cashier's shift: opened and closed with the cash counted in the drawer. Deposits and payouts add to its
 * totals under the shift's row lock, so the expected cash is opening + deposits − payouts at every instant.
 */
export const agentCashierShifts = pgTable(
  'agent_cashier_shifts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cashierId: text('cashier_id').notNull(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => agentNodes.id),
    status: text('status').$type<ShiftStatus>().notNull().default('open'),
    currency: text('currency').$type<Currency>().notNull(),
    openingCash: bigint('opening_cash', { mode: 'number' }).notNull(),
    depositsTotal: bigint('deposits_total', { mode: 'number' }).notNull().default(0),
    depositsCount: integer('deposits_count').notNull().default(0),
    payoutsTotal: bigint('payouts_total', { mode: 'number' }).notNull().default(0),
    payoutsCount: integer('payouts_count').notNull().default(0),
    closingCash: bigint('closing_cash', { mode: 'number' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    // One open shift per cashier: two opens at once make one.
    uniqueIndex('agent_cashier_shifts_one_open').on(table.cashierId).where(sql`${table.status} = 'open'`),
    index('agent_cashier_shifts_shop_idx').on(table.shopId, table.openedAt),
    check(
      'agent_cashier_shifts_cash_not_negative',
      sql`${table.openingCash} >= 0 AND ${table.closingCash} >= 0`,
    ),
    check(
      'agent_cashier_shifts_closed',
      sql`(${table.status} = 'closed') = (${table.closingCash} IS NOT NULL)`,
    ),
  ],
)

/** Cash a player handed over at a shop, credited to their cash from the shop's float. */
export const agentShopDeposits = pgTable(
  'agent_shop_deposits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Printed on the receipt: `R-`, the day and six letters or digits, e.g. R-20261127-7KQ2MX. */
    receiptNumber: text('receipt_number').notNull(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => agentNodes.id),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => agentCashierShifts.id),
    cashierId: text('cashier_id').notNull(),
    playerId: text('player_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    transferId: uuid('transfer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('agent_shop_deposits_receipt_unique').on(table.receiptNumber),
    unique('agent_shop_deposits_transfer_unique').on(table.transferId),
    index('agent_shop_deposits_player_idx').on(table.playerId, table.createdAt),
    index('agent_shop_deposits_shop_idx').on(table.shopId, table.createdAt),
    check('agent_shop_deposits_amount_positive', sql`${table.amount} > 0`),
  ],
)

/**
 * A player's withdrawal to be collected at a shop: held on the ledger from the request, paid by a cashier who
 * enters the one-time code the player shows. The code is stored as a hash (with the shop's id) only.
 */
export const agentShopWithdrawals = pgTable(
  'agent_shop_withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => agentNodes.id),
    playerId: text('player_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    codeHash: text('code_hash').notNull(),
    status: text('status').$type<ShopWithdrawalStatus>().notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    holdTransferId: uuid('hold_transfer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agent_shop_withdrawals_pending_code')
      .on(table.shopId, table.codeHash)
      .where(sql`${table.status} = 'pending'`),
    index('agent_shop_withdrawals_player_idx').on(table.playerId, table.createdAt),
    check('agent_shop_withdrawals_amount_positive', sql`${table.amount} > 0`),
  ],
)

/** A cashier's payout of a shop withdrawal: at most one per withdrawal, whatever races. */
export const agentShopPayouts = pgTable(
  'agent_shop_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => agentShopWithdrawals.id),
    shopId: uuid('shop_id')
      .notNull()
      .references(() => agentNodes.id),
    shiftId: uuid('shift_id')
      .notNull()
      .references(() => agentCashierShifts.id),
    cashierId: text('cashier_id').notNull(),
    playerId: text('player_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    transferId: uuid('transfer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('agent_shop_payouts_withdrawal_unique').on(table.withdrawalId),
    index('agent_shop_payouts_shop_idx').on(table.shopId, table.createdAt),
  ],
)

/** Float moved between a parent and a child (or issued by the operator to a super agent), and who moved it. */
export const agentFloatMoves = pgTable(
  'agent_float_moves',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The node the float left; null when the operator issued it. */
    fromNodeId: uuid('from_node_id').references(() => agentNodes.id),
    /** The node the float reached; null when it went back to the operator. */
    toNodeId: uuid('to_node_id').references(() => agentNodes.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    actorId: text('actor_id').notNull(),
    transferId: uuid('transfer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agent_float_moves_from_idx').on(table.fromNodeId, table.createdAt),
    index('agent_float_moves_to_idx').on(table.toNodeId, table.createdAt),
    check('agent_float_moves_amount_positive', sql`${table.amount} > 0`),
    check(
      'agent_float_moves_one_node_at_least',
      sql`${table.fromNodeId} IS NOT NULL OR ${table.toNodeId} IS NOT NULL`,
    ),
  ],
)
