import { describe, expect, it } from 'vitest'
import { stakeAfter, stakeProblem } from './stake.ts'

const limits = { minStake: 1_000, maxStake: 5_000_000 }

describe('stakeProblem', () => {
  it('accepts a stake within the limits and the balance, typed in Latin or Bengali digits', () => {
    expect(stakeProblem('10', limits, 1_000)).toBeNull()
    expect(stakeProblem('১০০', limits, 1_000_000)).toBeNull()
    expect(stakeProblem('50000', limits, undefined)).toBeNull()
  })

  it('names what is wrong', () => {
    expect(stakeProblem(' ', limits, 100)).toBe('REQUIRED')
    expect(stakeProblem('abc', limits, 100)).toBe('AMOUNT_NOT_A_NUMBER')
    expect(stakeProblem('0', limits, 100)).toBe('AMOUNT_NOT_A_NUMBER')
    expect(stakeProblem('9.99', limits, 1_000_000)).toBe('AMOUNT_BELOW_MINIMUM')
    expect(stakeProblem('50000.01', limits, 10_000_000)).toBe('AMOUNT_ABOVE_MAXIMUM')
    expect(stakeProblem('20', limits, 1_999)).toBe('INSUFFICIENT_FUNDS')
  })
})

describe('stakeAfter', () => {
  it('halves and doubles within the limits', () => {
    expect(stakeAfter('half', 5_000, limits, 1_000_000)).toBe(2_500)
    expect(stakeAfter('half', 1_500, limits, 1_000_000)).toBe(1_000)
    expect(stakeAfter('double', 5_000, limits, 1_000_000)).toBe(10_000)
    expect(stakeAfter('double', 4_000_000, limits, 100_000_000)).toBe(5_000_000)
  })

  it('keeps within the balance when the balance reaches the minimum', () => {
    expect(stakeAfter('double', 5_000, limits, 7_000)).toBe(7_000)
    expect(stakeAfter('max', null, limits, 7_000)).toBe(7_000)
    expect(stakeAfter('max', null, limits, 500)).toBe(5_000_000)
  })

  it('starts from the minimum when nothing is typed', () => {
    expect(stakeAfter('double', null, limits, undefined)).toBe(2_000)
    expect(stakeAfter('min', 90_000, limits, undefined)).toBe(1_000)
  })
})
