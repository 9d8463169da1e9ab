import type { RiskFlagKind, RiskFlagStatus } from '@khela/contracts/risk'
import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'

/**
 * Risk flags for staff to review and close with a note. `subject` names the fact (a request's id, a sender account
 * number, a device's hash): the partial unique index lets one fact hold one open flag at a time, so a retry or two
 * requests at once never raise it twice.
 */
export const riskFlags = pgTable(
  'risk_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<RiskFlagKind>().notNull(),
    subject: text('subject').notNull(),
    /** The player whose action raised the flag. */
    userId: text('user_id').notNull(),
    /** Every player concerned, the raising player first; shared numbers and devices add players as they come. */
    userIds: text('user_ids').array().notNull(),
    recordType: text('record_type').$type<'deposit_request' | 'withdrawal_request'>(),
    recordId: text('record_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<RiskFlagStatus>().notNull().default('open'),
    closingNote: text('closing_note'),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('risk_flags_one_open_per_fact')
      .on(table.kind, table.subject)
      .where(sql`${table.status} = 'open'`),
    index('risk_flags_status_idx').on(table.status, table.createdAt.desc()),
    index('risk_flags_subject_idx').on(table.kind, table.subject),
  ],
)

/**
 * Which players signed in or registered on which device (the `khela_device` cookie). Only the cookie's SHA-256 is
 * stored, never the value the browser holds.
 */
export const userDevices = pgTable(
  'user_devices',
  {
    deviceHash: text('device_hash').notNull(),
    userId: text('user_id').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.deviceHash, table.userId] }),
    index('user_devices_user_idx').on(table.userId),
  ],
)

/** Which players deposited from which sender account number (normalised), and their first such deposit. */
export const senderAccounts = pgTable(
  'risk_sender_accounts',
  {
    senderAccount: text('sender_account').notNull(),
    userId: text('user_id').notNull(),
    firstDepositId: uuid('first_deposit_id').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.senderAccount, table.userId] })],
)
