import type { Campaign, CampaignReward } from '@khela/contracts/bonuses'
import type { Language } from '@khela/contracts/languages'
import { translate } from '../../../lib/i18n.ts'
import { formatMoney } from '../../../lib/money.ts'

/** A reward in the back office's words: '100% up to BDT 6,000.00', '10% of weekly net loss up to …' or 'BDT 500.00'. */
export function rewardSummary(reward: CampaignReward, language: Language, currency = 'BDT'): string {
  if (reward.kind === 'deposit_match')
    return translate('admin', 'bonuses.rewardMatch', {
      percent: String(reward.matchPercent),
      max: formatMoney(reward.maxBonus, currency, language),
    })
  if (reward.kind === 'cashback')
    return translate('admin', 'bonuses.rewardCashback', {
      percent: String(reward.percent),
      max: formatMoney(reward.maxAmount, currency, language),
    })
  if (reward.kind === 'free_bet')
    return translate('admin', 'bonuses.rewardFreeBet', {
      amount: formatMoney(reward.amount, currency, language),
      odds: (reward.minOdds / 100).toFixed(2),
    })
  if (reward.kind === 'free_spins')
    return translate('admin', 'bonuses.rewardFreeSpins', {
      count: String(reward.count),
      stake: formatMoney(reward.stake, currency, language),
      game: reward.game,
    })
  return formatMoney(reward.amount, currency, language)
}

/** How a campaign is reached: its promo code, its welcome offer (and pack step), or automatically. */
export function triggerSummary({ eligibility, pack }: Pick<Campaign, 'eligibility' | 'pack'>): string {
  if (eligibility.trigger === 'promo_code') return eligibility.promoCode ?? ''
  const deposit =
    eligibility.depositNumber === null
      ? ''
      : ` · ${translate('admin', 'bonuses.depositNumber', { number: String(eligibility.depositNumber) })}`
  if (eligibility.trigger === 'welcome_offer')
    return `${eligibility.welcomeOffer ?? ''}${pack ? ` #${pack.step}` : ''}${deposit}`
  return `${translate('admin', 'bonuses.automatic')}${deposit}`
}
