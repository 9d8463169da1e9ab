import { expect } from 'vitest'
import type { App } from '../src/app.ts'
import { ensureOperatorAccount } from '../src/modules/wallet/ensure-operator-account.ts'
import { findPlayerAccounts } from '../src/modules/wallet/find-player-accounts.ts'
import { reconcileLedger } from '../src/modules/wallet/reconcile-ledger.ts'
import { transfer } from '../src/modules/wallet/transfer.ts'

let keyCounter = 0

/** A fresh idempotency key, unique across test files running at once. */
export function newKey(label = 'test'): string {
  keyCounter += 1
  return `${label}:${process.pid}:${keyCounter}:${Math.random().toString(36).slice(2, 10)}`
}

/** Every money test ends with this: every stored balance agrees with the transfers, every currency sums to zero. */
export async function expectCleanLedger(app: App): Promise<void> {
  const report = await reconcileLedger(app.services.database.db)
  expect(report.mismatches).toEqual([])
  expect(report.strayTransfers).toBe(0)
  expect(report.currencies.filter((total) => !total.isBalanced)).toEqual([])
  expect(report.isClean).toBe(true)
}

/** Puts money in a player's cash as a deposit through a test payment method would. */
export async function depositFor(app: App, userId: string, amount: number, methodCode = 'TEST') {
  const { db } = app.services.database
  const accounts = await findPlayerAccounts(db, userId)
  if (!accounts) throw new Error(`user ${userId} has no wallet`)
  const clearing = await ensureOperatorAccount(db, {
    kind: 'method_clearing',
    currency: accounts.currency,
    code: methodCode,
  })
  return transfer(db, {
    idempotencyKey: newKey('deposit'),
    debit: clearing,
    credit: accounts.ids.player_cash,
    amount,
    currency: accounts.currency,
    kind: 'deposit',
  })
}
