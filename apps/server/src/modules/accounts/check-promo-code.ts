import type { PromoCodeStatus } from '@khela/contracts/accounts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promoCodes } from '../../db/schema/accounts.ts'

/** A code used up to its limit reads as expired to the player: either way it no longer applies. */
export async function checkPromoCode(
  db: Db,
  code: string,
  now = new Date(),
): Promise<PromoCodeStatus['status']> {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.trim().toUpperCase()))
  if (!promo) return 'unknown'
  const isWithinDates = promo.validFrom <= now && now <= promo.validUntil
  const hasUsesLeft = promo.usageLimit === null || promo.timesUsed < promo.usageLimit
  return isWithinDates && hasUsesLeft ? 'valid' : 'expired'
}
