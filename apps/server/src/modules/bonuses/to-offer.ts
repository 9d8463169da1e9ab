import type { availableOffer, Campaign } from '@khela/contracts/bonuses'
import type { z } from 'zod'

/** What a player may see of a campaign: its reward, conditions and terms, never its limits or its code. */
export function toOffer(campaign: Campaign): z.infer<typeof availableOffer> {
  return {
    campaignId: campaign.id,
    name: campaign.name,
    reward: campaign.reward,
    trigger: campaign.eligibility.trigger,
    depositNumber: campaign.eligibility.depositNumber,
    minDeposit: campaign.eligibility.minDeposit,
    wagering: campaign.wagering,
    expiryDays: campaign.expiryDays,
    terms: campaign.terms,
    pack: campaign.pack,
    welcomeOffer: campaign.eligibility.welcomeOffer,
    endsAt: campaign.eligibility.endsAt,
  }
}
