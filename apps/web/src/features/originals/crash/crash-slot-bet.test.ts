import type { BetView, CrashRoundBet } from '@khela/contracts/originals'
import { describe, expect, it } from 'vitest'
import type { CrashRound } from './crash-round.ts'
import {
  demoAutoCashOut,
  demoCashOut,
  demoSettleAtCrash,
  followRound,
  type SlotBet,
  slotBetFromView,
} from './crash-slot-bet.ts'

const open: SlotBet = {
  betId: 'bet-1',
  roundId: 'round-5',
  stake: 10_000,
  autoCashout: null,
  status: 'open',
  payout: 0,
  cashedOutAt: null,
}

const round = (overrides: Partial<CrashRound> = {}): CrashRound => ({
  roundId: 'round-5',
  roundNumber: 5,
  chainCommitment: 'c0ffee',
  phase: 'running',
  bettingEndsAt: 0,
  startedAt: 0,
  crashPoint: null,
  capMultiplier: null,
  edgeBps: 100,
  bets: [],
  history: [],
  ...overrides,
})

const listed = (overrides: Partial<CrashRoundBet>): CrashRoundBet => ({
  betId: 'bet-1',
  player: 'me***1',
  slot: 0,
  stake: 10_000,
  currency: 'BDT',
  cashedOutAt: null,
  payout: 0,
  status: 'open',
  ...overrides,
})

describe('slotBetFromView', () => {
  it('reads the slot bet from the server’s answer', () => {
    const view: BetView = {
      id: 'bet-1',
      game: 'crash',
      currency: 'BDT',
      stake: 10_000,
      payout: 15_000,
      multiplier: 15_000,
      status: 'won',
      edgeBps: 100,
      maxPayout: 1_000_000_000,
      seedId: null,
      nonce: null,
      roundId: 'round-5',
      details: { slot: 1, autoCashout: 20_000, crashPoint: null },
      createdAt: '2026-01-01T00:00:00.000Z',
      settledAt: '2026-01-01T00:00:01.000Z',
    }
    expect(slotBetFromView(view)).toEqual({
      ...open,
      autoCashout: 20_000,
      status: 'won',
      payout: 15_000,
      cashedOutAt: 15_000,
    })
  })
})

describe('followRound', () => {
  it('takes the cash-out the round’s list reports (an auto cash-out, the cap)', () => {
    const followed = followRound(
      open,
      round({ bets: [listed({ status: 'won', cashedOutAt: 30_000, payout: 30_000 })] }),
    )
    expect(followed).toMatchObject({ status: 'won', cashedOutAt: 30_000, payout: 30_000 })
  })

  it('loses an open bet when its round crashed', () => {
    expect(followRound(open, round({ phase: 'crashed', crashPoint: 12_000 })).status).toBe('lost')
  })

  it('leaves a settled bet and another round’s bet alone', () => {
    const won = { ...open, status: 'won' as const, payout: 12_000, cashedOutAt: 12_000 }
    expect(followRound(won, round({ phase: 'crashed', crashPoint: 11_000 }))).toBe(won)
    expect(followRound(open, round({ roundId: 'round-6', phase: 'crashed' }))).toBe(open)
  })
})

describe('play money', () => {
  it('cashes out at the multiplier shown, rounding the payout down to the poisha', () => {
    expect(demoCashOut({ ...open, stake: 1_001 }, 15_500)).toMatchObject({
      status: 'won',
      cashedOutAt: 15_500,
      payout: 1_551,
    })
  })

  it('never pays a settled bet twice', () => {
    const lost = { ...open, status: 'lost' as const }
    expect(demoCashOut(lost, 20_000)).toBe(lost)
  })

  it('pays the auto cash-out at its target once the server’s multiplier reaches it', () => {
    const auto = { ...open, autoCashout: 20_000 }
    expect(demoAutoCashOut(auto, 19_900)).toBe(auto)
    expect(demoAutoCashOut(auto, 20_100)).toMatchObject({
      status: 'won',
      cashedOutAt: 20_000,
      payout: 20_000,
    })
    expect(demoAutoCashOut(open, 50_000)).toBe(open)
  })

  it('at the crash pays an auto cash-out below the crash point and loses the rest', () => {
    const auto = { ...open, autoCashout: 20_000 }
    expect(demoSettleAtCrash(auto, 20_100)).toMatchObject({ status: 'won', payout: 20_000 })
    expect(demoSettleAtCrash(auto, 20_000)).toMatchObject({ status: 'lost', payout: 0 })
    expect(demoSettleAtCrash(open, 1_000_000)).toMatchObject({ status: 'lost' })
  })
})
