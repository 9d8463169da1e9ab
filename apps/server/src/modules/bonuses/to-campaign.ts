import type { Campaign, GrantTerms } from '@khela/contracts/bonuses'
import type { bonusCampaigns } from '../../db/schema/bonuses.ts'

type CampaignRow = typeof bonusCampaigns.$inferSelect

export function toCampaign(row: CampaignRow): Campaign {
  return {
    id: row.id,
    name: { en: row.nameEn, bn: row.nameBn },
    status: row.status,
    reward: row.reward,
    eligibility: row.eligibility,
    wagering: row.wagering,
    expiryDays: row.expiryDays,
    terms: { en: row.termsEn, bn: row.termsBn },
    pack: row.packKey !== null && row.packStep !== null ? { key: row.packKey, step: row.packStep } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The columns a parsed campaign input fills; the lookup columns repeat what the documents say. */
export function campaignColumns(input: ParsedCampaignInput) {
  return {
    nameEn: input.name.en,
    nameBn: input.name.bn,
    kind: input.reward.kind,
    trigger: input.eligibility.trigger,
    promoCode: input.eligibility.promoCode,
    welcomeOffer: input.eligibility.welcomeOffer,
    packKey: input.pack?.key ?? null,
    packStep: input.pack?.step ?? null,
    reward: input.reward,
    eligibility: input.eligibility,
    wagering: input.wagering,
    expiryDays: input.expiryDays,
    termsEn: input.terms.en,
    termsBn: input.terms.bn,
  }
}

export type ParsedCampaignInput = Omit<Campaign, 'id' | 'status' | 'createdAt' | 'updatedAt'>

/** What a grant keeps of its campaign for its whole life. */
export function termsOf(campaign: Campaign): GrantTerms {
  return {
    name: campaign.name,
    reward: campaign.reward,
    wagering: campaign.wagering,
    terms: campaign.terms,
    pack: campaign.pack,
  }
}
