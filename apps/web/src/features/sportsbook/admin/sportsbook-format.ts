import type { LocalizedText } from '@khela/contracts/i18n'
import { formatOdds } from '@khela/contracts/sportsbook-odds'
import { currentLanguage } from '../../../lib/i18n.ts'

/** A name in the reader's language. */
export const nameOf = (text: LocalizedText) => text[currentLanguage()] || text.en

/** Thousandths as decimal odds a trader reads (1850 → 1.85). */
export const oddsText = (price: number) => formatOdds(price)

/** Basis points as a percentage with two decimals (523 → 5.23 %). */
export const basisPointsText = (basisPoints: number) => `${(basisPoints / 100).toFixed(2)} %`

/** Σ 1/price − 1 of prices in thousandths, in basis points: the overround a set of typed prices makes. */
export function overroundOf(prices: readonly number[]): number {
  return Math.round((prices.reduce((sum, price) => sum + 1000 / price, 0) - 1) * 10_000)
}

/** A typed decimal ("1.85", "2") as thousandths, or null when it is not a number. */
export function thousandthsOf(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'))
  return text.trim() !== '' && Number.isFinite(value) ? Math.round(value * 1000) : null
}

/** A typed percentage ("60", "33.33") as basis points, or null. */
export function basisPointsOf(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'))
  return text.trim() !== '' && Number.isFinite(value) ? Math.round(value * 100) : null
}
