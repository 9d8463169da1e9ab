import { type registrationCompletion, registrationCompletionFor } from '@khela/contracts/accounts'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { findRegistrationSettings } from './find-registration-settings.ts'
import { checkPlayerDetails, isPhoneTaken, storePlayerProfile } from './player-profile-rules.ts'

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
  const settings = await findRegistrationSettings(db)
  await checkPlayerDetails(db, registrationCompletionFor(settings, now), input, now)
  if (await isPhoneTaken(db, input.phone))
    throw new AppError('CONFLICT', { fields: { phone: 'PHONE_TAKEN' } })
  try {
    await storePlayerProfile(db, userId, input, settings.termsVersion, now)
  } catch (error) {
    if (isUniqueViolation(error, 'player_profiles_pkey')) {
      throw new AppError('CONFLICT', { message: 'This registration is already complete.' })
    }
    throw error
  }
}
