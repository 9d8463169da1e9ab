import { and, eq, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions } from '../../db/schema/auth.ts'

/** The IP addresses a user's sessions (signed in now or before, while kept) came from, each once. */
export async function findSessionIps(db: Pick<Db, 'selectDistinct'>, userId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ ipAddress: sessions.ipAddress })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.ipAddress)))
  return rows.flatMap((row) => (row.ipAddress ? [row.ipAddress] : []))
}
