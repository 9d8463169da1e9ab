import type { SessionUser } from '@khela/contracts/session'
import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'
import { AppError } from '../../lib/app-error.ts'
import { adjustBalance } from './adjust-balance.ts'
import { ensureOperatorAccount } from './ensure-operator-account.ts'
import { findBalances } from './find-balances.ts'
import { findPlayerAccounts } from './find-player-accounts.ts'
import { holdWithdrawal } from './hold-withdrawal.ts'
import { reconcileLedger } from './reconcile-ledger.ts'
import { releaseWithdrawal } from './release-withdrawal.ts'
import { settleWithdrawal } from './settle-withdrawal.ts'
import { transfer } from './transfer.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db

afterEach(async () => {
  await expectCleanLedger(testApp())
})

type Player = { userId: string; currency: 'BDT' | 'INR' }
let players: Player[] = []
let staff: SessionUser

beforeAll(async () => {
  const currencies = ['BDT', 'BDT', 'INR'] as const
  players = []
  for (const currency of currencies)
    players.push({ userId: (await signUpPlayer(testApp(), { currency })).userId, currency })
  const finance = await makeUserWithRole(testApp(), 'finance')
  staff = { id: finance.userId, email: finance.email, name: 'Finance', role: 'finance' } as SessionUser
})

const amount = fc.integer({ min: 1, max: 50_000 })
const player = fc.integer({ min: 0, max: 2 })
const step = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), player, amount }),
  fc.record({ op: fc.constant('stake' as const), player, amount }),
  fc.record({ op: fc.constant('win' as const), player, amount }),
  fc.record({ op: fc.constant('hold' as const), player, amount }),
  fc.record({ op: fc.constant('settle' as const), player, amount }),
  fc.record({ op: fc.constant('release' as const), player, amount }),
  fc.record({ op: fc.constant('adjust' as const), player, amount, isCredit: fc.boolean() }),
  fc.record({ op: fc.constant('replay' as const), pick: fc.nat() }),
)
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never

type Balances = { cash: number; onHold: number }

/** Runs one step against the wallet; returns what the model expects it to do to the player's balances. */
async function apply(current: Exclude<Step, { op: 'replay' }>, key: string): Promise<{ transferId: string }> {
  const { userId, currency } = players[current.player] as Player
  const accounts = await findPlayerAccounts(db(), userId)
  if (!accounts) throw new Error('no wallet')
  const house = await ensureOperatorAccount(db(), { kind: 'house', currency })
  const clearing = await ensureOperatorAccount(db(), { kind: 'method_clearing', currency, code: 'BKASH' })
  const ref = { type: 'property', id: key }
  const move = (debit: string, credit: string, kind: 'deposit' | 'bet_stake' | 'bet_win') =>
    transfer(db(), { idempotencyKey: key, debit, credit, amount: current.amount, currency, kind })
  switch (current.op) {
    case 'deposit':
      return { transferId: (await move(clearing, accounts.ids.player_cash, 'deposit')).id }
    case 'stake':
      return { transferId: (await move(accounts.ids.player_cash, house, 'bet_stake')).id }
    case 'win':
      return { transferId: (await move(house, accounts.ids.player_cash, 'bet_win')).id }
    case 'hold':
      return {
        transferId: (await holdWithdrawal(db(), { idempotencyKey: key, userId, amount: current.amount, ref }))
          .id,
      }
    case 'settle':
      return {
        transferId: (
          await settleWithdrawal(db(), {
            idempotencyKey: key,
            userId,
            amount: current.amount,
            ref,
            methodCode: 'BKASH',
          })
        ).id,
      }
    case 'release':
      return {
        transferId: (
          await releaseWithdrawal(db(), { idempotencyKey: key, userId, amount: current.amount, ref })
        ).id,
      }
    case 'adjust':
      return {
        transferId: (
          await adjustBalance(db(), {
            staff,
            idempotencyKey: key,
            userId,
            direction: current.isCredit ? 'credit' : 'debit',
            amount: current.amount,
            reason: 'Property test',
            ipAddress: null,
          })
        ).result.transferId,
      }
  }
}

/** The model: what a step does to the player's cash and hold, or null when the balance cannot pay for it. */
function modelled(current: Exclude<Step, { op: 'replay' }>, before: Balances): Balances | null {
  const { cash, onHold } = before
  const sum = current.amount
  switch (current.op) {
    case 'deposit':
    case 'win':
      return { cash: cash + sum, onHold }
    case 'stake':
      return cash >= sum ? { cash: cash - sum, onHold } : null
    case 'hold':
      return cash >= sum ? { cash: cash - sum, onHold: onHold + sum } : null
    case 'settle':
      return onHold >= sum ? { cash, onHold: onHold - sum } : null
    case 'release':
      return onHold >= sum ? { cash: cash + sum, onHold: onHold - sum } : null
    case 'adjust':
      if (current.isCredit) return { cash: cash + sum, onHold }
      return cash >= sum ? { cash: cash - sum, onHold } : null
  }
}

async function balancesOf(index: number): Promise<Balances> {
  const balances = await findBalances(db(), (players[index] as Player).userId)
  return { cash: balances?.cash ?? -1, onHold: balances?.onHold ?? -1 }
}

describe('the ledger under random money traffic', () => {
  it('keeps every currency summing to zero, every player balance at or above zero, and agrees with the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
        const model = await Promise.all(players.map((_, index) => balancesOf(index)))
        const done: { step: Exclude<Step, { op: 'replay' }>; key: string; transferId: string }[] = []
        for (const current of steps) {
          if (current.op === 'replay') {
            const earlier = done[current.pick % Math.max(done.length, 1)]
            if (!earlier) continue
            // The same request again: the first transfer answers, nothing moves.
            expect((await apply(earlier.step, earlier.key)).transferId).toBe(earlier.transferId)
            continue
          }
          const key = newKey(current.op)
          const expected = modelled(current, model[current.player] as Balances)
          const outcome = await apply(current, key).then(
            (result) => result,
            (error: unknown) => error,
          )
          if (expected === null) {
            expect(outcome instanceof AppError && outcome.code).toBe('INSUFFICIENT_FUNDS')
          } else {
            expect(outcome).toHaveProperty('transferId')
            model[current.player] = expected
            done.push({ step: current, key, transferId: (outcome as { transferId: string }).transferId })
          }
        }
        for (const [index, balances] of model.entries()) expect(await balancesOf(index)).toEqual(balances)
        const stored = await db().select({ balance: ledgerAccounts.balance }).from(ledgerAccounts)
        expect(stored.every((row) => row.balance === null || row.balance >= 0)).toBe(true)
        const report = await reconcileLedger(db())
        expect(report.mismatches).toEqual([])
        expect(report.currencies.every((total) => total.sum === 0)).toBe(true)
      }),
      { numRuns: 30 },
    )
  })
})
