import type { BetLine } from './sportsbook-bet-types.ts'
import type { SettledLeg } from './sportsbook-bets.ts'
import { assertOdds } from './sportsbook-odds.ts'
import { assertPositiveMinor, type Factor, legFactor, legsOfLine } from './sportsbook-settlement.ts'

/**
 * What the book offers to buy an open bet back for (docs/sportsbook-maths.md, "Cash-out"), in minor units. Each
 * line is worth its stake × the product of its legs' factors: a settled leg's result as settlement counts it (a
 * lost leg makes the line worth nothing, a void one leaves it as it was), an open leg the price it was taken at ÷
 * its price now. The sum of the lines, less the cash-out margin, is rounded once, down, to a whole poisha, so the
 * offer never exceeds its exact value and every machine computes the same one.
 */

/** A bet's leg as cash-out sees it: taken at `placedOdds`, and now either still running at `currentOdds` or settled. */
export type CashOutLeg =
  | { state: 'open'; placedOdds: number; currentOdds: number }
  | { state: 'settled'; leg: SettledLeg }

export type CashOutInput = {
  stakePerLineMinor: number
  legs: readonly CashOutLeg[]
  /** From betLines: a single or an accumulator is one line of every leg. */
  lines: readonly BetLine[]
  /** The book's cut, in basis points (500 = 5 %). */
  marginBasisPoints: number
}

const basisPoints = 10_000n

function cashOutFactor(leg: CashOutLeg): Factor {
  if (leg.state === 'settled') return legFactor(leg.leg)
  assertOdds(leg.placedOdds)
  assertOdds(leg.currentOdds)
  return { numerator: BigInt(leg.placedOdds), denominator: BigInt(leg.currentOdds) }
}

/** The bet's cash-out value before any minimum or maximum: floor(Σ lines × (1 − margin)). */
export function cashOutValue(bet: CashOutInput): bigint {
  assertPositiveMinor(bet.stakePerLineMinor, 'stake per line')
  if (bet.lines.length === 0) throw new RangeError('a bet has at least one line')
  if (
    !Number.isSafeInteger(bet.marginBasisPoints) ||
    bet.marginBasisPoints < 0 ||
    bet.marginBasisPoints >= 10_000
  )
    throw new RangeError('the cash-out margin is at least 0 and below 100 %')
  // Every line over one common denominator, so the sum is exact before the one rounding.
  let numerator = 0n
  let denominator = 1n
  for (const line of bet.lines) {
    let lineNumerator = BigInt(bet.stakePerLineMinor)
    let lineDenominator = 1n
    for (const factor of legsOfLine(bet.legs, line).map(cashOutFactor)) {
      lineNumerator *= factor.numerator
      lineDenominator *= factor.denominator
    }
    numerator = numerator * lineDenominator + lineNumerator * denominator
    denominator *= lineDenominator
  }
  return (numerator * (basisPoints - BigInt(bet.marginBasisPoints))) / (denominator * basisPoints)
}

/**
 * The offer a player is shown: the value, unless it is below the operator's minimum (too small to be worth it) or
 * above its maximum (the book does not buy back that much at once), in which case there is none.
 */
export function cashOutOffer(value: bigint, limits: { minMinor: number; maxMinor: number }): number | null {
  if (value < BigInt(limits.minMinor) || value > BigInt(limits.maxMinor)) return null
  return Number(value)
}

/**
 * A partial cash-out of `partStakeMinor` of the bet's stake: the player is paid that share of the full offer
 * (rounded down), and the rest of the stake stays on at the bet's old terms.
 */
export function partialCashOut(
  offerMinor: number,
  stakeMinor: number,
  partStakeMinor: number,
): { paidMinor: number; remainingStakeMinor: number } {
  assertPositiveMinor(stakeMinor, 'stake')
  assertPositiveMinor(partStakeMinor, 'part of the stake')
  if (partStakeMinor > stakeMinor) throw new RangeError('a part of the stake is at most the stake')
  if (!Number.isSafeInteger(offerMinor) || offerMinor < 0)
    throw new RangeError('an offer is a safe integer ≥ 0')
  const paidMinor = Number((BigInt(offerMinor) * BigInt(partStakeMinor)) / BigInt(stakeMinor))
  return { paidMinor, remainingStakeMinor: stakeMinor - partStakeMinor }
}
