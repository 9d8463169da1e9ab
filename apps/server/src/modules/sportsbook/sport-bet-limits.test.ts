import { potentialReturn } from '@khela/contracts/sportsbook-settlement'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { allowedStake } from './sport-bet-limits.ts'

describe('allowedStake', () => {
  it('is the tightest maximum stake when the payout cap is far', () => {
    expect(
      allowedStake(
        [
          { maxStake: 100_000, maxPayout: 10_000_000 },
          { maxStake: 20_000, maxPayout: 10_000_000 },
        ],
        [1850, 2000],
      ),
    ).toBe(20_000)
  })

  it('keeps the return within the tightest maximum payout', () => {
    // 54,054 at 1.85 returns 99,999.9 → 99,999; 54,055 would return 100,001.
    expect(allowedStake([{ maxStake: 100_000, maxPayout: 100_000 }], [1850])).toBe(54_054)
  })

  it('is the largest stake whose return stays within the cap, for any prices', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1001, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (prices, maxPayout) => {
          const limits = [{ maxStake: Number.MAX_SAFE_INTEGER, maxPayout }]
          const stake = allowedStake(limits, prices)
          const returnOf = (amount: number) =>
            potentialReturn({
              stakePerLineMinor: amount,
              odds: prices,
              lines: [prices.map((_, index) => index)],
              maxPayoutMinor: Number.MAX_SAFE_INTEGER,
            }).totalReturn
          if (stake >= 1) expect(returnOf(stake)).toBeLessThanOrEqual(BigInt(maxPayout))
          expect(returnOf(stake + 1)).toBeGreaterThan(BigInt(maxPayout))
        },
      ),
    )
  })
})
