import { errorBody } from '@khela/contracts/errors'
import type { SessionUser } from '@khela/contracts/session'
import { ledgerEntryPage, playerBalances } from '@khela/contracts/wallet'
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { giveApprovedKyc } from '../../../test/kyc.ts'
import { depositFor, expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { sessionCookieOf, signIn, signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { paymentMethods } from '../../db/schema/cashier.ts'
import { seedPaymentMethods } from '../../seed/demo-payment-methods.ts'
import { createDeposit } from '../cashier/create-deposit.ts'
import { decideDeposit } from '../cashier/decide-deposit.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db
let bkashId = ''

beforeAll(async () => {
  await seedPaymentMethods(db())
  const [bkash] = await db()
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.code, 'bkash'))
  bkashId = bkash?.id ?? ''
})

afterEach(async () => {
  vi.restoreAllMocks()
  await expectCleanLedger(testApp())
})

const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error

function as(cookie: string | null) {
  const app = testApp()
  const headers: Record<string, string> = { origin: app.services.config.publicUrl }
  if (cookie) headers.cookie = cookie
  return {
    balance: () => app.inject({ url: '/api/wallet/balance', headers }),
    transactions: (query = '') => app.inject({ url: `/api/wallet/transactions${query}`, headers }),
    userTransactions: (userId: string, query = '') =>
      app.inject({ url: `/api/admin/users/${userId}/transactions${query}`, headers }),
    adjust: (payload: object, key = newKey('adjust')) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/wallet/adjustments',
        headers: { ...headers, 'idempotency-key': key },
        payload,
      }),
    withdraw: (amount: number) =>
      app.inject({
        method: 'POST',
        url: '/api/cashier/withdrawals',
        headers: { ...headers, 'idempotency-key': newKey('withdraw') },
        payload: { methodId: bkashId, userType: 'personal', receiverAccount: '01712345678', amount },
      }),
    cancel: (id: string) =>
      app.inject({
        method: 'POST',
        url: `/api/cashier/withdrawals/${id}/cancel`,
        headers: { ...headers, 'idempotency-key': newKey('cancel') },
      }),
  }
}

describe('the player’s balance', () => {
  it('shows their own cash, bonus and on-hold amounts, never cached', async () => {
    const player = await signUpPlayer(testApp())
    await giveApprovedKyc(testApp(), player.userId)
    await depositFor(testApp(), player.userId, 90_000)
    const withdrawal = await as(player.cookie).withdraw(60_000)
    expect(withdrawal.statusCode, withdrawal.body).toBe(201)
    const response = await as(player.cookie).balance()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    expect(playerBalances.parse(response.json())).toEqual({
      currency: 'BDT',
      cash: 30_000,
      bonus: 0,
      onHold: 60_000,
    })
    await as(player.cookie).cancel(withdrawal.json().id)
  })

  it('is UNAUTHENTICATED for a visitor and zeros for staff, who have no wallet', async () => {
    const visitor = await as(null).balance()
    expect(visitor.statusCode).toBe(401)
    expect(errorOf(visitor).code).toBe('UNAUTHENTICATED')
    // Staff made in the back office have no wallet at all.
    const admin = await makeUserWithRole(testApp(), 'admin')
    const staff = {
      email: `cashier-${newKey('staff').replace(/[^a-z0-9]/gi, '')}@example.test`,
      password: 'Staff-password-2026!',
    }
    const created = await testApp().inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin.cookie, origin: testApp().services.config.publicUrl },
      payload: { ...staff, name: 'Cashier Staff', role: 'finance' },
    })
    expect(created.statusCode, created.body).toBe(201)
    const signedIn = await signIn(testApp(), { method: 'email', ...staff })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    const response = await as(sessionCookieOf(signedIn)).balance()
    expect(response.statusCode).toBe(200)
    expect(playerBalances.parse(response.json())).toEqual({ currency: 'BDT', cash: 0, bonus: 0, onHold: 0 })
  })
})

