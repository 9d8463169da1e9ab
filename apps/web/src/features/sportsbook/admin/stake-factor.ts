const bengaliDigits = '০১২৩৪৫৬৭৮৯'

/**
 * A stake factor as a trader types it ("0.5", "2", "1,25", "০.৫০") in basis points (0.5 → 5 000), or null when
 * it is not a factor with at most two decimals. Integer arithmetic only, so "0.29" is 2 900, never 2 899.99….
 */
export function parseStakeFactor(text: string): number | null {
  const latin = text.trim().replace(/[০-৯]/g, (digit) => String(bengaliDigits.indexOf(digit)))
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(latin)
  if (!match) return null
  const [, whole = '0', fraction = ''] = match
  return (Number(whole) * 100 + Number(fraction.padEnd(2, '0'))) * 100
}

/** Basis points as the factor a trader reads and edits (5 000 → "0.50"). */
export const factorOf = (basisPoints: number) => (basisPoints / 10_000).toFixed(2)
