import type { BetLine } from './sportsbook-bet-types.ts'
import type { SettledLeg } from './sportsbook-bets.ts'
import { assertOdds, ODDS_SCALE } from './sportsbook-odds.ts'

/**
 * What a sportsbook bet returns, in minor units (poisha). A line returns stake × the product of its legs' factors:
 * win odds, lose 0, void 1, half_win (1 + odds) / 2, half_lose 1/2, dead_heat odds × placesPaid / tiedCount (odds as
 * decimals). The product is an exact fraction of big integers, rounded once, at the end of each line, DOWN to a
 * whole poisha: the house keeps the fraction, so no line ever pays more than its exact value and the same bet gives
 * the same return on every machine. A bet's return is the sum of its lines, each staked with the stake per line;
 * the maximum payout caps that sum, not each line. Returns are bigint until capped: before the cap, 20 legs at long
 * odds pass 2^53 poisha.
 */

export type Factor = { numerator: bigint; denominator: bigint }

const SCALE = BigInt(ODDS_SCALE)

/** A settled leg's factor on its line's stake, an exact fraction. */
export function legFactor(leg: SettledLeg): Factor {
  assertOdds(leg.odds)
  const odds = BigInt(leg.odds)
  switch (leg.result) {
    case 'win':
      return { numerator: odds, denominator: SCALE }
    case 'lose':
      return { numerator: 0n, denominator: 1n }
    case 'void':
      return { numerator: 1n, denominator: 1n }
    case 'half_win':
      return { numerator: SCALE + odds, denominator: 2n * SCALE }
    case 'half_lose':
      return { numerator: 1n, denominator: 2n }
    case 'dead_heat':
      if (!isDeadHeatAllowed(leg.placesPaid, leg.tiedCount))
        throw new RangeError('a dead heat pays 1 or more places, fewer than the runners tied')
      return { numerator: odds * BigInt(leg.placesPaid), denominator: SCALE * BigInt(leg.tiedCount) }
  }
}

function isDeadHeatAllowed(placesPaid: number, tiedCount: number): boolean {
  return (
    Number.isSafeInteger(placesPaid) &&
    Number.isSafeInteger(tiedCount) &&
    1 <= placesPaid &&
    placesPaid < tiedCount
  )
}

/** One line's return: floor(stake × product of its legs' factors). */
export function lineReturn(stakeMinor: number, legs: readonly SettledLeg[]): bigint {
  assertPositiveMinor(stakeMinor, 'stake')
  if (legs.length === 0) throw new RangeError('a line has at least one leg')
  let numerator = BigInt(stakeMinor)
  let denominator = 1n
  for (const leg of legs) {
    const factor = legFactor(leg)
    numerator *= factor.numerator
    denominator *= factor.denominator
  }
  // Both are non-negative, so bigint division (toward zero) rounds down.
  return numerator / denominator
}

export type BetSettlement = {
  /** Each line's return, in the order of `lines`. */
  lineReturns: bigint[]
  totalReturn: bigint
  /** What the player is paid: the total return, at most the maximum payout. */
  payout: number
  isCapped: boolean
}

export type SettleBetInput = {
  stakePerLineMinor: number
  /** The bet's selections, settled; lines name them by index. */
  legs: readonly SettledLeg[]
  /** From betLines. */
  lines: readonly BetLine[]
  maxPayoutMinor: number
}

export function settleBet(bet: SettleBetInput): BetSettlement {
  if (bet.lines.length === 0) throw new RangeError('a bet has at least one line')
  const lineReturns = bet.lines.map((line) => lineReturn(bet.stakePerLineMinor, legsOfLine(bet.legs, line)))
  const totalReturn = lineReturns.reduce((sum, lineAmount) => sum + lineAmount, 0n)
  return {
    lineReturns,
    totalReturn,
    payout: cappedPayout(totalReturn, bet.maxPayoutMinor),
    isCapped: totalReturn > BigInt(bet.maxPayoutMinor),
  }
}

/** The bet slip's figure: the settlement if every selection wins at the given odds. */
export function potentialReturn(
  bet: Omit<SettleBetInput, 'legs'> & { odds: readonly number[] },
): BetSettlement {
  const { odds, ...rest } = bet
  return settleBet({ ...rest, legs: odds.map((price) => ({ odds: price, result: 'win' })) })
}

/** A return as the number paid: at most `maxPayoutMinor`, so it is always a safe integer. */
export function cappedPayout(returnMinor: bigint, maxPayoutMinor: number): number {
  assertPositiveMinor(maxPayoutMinor, 'maximum payout')
  if (returnMinor < 0n) throw new RangeError('a return is never negative')
  return returnMinor > BigInt(maxPayoutMinor) ? maxPayoutMinor : Number(returnMinor)
}

export function legsOfLine<Leg>(legs: readonly Leg[], line: BetLine): Leg[] {
  if (new Set(line).size !== line.length) throw new RangeError(`line ${line.join(',')} repeats a selection`)
  return line.map((index) => {
    const leg = legs[index]
    if (!leg)
      throw new RangeError(`line ${line.join(',')} names selection ${index}, which the bet does not have`)
    return leg
  })
}

export function assertPositiveMinor(amount: number, name: string): void {
  if (!Number.isSafeInteger(amount) || amount < 1) throw new RangeError(`${name} must be a safe integer ≥ 1`)
}
