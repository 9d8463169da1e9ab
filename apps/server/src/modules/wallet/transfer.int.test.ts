import { errorBody } from '@khela/contracts/errors'
import { eq, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { depositFor, expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { ledgerAccounts, ledgerTransfers } from '../../db/schema/ledger.ts'
import { AppError } from '../../lib/app-error.ts'
import { ensureOperatorAccount } from './ensure-operator-account.ts'
import { findBalances } from './find-balances.ts'
import { findPlayerAccounts } from './find-player-accounts.ts'
import { holdWithdrawal } from './hold-withdrawal.ts'
import { reconcileLedger } from './reconcile-ledger.ts'
import { releaseWithdrawal } from './release-withdrawal.ts'
import { settleWithdrawal } from './settle-withdrawal.ts'
import { transfer } from './transfer.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db

afterEach(async () => {
  await expectCleanLedger(testApp())
})

async function newPlayer(currency: 'BDT' | 'INR' = 'BDT') {
  const { userId } = await signUpPlayer(testApp(), { currency })
  const accounts = await findPlayerAccounts(db(), userId)
  if (!accounts) throw new Error('no wallet')
  return { userId, accounts }
}

async function codeOf(attempt: Promise<unknown>) {
  const error = await attempt.then(
    () => null,
    (caught: unknown) => caught,
  )
  return error instanceof AppError ? error.code : error
}

describe('a player wallet', () => {
  it('is opened at registration in the chosen currency, at zero', async () => {
    const { userId } = await signUpPlayer(testApp(), { currency: 'INR' })
    expect(await findBalances(db(), userId)).toEqual({ currency: 'INR', cash: 0, bonus: 0, onHold: 0 })
    const rows = await db().select().from(ledgerAccounts).where(eq(ledgerAccounts.ownerId, userId))
    expect(rows.map((row) => row.kind).sort()).toEqual(['player_bonus', 'player_cash', 'withdrawal_hold'])
  })

  it('has no wallet for a user who is not a player', async () => {
    expect(await findBalances(db(), 'no-such-user')).toBeNull()
    expect(await codeOf(holdWithdrawal(db(), holdFor('no-such-user', 100)))).toBe('NOT_FOUND')
  })
})

function holdFor(userId: string, amount: number, idempotencyKey = newKey('hold')) {
  return { idempotencyKey, userId, amount, ref: { type: 'withdrawal', id: idempotencyKey } }
}

describe('transfer', () => {
  it('moves money between accounts: the player balance is stored, the operator balance is derived', async () => {
    const { userId, accounts } = await newPlayer()
    const deposit = await depositFor(testApp(), userId, 50_000)
    expect(deposit).toMatchObject({
      amount: 50_000,
      currency: 'BDT',
      kind: 'deposit',
      creditAccountId: accounts.ids.player_cash,
      creditBalanceAfter: 50_000,
      debitBalanceAfter: null,
      isReplay: false,
    })
    expect(await findBalances(db(), userId)).toMatchObject({ cash: 50_000 })
    const [clearing] = await db()
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.id, deposit.debitAccountId))
    expect(clearing?.balance).toBeNull()
  })

  it('refuses a debit beyond the balance with INSUFFICIENT_FUNDS and moves nothing', async () => {
    const { userId, accounts } = await newPlayer()
    await depositFor(testApp(), userId, 1000)
    const house = await ensureOperatorAccount(db(), { kind: 'house', currency: 'BDT' })
    const key = newKey('stake')
    const stake = (amount: number) =>
      transfer(db(), {
        idempotencyKey: key,
        debit: accounts.ids.player_cash,
        credit: house,
        amount,
        currency: 'BDT',
        kind: 'bet_stake',
      })
    expect(await codeOf(stake(1001))).toBe('INSUFFICIENT_FUNDS')
    expect(await findBalances(db(), userId)).toMatchObject({ cash: 1000 })
    expect(await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.idempotencyKey, key))).toEqual(
      [],
    )
    // The refused key was never used, so it may carry the right amount afterwards.
    expect(await stake(1000)).toMatchObject({ debitBalanceAfter: 0, isReplay: false })
  })

  it('returns the first result for the same key and parameters, with no second effect', async () => {
    const { userId, accounts } = await newPlayer()
    await depositFor(testApp(), userId, 10_000)
    const house = await ensureOperatorAccount(db(), { kind: 'house', currency: 'BDT' })
    const request = {
      idempotencyKey: newKey('stake'),
      debit: accounts.ids.player_cash,
      credit: house,
      amount: 4000,
      currency: 'BDT' as const,
      kind: 'bet_stake' as const,
      ref: { type: 'bet', id: 'round-1' },
      metadata: { game: 'crash', multiplier: undefined },
    }
    const first = await transfer(db(), request)
    const again = await transfer(db(), request)
    expect(again).toEqual({ ...first, isReplay: true })
    expect(await findBalances(db(), userId)).toMatchObject({ cash: 6000 })

    // Even once the balance could no longer pay for it, the replay answers with the first result.
    await transfer(db(), { ...request, idempotencyKey: newKey('stake'), amount: 6000 })
    expect(await transfer(db(), request)).toEqual({ ...first, isReplay: true })
  })

  it('refuses the same key with other parameters: IDEMPOTENCY_KEY_REUSED', async () => {
    const { userId, accounts } = await newPlayer()
    await depositFor(testApp(), userId, 10_000)
    const house = await ensureOperatorAccount(db(), { kind: 'house', currency: 'BDT' })
    const request = {
      idempotencyKey: newKey('stake'),
      debit: accounts.ids.player_cash,
      credit: house,
      amount: 1000,
      currency: 'BDT' as const,
      kind: 'bet_stake' as const,
    }
    await transfer(db(), request)
    for (const other of [
      { amount: 1001 },
      { amount: 1_000_000 },
      { kind: 'bet_win' as const },
      { ref: { type: 'bet', id: 'x' } },
      { metadata: { note: 'other' } },
    ]) {
      expect(await codeOf(transfer(db(), { ...request, ...other })), JSON.stringify(other)).toBe(
        'IDEMPOTENCY_KEY_REUSED',
      )
    }
    expect(await findBalances(db(), userId)).toMatchObject({ cash: 9000 })
  })

  it('refuses accounts of another currency, unknown accounts, and amounts that are not positive whole numbers', async () => {
    const bdt = await newPlayer('BDT')
    const inr = await newPlayer('INR')
    await depositFor(testApp(), bdt.userId, 5000)
    const base = {
      debit: bdt.accounts.ids.player_cash,
      credit: inr.accounts.ids.player_cash,
      amount: 100,
      currency: 'BDT' as const,
      kind: 'adjustment' as const,
    }
    const refusal = async (overrides: object) => {
      const error = await transfer(db(), { idempotencyKey: newKey(), ...base, ...overrides }).then(
        () => null,
        (caught: unknown) => caught,
      )
      return error instanceof AppError ? { code: error.code, fields: error.fields } : error
    }
    expect(await refusal({})).toEqual({ code: 'VALIDATION_FAILED', fields: { currency: 'INVALID_CHOICE' } })
    for (const amount of [0, -5, 1.5, Number.MAX_SAFE_INTEGER + 1])
      expect(await refusal({ amount }), String(amount)).toEqual({
        code: 'VALIDATION_FAILED',
        fields: { amount: 'NUMBER_OUT_OF_RANGE' },
      })
    expect(await refusal({ credit: bdt.accounts.ids.player_cash })).toMatchObject({
      code: 'VALIDATION_FAILED',
    })
    expect(await refusal({ credit: crypto.randomUUID() })).toMatchObject({ code: 'NOT_FOUND' })
    expect(await refusal({ credit: 'not-a-uuid' })).toMatchObject({ code: 'NOT_FOUND' })
    expect(await findBalances(db(), bdt.userId)).toMatchObject({ cash: 5000 })
  })

  it('runs inside a caller transaction as a savepoint: a refused transfer leaves the rest of it intact', async () => {
    const { userId, accounts } = await newPlayer()
    await depositFor(testApp(), userId, 300)
    const house = await ensureOperatorAccount(db(), { kind: 'house', currency: 'BDT' })
    await db().transaction(async (tx) => {
      const stake = (amount: number) =>
        transfer(tx, {
          idempotencyKey: newKey('stake'),
          debit: accounts.ids.player_cash,
          credit: house,
          amount,
          currency: 'BDT',
          kind: 'bet_stake',
        })
      await stake(100)
      expect(await codeOf(stake(500))).toBe('INSUFFICIENT_FUNDS')
      await stake(200)
    })
    expect(await findBalances(db(), userId)).toMatchObject({ cash: 0 })
  })
})

