import type {
  ExclusionDuration,
  ExclusionKind,
  LimitKey,
  PendingLimit,
} from '@khela/contracts/responsible-gambling'
import { sql } from 'drizzle-orm'
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * One row per player who has used a responsible-gambling tool. The bet and deposit gates lock it (FOR UPDATE) so
 * two requests of one player at once take turns and cannot both pass a limit. `limits` holds the limits in force
 * when last written; `pending` the increases and removals with the time they apply (read lazily against the clock,
 * folded into `limits` on the next write). The play-session columns remember where the counted session started,
 * so signing in again at once does not reset a session-time limit (README).
 */
export const responsibleGambling = pgTable(
  'responsible_gambling',
  {
    userId: text('user_id').primaryKey(),
    limits: jsonb('limits').$type<Partial<Record<LimitKey, number>>>().notNull().default({}),
    pending: jsonb('pending').$type<Partial<Record<LimitKey, PendingLimit>>>().notNull().default({}),
    exclusionKind: text('exclusion_kind').$type<ExclusionKind>(),
    exclusionDuration: text('exclusion_duration').$type<ExclusionDuration>(),
    exclusionStartedAt: timestamp('exclusion_started_at', { withTimezone: true }),
    /** Null with a kind set: permanent. */
    exclusionEndsAt: timestamp('exclusion_ends_at', { withTimezone: true }),
    realityCheckMinutes: integer('reality_check_minutes'),
    /** The sign-in the counted play session began with, and the one last seen by a bet. */
    playSessionStartedAt: timestamp('play_session_started_at', { withTimezone: true }),
    playSessionSignInAt: timestamp('play_session_sign_in_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'responsible_gambling_exclusion_kind_known',
      sql`${table.exclusionKind} IS NULL OR ${table.exclusionKind} IN ('time_out', 'self_exclusion')`,
    ),
  ],
)
