import { ODDS_SCALE } from '@khela/contracts/sportsbook-odds'
import { factoredMaxStake } from './liability-maths.ts'

/** A leg's market limits, per bet, in minor units. */
export type LegLimits = { maxStake: number; maxPayout: number }

/**
 * The most a bet on these legs takes: the tightest leg's maximum stake times the player's stake factor (basis
 * points, rounded down), and no more than keeps its return (stake ×
 * the product of the prices, rounded down) within the tightest leg's maximum payout. The largest stake s with
 * floor(s × P / D) ≤ M is ceil((M + 1) × D / P) − 1, computed in big integers (20 prices pass 2^53).
 */
export function allowedStake(
  legs: readonly LegLimits[],
  prices: readonly number[],
  stakeFactorBasisPoints = 10_000,
): number {
  const maxStake = factoredMaxStake(Math.min(...legs.map((leg) => leg.maxStake)), stakeFactorBasisPoints)
  const maxPayout = Math.min(...legs.map((leg) => leg.maxPayout))
  const product = prices.reduce((total, price) => total * BigInt(price), 1n)
  const scale = BigInt(ODDS_SCALE) ** BigInt(prices.length)
  const numerator = (BigInt(maxPayout) + 1n) * scale
  const withinPayout = (numerator + product - 1n) / product - 1n
  return withinPayout < BigInt(maxStake) ? Number(withinPayout) : maxStake
}