describe('two-phase withdrawals', () => {
  it('holds at once, then settles to the method clearing account or releases back to cash', async () => {
    const { userId } = await newPlayer()
    await depositFor(testApp(), userId, 10_000)
    const first = holdFor(userId, 7000)
    expect(await holdWithdrawal(db(), first)).toMatchObject({
      kind: 'withdrawal_hold',
      debitBalanceAfter: 3000,
    })
    expect(await findBalances(db(), userId)).toMatchObject({ cash: 3000, onHold: 7000 })
    expect(await codeOf(holdWithdrawal(db(), holdFor(userId, 3001)))).toBe('INSUFFICIENT_FUNDS')

    const settle = { ...first, idempotencyKey: newKey('settle'), methodCode: 'BKASH' }
    const settled = await settleWithdrawal(db(), settle)
    expect(settled).toMatchObject({
      kind: 'withdrawal_settle',
      debitBalanceAfter: 0,
      creditBalanceAfter: null,
    })
    expect(await settleWithdrawal(db(), settle)).toEqual({ ...settled, isReplay: true })
    expect(await findBalances(db(), userId)).toMatchObject({ cash: 3000, onHold: 0 })

    const second = holdFor(userId, 2500)
    await holdWithdrawal(db(), second)
    expect(await holdWithdrawal(db(), second)).toMatchObject({ isReplay: true })
    const release = { ...second, idempotencyKey: newKey('release') }
    await releaseWithdrawal(db(), release)
    expect(await releaseWithdrawal(db(), release)).toMatchObject({ isReplay: true })
    expect(await findBalances(db(), userId)).toMatchObject({ cash: 3000, onHold: 0 })
    // Nothing left on hold: settling or releasing more is refused.
    expect(await codeOf(releaseWithdrawal(db(), holdFor(userId, 1)))).toBe('INSUFFICIENT_FUNDS')
  })
})

