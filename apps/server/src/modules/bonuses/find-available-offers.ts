import type { Currency } from '@khela/contracts/accounts'
import { and, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusCampaigns } from '../../db/schema/bonuses.ts'
import { clock } from '../../lib/clock.ts'
import { toCampaign } from './to-campaign.ts'
import { toOffer } from './to-offer.ts'

/**
 * The offers running now, for the bonuses page and the registration's offer list: active campaigns within their
 * dates, in the currency asked (or any), welcome packs in step order. Promo-code campaigns stay out: a code is
 * told only to those who have it.
 */
export async function findAvailableOffers(db: Db, currency: Currency | null) {
  const now = clock.now()
  const rows = await db
    .select()
    .from(bonusCampaigns)
    .where(and(eq(bonusCampaigns.status, 'active'), ne(bonusCampaigns.trigger, 'promo_code')))
  const offers = rows
    .map(toCampaign)
    .filter(({ eligibility }) => {
      const isRunning =
        (!eligibility.startsAt || new Date(eligibility.startsAt) <= now) &&
        (!eligibility.endsAt || now < new Date(eligibility.endsAt))
      const isInCurrency =
        !currency || eligibility.currencies.length === 0 || eligibility.currencies.includes(currency)
      return isRunning && isInCurrency
    })
    .sort(
      (a, b) =>
        (a.pack?.key ?? a.name.en).localeCompare(b.pack?.key ?? b.name.en) ||
        (a.pack?.step ?? 0) - (b.pack?.step ?? 0),
    )
  return { offers: await Promise.all(offers.map((offer) => toOffer(db, offer))) }
}
