import type { CampaignReward } from '@khela/contracts/bonuses'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bonusForDeposit, conversionSplit, wageringRequiredFor } from './bonus-maths.ts'

const contributions = { originals: 100, crash: 100, slots: 100, live_table: 10, sportsbook: 100 }
const wagering = (base: 'bonus' | 'deposit_and_bonus', multiple: number) => ({
  multiple,
  base,
  contributions,
  sportsbookMinOdds: 150,
  maxBet: null,
  maxConversionMultiple: null,
})

describe('bonus maths', () => {
  it('matches a deposit by its percent, rounded down, up to the cap', () => {
    const match: CampaignReward = { kind: 'deposit_match', matchPercent: 100, maxBonus: 600_000 }
    expect(bonusForDeposit(match, 50_001)).toBe(50_001)
    expect(bonusForDeposit(match, 1_000_000)).toBe(600_000)
    expect(bonusForDeposit({ kind: 'deposit_match', matchPercent: 33, maxBonus: 10_000 }, 101)).toBe(33)
    expect(bonusForDeposit({ kind: 'fixed_amount', amount: 5_000 }, 1)).toBe(5_000)
  })

  it('wagers a multiple of the bonus, or of deposit and bonus', () => {
    expect(wageringRequiredFor(wagering('bonus', 30), 1_000, 5_000)).toBe(30_000)
    expect(wageringRequiredFor(wagering('deposit_and_bonus', 25), 1_000, 5_000)).toBe(150_000)
  })

  it('converts at most the cap and forfeits exactly the rest, never creating or losing money', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 1, max: 1e9 }),
        fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
        (balance, granted, multiple) => {
          const { converted, forfeited } = conversionSplit(balance, granted, multiple)
          expect(converted + forfeited).toBe(balance)
          expect(converted).toBeGreaterThanOrEqual(0)
          expect(forfeited).toBeGreaterThanOrEqual(0)
          if (multiple !== null) expect(converted).toBeLessThanOrEqual(granted * multiple)
          else expect(forfeited).toBe(0)
        },
      ),
    )
  })

  it('never grants more than the cap nor a negative bonus, whatever the deposit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e12 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 1e10 }),
        (deposit, matchPercent, maxBonus) => {
          const bonus = bonusForDeposit({ kind: 'deposit_match', matchPercent, maxBonus }, deposit)
          expect(bonus).toBeGreaterThanOrEqual(0)
          expect(bonus).toBeLessThanOrEqual(maxBonus)
          expect(Number.isSafeInteger(bonus)).toBe(true)
        },
      ),
    )
  })
})
