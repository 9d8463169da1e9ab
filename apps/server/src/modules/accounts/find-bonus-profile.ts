import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import type { BonusProfile } from '../../lib/bonus-profiles.ts'
import { findExclusionInForce } from '../responsible-gambling/find-exclusion-in-force.ts'

/**
 * What the bonus rules need of a player's registration (lib/bonus-profiles.ts), and whether they may be offered a
 * bonus now; null for staff, who have none.
 */
export async function findBonusProfile(db: Db, userId: string): Promise<BonusProfile | null> {
  const [row] = await db
    .select({
      welcomeOffer: playerProfiles.welcomeOffer,
      promoCode: playerProfiles.promoCode,
      country: playerProfiles.country,
      currency: playerProfiles.currency,
      phone: playerProfiles.phone,
      registeredAt: playerProfiles.createdAt,
      isBanned: users.banned,
    })
    .from(playerProfiles)
    .innerJoin(users, eq(users.id, playerProfiles.userId))
    .where(eq(playerProfiles.userId, userId))
  if (!row) return null
  const { isBanned, ...profile } = row
  const isExcluded = !isBanned && (await findExclusionInForce(db, userId)) !== null
  return { ...profile, mayReceiveOffers: !isBanned && !isExcluded }
}
