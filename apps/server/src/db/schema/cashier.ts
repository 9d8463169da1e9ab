import type { Currency } from '@khela/contracts/accounts'
import type {
  DepositStatus,
  PaymentField,
  PaymentGateway,
  SubmittedInput,
  WithdrawalStatus,
  WithdrawalUserType,
} from '@khela/contracts/cashier'
import type { StoredImage } from '@khela/contracts/content'
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
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * The operator's payment methods (Settings → Banking): bKash and Nagad (MOBILE_BANKING), IBBL (BANK_TRANSFER).
 * Amounts are minor units. A method is never deleted (requests point at it); it is disabled instead.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    gateway: text('gateway').$type<PaymentGateway>().notNull(),
    name: text('name').notNull(),
    logo: jsonb('logo').$type<StoredImage | null>(),
    brandColor: text('brand_color').notNull(),
    receivingAccount: text('receiving_account').notNull(),
    instructions: jsonb('instructions').$type<{ en: string[]; bn: string[] }>().notNull(),
    fields: jsonb('fields').$type<PaymentField[]>().notNull(),
    presetAmounts: jsonb('preset_amounts').$type<number[]>().notNull(),
    depositMin: bigint('deposit_min', { mode: 'number' }).notNull(),
    depositMax: bigint('deposit_max', { mode: 'number' }).notNull(),
    withdrawalMin: bigint('withdrawal_min', { mode: 'number' }).notNull(),
    withdrawalMax: bigint('withdrawal_max', { mode: 'number' }).notNull(),
    isDepositEnabled: boolean('is_deposit_enabled').notNull().default(true),
    isWithdrawalEnabled: boolean('is_withdrawal_enabled').notNull().default(true),
    position: integer('position').notNull(),
    currency: text('currency').$type<Currency>().notNull().default('BDT'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'payment_methods_deposit_limits',
      sql`${table.depositMin} > 0 AND ${table.depositMax} >= ${table.depositMin}`,
    ),
    check(
      'payment_methods_withdrawal_limits',
      sql`${table.withdrawalMin} > 0 AND ${table.withdrawalMax} >= ${table.withdrawalMin}`,
    ),
  ],
)

/**
 * Deposit screenshots: private images (bank details), stored re-encoded under the upload directory by content
 * hash and served only to their owner and cashier staff. A slip belongs to one player and, once used, to one
 * deposit.
 */
export const cashierSlips = pgTable(
  'cashier_slips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    /** The stored file's content hash (the same naming as public uploads, in a private folder). */
    fileKey: text('file_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * The deposit that used this slip, set once by a conditional update in that deposit's transaction (a slip is
     * used by one deposit only). No foreign key: deposit_requests.slip_id already points the other way.
     */
    depositId: uuid('deposit_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cashier_slips_user_idx').on(table.userId),
    // The same screenshot uploaded twice has one file key: found here to refuse claiming one transfer twice.
    index('cashier_slips_file_key_idx').on(table.fileKey),
  ],
)

/**
 * A player's deposit: pending until staff complete it (the ledger transfer from the method's clearing account to
 * the player's cash is `transferId`) or reject it with a reason. The status moves once, from pending, by one
 * conditional update, so two staff deciding at once give one decision.
 */
export const depositRequests = pgTable(
  'deposit_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    methodId: uuid('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    /** The method as it was when the player deposited (the operator may rename it later). */
    methodCode: text('method_code').notNull(),
    methodName: text('method_name').notNull(),
    gateway: text('gateway').$type<PaymentGateway>().notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    inputs: jsonb('inputs').$type<SubmittedInput[]>().notNull(),
    /** The value of the method's unique field (the transaction id), normalised; refused if seen before. */
    uniqueValue: text('unique_value'),
    slipId: uuid('slip_id'),
    status: text('status').$type<DepositStatus>().notNull().default('pending'),
    reason: text('reason'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    transferId: uuid('transfer_id'),
    /** The player turned down the bonus this deposit would bring. */
    isBonusDeclined: boolean('is_bonus_declined').notNull().default(false),
    /** A promo code the player entered with this deposit, upper case. */
    bonusPromoCode: text('bonus_promo_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('deposit_requests_amount_positive', sql`${table.amount} > 0`),
    uniqueIndex('deposit_requests_method_unique_value_unique')
      .on(table.methodId, table.uniqueValue)
      .where(sql`${table.uniqueValue} IS NOT NULL`),
    index('deposit_requests_user_idx').on(table.userId, table.createdAt),
    index('deposit_requests_status_idx').on(table.status, table.createdAt),
  ],
)

/**
 * A player's withdrawal: the amount is held in the ledger from the moment it is requested (`holdTransferId`).
 * Approval settles the hold to the method's clearing account with finance's payout reference; rejection or the
 * player's cancellation returns it (`settleTransferId`). Above the operator's threshold the first approval is
 * recorded (`firstApprovedBy`) and another staff member's approval settles.
 */
export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').notNull(),
    methodId: uuid('method_id')
      .notNull()
      .references(() => paymentMethods.id),
    methodCode: text('method_code').notNull(),
    methodName: text('method_name').notNull(),
    gateway: text('gateway').$type<PaymentGateway>().notNull(),
    userType: text('user_type').$type<WithdrawalUserType>().notNull(),
    receiverAccount: text('receiver_account').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull().default('pending'),
    /** Whether the amount was above the second-approval threshold when requested. */
    needsTwoApprovals: boolean('needs_two_approvals').notNull(),
    firstApprovedBy: text('first_approved_by'),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    reason: text('reason'),
    payoutReference: text('payout_reference'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    holdTransferId: uuid('hold_transfer_id').notNull(),
    settleTransferId: uuid('settle_transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('withdrawal_requests_amount_positive', sql`${table.amount} > 0`),
    unique('withdrawal_requests_hold_transfer_unique').on(table.holdTransferId),
    index('withdrawal_requests_user_idx').on(table.userId, table.createdAt),
    index('withdrawal_requests_status_idx').on(table.status, table.createdAt),
  ],
)
