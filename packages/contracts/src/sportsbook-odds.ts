// Sportsbook prices and how a player sees them, without zod, so any page can format a price without loading zod
// (the schemas are in sportsbook-bets.ts). The rules and their rounding are in docs/sportsbook-maths.md.

/** A price is decimal odds as an integer of thousandths (1850 = 1.85), never a float: 1.001 to 1000.00. */
export const ODDS_SCALE = 1000
export const oddsBounds = { min: 1001, max: 1_000_000 } as const

export function isOddsAllowed(odds: number): boolean {
  return Number.isInteger(odds) && odds >= oddsBounds.min && odds <= oddsBounds.max
}

export function assertOdds(odds: number): void {
  if (!isOddsAllowed(odds))
    throw new RangeError(`odds ${odds} are not whole thousandths from 1001 to 1,000,000`)
}

/** The player's choice in settings; decimal until they choose. */
export const oddsFormats = ['decimal', 'fractional', 'american', 'hong_kong', 'malay', 'indonesian'] as const
export type OddsFormat = (typeof oddsFormats)[number]
export const defaultOddsFormat: OddsFormat = 'decimal'

/**
 * The price as the player reads it. Exact where the format's value is a whole number of thousandths; otherwise
 * rounded half away from zero: American to a whole number, the negative Malay and Indonesian values to thousandths.
 * - decimal: odds / 1000 — "1.85", "1.875", "2.00"
 * - fractional: (odds − 1000) / 1000 as an exact reduced fraction — "17/20", "1/1", "7/8", "1/1000"
 * - american: at 2.00 or more +100 × (decimal − 1), "+150", "+100"; below 2.00 −100 / (decimal − 1), "-118"
 * - hong_kong: decimal − 1 — "0.85"
 * - malay: Hong Kong when it is at most 1 ("0.85", "1.00"), otherwise −1 / Hong Kong ("-0.667")
 * - indonesian: Hong Kong when it is at least 1 ("1.50"), otherwise −1 / Hong Kong ("-1.176")
 * Decimal numbers show 2 decimals, and the third when it is not 0.
 */
export function formatOdds(odds: number, format: OddsFormat = defaultOddsFormat): string {
  assertOdds(odds)
  const hongKong = odds - ODDS_SCALE
  switch (format) {
    case 'decimal':
      return thousandthsText(odds)
    case 'fractional': {
      const divisor = greatestCommonDivisor(hongKong, ODDS_SCALE)
      return `${hongKong / divisor}/${ODDS_SCALE / divisor}`
    }
    case 'american':
      return hongKong >= ODDS_SCALE
        ? `+${divideRoundingHalfUp(hongKong, 10)}`
        : `-${divideRoundingHalfUp(100 * ODDS_SCALE, hongKong)}`
    case 'hong_kong':
      return thousandthsText(hongKong)
    case 'malay':
      return hongKong <= ODDS_SCALE ? thousandthsText(hongKong) : negativeReciprocalText(hongKong)
    case 'indonesian':
      return hongKong >= ODDS_SCALE ? thousandthsText(hongKong) : negativeReciprocalText(hongKong)
  }
}

/** −1 / (hongKong / 1000) in thousandths: −1,000,000 / hongKong, rounded half away from zero. */
function negativeReciprocalText(hongKong: number): string {
  return `-${thousandthsText(divideRoundingHalfUp(ODDS_SCALE * ODDS_SCALE, hongKong))}`
}

function thousandthsText(thousandths: number): string {
  const fraction = String(thousandths % ODDS_SCALE).padStart(3, '0')
  return `${divideDown(thousandths, ODDS_SCALE)}.${fraction.endsWith('0') ? fraction.slice(0, 2) : fraction}`
}

// Whole-number division of non-negative safe integers: `%` is exact, so no quotient is ever a rounded float.
function divideDown(dividend: number, divisor: number): number {
  return (dividend - (dividend % divisor)) / divisor
}

function divideRoundingHalfUp(dividend: number, divisor: number): number {
  return divideDown(2 * dividend + divisor, 2 * divisor)
}

function greatestCommonDivisor(left: number, right: number): number {
  return right === 0 ? left : greatestCommonDivisor(right, left % right)
}
