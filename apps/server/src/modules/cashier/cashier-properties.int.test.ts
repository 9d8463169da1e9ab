import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { giveApprovedKyc } from '../../../test/kyc.ts'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { paymentMethods } from '../../db/schema/cashier.ts'
import { ledgerAccounts } from '../../db/schema/ledger.ts'
import { AppError } from '../../lib/app-error.ts'
import { seedPaymentMethods } from '../../seed/demo-payment-methods.ts'
import { adjustBalance } from '../wallet/adjust-balance.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { reconcileLedger } from '../wallet/reconcile-ledger.ts'
import { cancelWithdrawal } from './cancel-withdrawal.ts'
import { createDeposit } from './create-deposit.ts'
import { createWithdrawal } from './create-withdrawal.ts'
import { decideDeposit } from './decide-deposit.ts'
import { decideWithdrawal } from './decide-withdrawal.ts'
import { updateCashierSettings } from './update-cashier-settings.ts'

/**
 * The cashier's operations in random order against a model: deposits and their decisions, withdrawals, the
 * player's cancellations, one- and two-approval decisions, adjustments and replays. Every currency keeps summing
 * to zero, no player balance goes below zero, and the books reconcile.
 */
const testApp = useTestApp()
const db = () => testApp().services.database.db
const taka = (amount: number) => amount * 100
const secondApprovalAbove = taka(1_000)

afterEach(async () => {
  await expectCleanLedger(testApp())
})

let players: SessionUser[] = []
let staff: SessionUser[] = []
let bkash = ''

const asSessionUser = (user: { userId: string; email: string }, role: SessionUser['role']) =>
  ({ id: user.userId, email: user.email, name: user.email, role }) as SessionUser

beforeAll(async () => {
  await seedPaymentMethods(db())
  const [method] = await db()
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, 'bkash'))
  bkash = method?.id ?? ''
  players = []
  for (let count = 0; count < 2; count++) {
    const player = await signUpPlayer(testApp())
    await giveApprovedKyc(testApp(), player.userId)
    players.push(asSessionUser(player, 'player'))
  }
  staff = []
  for (const role of ['finance', 'admin'] as const)
    staff.push(asSessionUser(await makeUserWithRole(testApp(), role), role))
  await updateCashierSettings(db(), {
    staff: staff[1] as SessionUser,
    settings: { secondApprovalAbove },
    ipAddress: null,
  })
  // A starting balance, so withdrawals and their decisions are reached from the first steps.
  for (const member of players)
    await adjustBalance(db(), {
      staff: staff[0] as SessionUser,
      idempotencyKey: newKey('start'),
      userId: member.id,
      direction: 'credit',
      amount: taka(100_000),
      reason: 'Starting balance',
      ipAddress: null,
    })
})

// Within bKash's deposit (200–25,000 taka) and withdrawal (500–25,000 taka) limits; half above the threshold.
const amount = fc.oneof(
  fc.integer({ min: taka(500), max: secondApprovalAbove }),
  fc.integer({ min: secondApprovalAbove + 1, max: taka(25_000) }),
)
const player = fc.integer({ min: 0, max: 1 })
const pick = fc.nat()
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary })
const step = fc.oneof(
  weighted(2, fc.record({ op: fc.constant('deposit' as const), player, amount })),
  weighted(2, fc.record({ op: fc.constant('decideDeposit' as const), pick, isComplete: fc.boolean() })),
  weighted(4, fc.record({ op: fc.constant('withdraw' as const), player, amount })),
  weighted(1, fc.record({ op: fc.constant('cancel' as const), pick })),
  weighted(
    5,
    fc.record({
      op: fc.constant('decideWithdrawal' as const),
      pick,
      // Three approvals to a rejection, so two-approval withdrawals often get their second.
      isApproval: fc.integer({ min: 0, max: 3 }).map((draw) => draw > 0),
      staffIndex: fc.integer({ min: 0, max: 1 }),
    }),
  ),
  weighted(1, fc.record({ op: fc.constant('adjust' as const), player, amount, isCredit: fc.boolean() })),
  weighted(1, fc.record({ op: fc.constant('replay' as const), pick })),
)
type Balances = { cash: number; onHold: number }
type PendingDeposit = { id: string; player: number; amount: number }
type PendingWithdrawal = { id: string; player: number; amount: number; firstApprovedBy: string | null }
/** A request that succeeded, to send again with its key: it must answer the same and change nothing. */
type Replayable = { key: string; send: (key: string) => Promise<unknown>; answer: unknown }

