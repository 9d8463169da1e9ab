import type { Language } from '@khela/contracts/i18n'
import { localeFor } from '../../lib/format.ts'
import { minorToDecimal } from '../../lib/money.ts'

const bengaliDigits = '০১২৩৪৫৬৭৮৯'

/** A percentage as staff type it: at most three whole digits and two decimals, so it is a whole number of bp. */
const percentPattern = /^(\d{1,3})(?:\.(\d{1,2}))?$/

/**
 * The basis points in a percentage typed by staff ("1.5" is 150 bp, "২৫" is 2,500 bp), or null when it is not one:
 * no sign, no exponent, at most two decimals. Integer arithmetic only, so "0.29" is 29 bp, never 28.999….
 */
export function parsePercent(text: string): number | null {
  const latin = text
    .trim()
    .replace(/%$/, '')
    .trim()
    .replace(/[০-৯]/g, (digit) => String(bengaliDigits.indexOf(digit)))
  const match = percentPattern.exec(latin)
  if (!match) return null
  const [, whole = '0', fraction = ''] = match
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** Basis points as an input's value in percent, without trailing zeros: 150 → "1.5", 1,000 → "10", 25 → "0.25". */
export function percentInputValue(basisPoints: number): string {
  return minorToDecimal(basisPoints, 2).replace(/\.?0+$/, '') || '0'
}

/** Basis points shown as a percentage in the reader's language: 150 → "1.5%" (or "১.৫%"). */
export function formatBasisPoints(basisPoints: number, language: Language): string {
  return new Intl.NumberFormat(localeFor(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    Number(minorToDecimal(basisPoints, 4)),
  )
}
