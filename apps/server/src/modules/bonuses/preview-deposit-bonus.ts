import type { Currency } from '@khela/contracts/accounts'
import type { DepositBonusPreview, PromoRefusal } from '@khela/contracts/bonuses'
import type { Db } from '../../db/client.ts'
import { readBonusProfile } from '../../lib/bonus-profiles.ts'
import { bonusForDeposit, wageringRequiredFor } from './bonus-maths.ts'
import { eligibilityRefusal, promoUseRefusal } from './campaign-eligibility.ts'
import { findCandidateCampaigns } from './find-candidate-campaigns.ts'
import { toOffer } from './to-offer.ts'

/**
 * The bonus a deposit would bring if it were approved now, chosen as `grantDepositBonus` chooses (a plain read,
 * no lock: the approval decides again). A promo code that does not apply says why; the welcome-abuse check is not
 * told in advance.
 */
export async function previewDepositBonus(
  db: Db,
  deposit: { userId: string; amount: number; currency: Currency; number: number; promoCode: string | null },
  now: Date,
): Promise<DepositBonusPreview> {
  const profile = await readBonusProfile(db, deposit.userId)
  if (!profile) return { bonus: null, promoCodeRefusal: null }
  const typedCode = deposit.promoCode?.trim().toUpperCase() || null
  const code = typedCode ?? profile.promoCode
  const context = { profile, deposit: { amount: deposit.amount, number: deposit.number }, now }
  const candidates = await findCandidateCampaigns(db, profile, code)
  let promoCodeRefusal: PromoRefusal | null =
    typedCode && !candidates.some((campaign) => campaign.eligibility.promoCode === typedCode)
      ? 'unknown'
      : null
  for (const campaign of candidates) {
    const refusal =
      eligibilityRefusal(campaign, context) ?? (await promoUseRefusal(db, campaign, deposit.userId))
    const amount = refusal ? 0 : bonusForDeposit(campaign.reward, deposit.amount)
    // Free spins bring their spins, not money: their grant starts at 0.
    const isGiven = amount > 0 || campaign.reward.kind === 'free_spins'
    if (typedCode && campaign.eligibility.promoCode === typedCode && (refusal || !isGiven))
      promoCodeRefusal = refusal ?? 'not_eligible'
    if (refusal || !isGiven) continue
    return {
      bonus: {
        offer: await toOffer(db, campaign),
        amount,
        wageringRequired: wageringRequiredFor(campaign.wagering, amount, deposit.amount),
      },
      promoCodeRefusal,
    }
  }
  return { bonus: null, promoCodeRefusal }
}
