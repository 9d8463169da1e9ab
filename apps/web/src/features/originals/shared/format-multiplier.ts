import { MULTIPLIER_SCALE } from '@khela/contracts/fairness'

/**
 * A multiplier held in ten-thousandths as the site shows it: ×1.98 (two decimals, rounded down, so a payout is
 * never shown larger than it is) with thousands separators for Limbo's and Crash's large ones.
 */
export function formatMultiplier(tenThousandths: number): string {
  const hundredths = Math.floor(tenThousandths / (MULTIPLIER_SCALE / 100))
  const whole = Math.floor(hundredths / 100)
  const fraction = String(hundredths % 100).padStart(2, '0')
  return `×${whole.toLocaleString('en-US')}.${fraction}`
}

/** A win chance held in hundredths of a percent (4950 = 49.50 %), as a percentage with two decimals. */
export function formatChance(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}%`
}
