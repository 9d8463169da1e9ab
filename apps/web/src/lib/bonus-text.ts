import type { CampaignReward, PromoRefusal } from '@khela/contracts/bonuses'
import type { Language } from '@khela/contracts/languages'
import { formatNumber } from './format.ts'
import { translate } from './i18n.ts'
import { formatMoney } from './money.ts'

/**
 * Bonus words shared by registration, the cashier and the bonuses page (features never import each other):
 * what a reward gives, why a promo code does not apply, how long a grant has left. Free spins name their game
 * by `gameTitle` when the offer carries it, else by its catalogue slug.
 */
export function rewardText(
  reward: CampaignReward,
  currency: string,
  language: Language,
  gameTitle: string | null = null,
): string {
  if (reward.kind === 'free_spins')
    return translate('common', 'bonus.reward.freeSpins', {
      count: formatNumber(reward.count, language),
      stake: formatMoney(reward.stake, currency, language),
      game: gameTitle ?? reward.game,
    })
  if (reward.kind === 'fixed_amount')
    return translate('common', 'bonus.reward.fixed', {
      amount: formatMoney(reward.amount, currency, language),
    })
  if (reward.kind === 'free_bet')
    return translate('common', 'bonus.reward.freeBet', {
      amount: formatMoney(reward.amount, currency, language),
      odds: formatBonusOdds(reward.minOdds, language),
    })
  if (reward.kind === 'cashback')
    return translate('common', 'bonus.reward.cashback', {
      percent: formatNumber(reward.percent, language),
      max: formatMoney(reward.maxAmount, currency, language),
    })
  return translate('common', 'bonus.reward.match', {
    percent: formatNumber(reward.matchPercent, language),
    max: formatMoney(reward.maxBonus, currency, language),
  })
}

/** Bonus odds are hundredths (150 = 1.50). */
export function formatBonusOdds(hundredths: number, language: Language): string {
  return formatNumber(hundredths / 100, language)
}

export function promoRefusalText(reason: PromoRefusal): string {
  return translate('common', `bonus.refusals.${reason}`)
}

/** Whole days, hours and minutes in `seconds` (rounded down: a grant never looks longer-lived than it is). */
export function timeLeftParts(seconds: number): { days: number; hours: number; minutes: number } {
  const whole = Math.max(0, Math.floor(seconds))
  return {
    days: Math.floor(whole / 86_400),
    hours: Math.floor((whole % 86_400) / 3600),
    minutes: Math.floor((whole % 3600) / 60),
  }
}

export function timeLeftText(seconds: number, language: Language): string {
  const { days, hours, minutes } = timeLeftParts(seconds)
  const n = (value: number) => formatNumber(value, language)
  if (days > 0) return translate('common', 'bonus.timeLeft.days', { days: n(days), hours: n(hours) })
  if (hours > 0) return translate('common', 'bonus.timeLeft.hours', { hours: n(hours), minutes: n(minutes) })
  return translate('common', 'bonus.timeLeft.minutes', { minutes: n(minutes) })
}

/** Wagering done as a whole percent of what is required, 100 when nothing is (it converts at once). */
export function wageringPercent(wagered: number, required: number): number {
  if (required <= 0) return 100
  return Math.min(100, Math.floor((wagered * 100) / required))
}
