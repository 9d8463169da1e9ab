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
