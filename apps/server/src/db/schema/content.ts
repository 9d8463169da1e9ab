import type { LocalizedText } from '@khela/contracts/i18n'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

export const faqEntries = pgTable('faq_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull(),
  question: jsonb('question').$type<LocalizedText>().notNull(),
  answer: jsonb('answer').$type<LocalizedText>().notNull(),
  isPublished: boolean('is_published').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The lobby banner's slides. The image is an upload's key (the hash of its re-encoded bytes) and its size. */
export const contentSliders = pgTable('content_sliders', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  imageKey: text('image_key').notNull(),
  imageWidth: integer('image_width').notNull(),
  imageHeight: integer('image_height').notNull(),
  /** A path on the site or an https address; null: the slide is not a link. */
  link: text('link'),
  position: integer('position').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const promotionCategories = pgTable('promotion_categories', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  position: integer('position').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const promotions = pgTable(
  'promotions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    details: jsonb('details').$type<LocalizedText>().notNull(),
    imageKey: text('image_key').notNull(),
    imageWidth: integer('image_width').notNull(),
    imageHeight: integer('image_height').notNull(),
    isPublished: boolean('is_published').notNull().default(true),
    /** When it was last published; null while it never was. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('promotions_published_idx').on(table.isPublished, table.publishedAt)],
)

export const promotionCategoryMembers = pgTable(
  'promotion_category_members',
  {
    promotionId: uuid('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => promotionCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.categoryId] }),
    index('promotion_category_members_category_idx').on(table.categoryId),
  ],
)

/** Documents the operator edits as a whole, one per slug ('rules'), in both languages. */
export const contentDocuments = pgTable('content_documents', {
  slug: text('slug').primaryKey(),
  body: jsonb('body').$type<LocalizedText>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
})
