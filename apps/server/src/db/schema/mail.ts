import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/**
 * Every email the platform sends. With no SMTP server configured this is where emails go, and staff read
 * them in the back office, so verification works on the embedded default too.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** Set once an SMTP server accepted it; null in outbox-only mode or while sending. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_outbox_recipient_idx').on(table.recipient)],
)
