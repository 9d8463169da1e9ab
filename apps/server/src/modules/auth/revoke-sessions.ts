import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions } from '../../db/schema/auth.ts'

/** Ends every session of a user at once: their next request, on any device, is anonymous. */
export async function revokeSessions(db: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId))
}
