import type { Country, Currency } from '@khela/contracts/accounts'
import type { PromoCheck } from '@khela/contracts/bonuses'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusCampaigns } from '../../db/schema/bonuses.ts'
import { readBonusProfile } from '../../lib/bonus-profiles.ts'
import { clock } from '../../lib/clock.ts'
import { eligibilityRefusal, promoUseRefusal } from './campaign-eligibility.ts'
import { toCampaign } from './to-campaign.ts'
import { toOffer } from './to-offer.ts'

/**
 * What a promo code gives, or the most specific reason it does not apply: for a signed-in player by their own
 * country, currency and uses; for a visitor (registration's APPLY) by the country and currency they chose. A
 * paused campaign's code reads as unknown. The limits are checked again, under lock, when it is granted.
 */
export async function checkPromoOffer(
  db: Db,
  check: { code: string; userId: string | null; currency?: Currency; country?: Country },
): Promise<PromoCheck> {
  const code = check.code.trim().toUpperCase()
  const [row] = await db.select().from(bonusCampaigns).where(eq(bonusCampaigns.promoCode, code))
  if (row?.status !== 'active') return { isValid: false, code, reason: 'unknown' }
  const campaign = toCampaign(row)
  const profile = check.userId ? await readBonusProfile(db, check.userId) : null
  const now = clock.now()
  const refusal =
    eligibilityRefusal(campaign, {
      profile: {
        country: profile?.country ?? check.country ?? 'BD',
        currency: profile?.currency ?? check.currency ?? 'BDT',
        // A visitor registers now, so counts as a new player.
        registeredAt: profile?.registeredAt ?? now,
      },
      deposit: null,
      now,
    }) ?? (await promoUseRefusal(db, campaign, profile ? check.userId : null))
  if (refusal) return { isValid: false, code, reason: refusal }
  return { isValid: true, code, offer: await toOffer(db, campaign) }
}
