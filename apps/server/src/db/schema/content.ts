import type { LocalizedText } from '@khela/contracts/i18n'
import { boolean, integer, jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core'

export const faqEntries = pgTable('faq_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull(),
  question: jsonb('question').$type<LocalizedText>().notNull(),
  answer: jsonb('answer').$type<LocalizedText>().notNull(),
  isPublished: boolean('is_published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
