import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'

/** Removes a user with its sessions and sign-in accounts (they cascade); only for undoing a failed registration. */
export async function deleteAuthUser(db: Db, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId))
}
