import { type FieldErrorCode, type registrationInput, registrationInputFor } from '@khela/contracts/accounts'
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Services } from '../../app.ts'
import { playerProfiles, promoCodes } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { deleteAuthUser } from '../auth/delete-auth-user.ts'
import { checkPromoCode } from './check-promo-code.ts'
import { findRegistrationSettings } from './find-registration-settings.ts'

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
  const fields: Record<string, FieldErrorCode> = {}
  // The same operator rules the form applied as the player typed: password policy, age, restricted countries.
  const checked = registrationInputFor(settings, now).safeParse(input)
  for (const issue of checked.error?.issues ?? [])
    fields[String(issue.path[0])] ??= issue.message as FieldErrorCode
  if (input.promoCode) {
    const status = await checkPromoCode(db, input.promoCode, now)
    if (status !== 'valid') fields.promoCode = status === 'unknown' ? 'PROMO_UNKNOWN' : 'PROMO_EXPIRED'
  }
  if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields })

  const clashes = await findClashes(database.db, input.email, input.phone)
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
    await db.transaction(async (tx) => {
      await tx.insert(playerProfiles).values({
        userId: user.id,
        phone: input.phone,
        currency: input.currency,
        welcomeOffer: input.offer,
        dateOfBirth: input.dateOfBirth,
        country: input.country,
        promoCode: input.promoCode ?? null,
        termsVersion: settings.termsVersion,
        termsAcceptedAt: now,
      })
      if (input.promoCode) await usePromoCode(tx, input.promoCode)
    })
  } catch (error) {
    await deleteAuthUser(db, user.id)
    if (isUniqueViolation(error, 'player_profiles_phone_unique')) {
      throw new AppError('CONFLICT', { fields: { phone: 'PHONE_TAKEN' } })
    }
    throw error
  }
  return { response, userId: user.id }
}

async function findClashes(db: Services['database']['db'], email: string, phone: string) {
  const [emailTaken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  const [phoneTaken] = await db
    .select({ id: playerProfiles.userId })
    .from(playerProfiles)
    .where(eq(playerProfiles.phone, phone))
  if (!emailTaken && !phoneTaken) return null
  const fields: Record<string, FieldErrorCode> = {}
  if (emailTaken) fields.email = 'EMAIL_TAKEN'
  if (phoneTaken) fields.phone = 'PHONE_TAKEN'
  return fields
}

/** Counts one use, unless the last use went to someone else a moment ago. */
async function usePromoCode(tx: Pick<Services['database']['db'], 'update'>, code: string) {
  const counted = await tx
    .update(promoCodes)
    .set({ timesUsed: sql`${promoCodes.timesUsed} + 1` })
    .where(
      and(
        eq(promoCodes.code, code),
        or(isNull(promoCodes.usageLimit), lt(promoCodes.timesUsed, promoCodes.usageLimit)),
      ),
    )
    .returning({ code: promoCodes.code })
  if (counted.length === 0)
    throw new AppError('VALIDATION_FAILED', { fields: { promoCode: 'PROMO_EXPIRED' } })
}
