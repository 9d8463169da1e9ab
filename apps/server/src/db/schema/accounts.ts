import type { Country, Currency, genders, WelcomeOffer } from '@khela/contracts/accounts'
import type { Language } from '@khela/contracts/languages'
import { sql } from 'drizzle-orm'
import { boolean, check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './auth.ts'

/** What a player declared at registration beyond Better Auth's user: phone, currency, offer, age, consent. */
export const playerProfiles = pgTable('player_profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** E.164; unique, because a phone number signs in. */
  phone: text('phone').notNull().unique(),
  currency: text('currency').$type<Currency>().notNull(),
  welcomeOffer: text('welcome_offer').$type<WelcomeOffer>().notNull(),
  dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
  country: text('country').$type<Country>().notNull(),
  promoCode: text('promo_code'),
  surname: text('surname').notNull().default(''),
  gender: text('gender').$type<(typeof genders)[number]>(),
  city: text('city').notNull().default(''),
  isSubscribedToNewsletter: boolean('is_subscribed_to_newsletter').notNull().default(false),
  language: text('language').$type<Language>().notNull().default('en'),
  termsVersion: text('terms_version').notNull(),
  termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Codes a player may enter at registration; what each grants comes with the bonus engine. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** Null: no limit. */
    usageLimit: integer('usage_limit'),
    timesUsed: integer('times_used').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'promo_codes_times_used_within_limit',
      sql`${table.usageLimit} IS NULL OR ${table.timesUsed} <= ${table.usageLimit}`,
    ),
  ],
)
