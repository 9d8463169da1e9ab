import type { BonusProduct, CampaignReward, Grant, PromoRefusal } from '@khela/contracts/bonuses'
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

/**
 * The grant a real-money bet would take bonus money from and feed, as the server chooses it (take-bet-bonus.ts):
 * active, not past its expiry, holding money, not a free bet (only its own sports bet uses one), expiring first.
 */
export function grantInPlay(active: readonly Grant[]): Grant | null {
  const candidates = active.filter(
    (grant) =>
      grant.status === 'active' &&
      grant.secondsLeft > 0 &&
      grant.balance > 0 &&
      grant.terms.reward.kind !== 'free_bet',
  )
  candidates.sort((a, b) => a.expiresAt.localeCompare(b.expiresAt) || a.id.localeCompare(b.id))
  return candidates[0] ?? null
}

/**
 * What a product's bets do for the wagering of the grant in play, when the player should be told: they do not count,
 * count only in part, or (sports) count only at the grant's minimum odds. Null when they count in full (or no grant
 * is in play): nothing to say.
 */
export function wageringNoticeText(
  grant: Grant | null,
  product: BonusProduct,
  language: Language,
): string | null {
  if (!grant) return null
  const percent = grant.terms.wagering.contributions[product]
  const name = grant.terms.name[language]
  if (percent === 0) return translate('common', 'bonus.notice.notCounting', { name })
  if (product === 'sportsbook')
    return translate('common', 'bonus.notice.sportsbook', {
      name,
      percent: formatNumber(percent, language),
      odds: formatBonusOdds(grant.terms.wagering.sportsbookMinOdds, language),
    })
  if (percent < 100)
    return translate('common', 'bonus.notice.partly', { name, percent: formatNumber(percent, language) })
  return null
}
