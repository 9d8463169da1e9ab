import type { CrashEvent, CrashRoundBet, CrashRoundState } from '@khela/contracts/originals'
import { describe, expect, it } from 'vitest'
import { type CrashRound, crashHistoryLength, crashRoundReducer } from './crash-round.ts'

const bet = (overrides: Partial<CrashRoundBet> = {}): CrashRoundBet => ({
  betId: 'bet-1',
  player: 'ra***7',
  slot: 0,
  stake: 10_000,
  currency: 'BDT',
  cashedOutAt: null,
  payout: 0,
  status: 'open',
  ...overrides,
})

const state = (overrides: Partial<CrashRoundState> = {}): CrashRoundState => ({
  roundId: 'round-5',
  roundNumber: 5,
  chainCommitment: 'c0ffee',
  phase: 'betting',
  serverTime: 1_000,
  bettingEndsAt: 5_000,
  startedAt: 5_000,
  crashPoint: null,
  crashedAt: null,
  capMultiplier: null,
  edgeBps: 100,
  bets: [],
  history: [{ roundId: 'round-4', crashPoint: 15_000 }],
  ...overrides,
})

const roundEvent = (
  overrides: Partial<Extract<CrashEvent, { type: 'round' }>> = {},
): Extract<CrashEvent, { type: 'round' }> => ({
  type: 'round',
  roundId: 'round-5',
  roundNumber: 5,
  phase: 'running',
  bettingEndsAt: 5_000,
  startedAt: 5_000,
  crashPoint: null,
  capMultiplier: null,
  serverTime: 5_000,
  ...overrides,
})

const loaded = (overrides: Partial<CrashRoundState> = {}) =>
  crashRoundReducer(null, { type: 'state', state: state(overrides) }) as CrashRound

describe('crashRoundReducer', () => {
  it('shows the state answer', () => {
    expect(loaded({ bets: [bet()] })).toMatchObject({
      roundId: 'round-5',
      phase: 'betting',
      edgeBps: 100,
      bets: [bet()],
      history: [{ roundId: 'round-4', crashPoint: 15_000 }],
    })
  })

  it('adds bets and cash-outs of the round shown, and ignores another round’s', () => {
    let round: CrashRound | null = loaded()
    round = crashRoundReducer(round, {
      type: 'event',
      event: { type: 'bet', roundId: 'round-5', bet: bet() },
    })
    round = crashRoundReducer(round, {
      type: 'event',
      event: { type: 'bet', roundId: 'round-5', bet: bet({ betId: 'bet-2', slot: 1 }) },
    })
    round = crashRoundReducer(round, {
      type: 'event',
      event: {
        type: 'cashout',
        roundId: 'round-5',
        bet: bet({ status: 'won', cashedOutAt: 15_000, payout: 15_000 }),
      },
    })
    round = crashRoundReducer(round, {
      type: 'event',
      event: { type: 'bet', roundId: 'round-4', bet: bet({ betId: 'old' }) },
    })
    expect(round?.bets.map((entry) => [entry.betId, entry.status, entry.payout])).toEqual([
      ['bet-1', 'won', 15_000],
      ['bet-2', 'open', 0],
    ])
  })

  it('keeps a cash-out heard while the state request was under way', () => {
    const heard = crashRoundReducer(loaded({ phase: 'running' }), {
      type: 'event',
      event: { type: 'cashout', roundId: 'round-5', bet: bet({ status: 'won', payout: 20_000 }) },
    })
    const answered = crashRoundReducer(heard, {
      type: 'state',
      state: state({ phase: 'running', bets: [bet()] }),
    })
    expect(answered?.bets).toEqual([bet({ status: 'won', payout: 20_000 })])
  })

  it('on the crash: open bets are lost and the crash point leads the history, once', () => {
    let round = loaded({ bets: [bet(), bet({ betId: 'bet-2', status: 'won', payout: 12_000 })] })
    const crashed = roundEvent({ phase: 'crashed', crashPoint: 23_400 })
    round = crashRoundReducer(round, { type: 'event', event: crashed }) as CrashRound
    round = crashRoundReducer(round, { type: 'event', event: crashed }) as CrashRound
    expect(round.phase).toBe('crashed')
    expect(round.bets.map((entry) => entry.status)).toEqual(['lost', 'won'])
    expect(round.history).toEqual([
      { roundId: 'round-5', crashPoint: 23_400 },
      { roundId: 'round-4', crashPoint: 15_000 },
    ])
  })

  it('starts the next round empty and keeps the history', () => {
    const round = crashRoundReducer(loaded({ bets: [bet()] }), {
      type: 'event',
      event: roundEvent({ roundId: 'round-6', roundNumber: 6, phase: 'betting' }),
    })
    expect(round).toMatchObject({ roundId: 'round-6', phase: 'betting', bets: [], edgeBps: null })
    expect(round?.history).toHaveLength(1)
  })

  it('ignores an answer or an event from an older round than the one shown', () => {
    const round = loaded({ roundId: 'round-6', roundNumber: 6 })
    expect(crashRoundReducer(round, { type: 'state', state: state() })).toBe(round)
    expect(crashRoundReducer(round, { type: 'event', event: roundEvent() })).toBe(round)
  })

  it('keeps at most the strip’s length of crash points', () => {
    const history = Array.from({ length: crashHistoryLength + 5 }, (_, index) => ({
      roundId: `r${index}`,
      crashPoint: 10_000,
    }))
    expect(loaded({ history }).history).toHaveLength(crashHistoryLength)
  })
})
