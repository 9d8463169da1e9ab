import { defaultSportsbookSettings } from '@khela/contracts/sportsbook-resettlement'
import { describe, expect, it } from 'vitest'
import { type CashOutLegFacts, priceCashOut } from './price-cash-out.ts'

const marketIds = [
  '0b9f5b1e-8a57-4c36-9f0e-6f0c1d2e3a4b',
  '1c8e4a2d-7b46-4d25-8e1f-5e0b2c1d3f5a',
  '2d7f3b1c-6a35-4e14-9d0a-4f9a1b0c2e6b',
]

function leg(index: number, overrides: Partial<CashOutLegFacts> = {}): CashOutLegFacts {
  return {
    takenPrice: 2000,
    status: 'open',
    marketId: marketIds[index] ?? 'market',
    marketStatus: 'open',
    template: 'match_winner',
    version: 4,
    selectionStatus: 'open',
    price: 2000,
    placesPaid: null,
    tiedCount: null,
    ...overrides,
  }
}

const single = {
  id: 'bet',
  type: 'single' as const,
  system: null,
  legsPerLine: null,
  stake: 10_000,
  lineCount: 1,
  cashedOutStake: 0,
  isFreeBet: false,
}
const settings = defaultSportsbookSettings

describe('priceCashOut', () => {
  it("offers a single's stake × price taken ÷ price now less the margin, with each market's version and price", () => {
    expect(priceCashOut(single, [leg(0, { price: 2500 })], settings)).toEqual({
      // 100 × 2.00 ÷ 2.50 × 0.95 = 76 taka.
      offer: 7_600,
      reason: null,
      value: 7_600n,
      runningStake: 10_000,
      stakeStep: 1,
      pricedAt: [{ marketId: marketIds[0], version: 4, price: 2500 }],
    })
  })

  it('prices only the stake still running after a partial cash-out', () => {
    const priced = priceCashOut({ ...single, cashedOutStake: 4_000 }, [leg(0)], settings)
    expect(priced).toMatchObject({ offer: 5_700, runningStake: 6_000 })
  })

  it("counts a settled leg's result and names no price for it", () => {
    const bet = { ...single, type: 'accumulator' as const }
    const won = leg(0, { status: 'won', marketStatus: 'settled', selectionStatus: 'won' })
    const priced = priceCashOut(bet, [won, leg(1)], settings)
    // 100 × 2.00 (won) × 2.00 ÷ 2.00 × 0.95.
    expect(priced).toMatchObject({ offer: 19_000, reason: null })
    expect(priced.pricedAt.map((entry) => entry.price)).toEqual([null, 2000])
    const lost = leg(0, { status: 'lost', marketStatus: 'settled', selectionStatus: 'lost' })
    expect(priceCashOut(bet, [lost, leg(1)], settings)).toMatchObject({
      offer: null,
      reason: 'out_of_limits',
      value: 0n,
    })
  })

  it('offers nothing while a running leg is suspended, once every leg has its result, or on a market left out', () => {
    expect(priceCashOut(single, [leg(0, { marketStatus: 'suspended' })], settings).reason).toBe('suspended')
    expect(priceCashOut(single, [leg(0, { selectionStatus: 'suspended' })], settings).reason).toBe(
      'suspended',
    )
    expect(priceCashOut(single, [leg(0, { marketStatus: 'closed' })], settings).reason).toBe('suspended')
    const settled = leg(0, { status: 'won', marketStatus: 'settled', selectionStatus: 'won' })
    expect(priceCashOut(single, [settled], settings).reason).toBe('settling')
    const only = { ...settings, cashOutMarketTemplates: ['over_under'] }
    expect(priceCashOut(single, [leg(0)], only).reason).toBe('not_offered')
    expect(
      priceCashOut(single, [leg(0)], { ...settings, cashOutMarketTemplates: ['match_winner'] }).offer,
    ).toBe(9_500)
  })

  it("offers nothing outside the operator's minimum and maximum", () => {
    expect(priceCashOut(single, [leg(0)], { ...settings, cashOutMinAmount: 9_501 })).toMatchObject({
      offer: null,
      reason: 'out_of_limits',
      value: 9_500n,
    })
    expect(priceCashOut(single, [leg(0)], { ...settings, cashOutMaxAmount: 9_499 }).reason).toBe(
      'out_of_limits',
    )
    expect(
      priceCashOut(single, [leg(0)], { ...settings, cashOutMinAmount: 9_500, cashOutMaxAmount: 9_500 }).offer,
    ).toBe(9_500)
  })

  it("prices a system bet's every line, and steps a partial stake by whole lines", () => {
    const trixie = {
      ...single,
      type: 'system' as const,
      system: 'trixie' as const,
      stake: 4_000,
      lineCount: 4,
    }
    const priced = priceCashOut(trixie, [leg(0), leg(1), leg(2)], settings)
    // Four lines of 10 taka (three doubles, one treble) at unchanged prices: 40 taka × 0.95.
    expect(priced).toMatchObject({ offer: 3_800, stakeStep: 4, runningStake: 4_000 })
  })
  it("offers nothing for a free bet, whose stake was never the player's", () => {
    expect(priceCashOut({ ...single, isFreeBet: true }, [leg(0, { price: 2500 })], settings)).toMatchObject({
      offer: null,
      reason: 'not_offered',
    })
  })
})
