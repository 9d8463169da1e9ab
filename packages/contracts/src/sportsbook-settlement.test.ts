import { describe, expect, it } from 'vitest'
import { betLines } from './sportsbook-bet-types.ts'
import type { SettledLeg } from './sportsbook-bets.ts'
import { cappedPayout, lineReturn, potentialReturn, settleBet } from './sportsbook-settlement.ts'

// Sums a bettor can check by hand. Stakes and returns are poisha: 100 taka = 10,000.

const win = (odds: number): SettledLeg => ({ odds, result: 'win' })
const maxPayoutMinor = 1_000_000_000 // 10,000,000 taka

function trixieLines() {
  const result = betLines({ kind: 'system', name: 'trixie' }, 3)
  if (!result.ok) throw new Error('a Trixie takes 3 selections')
  return result.lines
}

describe('lineReturn', () => {
  it('pays a 100-taka double at 1.85 and 2.10 388.50 taka', () => {
    expect(lineReturn(10_000, [win(1850), win(2100)])).toBe(38_850n)
  })

  it('rounds down to the poisha: 10.01 taka at 1.85 is 18.5185 taka, paid 18.51', () => {
    expect(lineReturn(1001, [win(1850)])).toBe(1851n)
  })

  it('returns nothing when any leg loses, and the stake on a void leg', () => {
    expect(lineReturn(10_000, [win(1850), { odds: 2100, result: 'lose' }])).toBe(0n)
    expect(lineReturn(10_000, [win(1850), { odds: 2100, result: 'void' }])).toBe(18_500n)
    expect(lineReturn(10_000, [{ odds: 1850, result: 'void' }])).toBe(10_000n)
  })

  it('pays Asian half results: 100 taka at 1.90 half won is 145 taka, half lost 50 taka', () => {
    expect(lineReturn(10_000, [{ odds: 1900, result: 'half_win' }])).toBe(14_500n)
    expect(lineReturn(10_000, [{ odds: 1900, result: 'half_lose' }])).toBe(5000n)
  })

  it('divides a dead heat: two tied for the win at 5.00 pay 250 taka on 100, three for two places at 4.00 266.66', () => {
    expect(lineReturn(10_000, [{ odds: 5000, result: 'dead_heat', placesPaid: 1, tiedCount: 2 }])).toBe(
      25_000n,
    )
    // 100 × 4 × 2/3 = 266.666… taka.
    expect(lineReturn(10_000, [{ odds: 4000, result: 'dead_heat', placesPaid: 2, tiedCount: 3 }])).toBe(
      26_666n,
    )
  })

  it('multiplies mixed results exactly before rounding: 100 × 2.00 won × 1.80 half won × 3.00 one of two = 420', () => {
    const legs: SettledLeg[] = [
      win(2000),
      { odds: 1800, result: 'half_win' },
      { odds: 3000, result: 'dead_heat', placesPaid: 1, tiedCount: 2 },
    ]
    expect(lineReturn(10_000, legs)).toBe(42_000n)
  })

  it('refuses a line it cannot settle', () => {
    expect(() => lineReturn(0, [win(1850)])).toThrow(RangeError)
    expect(() => lineReturn(10.5, [win(1850)])).toThrow(RangeError)
    expect(() => lineReturn(10_000, [])).toThrow(RangeError)
    expect(() => lineReturn(10_000, [win(1000)])).toThrow(RangeError)
    expect(() =>
      lineReturn(10_000, [{ odds: 2000, result: 'dead_heat', placesPaid: 2, tiedCount: 2 }]),
    ).toThrow(RangeError)
  })
})

describe('settleBet', () => {
  it('settles a 10-taka Trixie at 2.00, 3.00 and 4.00 line by line: 60 + 80 + 120 + 240 = 500 taka', () => {
    const settlement = settleBet({
      stakePerLineMinor: 1000,
      legs: [win(2000), win(3000), win(4000)],
      lines: trixieLines(),
      maxPayoutMinor,
    })
    expect(settlement).toEqual({
      lineReturns: [6000n, 8000n, 12_000n, 24_000n],
      totalReturn: 50_000n,
      payout: 50_000,
      isCapped: false,
    })
  })

  it('pays only the lines without the lost selection', () => {
    const settlement = settleBet({
      stakePerLineMinor: 1000,
      legs: [win(2000), win(3000), { odds: 4000, result: 'lose' }],
      lines: trixieLines(),
      maxPayoutMinor,
    })
    expect(settlement.lineReturns).toEqual([6000n, 0n, 0n, 0n])
    expect(settlement.payout).toBe(6000)
  })

  it('rounds each line, not the total: 1.01 taka a line at 1.50 three times pays 10.21, not 10.22', () => {
    // Doubles 1.01 × 2.25 = 2.2725 → 2.27 each, treble 1.01 × 3.375 = 3.40875 → 3.40.
    const settlement = settleBet({
      stakePerLineMinor: 101,
      legs: [win(1500), win(1500), win(1500)],
      lines: trixieLines(),
      maxPayoutMinor,
    })
    expect(settlement.lineReturns).toEqual([227n, 227n, 227n, 340n])
    expect(settlement.totalReturn).toBe(1021n)
  })

  it('caps the total, not each line, and keeps the uncapped return', () => {
    const settlement = settleBet({
      stakePerLineMinor: 1000,
      legs: [win(2000), win(3000), win(4000)],
      lines: trixieLines(),
      maxPayoutMinor: 20_000,
    })
    expect(settlement).toMatchObject({ totalReturn: 50_000n, payout: 20_000, isCapped: true })
  })

  it('refuses lines that name a selection twice or one the bet does not have', () => {
    const bet = { stakePerLineMinor: 1000, legs: [win(2000), win(3000)], maxPayoutMinor }
    expect(() => settleBet({ ...bet, lines: [[0, 0]] })).toThrow(RangeError)
    expect(() => settleBet({ ...bet, lines: [[0, 2]] })).toThrow(RangeError)
    expect(() => settleBet({ ...bet, lines: [] })).toThrow(RangeError)
  })
})

describe('potentialReturn', () => {
  it('shows the bet slip what every selection winning pays', () => {
    const slip = potentialReturn({
      stakePerLineMinor: 1000,
      odds: [2000, 3000, 4000],
      lines: trixieLines(),
      maxPayoutMinor,
    })
    expect(slip).toMatchObject({ totalReturn: 50_000n, payout: 50_000, isCapped: false })
  })

  it('stays exact past 2^53 poisha and pays the cap: 100 taka on 20 legs at 10.00', () => {
    const slip = potentialReturn({
      stakePerLineMinor: 10_000,
      odds: Array.from({ length: 20 }, () => 10_000),
      lines: [Array.from({ length: 20 }, (_, index) => index)],
      maxPayoutMinor,
    })
    expect(slip).toEqual({
      lineReturns: [10n ** 24n],
      totalReturn: 10n ** 24n,
      payout: maxPayoutMinor,
      isCapped: true,
    })
  })
})

describe('cappedPayout', () => {
  it('pays the return up to the maximum and refuses a maximum that is not a positive safe integer', () => {
    expect(cappedPayout(38_850n, 100_000)).toBe(38_850)
    expect(cappedPayout(100_000n, 100_000)).toBe(100_000)
    expect(cappedPayout(100_001n, 100_000)).toBe(100_000)
    expect(cappedPayout(0n, 100_000)).toBe(0)
    expect(() => cappedPayout(1n, 0)).toThrow(RangeError)
    expect(() => cappedPayout(1n, 2 ** 53)).toThrow(RangeError)
    expect(() => cappedPayout(-1n, 100)).toThrow(RangeError)
  })
})