describe('transaction history', () => {
  it('lists the player’s own ledger entries newest first, a hold once per account, with notes', async () => {
    const player = await signUpPlayer(testApp())
    const other = await signUpPlayer(testApp())
    await giveApprovedKyc(testApp(), player.userId)
    await depositFor(testApp(), other.userId, 10_000)
    await depositFor(testApp(), player.userId, 100_000)
    const finance = await makeUserWithRole(testApp(), 'finance')
    const adjusted = await as(finance.cookie).adjust({
      userId: player.userId,
      direction: 'credit',
      amount: 2_500,
      reason: 'Goodwill for the outage',
    })
    expect(adjusted.statusCode, adjusted.body).toBe(201)
    const withdrawal = await as(player.cookie).withdraw(50_000)
    const withdrawalId = withdrawal.json().id as string
    await as(player.cookie).cancel(withdrawalId)

    const response = await as(player.cookie).transactions()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-store')
    const page = ledgerEntryPage.parse(response.json())
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 20 })
    const lines = page.items.map((item) => [
      item.kind,
      item.account,
      item.direction,
      item.amount,
      item.balanceAfter,
      item.note,
    ])
    expect(lines).toEqual([
      ['withdrawal_release', 'player_cash', 'credit', 50_000, 102_500, 'bKash'],
      ['withdrawal_release', 'withdrawal_hold', 'debit', 50_000, 0, 'bKash'],
      ['withdrawal_hold', 'player_cash', 'debit', 50_000, 52_500, 'bKash'],
      ['withdrawal_hold', 'withdrawal_hold', 'credit', 50_000, 50_000, 'bKash'],
      // The reason is staff's own: the player sees no note (the site says 'Adjustment').
      ['adjustment', 'player_cash', 'credit', 2_500, 102_500, ''],
      ['deposit', 'player_cash', 'credit', 100_000, 100_000, ''],
    ])
    expect(page.items[0]).toMatchObject({
      refType: 'withdrawal_request',
      refId: withdrawalId,
      currency: 'BDT',
    })

    expect(response.body).not.toContain('Goodwill for the outage')
    // Staff see the reason in the back office's history.
    const forStaff = ledgerEntryPage.parse((await as(finance.cookie).userTransactions(player.userId)).json())
    expect(forStaff.items.find((item) => item.kind === 'adjustment')?.note).toBe('Goodwill for the outage')

    const second = ledgerEntryPage.parse((await as(player.cookie).transactions('?page=2&pageSize=4')).json())
    expect(second.items.map((item) => item.kind)).toEqual(['adjustment', 'deposit'])
    expect((await as(player.cookie).transactions('?page=0')).statusCode).toBe(400)
    expect((await as(null).transactions()).statusCode).toBe(401)
  })

  it('names the method of a completed deposit', async () => {
    const player = await signUpPlayer(testApp())
    const finance = await makeUserWithRole(testApp(), 'finance')
    const { response: deposit } = await createDeposit(db(), {
      player: { id: player.userId, email: player.email, name: player.email, role: 'player' } as SessionUser,
      idempotencyKey: newKey('deposit'),
      input: {
        methodId: bkashId,
        amount: 70_000,
        inputs: { senderAccountNumber: '01712345678', transactionId: `W${Date.now()}`.slice(0, 10) },
      },
    })
    await decideDeposit(db(), {
      staff: { id: finance.userId, email: finance.email, name: 'Finance', role: 'finance' } as SessionUser,
      depositId: deposit.id,
      decision: 'complete',
      reason: '',
      idempotencyKey: newKey('decide'),
      ipAddress: null,
    })
    const page = ledgerEntryPage.parse((await as(player.cookie).transactions()).json())
    expect(page.items.map((item) => [item.kind, item.amount, item.note, item.refType, item.refId])).toEqual([
      ['deposit', 70_000, 'bKash', 'deposit_request', deposit.id],
    ])
  })

  it('shows a player’s entries to staff with users.read only', async () => {
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, 4_200)
    const support = await makeUserWithRole(testApp(), 'support')
    const response = await as(support.cookie).userTransactions(player.userId)
    expect(response.statusCode).toBe(200)
    const page = ledgerEntryPage.parse(response.json())
    expect(page.items.map((item) => [item.kind, item.amount])).toEqual([['deposit', 4_200]])
    const nobody = ledgerEntryPage.parse((await as(support.cookie).userTransactions('no-such-user')).json())
    expect(nobody).toMatchObject({ items: [], total: 0 })
    const content = await makeUserWithRole(testApp(), 'content')
    expect((await as(content.cookie).userTransactions(player.userId)).statusCode).toBe(403)
    expect((await as(player.cookie).userTransactions(player.userId)).statusCode).toBe(403)
  })
})

describe('a manual adjustment', () => {
  it('tells the player’s header to refetch after it commits, and not when refused', async () => {
    const player = await signUpPlayer(testApp())
    const finance = await makeUserWithRole(testApp(), 'finance')
    const publish = vi.spyOn(testApp().services.realtime, 'publish')
    const refused = await as(finance.cookie).adjust({
      userId: player.userId,
      direction: 'debit',
      amount: 100,
      reason: 'Too much',
    })
    expect(refused.statusCode).toBe(409)
    expect(publish).not.toHaveBeenCalled()
    const credited = await as(finance.cookie).adjust({
      userId: player.userId,
      direction: 'credit',
      amount: 100,
      reason: 'Welcome back',
    })
    expect(credited.statusCode).toBe(201)
    expect(publish).toHaveBeenCalledWith(`user:${player.userId}`, { type: 'wallet.balance' })
  })

  it('publishes nothing for a replay of a stored key', async () => {
    const player = await signUpPlayer(testApp())
    const finance = await makeUserWithRole(testApp(), 'finance')
    const key = newKey('adjust')
    const input = { userId: player.userId, direction: 'credit', amount: 300, reason: 'Welcome back' }
    const first = await as(finance.cookie).adjust(input, key)
    expect(first.statusCode, first.body).toBe(201)
    const publish = vi.spyOn(testApp().services.realtime, 'publish')
    const replay = await as(finance.cookie).adjust(input, key)
    expect(replay.statusCode).toBe(201)
    expect(replay.json()).toEqual(first.json())
    expect(publish).not.toHaveBeenCalled()
  })
})
