import type { BetView } from '@khela/contracts/originals'
import { describe, expect, it } from 'vitest'
import { createDemoWallet, DEMO_RECENT_BETS, DEMO_START_BALANCE, DemoFundsError } from './demo-wallet.ts'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

const bet = (id: string): BetView => ({
  id,
  game: 'dice',
  currency: 'BDT',
  stake: 1_000,
  payout: 0,
  multiplier: 0,
  status: 'lost',
  edgeBps: 100,
  maxPayout: 1_000_000_000,
  seedId: 'demo',
  nonce: 0,
  roundId: null,
  details: { target: 50, direction: 'under', roll: 73.2 },
  createdAt: '2025-01-01T00:00:00.000Z',
  settledAt: '2025-01-01T00:00:00.000Z',
})

describe('demo wallet', () => {
  it('starts with 10,000 taka of play money', () => {
    expect(createDemoWallet(memoryStorage()).getState()).toEqual({ balance: DEMO_START_BALANCE, bets: [] })
    expect(DEMO_START_BALANCE).toBe(1_000_000)
  })

  it('takes stakes and pays wins, and keeps them across page loads', () => {
    const storage = memoryStorage()
    const wallet = createDemoWallet(storage)
    wallet.debit(2_500)
    wallet.credit(4_950)
    expect(wallet.getState().balance).toBe(DEMO_START_BALANCE + 2_450)
    expect(createDemoWallet(storage).getState().balance).toBe(DEMO_START_BALANCE + 2_450)
  })

  it('refuses a stake above the balance and changes nothing', () => {
    const wallet = createDemoWallet(memoryStorage())
    wallet.debit(DEMO_START_BALANCE - 100)
    expect(() => wallet.debit(101)).toThrow(DemoFundsError)
    expect(wallet.getState().balance).toBe(100)
    expect(() => wallet.debit(0)).toThrow(RangeError)
    expect(() => wallet.credit(-1)).toThrow(RangeError)
  })

  it('keeps the latest bets newest first, replacing one by id', () => {
    const wallet = createDemoWallet(memoryStorage())
    for (let index = 0; index < DEMO_RECENT_BETS + 5; index++) wallet.recordBet(bet(`b${index}`))
    const ids = wallet.getState().bets.map((each) => each.id)
    expect(ids).toHaveLength(DEMO_RECENT_BETS)
    expect(ids[0]).toBe(`b${DEMO_RECENT_BETS + 4}`)
    wallet.recordBet({ ...bet('b10'), status: 'won' })
    expect(wallet.getState().bets[0]).toMatchObject({ id: 'b10', status: 'won' })
    expect(wallet.getState().bets.filter((each) => each.id === 'b10')).toHaveLength(1)
  })

  it('resets to the starting balance and no bets', () => {
    const storage = memoryStorage()
    const wallet = createDemoWallet(storage)
    wallet.debit(5_000)
    wallet.recordBet(bet('one'))
    wallet.reset()
    expect(wallet.getState()).toEqual({ balance: DEMO_START_BALANCE, bets: [] })
    expect(createDemoWallet(storage).getState().balance).toBe(DEMO_START_BALANCE)
  })

  it('starts over from a damaged stored wallet', () => {
    for (const stored of ['not json', '{"balance":-5,"bets":[]}', '{"balance":1.5,"bets":[]}', 'null']) {
      const wallet = createDemoWallet(memoryStorage({ 'khela.demo-wallet': stored }))
      expect(wallet.getState().balance, stored).toBe(DEMO_START_BALANCE)
    }
  })

  it('tells subscribers about every change', () => {
    const wallet = createDemoWallet(memoryStorage())
    let calls = 0
    const unsubscribe = wallet.subscribe(() => {
      calls += 1
    })
    wallet.debit(1_000)
    wallet.reset()
    unsubscribe()
    wallet.debit(1_000)
    expect(calls).toBe(2)
  })
})
