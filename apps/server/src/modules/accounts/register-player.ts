import { type FieldErrorCode, type registrationInput, registrationInputFor } from '@khela/contracts/accounts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import { users } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/app-error.ts'
import { isCommonPassword } from '../../lib/common-passwords.ts'
import type { Services } from '../../services.ts'
import { deleteAuthUser } from '../auth/delete-auth-user.ts'
import { findRegistrationSettings } from '../settings/find-registration-settings.ts'
import { checkPlayerDetails, isPhoneTaken, storePlayerProfile } from './player-profile-rules.ts'

export type Registration = z.output<typeof registrationInput>

/**
 * Creates a player: the Better Auth user (password hash, session) and the profile with consent, as one unit.
 * Every rule is checked first and all broken ones reported at once; if storing the profile fails after the
 * user exists, the user is deleted again, so nothing half-created remains.
 * Returns Better Auth's response, which carries the new session's cookie.
 */
export async function registerPlayer(
  { config, database, auth }: Pick<Services, 'config' | 'database' | 'auth'>,
  input: Registration,
  headers: Headers,
  now = new Date(),
): Promise<{ response: Response; userId: string }> {
  const { db } = database
  const settings = await findRegistrationSettings(db)
  // The same operator rules the form applied as the player typed (password policy, age, restricted countries),
  // and the common passwords, which only the server holds.
  await checkPlayerDetails(db, registrationInputFor(settings, now, { isCommonPassword }), input, now)

  const clashes = await findClashes(db, input.email, input.phone)
  if (clashes) throw new AppError('CONFLICT', { fields: clashes })

  const response = await auth.api.signUpEmail({
    body: {
      email: input.email,
      password: input.password,
      name: input.email.split('@')[0] ?? input.email,
      // Where the verification link sent with the welcome lands.
      callbackURL: `${config.publicUrl}/profile`,
    },
    headers,
    asResponse: true,
  })
  if (!response.ok) {
    // Between the check above and now, someone else registered the same email.
    if (response.status === 422) throw new AppError('CONFLICT', { fields: { email: 'EMAIL_TAKEN' } })
    throw new AppError('INTERNAL', {
      internalDetail: `sign-up answered ${response.status}: ${await response.text()}`,
    })
  }
  const { user } = (await response.clone().json()) as { user: { id: string } }

  try {
    await storePlayerProfile(db, user.id, input, settings.termsVersion, now)
  } catch (error) {
    await deleteAuthUser(db, user.id)
    throw error
  }
  return { response, userId: user.id }
}

async function findClashes(db: Services['database']['db'], email: string, phone: string) {
  const [emailTaken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  const phoneTaken = await isPhoneTaken(db, phone)
  if (!emailTaken && !phoneTaken) return null
  const fields: Record<string, FieldErrorCode> = {}
  if (emailTaken) fields.email = 'EMAIL_TAKEN'
  if (phoneTaken) fields.phone = 'PHONE_TAKEN'
  return fields
}
