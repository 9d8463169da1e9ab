import type { LocalizedText } from '@khela/contracts/i18n'
import type { LiveFeedMessage, LiveScore } from '@khela/contracts/sportsbook-live-feed'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { sportEvents } from './sportsbook.ts'

/**
 * A source allowed to push live messages (docs/live-feed.md): its feed secret sealed with the secret box (the
 * associated data is the source), and how long its events may stay silent before the watchdog suspends them.
 */
export const sportLiveFeeds = pgTable(
  'sport_live_feeds',
  {
    source: text('source').primaryKey(),
    secretSealed: text('secret_sealed').notNull(),
    silenceLimitMs: integer('silence_limit_ms').notNull().default(10_000),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('sport_live_feeds_silence_range', sql`${table.silenceLimitMs} BETWEEN 1000 AND 600000`)],
)

/**
 * An event in play as its live feed last told it: the last message applied (`last_seq`), the score, the latest
 * commentary (newest first, a bounded list), whether betting is stopped for a delivery, when the feed last spoke
 * and, once the watchdog found it silent, since when.
 */
export const sportEventLive = pgTable(
  'sport_event_live',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => sportEvents.id, { onDelete: 'cascade' }),
    source: text('source').notNull(),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull().default(0),
    score: jsonb('score').$type<LiveScore>(),
    commentary: jsonb('commentary').$type<LiveCommentaryLine[]>().notNull().default(sql`'[]'::jsonb`),
    bettingStopped: boolean('betting_stopped').notNull().default(false),
    heardAt: timestamp('heard_at', { withTimezone: true }).notNull().defaultNow(),
    silentSince: timestamp('silent_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sport_event_live_heard_idx').on(table.heardAt).where(sql`${table.silentSince} IS NULL`)],
)

/** `overs` is the line's label by sport (`commentaryLabel`): "12.3", "67'", "Set 2, 3–2". */
export type LiveCommentaryLine = { seq: number; overs: string; text: LocalizedText; at: string }

/**
 * Every live message received, by event and seq: a message ahead of the next one waits here (`applied_at` null)
 * until the gap before it is filled; the log is what traders read when asking what the feed said.
 */
export const sportLiveMessages = pgTable(
  'sport_live_messages',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => sportEvents.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    type: text('type').$type<LiveFeedMessage['type']>().notNull(),
    message: jsonb('message').$type<LiveFeedMessage>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.seq] })],
)
