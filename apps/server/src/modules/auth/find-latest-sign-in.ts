import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions } from '../../db/schema/auth.ts'

/** When the user last signed in (their newest session's start), or null with no session. */
export async function findLatestSignIn(db: Db, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt))
    .limit(1)
  return row?.createdAt ?? null
}
