import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type BetLine, betLines, MAX_SELECTIONS, systemBetNames, systemBets } from './sportsbook-bet-types.ts'
import type { BetType, SettledLeg } from './sportsbook-bets.ts'
import { oddsBounds } from './sportsbook-odds.ts'
import { lineReturn, settleBet } from './sportsbook-settlement.ts'

// Random legs, prices and results against rules restated here independently of the implementation.

const odds = fc.oneof(
  fc.integer({ min: oddsBounds.min, max: 5000 }),
  fc.integer({ min: oddsBounds.min, max: oddsBounds.max }),
)
const deadHeat = fc.integer({ min: 2, max: 12 }).chain((tiedCount) =>
  fc.record({
    result: fc.constant('dead_heat' as const),
    tiedCount: fc.constant(tiedCount),
    placesPaid: fc.integer({ min: 1, max: tiedCount - 1 }),
  }),
)
const result = fc.oneof(
  fc.record({
    result: fc.constantFrom(
      'win' as const,
      'lose' as const,
      'void' as const,
      'half_win' as const,
      'half_lose' as const,
    ),
  }),
  deadHeat,
)
const leg: fc.Arbitrary<SettledLeg> = fc
  .tuple(odds, result)
  .map(([price, outcome]) => ({ odds: price, ...outcome }))
const legs = fc.array(leg, { minLength: 1, maxLength: MAX_SELECTIONS })
const stake = fc.oneof(
  fc.integer({ min: 1, max: 100_000 }),
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
)
const maxPayoutMinor = Number.MAX_SAFE_INTEGER

/** A fraction in lowest terms, denominator positive. */
type Fraction = { top: bigint; bottom: bigint }

function gcd(left: bigint, right: bigint): bigint {
  return right === 0n ? left : gcd(right, left % right)
}

function fraction(top: bigint, bottom: bigint): Fraction {
  const divisor = gcd(top, bottom)
  return { top: top / divisor, bottom: bottom / divisor }
}

function times(left: Fraction, right: Fraction): Fraction {
  return fraction(left.top * right.top, left.bottom * right.bottom)
}

function plus(left: Fraction, right: Fraction): Fraction {
  return fraction(left.top * right.bottom + right.top * left.bottom, left.bottom * right.bottom)
}

/**
 * What one unit staked on the leg returns, from the bettor's rules: half of a half-win stake is paid at the odds
 * and half returned; a dead heat stakes placesPaid / tiedCount of the unit at the odds and loses the rest.
 */
function unitReturn(settled: SettledLeg): Fraction {
  const price = fraction(BigInt(settled.odds), 1000n)
  const half = fraction(1n, 2n)
  switch (settled.result) {
    case 'win':
      return price
    case 'lose':
      return fraction(0n, 1n)
    case 'void':
      return fraction(1n, 1n)
    case 'half_win':
      return plus(times(half, price), half)
    case 'half_lose':
      return half
    case 'dead_heat':
      return times(fraction(BigInt(settled.placesPaid), BigInt(settled.tiedCount)), price)
  }
}

function referenceReturn(stakeMinor: number, line: readonly SettledLeg[]): bigint {
  const exact = line.reduce(
    (product, settled) => times(product, unitReturn(settled)),
    fraction(BigInt(stakeMinor), 1n),
  )
  return exact.top / exact.bottom
}

const winningResults = new Set(['win', 'half_win', 'dead_heat'])

