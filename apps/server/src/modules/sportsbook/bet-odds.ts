import type { BetLine } from '@khela/contracts/sportsbook-bet-types'
import type { SportBetLegStatus } from '@khela/contracts/sportsbook-placement'

const thousand = 1000n

/** The combined decimal odds of legs at these prices (thousandths), rounded down; 1000 (1.00) for none. */
export function combinedOdds(prices: readonly number[]): number {
  let combined = thousand
  for (const price of prices) combined = (combined * BigInt(price)) / thousand
  return Number(combined)
}

/**
 * The odds a bet settled at, for a bonus's minimum (thousandths): each line's combined price of its legs that are
 * not void (a single's price, an accumulator's combined price), and of a system bet the lowest line, so no line
 * counts at odds under the minimum. 0 when every leg is void: a void bet never counts.
 */
export function settledOdds(
  lines: readonly BetLine[],
  legs: readonly { price: number; status: SportBetLegStatus }[],
): number {
  let lowest = 0
  for (const line of lines) {
    const prices = line
      .map((index) => legs[index])
      .filter((leg) => leg !== undefined && leg.status !== 'void')
      .map((leg) => leg?.price ?? 0)
    if (prices.length === 0) continue
    const odds = combinedOdds(prices)
    if (lowest === 0 || odds < lowest) lowest = odds
  }
  return lowest
}

/** Whether legs at these prices (thousandths) reach a bonus's minimum odds (hundredths: 150 = 1.50), exactly. */
export function reachesMinOdds(prices: readonly number[], minOddsHundredths: number): boolean {
  const product = prices.reduce((total, price) => total * BigInt(price), 1n)
  return product * 100n >= BigInt(minOddsHundredths) * thousand ** BigInt(prices.length)
}
