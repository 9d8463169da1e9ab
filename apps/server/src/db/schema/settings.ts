import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/** The operator's settings, one JSON document per area (`registration`, …), validated by its contract on read. */
export const operatorSettings = pgTable('operator_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by'),
})
