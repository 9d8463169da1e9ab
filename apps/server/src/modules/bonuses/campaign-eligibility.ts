import type { Campaign, PromoRefusal } from '@khela/contracts/bonuses'
import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import type { BonusProfile } from '../../lib/bonus-profiles.ts'

export type EligibilityContext = {
  profile: Pick<BonusProfile, 'country' | 'currency' | 'registeredAt'>
  /** The qualifying deposit, when there is one: its amount and its number among the player's completed deposits. */
  deposit: { amount: number; number: number } | null
  now: Date
}

/** Why a campaign does not apply to this player (and deposit) now, or null when it does. */
export function eligibilityRefusal(campaign: Campaign, context: EligibilityContext): PromoRefusal | null {
  const { eligibility } = campaign
  const { profile, deposit, now } = context
  if (campaign.status !== 'active') return 'not_eligible'
  if (eligibility.startsAt && now < new Date(eligibility.startsAt)) return 'not_started'
  if (eligibility.endsAt && now >= new Date(eligibility.endsAt)) return 'expired'
  if (eligibility.countries.length > 0 && !eligibility.countries.includes(profile.country))
    return 'wrong_country'
  if (eligibility.currencies.length > 0 && !eligibility.currencies.includes(profile.currency))
    return 'wrong_currency'
  // New players: those who registered once the campaign was running.
  const opensAt = new Date(eligibility.startsAt ?? campaign.createdAt)
  if (eligibility.audience === 'new_players' && profile.registeredAt < opensAt) return 'not_eligible'
  if (deposit) {
    if (eligibility.depositNumber !== null && eligibility.depositNumber !== deposit.number)
      return 'not_eligible'
    if (deposit.amount < eligibility.minDeposit) return 'not_eligible'
  }
  return null
}

/**
 * A promo code's use limits against the grants given under it: in all (`used_up`) and to this player
 * (`already_used`). Under the campaign's row lock (grantDepositBonus takes it) the count is exact.
 */
export async function promoUseRefusal(
  db: Pick<Db, 'select'>,
  campaign: Campaign,
  userId: string | null,
): Promise<PromoRefusal | null> {
  const { totalUses, usesPerPlayer } = campaign.eligibility
  if (totalUses !== null) {
    const [all] = await db
      .select({ uses: count() })
      .from(bonusGrants)
      .where(eq(bonusGrants.campaignId, campaign.id))
    if ((all?.uses ?? 0) >= totalUses) return 'used_up'
  }
  if (userId !== null && usesPerPlayer !== null) {
    const [mine] = await db
      .select({ uses: count() })
      .from(bonusGrants)
      .where(and(eq(bonusGrants.campaignId, campaign.id), eq(bonusGrants.userId, userId)))
    if ((mine?.uses ?? 0) >= usesPerPlayer) return 'already_used'
  }
  return null
}