describe('the books', () => {
  it('refuse to change or remove a transfer, whoever asks', async () => {
    const { userId } = await newPlayer()
    const deposit = await depositFor(testApp(), userId, 100)
    const refusal = async (statement: Promise<unknown>) => {
      const error = await statement.then(
        () => null,
        (caught: unknown) => caught,
      )
      return String((error as { cause?: Error } | null)?.cause?.message ?? error)
    }
    expect(
      await refusal(
        db().update(ledgerTransfers).set({ amount: 1 }).where(eq(ledgerTransfers.id, deposit.id)),
      ),
    ).toMatch(/append-only: UPDATE refused/)
    expect(await refusal(db().delete(ledgerTransfers).where(eq(ledgerTransfers.id, deposit.id)))).toMatch(
      /append-only: DELETE refused/,
    )
    expect(await refusal(db().execute(sql`TRUNCATE ledger_transfers`))).toMatch(
      /append-only: TRUNCATE refused/,
    )
    const [kept] = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.id, deposit.id))
    expect(kept?.amount).toBe(100)
  })

  it('refuse a negative player balance even from a direct statement', async () => {
    const { accounts } = await newPlayer()
    const error = await db()
      .update(ledgerAccounts)
      .set({ balance: -1 })
      .where(eq(ledgerAccounts.id, accounts.ids.player_cash))
      .then(
        () => null,
        (caught: unknown) => caught as { cause?: { constraint?: string } },
      )
    expect(error?.cause?.constraint).toBe('ledger_accounts_balance_within_credit_limit')
  })

  it('reconciliation reports a stored balance that disagrees with the transfers', async () => {
    const { userId, accounts } = await newPlayer()
    await depositFor(testApp(), userId, 2500)
    const tamper = (balance: number) =>
      db().update(ledgerAccounts).set({ balance }).where(eq(ledgerAccounts.id, accounts.ids.player_cash))
    await tamper(2600)
    try {
      const report = await reconcileLedger(db())
      expect(report.isClean).toBe(false)
      expect(report.mismatches).toEqual([
        {
          accountId: accounts.ids.player_cash,
          ownerKind: 'player',
          ownerId: userId,
          kind: 'player_cash',
          code: '',
          currency: 'BDT',
          stored: 2600,
          expected: 2500,
        },
      ])
      expect(report.currencies).toContainEqual({ currency: 'BDT', sum: 100, isBalanced: false })
    } finally {
      await tamper(2500)
    }
    const report = await reconcileLedger(db())
    expect(report).toMatchObject({ isClean: true, mismatches: [] })
    expect(report.transfersChecked).toBeGreaterThan(0)
  })
})

