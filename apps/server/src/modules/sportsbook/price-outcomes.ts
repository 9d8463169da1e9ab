/** What `priceOutcomes` gives: a price per outcome and the book's overround, both integers. */
export type PricedOutcomes = {
  /** Decimal odds in thousandths (1850 = 1.85), in the order of the probabilities. */
  prices: number[]
  /** Σ 1/price − 1, in basis points (500 = a 5 % book): what the prices keep for the house on a balanced book. */
  overroundBasisPoints: number
}

/** The shortest and longest odds offered: 1.01 and 1000.00. */
export const minPrice = 1010
export const maxPrice = 1_000_000

/** Prices are offered to hundredths (1.85), as players read them; thousandths stay for feeds that send them. */
const priceStep = 10

/**
 * Prices a set of mutually exclusive outcomes from their true probabilities and a margin: each probability is
 * raised by the margin in proportion (the margin falls on every outcome alike), turned into odds, and rounded
 * *down* to the price step, so rounding only ever adds to the house's margin, never takes from it. The one
 * exception is the floor of 1.01 for a near-certain outcome. Probabilities are normalised to sum to 1; floats
 * live only inside this function, the prices it returns are integers.
 */
export function priceOutcomes(probabilities: readonly number[], marginBasisPoints: number): PricedOutcomes {
  if (probabilities.length < 2) throw new RangeError('a market needs at least two outcomes')
  if (!Number.isInteger(marginBasisPoints) || marginBasisPoints < 0 || marginBasisPoints >= 10_000)
    throw new RangeError('the margin is whole basis points in [0, 10000)')
  if (probabilities.some((probability) => !(probability > 0 && probability < 1)))
    throw new RangeError('every probability is in (0, 1)')
  const total = probabilities.reduce((sum, probability) => sum + probability, 0)
  if (Math.abs(total - 1) > 1e-6) throw new RangeError(`probabilities sum to ${total}, not 1`)

  const scale = (1 + marginBasisPoints / 10_000) / total
  const prices = probabilities.map((probability) => {
    const fair = 1000 / (probability * scale)
    const stepped = Math.floor(fair / priceStep + 1e-9) * priceStep
    return Math.min(maxPrice, Math.max(minPrice, stepped))
  })
  return { prices, overroundBasisPoints: overroundOf(prices) }
}

/** Σ 1/price − 1 of a set of prices in thousandths, in basis points, rounded to the nearest. */
export function overroundOf(prices: readonly number[]): number {
  const impliedSum = prices.reduce((sum, price) => sum + 1000 / price, 0)
  return Math.round((impliedSum - 1) * 10_000)
}
