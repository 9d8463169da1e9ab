import type { Country, Currency, PromoCodeStatus } from '@khela/contracts/accounts'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { promoCodes } from '../../db/schema/accounts.ts'
import { checkPromoOffer } from '../bonuses/check-promo-offer.ts'

/**
 * A code used up to its limit reads as expired to the player: either way it no longer applies. A code that is not
 * one of registration's own is a bonus campaign's (modules/bonuses), checked for a visitor of this currency and
 * country; its limits are counted when it is granted, at a deposit.
 */
export async function checkPromoCode(
  db: Db,
  code: string,
  now = new Date(),
  visitor: { currency?: Currency; country?: Country } = {},
): Promise<PromoCodeStatus['status']> {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.trim().toUpperCase()))
  if (!promo) {
    const offer = await checkPromoOffer(db, { code, userId: null, ...visitor })
    if (offer.isValid) return 'valid'
    return offer.reason === 'unknown' ? 'unknown' : 'expired'
  }
  const isWithinDates = promo.validFrom <= now && now <= promo.validUntil
  const hasUsesLeft = promo.usageLimit === null || promo.timesUsed < promo.usageLimit
  return isWithinDates && hasUsesLeft ? 'valid' : 'expired'
}
