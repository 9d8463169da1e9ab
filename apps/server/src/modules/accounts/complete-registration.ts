import { type registrationCompletion, registrationCompletionFor } from '@khela/contracts/accounts'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { findRegistrationSettings } from '../settings/find-registration-settings.ts'
import { checkPlayerDetails, isPhoneTaken, storePlayerProfile } from './player-profile-rules.ts'

const alreadyComplete = () => new AppError('CONFLICT', { message: 'This registration is already complete.' })

/**
 * A player who signed up with Google gives what registration asks beyond email and password: phone,
 * currency, offer, date of birth, country and consent to the terms, under the same operator rules.
 */
export async function completeRegistration(
  db: Db,
  userId: string,
  input: z.output<typeof registrationCompletion>,
  now = new Date(),
): Promise<void> {
  // First, so a repeated request is told it is done rather than that its own phone is taken.
  if (await hasPlayerProfile(db, userId)) throw alreadyComplete()
  const settings = await findRegistrationSettings(db)
  await checkPlayerDetails(db, registrationCompletionFor(settings, now), input, now)
  if (await isPhoneTaken(db, input.phone)) {
    throw new AppError('CONFLICT', { fields: { phone: 'PHONE_TAKEN' } })
  }
  try {
    await storePlayerProfile(db, userId, input, settings.termsVersion, now)
  } catch (error) {
    if (isUniqueViolation(error, 'player_profiles_pkey')) throw alreadyComplete()
    throw error
  }
}

async function hasPlayerProfile(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: playerProfiles.userId })
    .from(playerProfiles)
    .where(eq(playerProfiles.userId, userId))
  return row !== undefined
}
