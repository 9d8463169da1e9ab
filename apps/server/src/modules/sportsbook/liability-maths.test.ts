import { describe, expect, it } from 'vitest'
import {
  factoredMaxStake,
  hasReachedLimit,
  largestStakeWithin,
  marketWorstCase,
  selectionLiability,
} from './liability-maths.ts'

const singleAt = (price: number) => (stake: number) => Math.floor((stake * price) / 1000)

describe('liability', () => {
  it('is what the book pays if the selection wins minus every stake its market took', () => {
    // Home 100 at 1.85 (returns 185), away 50 at 2.00 (returns 100): home wins costs 185 − 150.
    expect(selectionLiability({ returns: 185, marketStakes: 150 })).toBe(35)
    expect(selectionLiability({ returns: 100, marketStakes: 150 })).toBe(-50)
  })

  it("takes a market's worst case over every selection, an unbacked one at no return", () => {
    expect(marketWorstCase([185, 100], 150)).toBe(35)
    expect(marketWorstCase([0, 0, 0], 0)).toBe(0)
    // Only one selection of three backed: the others win for the book, the worst is the backed one.
    expect(marketWorstCase([300], 100)).toBe(200)
    // Every selection backed below the stakes: the book wins whatever happens.
    expect(marketWorstCase([90, 80], 100)).toBe(-10)
  })
})

describe('the largest stake within a headroom', () => {
  it('is the bet itself when it fits', () => {
    expect(largestStakeWithin(1_000, 1_000, singleAt(1850))).toBe(1_000)
  })

  it('is the largest stake whose return minus itself fits, with returns rounded down', () => {
    // At 1.85 a stake s adds floor(0.85 s): 850 adds at most 722 only up to s = 850 (floor(722.5) = 722).
    const allowed = largestStakeWithin(722, 10_000, singleAt(1850))
    expect(allowed).toBe(850)
    expect(singleAt(1850)(allowed) - allowed).toBeLessThanOrEqual(722)
    expect(singleAt(1850)(allowed + 1) - (allowed + 1)).toBeGreaterThan(722)
  })

  it('is 0 without headroom', () => {
    expect(largestStakeWithin(-5, 10_000, singleAt(2000))).toBe(0)
    expect(largestStakeWithin(0, 10_000, singleAt(2000))).toBe(0)
  })
})

describe('reaching the limit', () => {
  it('is when no minimum-stake single at the price still fits under it', () => {
    // A 10-taka single at 2.00 adds 1 000 poisha.
    expect(hasReachedLimit(9_000, 10_000, 2000, 1_000)).toBe(false)
    expect(hasReachedLimit(9_001, 10_000, 2000, 1_000)).toBe(true)
    expect(hasReachedLimit(10_000, 10_000, 2000, 1_000)).toBe(true)
  })
})

describe('a stake factor', () => {
  it('multiplies the maximum stake in basis points, rounded down', () => {
    expect(factoredMaxStake(100_000, 10_000)).toBe(100_000)
    expect(factoredMaxStake(100_000, 5_000)).toBe(50_000)
    expect(factoredMaxStake(100_001, 100)).toBe(1_000)
    expect(factoredMaxStake(5_000_000, 100_000)).toBe(50_000_000)
  })
})
