import { type BetLine, betLines } from '@khela/contracts/sportsbook-bet-types'
import type { BetType } from '@khela/contracts/sportsbook-bets'
import { betTypeOf, type SportBetSystem } from '@khela/contracts/sportsbook-placement'
import { potentialReturn } from '@khela/contracts/sportsbook-settlement'
import type { sportBets } from '../../db/schema/sportsbook.ts'
import { allowedStake, type LegLimits } from './sport-bet-limits.ts'

/** A bet's lines and the money on them, as placement takes it. */
export type BetLinePlan = {
  lines: BetLine[]
  stakePerLine: number
  /** Lines × the stake per line: what moves from cash. */
  totalStake: number
  /** The most each line takes: the least of every line's own limit. */
  maxStakePerLine: number
  /** What the bet returns if every leg wins at the prices taken. */
  potentialReturn: number
}

/**
 * How a bet on these legs (in the slip's order, at the prices taken) becomes lines: one for a single or an
 * accumulator, every combination of its system for a system bet. The market limits hold per line: each line's
 * stake within its tightest leg's maximum stake (times the player's stake factor) and its return within its
 * tightest leg's maximum payout, so the
 * stake per line is at most the least of those. The potential return is the lines' sum; every leg winning is the
 * most a bet can return (no result pays more than a win), so settlement may cap at it.
 */
export function planBetLines(
  betType: BetType,
  legs: readonly LegLimits[],
  prices: readonly number[],
  stakePerLine: number,
  /** The player's stake factor on the markets' maximum stakes (basis points; 10 000 = 1.00). */
  stakeFactorBasisPoints = 10_000,
): BetLinePlan {
  const counted = betLines(betType, legs.length)
  if (!counted.ok)
    throw new RangeError(`${betType.kind} takes ${counted.min}–${counted.max} legs, not ${legs.length}`)
  const { lines } = counted
  let maxStakePerLine = Number.MAX_SAFE_INTEGER
  let maxPayout = 0
  for (const line of lines) {
    const lineLegs = line.map((index) => legs[index] as LegLimits)
    maxStakePerLine = Math.min(
      maxStakePerLine,
      allowedStake(
        lineLegs,
        line.map((index) => prices[index] as number),
        stakeFactorBasisPoints,
      ),
    )
    maxPayout = Math.min(
      Number.MAX_SAFE_INTEGER,
      maxPayout + Math.min(...lineLegs.map((leg) => leg.maxPayout)),
    )
  }
  const returned = potentialReturn({
    stakePerLineMinor: stakePerLine,
    odds: prices,
    lines,
    maxPayoutMinor: maxPayout,
  })
  return {
    lines,
    stakePerLine,
    totalStake: stakePerLine * lines.length,
    maxStakePerLine,
    potentialReturn: returned.payout,
  }
}

/** A stored bet's system as the contract names it; null for singles and accumulators. */
export function systemOfBet(
  bet: Pick<typeof sportBets.$inferSelect, 'system' | 'legsPerLine'>,
): SportBetSystem | null {
  if (bet.system === null) return null
  if (bet.system === 'k_from_n') {
    if (bet.legsPerLine === null) throw new Error('a k-from-n bet without its legs per line')
    return { kind: 'k_from_n', legsPerLine: bet.legsPerLine }
  }
  return { kind: 'system', name: bet.system }
}

/** The columns that store a bet's system. */
export function systemColumns(
  system: SportBetSystem | undefined,
): Pick<typeof sportBets.$inferInsert, 'system' | 'legsPerLine'> {
  if (!system) return { system: null, legsPerLine: null }
  return system.kind === 'k_from_n'
    ? { system: 'k_from_n', legsPerLine: system.legsPerLine }
    : { system: system.name, legsPerLine: null }
}

/** A stored bet's lines over its `legCount` legs, as settlement and resettlement pay them. */
export function linesOfBet(
  bet: Pick<typeof sportBets.$inferSelect, 'id' | 'type' | 'system' | 'legsPerLine'>,
  legCount: number,
): BetLine[] {
  const counted = betLines(betTypeOf({ type: bet.type, system: systemOfBet(bet) }), legCount)
  if (!counted.ok) throw new Error(`sport bet ${bet.id}: ${legCount} legs do not make its lines`)
  return counted.lines
}
