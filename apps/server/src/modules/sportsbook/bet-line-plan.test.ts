import { describe, expect, it } from 'vitest'
import { planBetLines, systemColumns, systemOfBet } from './bet-line-plan.ts'

const roomy = { maxStake: 10_000_000, maxPayout: 1_000_000_000 }

describe('planBetLines', () => {
  it('makes one line of a single or an accumulator, staked whole', () => {
    const plan = planBetLines({ kind: 'accumulator' }, [roomy, roomy], [2000, 1500], 10_000)
    expect(plan.lines).toEqual([[0, 1]])
    expect(plan.totalStake).toBe(10_000)
    expect(plan.potentialReturn).toBe(30_000)
  })

  it('stakes a Trixie on its four lines: three doubles and the treble', () => {
    const plan = planBetLines(
      { kind: 'system', name: 'trixie' },
      [roomy, roomy, roomy],
      [2000, 3000, 1500],
      1_000,
    )
    expect(plan.lines).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ])
    expect(plan.totalStake).toBe(4_000)
    // 6.00 + 3.00 + 4.50 + 9.00 per taka of a 10-taka line.
    expect(plan.potentialReturn).toBe(6_000 + 3_000 + 4_500 + 9_000)
  })

  it('counts 2 from 4 as six doubles', () => {
    const plan = planBetLines(
      { kind: 'k_from_n', legsPerLine: 2 },
      [roomy, roomy, roomy, roomy],
      [2000, 2000, 2000, 2000],
      1_500,
    )
    expect(plan.lines).toHaveLength(6)
    expect(plan.totalStake).toBe(9_000)
  })

  it("limits the stake per line by each line's own tightest leg", () => {
    // The treble (1.10 × 5.00 × 5.00 = 27.5) reaches the 100,000 payout first: 3,636 × 27.5 = 99,990.
    const tight = { maxStake: 10_000_000, maxPayout: 100_000 }
    const plan = planBetLines(
      { kind: 'system', name: 'trixie' },
      [roomy, tight, tight],
      [1100, 5000, 5000],
      1_000,
    )
    expect(plan.maxStakePerLine).toBe(3_636)
    const singlesStake = { maxStake: 2_500, maxPayout: 1_000_000_000 }
    expect(
      planBetLines(
        { kind: 'system', name: 'patent' },
        [roomy, singlesStake, roomy],
        [2000, 2000, 2000],
        1_000,
      ).maxStakePerLine,
    ).toBe(2_500)
  })

  it('refuses a count of legs the system does not take', () => {
    expect(() =>
      planBetLines({ kind: 'system', name: 'yankee' }, [roomy, roomy, roomy], [2000, 2000, 2000], 1_000),
    ).toThrow(RangeError)
  })
})

describe('a stored system', () => {
  it('round-trips through its columns', () => {
    for (const system of [
      { kind: 'system', name: 'lucky_15' } as const,
      { kind: 'k_from_n', legsPerLine: 3 } as const,
    ])
      expect(systemOfBet(systemColumns(system) as { system: never; legsPerLine: number | null })).toEqual(
        system,
      )
    expect(systemOfBet(systemColumns(undefined) as { system: null; legsPerLine: null })).toBeNull()
  })
})
