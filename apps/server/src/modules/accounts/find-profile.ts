import type { Profile } from '@khela/contracts/accounts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/app-error.ts'

/** A player's profile; staff accounts made without registering have none (NOT_FOUND). */
export async function findProfile(db: Pick<Db, 'select'>, userId: string): Promise<Profile> {
  const [row] = await db
    .select({
      email: users.email,
      isEmailVerified: users.emailVerified,
      name: users.name,
      phone: playerProfiles.phone,
      surname: playerProfiles.surname,
      dateOfBirth: playerProfiles.dateOfBirth,
      gender: playerProfiles.gender,
      country: playerProfiles.country,
      city: playerProfiles.city,
      currency: playerProfiles.currency,
      isSubscribedToNewsletter: playerProfiles.isSubscribedToNewsletter,
      language: playerProfiles.language,
    })
    .from(playerProfiles)
    .innerJoin(users, eq(users.id, playerProfiles.userId))
    .where(eq(playerProfiles.userId, userId))
  if (!row) throw new AppError('NOT_FOUND', { message: 'This account has no player profile.' })
  return row
}
