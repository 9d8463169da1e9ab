import type { Country } from '@khela/contracts/accounts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'

/** The country a player declared at registration, or null for a user without a player profile. */
export async function findPlayerCountry(db: Pick<Db, 'select'>, userId: string): Promise<Country | null> {
  const [profile] = await db
    .select({ country: playerProfiles.country })
    .from(playerProfiles)
    .where(eq(playerProfiles.userId, userId))
  return profile?.country ?? null
}

/** The same, as an SQL expression over `userId` (a placeholder), for a caller's statement of its own. */
export const playerCountrySql = (userId: string) =>
  `(SELECT p.country FROM player_profiles p WHERE p.user_id = ${userId})`
