import { minorToDecimal } from './money.ts'

const bengaliDigits = '০১২৩৪৫৬৭৮৯'

/** Whole taka one may type: thirteen digits keep every amount a safe integer of poisha. */
const takaPattern = /^(\d{1,13})(?:\.(\d{1,2}))?$/

/**
 * The poisha in an amount typed as taka by a player or staff ("1,500", "250.5", "১০০০"), or null when it is not an
 * amount: at most two decimals, no sign, no exponent. Integer arithmetic only, so "0.29" is 29 poisha, never
 * 28.999….
 */
export function parseTaka(text: string): number | null {
  const latin = text.trim().replace(/[০-৯]/g, (digit) => String(bengaliDigits.indexOf(digit)))
  const match = takaPattern.exec(latin.replaceAll(',', ''))
  if (!match) return null
  const [, whole = '0', fraction = ''] = match
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

/** An amount in poisha as an input's value in taka: whole taka without decimals, else two ("500", "250.50"). */
export function takaInputValue(poisha: number): string {
  const decimal = minorToDecimal(poisha, 2)
  return decimal.endsWith('.00') ? decimal.slice(0, -3) : decimal
}

/** A list of amounts as staff type them ('200, 500 1000'); null when any of them is not an amount. */
export function parseTakaList(text: string): number[] | null {
  const amounts = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(parseTaka)
  return amounts.every((amount): amount is number => amount !== null) ? amounts : null
}
