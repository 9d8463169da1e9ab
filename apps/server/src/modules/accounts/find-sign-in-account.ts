import type { signInInput } from '@khela/contracts/accounts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'

/** The account an email or phone signs in to, whichever of the two was typed; null when none has it. */
export async function findSignInAccount(
  db: Pick<Db, 'select'>,
  input: z.output<typeof signInInput>,
): Promise<{ id: string; email: string } | null> {
  const [row] =
    input.method === 'email'
      ? await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.email, input.email))
      : await db
          .select({ id: users.id, email: users.email })
          .from(playerProfiles)
          .innerJoin(users, eq(users.id, playerProfiles.userId))
          .where(eq(playerProfiles.phone, input.phone))
  return row ?? null
}