let transactionCounter = 0
/** bKash transaction ids are ten capitals or digits, unique per method. */
function transactionId(): string {
  transactionCounter += 1
  return `P${String(process.pid % 1000).padStart(3, '0')}${String(transactionCounter).padStart(6, '0')}`
}

async function balancesOf(index: number): Promise<Balances> {
  const balances = await findBalances(db(), (players[index] as SessionUser).id)
  return { cash: balances?.cash ?? -1, onHold: balances?.onHold ?? -1 }
}

async function outcomeOf<T>(work: Promise<T>): Promise<T | AppError> {
  return work.catch((error: unknown) => {
    if (error instanceof AppError) return error
    throw error
  })
}

/** What the runs did, so the test fails if the random traffic stops reaching a path. */
const seen = new Set<string>()

const take = <T>(list: T[], index: number): T | undefined =>
  list.splice(index % Math.max(list.length, 1), 1)[0]

describe('the cashier under random traffic', () => {
  it('keeps every currency at zero, every balance at or above zero, and agrees with the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30 }), async (steps) => {
        const model = await Promise.all(players.map((_, index) => balancesOf(index)))
        const deposits: PendingDeposit[] = []
        const withdrawals: PendingWithdrawal[] = []
        const done: Replayable[] = []
        const succeeded = (send: (key: string) => Promise<unknown>, key: string, answer: unknown) =>
          done.push({ key, send, answer })

        for (const current of steps) {
          const key = newKey(current.op)
          switch (current.op) {
            case 'deposit': {
              const inputs = { senderAccountNumber: '01712345678', transactionId: transactionId() }
              const send = (sentKey: string) =>
                createDeposit(db(), {
                  player: players[current.player] as SessionUser,
                  idempotencyKey: sentKey,
                  input: {
                    methodId: bkash,
                    amount: current.amount,
                    inputs,
                  },
                }).then((result) => result.response)
              const created = await send(key)
              deposits.push({ id: created.id, player: current.player, amount: current.amount })
              seen.add('deposit')
              succeeded(send, key, created)
              break
            }
            case 'decideDeposit': {
              const deposit = take(deposits, current.pick)
              if (!deposit) break
              const send = (sentKey: string) =>
                decideDeposit(db(), {
                  staff: staff[0] as SessionUser,
                  depositId: deposit.id,
                  decision: current.isComplete ? 'complete' : 'reject',
                  reason: current.isComplete ? '' : 'No such payment',
                  idempotencyKey: sentKey,
                  ipAddress: null,
                }).then((result) => result.response)
              succeeded(send, key, await send(key))
              if (current.isComplete) (model[deposit.player] as Balances).cash += deposit.amount
              seen.add(current.isComplete ? 'deposit completed' : 'deposit rejected')
              break
            }
            case 'withdraw': {
              const before = model[current.player] as Balances
              const send = (sentKey: string) =>
                createWithdrawal(db(), {
                  player: players[current.player] as SessionUser,
                  idempotencyKey: sentKey,
                  input: {
                    methodId: bkash,
                    userType: 'personal',
                    receiverAccount: '01812345678',
                    amount: current.amount,
                  },
                }).then((result) => result.withdrawal)
              const outcome = await outcomeOf(send(key))
              if (before.cash < current.amount) {
                expect(outcome instanceof AppError && outcome.code).toBe('INSUFFICIENT_FUNDS')
                seen.add('withdrawal refused')
                break
              }
              if (outcome instanceof AppError) throw outcome
              seen.add('withdrawal held')
              before.cash -= current.amount
              before.onHold += current.amount
              withdrawals.push({
                id: outcome.id,
                player: current.player,
                amount: current.amount,
                firstApprovedBy: null,
              })
              succeeded(send, key, outcome)
              break
            }
            case 'cancel': {
              const withdrawal = take(withdrawals, current.pick)
              if (!withdrawal) break
              const send = (sentKey: string) =>
                cancelWithdrawal(db(), {
                  userId: (players[withdrawal.player] as SessionUser).id,
                  withdrawalId: withdrawal.id,
                  idempotencyKey: sentKey,
                }).then((result) => result.withdrawal)
              succeeded(send, key, await send(key))
              const balances = model[withdrawal.player] as Balances
              balances.cash += withdrawal.amount
              balances.onHold -= withdrawal.amount
              seen.add('cancelled')
              break
            }
            case 'decideWithdrawal': {
              const index = current.pick % Math.max(withdrawals.length, 1)
              const withdrawal = withdrawals[index]
              if (!withdrawal) break
              const member = staff[current.staffIndex] as SessionUser
              const send = (sentKey: string) =>
                decideWithdrawal(db(), {
                  staff: member,
                  withdrawalId: withdrawal.id,
                  idempotencyKey: sentKey,
                  input: current.isApproval
                    ? { decision: 'approve', reason: '', payoutReference: `PAY-${sentKey.slice(-6)}` }
                    : { decision: 'reject', reason: 'Receiver unknown', payoutReference: '' },
                  ipAddress: null,
                }).then((result) => result.withdrawal)
              const outcome = await outcomeOf(send(key))
              const balances = model[withdrawal.player] as Balances
              const needsTwo = withdrawal.amount > secondApprovalAbove
              if (current.isApproval && needsTwo && withdrawal.firstApprovedBy === member.id) {
                expect(outcome instanceof AppError && outcome.code).toBe('SECOND_APPROVER_REQUIRED')
                seen.add('same approver refused')
                break
              }
              if (outcome instanceof AppError) throw outcome
              succeeded(send, key, outcome)
              if (current.isApproval && needsTwo && withdrawal.firstApprovedBy === null) {
                expect(outcome).toMatchObject({ status: 'pending', firstApproval: { staffId: member.id } })
                withdrawal.firstApprovedBy = member.id
                seen.add('first approval')
                break
              }
              withdrawals.splice(index, 1)
              expect(outcome.status).toBe(current.isApproval ? 'approved' : 'rejected')
              balances.onHold -= withdrawal.amount
              if (!current.isApproval) balances.cash += withdrawal.amount
              seen.add(current.isApproval ? (needsTwo ? 'second approval' : 'approved') : 'rejected')
              break
            }
            case 'adjust': {
              const balances = model[current.player] as Balances
              const send = (sentKey: string) =>
                adjustBalance(db(), {
                  staff: staff[0] as SessionUser,
                  idempotencyKey: sentKey,
                  userId: (players[current.player] as SessionUser).id,
                  direction: current.isCredit ? 'credit' : 'debit',
                  amount: current.amount,
                  reason: 'Property test',
                  ipAddress: null,
                }).then(({ result }) => result)
              const outcome = await outcomeOf(send(key))
              if (!current.isCredit && balances.cash < current.amount) {
                expect(outcome instanceof AppError && outcome.code).toBe('INSUFFICIENT_FUNDS')
                break
              }
              if (outcome instanceof AppError) throw outcome
              balances.cash += current.isCredit ? current.amount : -current.amount
              succeeded(send, key, outcome)
              break
            }
            case 'replay': {
              const earlier = done[current.pick % Math.max(done.length, 1)]
              if (!earlier) break
              // The same request again: the first answer, and nothing moves (the balances are checked below).
              expect(await earlier.send(earlier.key)).toEqual(earlier.answer)
              seen.add('replay')
              break
            }
          }
        }
        for (const [index, balances] of model.entries()) expect(await balancesOf(index)).toEqual(balances)
        const stored = await db().select({ balance: ledgerAccounts.balance }).from(ledgerAccounts)
        expect(stored.every((row) => row.balance === null || row.balance >= 0)).toBe(true)
        const report = await reconcileLedger(db())
        expect(report.mismatches).toEqual([])
        expect(report.currencies.every((total) => total.sum === 0)).toBe(true)
        expect(report.isClean).toBe(true)
      }),
      { numRuns: 30 },
    )
    const paths = [
      'deposit',
      'deposit completed',
      'deposit rejected',
      'withdrawal held',
      'withdrawal refused',
    ]
    paths.push('cancelled', 'approved', 'first approval', 'second approval', 'rejected', 'replay')
    for (const path of paths) expect(seen.has(path), path).toBe(true)
  }, 120_000)
})
