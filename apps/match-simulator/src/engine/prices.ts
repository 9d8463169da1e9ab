/** Margins in basis points: the match winner carries the fixture template's 5 %, the ball markets 8 %. */
export const matchWinnerMarginBasisPoints = 500
export const ballMarketMarginBasisPoints = 800
/** Beyond these a side's price would fall to 1.0 or below once the margin is on it. */
const winnerProbabilityBounds = { min: 0.06, max: 0.94 } as const
const ballPriceBounds = { min: 1010, max: 100_000 } as const

const withMargin = (probability: number, marginBasisPoints: number) =>
  Math.round(1000 / (probability * (1 + marginBasisPoints / 10_000)))

/** A price in thousandths of decimal odds for a probability, with the ball markets' margin, kept in range. */
export function ballMarketPrice(probability: number): number {
  const price = withMargin(Math.max(probability, 1e-6), ballMarketMarginBasisPoints)
  return Math.min(ballPriceBounds.max, Math.max(ballPriceBounds.min, price))
}

/** Both sides' prices from P(the side batting second wins). */
export function matchWinnerPrices(
  chaseProbability: number,
  chasing: 'home' | 'away',
): { home: number; away: number } {
  const chase = Math.min(winnerProbabilityBounds.max, Math.max(winnerProbabilityBounds.min, chaseProbability))
  const chasePrice = withMargin(chase, matchWinnerMarginBasisPoints)
  const defendPrice = withMargin(1 - chase, matchWinnerMarginBasisPoints)
  return chasing === 'home'
    ? { home: chasePrice, away: defendPrice }
    : { home: defendPrice, away: chasePrice }
}
