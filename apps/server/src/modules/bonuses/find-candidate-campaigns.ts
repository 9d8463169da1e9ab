import type { Campaign } from '@khela/contracts/bonuses'
import { and, asc, eq, ne, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusCampaigns } from '../../db/schema/bonuses.ts'
import type { BonusProfile } from '../../lib/bonus-profiles.ts'
import { toCampaign } from './to-campaign.ts'

/** The campaigns that could apply, most specific first: the code's, the welcome offer's steps, automatic ones. */
export async function findCandidateCampaigns(
  tx: Pick<Db, 'select'>,
  profile: BonusProfile,
  code: string | null,
): Promise<Campaign[]> {
  const rows = await tx
    .select()
    .from(bonusCampaigns)
    .where(
      and(
        eq(bonusCampaigns.status, 'active'),
        // Cashback is automatic too, but paid weekly on net losses, never at a deposit.
        ne(bonusCampaigns.kind, 'cashback'),
        or(
          code ? eq(bonusCampaigns.promoCode, code) : undefined,
          and(
            eq(bonusCampaigns.trigger, 'welcome_offer'),
            eq(bonusCampaigns.welcomeOffer, profile.welcomeOffer),
          ),
          eq(bonusCampaigns.trigger, 'automatic'),
        ),
      ),
    )
    .orderBy(asc(bonusCampaigns.createdAt), asc(bonusCampaigns.id))
  const rank = (trigger: string) => ['promo_code', 'welcome_offer', 'automatic'].indexOf(trigger)
  return rows.map(toCampaign).sort((a, b) => rank(a.eligibility.trigger) - rank(b.eligibility.trigger))
}
