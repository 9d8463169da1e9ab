import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import type { BonusProfile } from '../../lib/bonus-profiles.ts'

/** What the bonus rules need of a player's registration (lib/bonus-profiles.ts); null for staff, who have none. */
export async function findBonusProfile(db: Pick<Db, 'select'>, userId: string): Promise<BonusProfile | null> {
  const [row] = await db
    .select({
      welcomeOffer: playerProfiles.welcomeOffer,
      promoCode: playerProfiles.promoCode,
      country: playerProfiles.country,
      currency: playerProfiles.currency,
      phone: playerProfiles.phone,
      registeredAt: playerProfiles.createdAt,
    })
    .from(playerProfiles)
    .where(eq(playerProfiles.userId, userId))
  return row ?? null
}
