import { MULTIPLIER_SCALE } from '@khela/contracts/fairness'
import type { Language } from '@khela/contracts/i18n'
import { formatNumber } from '../../../lib/format.ts'
import { currentLanguage } from '../../../lib/i18n.ts'

/**
 * A whole count of 1/10^decimals as a decimal in the reader's digits and grouping, as money is written:
 * (1234567, 2) → 12,345.67 in English, ১২,৩৪৫.৬৭ in Bengali.
 */
export function formatFixed(units: number, decimals: number, language: Language = currentLanguage()): string {
  const scale = 10 ** decimals
  const whole = formatNumber(Math.floor(units / scale), language)
  if (decimals === 0) return whole
  const fraction = String(units % scale).padStart(decimals, '0')
  return `${whole}.${fraction.replace(/\d/g, (digit) => formatNumber(Number(digit), language))}`
}

/**
 * A multiplier held in ten-thousandths as the site shows it: ×1.98 (two decimals, rounded down, so a payout is
 * never shown larger than it is), grouped and in the reader's digits (×১০,০০,০০০.০০ in Bengali).
 */
export function formatMultiplier(tenThousandths: number, language: Language = currentLanguage()): string {
  return `×${formatFixed(Math.floor(tenThousandths / (MULTIPLIER_SCALE / 100)), 2, language)}`
}

/** A win chance held in hundredths of a percent (4950 = 49.50 %), as a percentage with two decimals. */
export function formatChance(hundredths: number, language: Language = currentLanguage()): string {
  return `${formatFixed(hundredths, 2, language)}%`
}
