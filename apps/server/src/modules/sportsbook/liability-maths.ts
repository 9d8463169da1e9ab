import { ODDS_SCALE } from '@khela/contracts/sportsbook-odds'

/**
 * The book's liability, in minor units (docs/sportsbook-maths.md, "Liability"). A selection's liability is what
 * the book pays if it wins minus every stake its market took: `returns(selection) − stakes(market)`, where
 * `returns` adds the potential return of every bet with a leg on the selection (an accumulator's whole return on
 * each of its legs: the worst case, as if its other legs won too) and `stakes` the stake of every bet with a leg in
 * the market. A market's worst case is its largest selection liability (a selection nobody backed counts its
 * returns as 0); an event's is the sum of its markets' worst cases.
 */
export type SelectionExposure = { returns: number; marketStakes: number }

export function selectionLiability(exposure: SelectionExposure): number {
  return exposure.returns - exposure.marketStakes
}

/** The worst case of a market: the largest of its selections' liabilities, counting unbacked ones at 0 returns. */
export function marketWorstCase(selectionReturns: readonly number[], marketStakes: number): number {
  return Math.max(0, ...selectionReturns) - marketStakes
}

/**
 * The largest stake, at most `stake`, whose bet adds at most `headroom` to a selection's liability: its return
 * minus itself, with `returnFor` the bet's return at a stake (rounded down, so never decreasing as the stake grows
 * within the bet's limits). 0 when not even the smallest fits.
 */
export function largestStakeWithin(
  headroom: number,
  stake: number,
  returnFor: (stake: number) => number,
): number {
  const fits = (candidate: number) => returnFor(candidate) - candidate <= headroom
  if (headroom < 0) return 0
  if (fits(stake)) return stake
  let low = 0
  let high = stake
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2)
    if (fits(middle)) low = middle
    else high = middle
  }
  return low
}

/**
 * Whether a selection's liability has reached its market's limit: no single at the minimum stake and this price
 * would still fit under it. The bet that gets there suspends the market for a trader to look at.
 */
export function hasReachedLimit(
  liability: number,
  limit: number,
  price: number,
  minimumStake: number,
): boolean {
  const minimumNet = Math.floor((minimumStake * (price - ODDS_SCALE)) / ODDS_SCALE)
  return limit - liability < Math.max(minimumNet, 1)
}

/** A market's maximum stake for a player, times their stake factor in basis points (10 000 = 1.00), rounded down. */
export function factoredMaxStake(maxStake: number, factorBasisPoints: number): number {
  return Number((BigInt(maxStake) * BigInt(factorBasisPoints)) / 10_000n)
}
