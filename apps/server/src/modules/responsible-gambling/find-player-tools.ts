import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { responsibleGambling } from '../../db/schema/responsible-gambling.ts'

export type PlayerToolsRow = typeof responsibleGambling.$inferSelect

/**
 * The player's responsible-gambling row, or undefined when they never used a tool. With `lock`, the row is
 * locked FOR UPDATE until the transaction ends: the gates and every change take turns per player.
 */
export async function findPlayerTools(
  db: Db,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<PlayerToolsRow | undefined> {
  const query = db.select().from(responsibleGambling).where(eq(responsibleGambling.userId, userId))
  const [row] = options.lock ? await query.for('update') : await query
  return row
}

/** The row locked for a change, made empty first if the player has none. */
export async function lockPlayerToolsForChange(db: Db, userId: string): Promise<PlayerToolsRow> {
  await db.insert(responsibleGambling).values({ userId }).onConflictDoNothing()
  const row = await findPlayerTools(db, userId, { lock: true })
  if (!row) throw new Error(`responsible_gambling row for ${userId} vanished`)
  return row
}

/**
 * The row as `row_to_json` gives it (null without a row), as findPlayerTools would
 * (check-player-limits.ts, `lockedPlayerToolsSql`).
 */
export function playerToolsRowOf(json: Record<string, unknown> | null): PlayerToolsRow | undefined {
  if (!json) return undefined
  const date = (value: unknown) => (value === null || value === undefined ? null : new Date(String(value)))
  return {
    userId: String(json.user_id),
    limits: json.limits as PlayerToolsRow['limits'],
    pending: json.pending as PlayerToolsRow['pending'],
    exclusionKind: (json.exclusion_kind ?? null) as PlayerToolsRow['exclusionKind'],
    exclusionDuration: (json.exclusion_duration ?? null) as PlayerToolsRow['exclusionDuration'],
    exclusionStartedAt: date(json.exclusion_started_at),
    exclusionEndsAt: date(json.exclusion_ends_at),
    realityCheckMinutes: (json.reality_check_minutes ?? null) as number | null,
    playSessionStartedAt: date(json.play_session_started_at),
    playSessionSignInAt: date(json.play_session_sign_in_at),
    updatedAt: new Date(String(json.updated_at)),
  }
}
