import type { BetView } from '@khela/contracts/originals'
import { useSyncExternalStore } from 'react'

/**
 * The play-money wallet of demo mode: a balance and the latest demo bets, kept in this browser only
 * (localStorage). It never meets the real ledger; Reset starts again from 10,000 taka.
 */
export const DEMO_START_BALANCE = 1_000_000
export const DEMO_RECENT_BETS = 20
export const DEMO_CURRENCY = 'BDT'

export interface DemoWalletState {
  balance: number
  /** Newest first. */
  bets: BetView[]
}

const initialState: DemoWalletState = { balance: DEMO_START_BALANCE, bets: [] }

export interface KeyValueStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

function isState(value: unknown): value is DemoWalletState {
  if (typeof value !== 'object' || value === null) return false
  const state = value as Partial<DemoWalletState>
  return (
    typeof state.balance === 'number' &&
    Number.isSafeInteger(state.balance) &&
    state.balance >= 0 &&
    Array.isArray(state.bets)
  )
}

export class DemoFundsError extends Error {
  readonly code = 'INSUFFICIENT_FUNDS'
}

/** A store over any storage (the browser's localStorage on the site, a Map in tests). */
export function createDemoWallet(storage: KeyValueStorage | null, key = 'khela.demo-wallet') {
  const listeners = new Set<() => void>()
  let state = read()

  function read(): DemoWalletState {
    try {
      const stored = storage?.getItem(key)
      const parsed: unknown = stored ? JSON.parse(stored) : null
      return isState(parsed) ? parsed : initialState
    } catch {
      return initialState
    }
  }

  function write(next: DemoWalletState) {
    state = next
    try {
      storage?.setItem(key, JSON.stringify(next))
    } catch {
      // A full or blocked storage keeps the wallet for this page only.
    }
    for (const listener of listeners) listener()
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** Another tab changed the stored wallet. */
    reload() {
      state = read()
      for (const listener of listeners) listener()
    },
    /** Takes a stake, or throws DemoFundsError when the play money is short (nothing changes then). */
    debit(amount: number) {
      if (!Number.isSafeInteger(amount) || amount <= 0)
        throw new RangeError('stake must be a positive integer')
      if (amount > state.balance) throw new DemoFundsError('demo balance too low')
      write({ ...state, balance: state.balance - amount })
    },
    credit(amount: number) {
      if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError('payout must be an integer ≥ 0')
      write({ ...state, balance: state.balance + amount })
    },
    /** Adds a bet, or replaces it by id (a Mines game as it goes on). */
    recordBet(bet: BetView) {
      const others = state.bets.filter((existing) => existing.id !== bet.id)
      write({ ...state, bets: [bet, ...others].slice(0, DEMO_RECENT_BETS) })
    },
    reset() {
      write(initialState)
    },
  }
}

export type DemoWallet = ReturnType<typeof createDemoWallet>

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

export const demoWallet = createDemoWallet(browserStorage())

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === 'khela.demo-wallet') demoWallet.reload()
  })
}

export function useDemoWallet(): DemoWalletState {
  return useSyncExternalStore(demoWallet.subscribe, demoWallet.getState, demoWallet.getState)
}