describe('a transfer written around transfer()', () => {
  // A database of its own: the stray transfer stays (the books are append-only), so this ledger stays unclean.
  const strayApp = useTestApp()

  it('is reported by the reconciliation when it names a missing account or one of another currency', async () => {
    const { db: strayDb } = strayApp().services.database
    const { userId } = await signUpPlayer(strayApp(), { currency: 'INR' })
    const inr = await findPlayerAccounts(strayDb, userId)
    const house = await ensureOperatorAccount(strayDb, { kind: 'house', currency: 'BDT' })
    if (!inr) throw new Error('no wallet')
    await strayDb.insert(ledgerTransfers).values([
      {
        idempotencyKey: newKey('stray'),
        debitAccountId: house,
        creditAccountId: crypto.randomUUID(),
        amount: 5,
        currency: 'BDT',
        kind: 'adjustment',
      },
      {
        idempotencyKey: newKey('stray'),
        debitAccountId: house,
        creditAccountId: inr.ids.player_bonus,
        amount: 5,
        currency: 'BDT',
        kind: 'adjustment',
      },
    ])
    const report = await reconcileLedger(strayDb)
    expect(report).toMatchObject({ strayTransfers: 2, isClean: false })
  })
})

// PGlite is one connection, so only PostgreSQL can run transfers truly at the same time.
describe.runIf(isPostgres)('under concurrency (PostgreSQL)', () => {
  it('100 holds of the full balance at once: exactly one succeeds', async () => {
    const { userId } = await newPlayer()
    await depositFor(testApp(), userId, 20_000)
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, () => holdWithdrawal(db(), holdFor(userId, 20_000))),
    )
    const succeeded = outcomes.filter((outcome) => outcome.status === 'fulfilled')
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as AppError).code] : [],
    )
    expect(succeeded).toHaveLength(1)
    expect(new Set(refusals)).toEqual(new Set(['INSUFFICIENT_FUNDS']))
    expect(await findBalances(db(), userId)).toMatchObject({ cash: 0, onHold: 20_000 })
  })

  it('100 full-balance transfers at once in both directions between two players: no deadlock, no money made or lost', async () => {
    const alice = await newPlayer()
    const bob = await newPlayer()
    await depositFor(testApp(), alice.userId, 500)
    await depositFor(testApp(), bob.userId, 500)
    const send = (from: typeof alice, to: typeof alice) =>
      transfer(db(), {
        idempotencyKey: newKey('p2p'),
        debit: from.accounts.ids.player_cash,
        credit: to.accounts.ids.player_cash,
        amount: 500,
        currency: 'BDT',
        kind: 'adjustment',
      })
    const outcomes = await Promise.allSettled(
      Array.from({ length: 100 }, (_, index) => (index % 2 === 0 ? send(alice, bob) : send(bob, alice))),
    )
    const rejected = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []))
    expect(rejected.length).toBeLessThan(100)
    expect(
      rejected.every((reason) => reason instanceof AppError && reason.code === 'INSUFFICIENT_FUNDS'),
    ).toBe(true)
    const alicePlusBob =
      ((await findBalances(db(), alice.userId))?.cash ?? 0) +
      ((await findBalances(db(), bob.userId))?.cash ?? 0)
    expect(alicePlusBob).toBe(1000)
  })

  it('the same key sent 50 times at once moves the money once; every caller gets that one transfer', async () => {
    const { userId } = await newPlayer()
    await depositFor(testApp(), userId, 50_000)
    const request = holdFor(userId, 1000)
    const results = await Promise.all(Array.from({ length: 50 }, () => holdWithdrawal(db(), request)))
    expect(new Set(results.map((result) => result.id)).size).toBe(1)
    expect(results.filter((result) => !result.isReplay)).toHaveLength(1)
    expect(await findBalances(db(), userId)).toMatchObject({ cash: 49_000, onHold: 1000 })
  })
})

describe('errors', () => {
  it('INSUFFICIENT_FUNDS and IDEMPOTENCY_KEY_REUSED are part of the API error codes', () => {
    for (const code of ['INSUFFICIENT_FUNDS', 'IDEMPOTENCY_KEY_REUSED'])
      expect(errorBody.shape.error.shape.code.safeParse(code).success).toBe(true)
  })
})
