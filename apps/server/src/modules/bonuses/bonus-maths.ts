import type { CampaignReward, CampaignWagering } from '@khela/contracts/bonuses'

/** The bonus a deposit brings under a reward: a match's percent of the deposit (rounded down) up to its cap. */
export function bonusForDeposit(reward: CampaignReward, depositAmount: number): number {
  // A free bet is granted like a fixed amount: its stake sits on the grant until the sportsbook bet takes it.
  if (reward.kind === 'fixed_amount' || reward.kind === 'free_bet') return reward.amount
  // Cashback is paid by the weekly job (pay-weekly-cashback.ts), never for a deposit.
  if (reward.kind === 'cashback') return 0
  // Free spins bring no money at the deposit: their winnings land on the grant later.
  if (reward.kind === 'free_spins') return 0
  return Math.min(Math.floor((depositAmount * reward.matchPercent) / 100), reward.maxBonus)
}

/** Stakes needed before the bonus converts: the multiple of the bonus, or of deposit + bonus. */
export function wageringRequiredFor(
  wagering: CampaignWagering,
  bonus: number,
  depositAmount: number,
): number {
  const base = wagering.base === 'bonus' ? bonus : bonus + depositAmount
  return base * wagering.multiple
}

/**
 * How a met grant's balance splits at conversion: cash up to the maximum conversion (a multiple of the bonus
 * granted), the rest forfeited. The two always add up to the balance.
 */
export function conversionSplit(
  balance: number,
  grantedAmount: number,
  maxConversionMultiple: number | null,
): { converted: number; forfeited: number } {
  const cap = maxConversionMultiple === null ? balance : grantedAmount * maxConversionMultiple
  const converted = Math.min(balance, cap)
  return { converted, forfeited: balance - converted }
}