describe('lineReturn, for random legs, prices and results', () => {
  it('is the exact return rounded down to the poisha', () => {
    fc.assert(
      fc.property(stake, legs, (stakeMinor, line) => {
        expect(lineReturn(stakeMinor, line)).toBe(referenceReturn(stakeMinor, line))
      }),
      { numRuns: 500 },
    )
  })

  it('returns exactly the stake when every leg is void', () => {
    fc.assert(
      fc.property(
        stake,
        fc.array(odds, { minLength: 1, maxLength: MAX_SELECTIONS }),
        (stakeMinor, prices) => {
          const line = prices.map((price): SettledLeg => ({ odds: price, result: 'void' }))
          expect(lineReturn(stakeMinor, line)).toBe(BigInt(stakeMinor))
        },
      ),
    )
  })

  it('returns nothing when any leg loses', () => {
    fc.assert(
      fc.property(stake, legs, odds, fc.nat(), (stakeMinor, line, price, position) => {
        const withLoss = line.toSpliced(position % (line.length + 1), 0, { odds: price, result: 'lose' })
        expect(lineReturn(stakeMinor, withLoss)).toBe(0n)
      }),
    )
  })

  it('never returns less when a winning leg has longer odds', () => {
    // Lost legs made void, so that the lines compared return something.
    const unlostLegs = legs.map((line) =>
      line.map(
        (settled): SettledLeg => (settled.result === 'lose' ? { ...settled, result: 'void' } : settled),
      ),
    )
    fc.assert(
      fc.property(
        stake,
        unlostLegs,
        fc.nat(),
        fc.integer({ min: 1, max: 10_000 }),
        (stakeMinor, line, position, raise) => {
          const index = position % line.length
          const before = line[index]
          fc.pre(
            before !== undefined &&
              winningResults.has(before.result) &&
              before.odds + raise <= oddsBounds.max,
          )
          const raised = line.with(index, { ...before, odds: before.odds + raise })
          expect(lineReturn(stakeMinor, raised)).toBeGreaterThanOrEqual(lineReturn(stakeMinor, line))
        },
      ),
    )
  })

  it('never returns more than the stake times every leg winning', () => {
    fc.assert(
      fc.property(stake, legs, (stakeMinor, line) => {
        const allWon = line.reduce((product, settled) => product * BigInt(settled.odds), BigInt(stakeMinor))
        const scale = 1000n ** BigInt(line.length)
        expect(lineReturn(stakeMinor, line) * scale).toBeLessThanOrEqual(allWon)
        expect(lineReturn(stakeMinor, line)).toBeLessThanOrEqual(
          lineReturn(
            stakeMinor,
            line.map((settled) => ({ odds: settled.odds, result: 'win' })),
          ),
        )
      }),
    )
  })
})

const systemBet: fc.Arbitrary<{ betType: BetType; selectionCount: number }> = fc.oneof(
  fc.constantFrom(...systemBetNames).map((name) => ({
    betType: { kind: 'system' as const, name },
    selectionCount: systemBets[name].selections,
  })),
  fc
    .integer({ min: 1, max: 8 })
    .chain((selectionCount) =>
      fc
        .integer({ min: 1, max: selectionCount })
        .map((legsPerLine) => ({ betType: { kind: 'k_from_n' as const, legsPerLine }, selectionCount })),
    ),
)

function linesOf(betType: BetType, selectionCount: number): BetLine[] {
  const result = betLines(betType, selectionCount)
  if (!result.ok) throw new Error(`${JSON.stringify(betType)} refused ${selectionCount} selections`)
  return result.lines
}

describe('settleBet, for random system bets', () => {
  it('returns what its lines would as separate bets of the stake per line, each settled as a single or accumulator', () => {
    fc.assert(
      fc.property(
        systemBet.chain((bet) =>
          fc.tuple(
            fc.constant(bet),
            fc.array(leg, { minLength: bet.selectionCount, maxLength: bet.selectionCount }),
          ),
        ),
        fc.integer({ min: 1, max: 1_000_000 }),
        ([{ betType, selectionCount }, settledLegs], stakePerLineMinor) => {
          const lines = linesOf(betType, selectionCount)
          const settlement = settleBet({ stakePerLineMinor, legs: settledLegs, lines, maxPayoutMinor })
          const separately = lines.map((line) => {
            const lineLegs = line.map((index) => settledLegs[index] as SettledLeg)
            const lineBetType: BetType = line.length === 1 ? { kind: 'single' } : { kind: 'accumulator' }
            return settleBet({
              stakePerLineMinor,
              legs: lineLegs,
              lines: linesOf(lineBetType, lineLegs.length),
              maxPayoutMinor,
            }).totalReturn
          })
          expect(settlement.lineReturns).toEqual(separately)
          expect(settlement.totalReturn).toBe(separately.reduce((sum, amount) => sum + amount, 0n))
          expect(settlement.totalReturn).toBe(
            lines.reduce(
              (sum, line) =>
                sum +
                referenceReturn(
                  stakePerLineMinor,
                  line.map((index) => settledLegs[index] as SettledLeg),
                ),
              0n,
            ),
          )
        },
      ),
    )
  })

  it('pays the total return up to the maximum payout', () => {
    fc.assert(
      fc.property(
        systemBet,
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        ({ betType, selectionCount }, cap, stakePerLineMinor) => {
          const lines = linesOf(betType, selectionCount)
          const settledLegs = Array.from(
            { length: selectionCount },
            (_, index): SettledLeg => ({ odds: 1500 + index * 250, result: 'win' }),
          )
          const settlement = settleBet({ stakePerLineMinor, legs: settledLegs, lines, maxPayoutMinor: cap })
          expect(settlement.payout).toBe(Math.min(Number(settlement.totalReturn), cap))
          expect(settlement.isCapped).toBe(settlement.totalReturn > BigInt(cap))
        },
      ),
    )
  })
})
