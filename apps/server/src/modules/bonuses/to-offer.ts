import type { availableOffer, Campaign } from '@khela/contracts/bonuses'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { findProviderGame } from '../catalog/find-provider-game.ts'

/**
 * What a player may see of a campaign: its reward, conditions and terms, never its limits or its code; for free
 * spins, the title of their game.
 */
export async function toOffer(
  db: Pick<Db, 'select'>,
  campaign: Campaign,
): Promise<z.infer<typeof availableOffer>> {
  const { reward } = campaign
  const game = reward.kind === 'free_spins' ? await findProviderGame(db, reward.game) : null
  return {
    campaignId: campaign.id,
    name: campaign.name,
    reward,
    gameTitle: game?.title ?? null,
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
