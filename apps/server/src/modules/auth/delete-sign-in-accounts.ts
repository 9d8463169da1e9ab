import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { accounts } from '../../db/schema/auth.ts'

/** Removes every way a user signs in (password, Google); the user row and their sessions stay. */
export async function deleteSignInAccounts(db: Pick<Db, 'delete'>, userId: string): Promise<void> {
  await db.delete(accounts).where(eq(accounts.userId, userId))
}
