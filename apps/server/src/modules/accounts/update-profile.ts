import type { Profile, profileUpdate } from '@khela/contracts/accounts'
import { and, eq, ne } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/app-error.ts'
import { isUniqueViolation } from '../../lib/database-errors.ts'
import { findRegistrationSettings } from '../settings/find-registration-settings.ts'
import { findProfile } from './find-profile.ts'

/** Saves the player's own details. The phone stays unique; a country the operator restricts cannot be chosen. */
export async function updateProfile(
  db: Db,
  userId: string,
  update: z.output<typeof profileUpdate>,
): Promise<Profile> {
  const current = await findProfile(db, userId)
  const { restrictedCountries } = await findRegistrationSettings(db)
  if (update.country !== current.country && restrictedCountries.includes(update.country)) {
    throw new AppError('VALIDATION_FAILED', { fields: { country: 'COUNTRY_RESTRICTED' } })
  }
  const [phoneTaken] = await db
    .select({ userId: playerProfiles.userId })
    .from(playerProfiles)
    .where(and(eq(playerProfiles.phone, update.phone), ne(playerProfiles.userId, userId)))
  if (phoneTaken) throw new AppError('CONFLICT', { fields: { phone: 'PHONE_TAKEN' } })
  try {
    return await db.transaction(async (tx) => {
      const now = new Date()
      await tx.update(users).set({ name: update.name, updatedAt: now }).where(eq(users.id, userId))
      await tx
        .update(playerProfiles)
        .set({
          phone: update.phone,
          surname: update.surname,
          gender: update.gender,
          country: update.country,
          city: update.city,
          isSubscribedToNewsletter: update.isSubscribedToNewsletter,
          language: update.language,
          updatedAt: now,
        })
        .where(eq(playerProfiles.userId, userId))
      return findProfile(tx, userId)
    })
  } catch (error) {
    if (isUniqueViolation(error, 'player_profiles_phone_unique')) {
      throw new AppError('CONFLICT', { fields: { phone: 'PHONE_TAKEN' } })
    }
    throw error
  }
}
