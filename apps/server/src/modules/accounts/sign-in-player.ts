import type { signInInput } from '@khela/contracts/accounts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Services } from '../../app.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/app-error.ts'

export type SignIn = z.output<typeof signInInput>

/**
 * Email or phone with a password. An unknown phone gets the same answer as a wrong password, so the response
 * never tells whether an account exists. Returns Better Auth's response with the new session's cookie.
 */
export async function signInPlayer(
  { database, auth }: Pick<Services, 'database' | 'auth'>,
  input: SignIn,
  headers: Headers,
): Promise<Response> {
  const email = input.method === 'email' ? input.email : await findEmailByPhone(database.db, input.phone)
  if (!email) throw new AppError('INVALID_CREDENTIALS')
  const response = await auth.api.signInEmail({
    body: { email, password: input.password },
    headers,
    asResponse: true,
  })
  if (response.ok) return response
  const failure = (await response.json().catch(() => ({}))) as { code?: string }
  if (response.status === 403 && failure.code === 'BANNED_USER') throw new AppError('ACCOUNT_BANNED')
  if (response.status === 401) throw new AppError('INVALID_CREDENTIALS')
  throw new AppError('INTERNAL', {
    internalDetail: `sign-in answered ${response.status} ${failure.code ?? ''}`,
  })
}

async function findEmailByPhone(db: Services['database']['db'], phone: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(playerProfiles)
    .innerJoin(users, eq(users.id, playerProfiles.userId))
    .where(eq(playerProfiles.phone, phone))
  return row?.email ?? null
}
