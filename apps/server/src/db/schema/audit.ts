import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Every admin action and money decision: who, what, which record, before and after. Append-only — a trigger
 * (migration 0003) refuses UPDATE and DELETE, so not even a bug in this code can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when the system acted on its own (a scheduled job). */
    actorId: text('actor_id'),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_record_idx').on(table.recordType, table.recordId),
    index('audit_log_actor_idx').on(table.actorId),
    index('audit_log_created_at_idx').on(table.createdAt),
    // The Audit Log's action filter, newest first, and its list of distinct actions.
    index('audit_log_action_created_at_idx').on(table.action, table.createdAt),
  ],
)
