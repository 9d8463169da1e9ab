import { describe, expect, it } from 'vitest'
import { cashShareOfPayout, recordedOutcome } from './bonus-resettlement.ts'

const cashBet = { stake: 5_000, cashedOutStake: 0, bonusGrantId: null, bonusStake: 0, isFreeBet: false }
const splitBet = { ...cashBet, bonusGrantId: 'g', bonusStake: 2_000 }
const freeBet = { ...cashBet, bonusGrantId: 'f', bonusStake: 5_000, isFreeBet: true }

describe('a corrected bet with bonus money', () => {
  it('records a free bet by its winnings, and any other bet by its return', () => {
    expect(recordedOutcome(freeBet, { status: 'won', payout: 9_250 })).toEqual({
      status: 'won',
      payout: 4_250,
    })
    expect(recordedOutcome(freeBet, { status: 'won', payout: 3_750 })).toEqual({ status: 'lost', payout: 0 })
    expect(recordedOutcome(freeBet, { status: 'void', payout: 5_000 })).toEqual({
      status: 'void',
      payout: 5_000,
    })
    expect(recordedOutcome(splitBet, { status: 'won', payout: 9_250 })).toEqual({
      status: 'won',
      payout: 9_250,
    })
  })

  it("moves only the cash part: the rest of a split payout, a free bet's winnings, none of its void stake", () => {
    expect(cashShareOfPayout(cashBet, { status: 'won', payout: 9_250 })).toBe(9_250)
    expect(cashShareOfPayout(splitBet, { status: 'won', payout: 9_250 })).toBe(9_250 - 3_700)
    expect(cashShareOfPayout(freeBet, { status: 'won', payout: 4_250 })).toBe(4_250)
    expect(cashShareOfPayout(freeBet, { status: 'void', payout: 5_000 })).toBe(0)
  })
})
