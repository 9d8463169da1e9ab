import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { betLines } from './sportsbook-bet-types.ts'
import { type CashOutLeg, cashOutOffer, cashOutValue, partialCashOut } from './sportsbook-cash-out.ts'
import { oddsBounds } from './sportsbook-odds.ts'

// Sums a bettor can check by hand. Stakes and offers are poisha: 100 taka = 10,000.

const open = (placedOdds: number, currentOdds: number): CashOutLeg => ({
  state: 'open',
  placedOdds,
  currentOdds,
})
const won = (odds: number): CashOutLeg => ({ state: 'settled', leg: { odds, result: 'win' } })
const single = [[0]]
const acca = (legs: number) => [Array.from({ length: legs }, (_, index) => index)]

describe('cashOutValue', () => {
  it('offers a single its stake × placed ÷ current price, less the margin', () => {
    // 100 taka at 2.00, now 1.60: worth 125 taka, 5 % margin → 118.75 taka.
    const value = cashOutValue({
      stakePerLineMinor: 10_000,
      legs: [open(2000, 1600)],
      lines: single,
      marginBasisPoints: 500,
    })
    expect(value).toBe(11_875n)
  })

  it('offers less than the stake when the price has drifted, and rounds down to the poisha', () => {
    // 100 taka at 2.00, now 3.00: 66.666… taka, no margin → 66.66 taka.
    const value = cashOutValue({
      stakePerLineMinor: 10_000,
      legs: [open(2000, 3000)],
      lines: single,
      marginBasisPoints: 0,
    })
    expect(value).toBe(6_666n)
  })

  it('counts an accumulator’s settled legs by their results and its open legs by their price now', () => {
    // 100 taka on 1.50 (won) × 2.00 (now 1.25): 100 × 1.5 × 2.00/1.25 = 240 taka; 10 % margin → 216 taka.
    const legs = [won(1500), open(2000, 1250)]
    expect(cashOutValue({ stakePerLineMinor: 10_000, legs, lines: acca(2), marginBasisPoints: 1000 })).toBe(
      21_600n,
    )
  })

  it('is worth nothing once a leg has lost, and a void leg leaves the line as it was', () => {
    const lost: CashOutLeg = { state: 'settled', leg: { odds: 1500, result: 'lose' } }
    const voided: CashOutLeg = { state: 'settled', leg: { odds: 1500, result: 'void' } }
    const bet = { stakePerLineMinor: 10_000, lines: acca(2), marginBasisPoints: 0 }
    expect(cashOutValue({ ...bet, legs: [lost, open(2000, 2000)] })).toBe(0n)
    expect(cashOutValue({ ...bet, legs: [voided, open(2000, 2000)] })).toBe(10_000n)
  })

  it('sums a system bet’s lines before rounding once', () => {
    const trixie = betLines({ kind: 'system', name: 'trixie' }, 3)
    if (!trixie.ok) throw new Error('a Trixie takes 3 selections')
    // Three selections whose prices have not moved: each of the 4 lines is worth its stake, 10 taka.
    const legs = [open(2000, 2000), open(3000, 3000), open(1500, 1500)]
    expect(cashOutValue({ stakePerLineMinor: 1_000, legs, lines: trixie.lines, marginBasisPoints: 0 })).toBe(
      4_000n,
    )
  })

  it('refuses a margin of 100 % or more, and a stake below a poisha', () => {
    const legs = [open(2000, 2000)]
    expect(() =>
      cashOutValue({ stakePerLineMinor: 100, legs, lines: single, marginBasisPoints: 10_000 }),
    ).toThrow(RangeError)
    expect(() => cashOutValue({ stakePerLineMinor: 0, legs, lines: single, marginBasisPoints: 0 })).toThrow(
      RangeError,
    )
  })

  const odds = fc.integer({ min: oddsBounds.min, max: 20_000 })

  it('falls as the price now lengthens, and never exceeds what the bet would return if it won now', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        odds,
        odds,
        odds,
        fc.integer({ min: 0, max: 2_000 }),
        (stake, placed, now, later, margin) => {
          const valueAt = (current: number) =>
            cashOutValue({
              stakePerLineMinor: stake,
              legs: [open(placed, current)],
              lines: single,
              marginBasisPoints: margin,
            })
          const [shorter, longer] = now <= later ? [now, later] : [later, now]
          expect(valueAt(shorter)).toBeGreaterThanOrEqual(valueAt(longer))
          // At a price of 1.001 the bet is all but won: the offer is at most its full return.
          expect(valueAt(oddsBounds.min)).toBeLessThanOrEqual((BigInt(stake) * BigInt(placed)) / 1000n)
        },
      ),
    )
  })
})

describe('cashOutOffer', () => {
  it('offers the value only between the operator’s minimum and maximum', () => {
    const limits = { minMinor: 100, maxMinor: 1_000_000 }
    expect(cashOutOffer(99n, limits)).toBeNull()
    expect(cashOutOffer(100n, limits)).toBe(100)
    expect(cashOutOffer(1_000_000n, limits)).toBe(1_000_000)
    expect(cashOutOffer(1_000_001n, limits)).toBeNull()
  })
})

describe('partialCashOut', () => {
  it('pays the part’s share of the offer and leaves the rest of the stake on', () => {
    // An offer of 118.75 taka on a 100-taka stake; cashing out 40 taka of it pays 47.50 taka.
    expect(partialCashOut(11_875, 10_000, 4_000)).toEqual({ paidMinor: 4_750, remainingStakeMinor: 6_000 })
  })

  it('refuses a part larger than the stake', () => {
    expect(() => partialCashOut(11_875, 10_000, 10_001)).toThrow(RangeError)
  })
})
