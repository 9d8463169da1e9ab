import {
  adminWithdrawalPage,
  adminWithdrawalRow,
  cashierSettings,
  withdrawalHistoryPage,
  withdrawalRequest,
} from '@khela/contracts/cashier'
import { errorBody } from '@khela/contracts/errors'
import { playerBalances } from '@khela/contracts/wallet'
import { and, eq, like } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { giveApprovedKyc } from '../../../test/kyc.ts'
import { depositFor, expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { users } from '../../db/schema/auth.ts'
import { paymentMethods, withdrawalRequests } from '../../db/schema/cashier.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { seedPaymentMethods } from '../../seed/demo-payment-methods.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { reconcileLedger } from '../wallet/reconcile-ledger.ts'

// Many requests from one player in these tests; the per-player limit has its own test below.
const testApp = useTestApp({ WITHDRAWAL_LIMIT_PER_PLAYER: '10000' })
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const taka = (amount: number) => amount * 100

type Methods = Record<'bkash' | 'nagad' | 'ibbl', string>
let methods: Methods

beforeAll(async () => {
  await seedPaymentMethods(db())
  const rows = await db().select({ id: paymentMethods.id, code: paymentMethods.code }).from(paymentMethods)
  methods = Object.fromEntries(rows.map((row) => [row.code, row.id])) as Methods
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
  const withKey = (key: string | null) => (key === null ? headers : { ...headers, 'idempotency-key': key })
  return {
    withdraw: (payload: object, key: string | null = newKey('withdraw')) =>
      app.inject({ method: 'POST', url: '/api/cashier/withdrawals', headers: withKey(key), payload }),
    history: (page = 1, query = '') =>
      app.inject({ url: `/api/cashier/withdrawals?page=${page}${query}`, headers }),
    cancel: (id: string, key: string | null = newKey('cancel')) =>
      app.inject({ method: 'POST', url: `/api/cashier/withdrawals/${id}/cancel`, headers: withKey(key) }),
    list: (query = '') => app.inject({ url: `/api/admin/cashier/withdrawals${query}`, headers }),
    decide: (id: string, payload: object, key: string | null = newKey('decide')) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/cashier/withdrawals/${id}/decision`,
        headers: withKey(key),
        payload,
      }),
    settings: () => app.inject({ url: '/api/admin/cashier/settings', headers }),
    saveSettings: (payload: unknown) =>
      app.inject({ method: 'PUT', url: '/api/admin/cashier/settings', headers, payload: payload as object }),
  }
}

/** A player with this much cash, deposited through bKash's clearing account, and an approved identity check. */
async function fundedPlayer(cash: number) {
  const player = await signUpPlayer(testApp())
  await giveApprovedKyc(testApp(), player.userId)
  if (cash > 0) await depositFor(testApp(), player.userId, cash, 'bkash')
  return player
}

const bkashRequest = (amount: number, overrides: object = {}) => ({
  methodId: methods.bkash,
  userType: 'personal',
  receiverAccount: '01712345678',
  amount,
  ...overrides,
})

async function withdrawOk(cookie: string, amount: number, overrides: object = {}) {
  const response = await as(cookie).withdraw(bkashRequest(amount, overrides))
  expect(response.statusCode, response.body).toBe(201)
  return withdrawalRequest.parse(response.json())
}

async function heldTransfers(withdrawalId: string) {
  return db()
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.refType, 'withdrawal_request'), eq(ledgerTransfers.refId, withdrawalId)))
}

async function auditEntries(recordId: string, action: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordId, recordId), like(auditLog.action, `${action}%`)))
}

async function setThreshold(secondApprovalAbove: number) {
  const admin = await makeUserWithRole(testApp(), 'admin')
  const response = await as(admin.cookie).saveSettings({ secondApprovalAbove })
  expect(response.statusCode, response.body).toBe(200)
}

describe('asking for a withdrawal', () => {
  it('holds the amount at once and lists it pending in the player history', async () => {
    const player = await fundedPlayer(taka(3000))
    const publish = vi.spyOn(testApp().services.realtime, 'publish')
    const withdrawal = await withdrawOk(player.cookie, taka(1000), { receiverAccount: ' 017 1234 5678 ' })
    expect(withdrawal).toMatchObject({
      methodCode: 'bkash',
      methodName: 'bKash',
      gateway: 'MOBILE_BANKING',
      receiverAccount: '01712345678',
      amount: taka(1000),
      currency: 'BDT',
      status: 'pending',
      reason: null,
      payoutReference: null,
      decidedAt: null,
    })
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(2000), onHold: taka(1000) })
    const transfers = await heldTransfers(withdrawal.id)
    expect(transfers.map((transfer) => transfer.kind)).toEqual(['withdrawal_hold'])
    expect(publish).toHaveBeenCalledWith(`user:${player.userId}`, { type: 'wallet.balance' })
    expect(publish).toHaveBeenCalledWith('staff:cashier', { type: 'cashier.pending' })

    const history = await as(player.cookie).history()
    expect(history.statusCode).toBe(200)
    expect(history.headers['cache-control']).toBe('private, no-store')
    const page = withdrawalHistoryPage.parse(history.json())
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 6 })
    expect(page.items[0]).toEqual(withdrawal)
  })

  it('pages the history six at a time, newest first, and shows only the player’s own', async () => {
    const player = await fundedPlayer(taka(10_000))
    const other = await fundedPlayer(taka(1000))
    await withdrawOk(other.cookie, taka(500))
    const made = []
    for (let count = 0; count < 7; count++) made.push(await withdrawOk(player.cookie, taka(500 + count)))
    const first = withdrawalHistoryPage.parse((await as(player.cookie).history(1)).json())
    const second = withdrawalHistoryPage.parse((await as(player.cookie).history(2)).json())
    expect(first.total).toBe(7)
    expect(first.items.map((item) => item.amount)).toEqual(
      made
        .slice(1)
        .reverse()
        .map((item) => item.amount),
    )
    expect(second.items.map((item) => item.id)).toEqual([made[0]?.id])
  })

  it('lists only the pending ones with status=pending, however old, and refuses other statuses', async () => {
    const player = await fundedPlayer(taka(10_000))
    const other = await fundedPlayer(taka(1000))
    await withdrawOk(other.cookie, taka(500))
    const oldest = await withdrawOk(player.cookie, taka(500))
    const cancelled = await withdrawOk(player.cookie, taka(501))
    for (let count = 0; count < 6; count++) await withdrawOk(player.cookie, taka(600 + count))
    expect((await as(player.cookie).cancel(cancelled.id)).statusCode).toBe(200)
    const pendingPage = (page: number) => as(player.cookie).history(page, '&status=pending')
    const first = withdrawalHistoryPage.parse((await pendingPage(1)).json())
    const second = withdrawalHistoryPage.parse((await pendingPage(2)).json())
    expect(first.total).toBe(7)
    expect([...first.items, ...second.items].every((item) => item.status === 'pending')).toBe(true)
    expect(second.items.map((item) => item.id)).toEqual([oldest.id])
    const wrong = await as(player.cookie).history(1, '&status=approved')
    expect(wrong.statusCode).toBe(400)
  })

  it('checks the receiver account against the method: a Bangladeshi mobile number or a bank account', async () => {
    const player = await fundedPlayer(taka(5000))
    for (const receiverAccount of ['01212345678', '0171234567', '017123456789', '+8801712345678', 'abc']) {
      const response = await as(player.cookie).withdraw(bkashRequest(taka(500), { receiverAccount }))
      expect(response.statusCode, receiverAccount).toBe(400)
      expect(errorOf(response).fields).toEqual({ receiverAccount: 'INVALID_FORMAT' })
    }
    const empty = await as(player.cookie).withdraw(bkashRequest(taka(500), { receiverAccount: '  ' }))
    expect(errorOf(empty).fields).toEqual({ receiverAccount: 'REQUIRED' })
    for (const receiverAccount of ['01312345678', '01912345678'])
      await withdrawOk(player.cookie, taka(500), { receiverAccount })

    const bank = { methodId: methods.ibbl }
    const shortBank = await as(player.cookie).withdraw(
      bkashRequest(taka(1000), { ...bank, receiverAccount: '12345' }),
    )
    expect(errorOf(shortBank).fields).toEqual({ receiverAccount: 'INVALID_FORMAT' })
    const dashed = await as(player.cookie).withdraw(
      bkashRequest(taka(1000), { ...bank, receiverAccount: 'ab12 3456-7' }),
    )
    expect(errorOf(dashed).fields).toEqual({ receiverAccount: 'INVALID_FORMAT' })
    const accepted = await withdrawOk(player.cookie, taka(1000), {
      ...bank,
      receiverAccount: 'ab12 3456 7890',
    })
    expect(accepted).toMatchObject({ receiverAccount: 'AB1234567890', gateway: 'BANK_TRANSFER' })
    expect(await findBalances(db(), player.userId)).toMatchObject({ onHold: taka(2000) })
  })

  it('takes amounts at the method’s limits and refuses them beyond', async () => {
    const player = await fundedPlayer(taka(60_000))
    await withdrawOk(player.cookie, taka(500))
    await withdrawOk(player.cookie, taka(25_000))
    const below = await as(player.cookie).withdraw(bkashRequest(taka(500) - 1))
    expect(below.statusCode).toBe(400)
    expect(errorOf(below).fields).toEqual({ amount: 'AMOUNT_BELOW_MINIMUM' })
    const above = await as(player.cookie).withdraw(bkashRequest(taka(25_000) + 1))
    expect(errorOf(above).fields).toEqual({ amount: 'AMOUNT_ABOVE_MAXIMUM' })
    for (const amount of [0, -5, 1.5, '100'])
      expect(
        (await as(player.cookie).withdraw(bkashRequest(amount as number))).statusCode,
        String(amount),
      ).toBe(400)
    expect(await findBalances(db(), player.userId)).toMatchObject({
      cash: taka(34_500),
      onHold: taka(25_500),
    })
  })

  it('refuses more than the cash balance and holds nothing', async () => {
    const player = await fundedPlayer(taka(800))
    const response = await as(player.cookie).withdraw(bkashRequest(taka(800) + 1))
    expect(response.statusCode).toBe(409)
    expect(errorOf(response).code).toBe('INSUFFICIENT_FUNDS')
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(800), onHold: 0 })
    expect(
      await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.userId, player.userId)),
    ).toEqual([])
    // The whole balance is fine.
    await withdrawOk(player.cookie, taka(800))
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: 0, onHold: taka(800) })
  })

  it('refuses a disabled or unknown method', async () => {
    const player = await fundedPlayer(taka(5000))
    await db()
      .update(paymentMethods)
      .set({ isWithdrawalEnabled: false })
      .where(eq(paymentMethods.code, 'nagad'))
    try {
      const disabled = await as(player.cookie).withdraw(bkashRequest(taka(500), { methodId: methods.nagad }))
      expect(disabled.statusCode).toBe(409)
      expect(errorOf(disabled).code).toBe('METHOD_UNAVAILABLE')
    } finally {
      await db()
        .update(paymentMethods)
        .set({ isWithdrawalEnabled: true })
        .where(eq(paymentMethods.code, 'nagad'))
    }
    const unknown = await as(player.cookie).withdraw(
      bkashRequest(taka(500), { methodId: '00000000-0000-4000-8000-000000000000' }),
    )
    expect(errorOf(unknown).code).toBe('METHOD_UNAVAILABLE')
    const notAnId = await as(player.cookie).withdraw(bkashRequest(taka(500), { methodId: 'bkash' }))
    expect(errorOf(notAnId).fields).toEqual({ methodId: 'INVALID_CHOICE' })
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(5000), onHold: 0 })
  })

  it('is for signed-in players only, with an Idempotency-Key', async () => {
    const visitor = await as(null).withdraw(bkashRequest(taka(500)))
    expect(visitor.statusCode).toBe(401)
    expect((await as(null).history()).statusCode).toBe(401)
    const finance = await makeUserWithRole(testApp(), 'finance')
    const staff = await as(finance.cookie).withdraw(bkashRequest(taka(500)))
    expect(staff.statusCode).toBe(403)
    const player = await fundedPlayer(taka(1000))
    const keyless = await as(player.cookie).withdraw(bkashRequest(taka(500)), null)
    expect(keyless.statusCode).toBe(400)
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(1000), onHold: 0 })
  })

  it('answers a replay with the first withdrawal and holds nothing more; another request under the key is refused', async () => {
    const player = await fundedPlayer(taka(3000))
    const key = newKey('withdraw')
    const first = await as(player.cookie).withdraw(bkashRequest(taka(1000)), key)
    const again = await as(player.cookie).withdraw(bkashRequest(taka(1000)), key)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    const other = await as(player.cookie).withdraw(bkashRequest(taka(1200)), key)
    expect(other.statusCode).toBe(422)
    expect(errorOf(other).code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(2000), onHold: taka(1000) })
    expect(
      await db().select().from(withdrawalRequests).where(eq(withdrawalRequests.userId, player.userId)),
    ).toHaveLength(1)
  })
})

describe('two players with one Idempotency-Key', () => {
  it('each get their own withdrawal and their own cancellation', async () => {
    const first = await fundedPlayer(taka(2000))
    const second = await fundedPlayer(taka(2000))
    const key = newKey('withdraw')
    const one = await as(first.cookie).withdraw(bkashRequest(taka(500)), key)
    const two = await as(second.cookie).withdraw(bkashRequest(taka(500)), key)
    expect(one.statusCode, one.body).toBe(201)
    expect(two.statusCode, two.body).toBe(201)
    const cancelKey = newKey('cancel')
    const cancelOne = await as(first.cookie).cancel(withdrawalRequest.parse(one.json()).id, cancelKey)
    const cancelTwo = await as(second.cookie).cancel(withdrawalRequest.parse(two.json()).id, cancelKey)
    expect(cancelOne.statusCode, cancelOne.body).toBe(200)
    expect(cancelTwo.statusCode, cancelTwo.body).toBe(200)
    for (const player of [first, second])
      expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(2000), onHold: 0 })
  })
})

describe('cancelling a withdrawal', () => {
  it('returns the held amount; a second cancel is ALREADY_DECIDED and a replay the first answer', async () => {
    const player = await fundedPlayer(taka(2000))
    const withdrawal = await withdrawOk(player.cookie, taka(1500))
    const publish = vi.spyOn(testApp().services.realtime, 'publish')
    const key = newKey('cancel')
    const response = await as(player.cookie).cancel(withdrawal.id, key)
    expect(response.statusCode, response.body).toBe(200)
    const cancelled = withdrawalRequest.parse(response.json())
    expect(cancelled).toMatchObject({ id: withdrawal.id, status: 'cancelled' })
    expect(cancelled.decidedAt).not.toBeNull()
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(2000), onHold: 0 })
    expect(publish).toHaveBeenCalledWith(`user:${player.userId}`, { type: 'wallet.balance' })
    expect(publish).toHaveBeenCalledWith('staff:cashier', { type: 'cashier.pending' })

    const replay = await as(player.cookie).cancel(withdrawal.id, key)
    expect(replay.json()).toEqual(response.json())
    const again = await as(player.cookie).cancel(withdrawal.id)
    expect(again.statusCode).toBe(409)
    expect(errorOf(again).code).toBe('ALREADY_DECIDED')
    expect((await heldTransfers(withdrawal.id)).map((transfer) => transfer.kind).sort()).toEqual([
      'withdrawal_hold',
      'withdrawal_release',
    ])
  })

  it('is not found for another player’s withdrawal, an unknown id or a visitor', async () => {
    const owner = await fundedPlayer(taka(1000))
    const other = await fundedPlayer(0)
    const withdrawal = await withdrawOk(owner.cookie, taka(600))
    for (const id of [withdrawal.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await as(other.cookie).cancel(id)
      expect(response.statusCode, id).toBe(404)
    }
    expect((await as(null).cancel(withdrawal.id)).statusCode).toBe(401)
    expect(await findBalances(db(), owner.userId)).toMatchObject({ cash: taka(400), onHold: taka(600) })
  })

  it('is still possible after a first approval (nothing is paid until the second)', async () => {
    await setThreshold(taka(1000))
    try {
      const player = await fundedPlayer(taka(2000))
      const withdrawal = await withdrawOk(player.cookie, taka(1500))
      const finance = await makeUserWithRole(testApp(), 'finance')
      const first = await as(finance.cookie).decide(withdrawal.id, { decision: 'approve' })
      expect(first.statusCode, first.body).toBe(200)
      const cancelled = await as(player.cookie).cancel(withdrawal.id)
      expect(cancelled.json()).toMatchObject({ status: 'cancelled' })
      const second = await as((await makeUserWithRole(testApp(), 'finance')).cookie).decide(withdrawal.id, {
        decision: 'approve',
        payoutReference: 'BK-1',
      })
      expect(errorOf(second).code).toBe('ALREADY_DECIDED')
      expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(2000), onHold: 0 })
    } finally {
      await setThreshold(5_000_000)
    }
  })
})

describe('deciding a withdrawal', () => {
  it('rejects with a reason and returns the held amount', async () => {
    const player = await fundedPlayer(taka(2000))
    const withdrawal = await withdrawOk(player.cookie, taka(700))
    const finance = await makeUserWithRole(testApp(), 'finance')
    const noReason = await as(finance.cookie).decide(withdrawal.id, { decision: 'reject', reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    expect(errorOf(noReason).fields).toEqual({ reason: 'REQUIRED' })
    const publish = vi.spyOn(testApp().services.realtime, 'publish')
    const response = await as(finance.cookie).decide(withdrawal.id, {
      decision: 'reject',
      reason: 'Receiver number belongs to someone else',
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(adminWithdrawalRow.parse(response.json())).toMatchObject({
      status: 'rejected',
      reason: 'Receiver number belongs to someone else',
      decidedBy: expect.any(String),
      player: { id: player.userId, email: player.email },
    })
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(2000), onHold: 0 })
    expect(publish).toHaveBeenCalledWith(`user:${player.userId}`, {
      type: 'cashier.decided',
      request: 'withdrawal',
      id: withdrawal.id,
      status: 'rejected',
    })
    expect(publish).toHaveBeenCalledWith(`user:${player.userId}`, { type: 'wallet.balance' })
    expect(await auditEntries(withdrawal.id, 'cashier.withdrawal.reject')).toHaveLength(1)
    const late = await as(finance.cookie).decide(withdrawal.id, {
      decision: 'approve',
      payoutReference: 'X1',
    })
    expect(errorOf(late).code).toBe('ALREADY_DECIDED')
  })

  it('approves below the threshold with one approval and the payout reference, paying to the method clearing account', async () => {
    const player = await fundedPlayer(taka(3000))
    const withdrawal = await withdrawOk(player.cookie, taka(2500))
    const finance = await makeUserWithRole(testApp(), 'finance')
    const noReference = await as(finance.cookie).decide(withdrawal.id, { decision: 'approve' })
    expect(noReference.statusCode).toBe(400)
    expect(errorOf(noReference).fields).toEqual({ payoutReference: 'REQUIRED' })
    const key = newKey('decide')
    const response = await as(finance.cookie).decide(
      withdrawal.id,
      { decision: 'approve', payoutReference: 'BKASH-8XK2' },
      key,
    )
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      status: 'approved',
      payoutReference: 'BKASH-8XK2',
      needsTwoApprovals: false,
      firstApproval: null,
    })
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(500), onHold: 0 })
    const transfers = await heldTransfers(withdrawal.id)
    const settle = transfers.find((transfer) => transfer.kind === 'withdrawal_settle')
    expect(settle?.metadata).toMatchObject({ payoutReference: 'BKASH-8XK2' })
    // A replay answers the first decision and moves nothing.
    const replay = await as(finance.cookie).decide(
      withdrawal.id,
      { decision: 'approve', payoutReference: 'BKASH-8XK2' },
      key,
    )
    expect(replay.json()).toEqual(response.json())
    expect(await heldTransfers(withdrawal.id)).toHaveLength(2)
    expect(await auditEntries(withdrawal.id, 'cashier.withdrawal')).toHaveLength(1)
    const report = await reconcileLedger(db())
    expect(report.isClean).toBe(true)
  })

  it('above the threshold needs two different staff: the first approval keeps it pending', async () => {
    await setThreshold(taka(1000))
    try {
      const player = await fundedPlayer(taka(5000))
      const atThreshold = await withdrawOk(player.cookie, taka(1000))
      const above = await withdrawOk(player.cookie, taka(1000) + 1)
      const first = await makeUserWithRole(testApp(), 'finance')
      const second = await makeUserWithRole(testApp(), 'admin')

      // At the threshold one approval settles.
      const single = await as(first.cookie).decide(atThreshold.id, {
        decision: 'approve',
        payoutReference: 'P-1',
      })
      expect(single.json()).toMatchObject({ status: 'approved', needsTwoApprovals: false })

      const publish = vi.spyOn(testApp().services.realtime, 'publish')
      const recorded = await as(first.cookie).decide(above.id, { decision: 'approve' })
      expect(recorded.statusCode, recorded.body).toBe(200)
      const row = adminWithdrawalRow.parse(recorded.json())
      expect(row).toMatchObject({ status: 'pending', needsTwoApprovals: true, payoutReference: null })
      expect(row.firstApproval).toMatchObject({ staffId: first.userId })
      expect(row.firstApproval?.staffName).not.toBe('')
      expect(publish).not.toHaveBeenCalledWith(`user:${player.userId}`, expect.anything())
      expect(await findBalances(db(), player.userId)).toMatchObject({ onHold: taka(1000) + 1 })

      const same = await as(first.cookie).decide(above.id, { decision: 'approve', payoutReference: 'P-2' })
      expect(same.statusCode).toBe(409)
      expect(errorOf(same).code).toBe('SECOND_APPROVER_REQUIRED')
      const noReference = await as(second.cookie).decide(above.id, { decision: 'approve' })
      expect(errorOf(noReference).fields).toEqual({ payoutReference: 'REQUIRED' })
      const settled = await as(second.cookie).decide(above.id, {
        decision: 'approve',
        payoutReference: 'P-2',
      })
      expect(settled.json()).toMatchObject({
        status: 'approved',
        payoutReference: 'P-2',
        firstApproval: { staffId: first.userId },
      })
      expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(3000) - 1, onHold: 0 })
      expect(await auditEntries(above.id, 'cashier.withdrawal.first_approval')).toHaveLength(1)
      const approvals = await auditEntries(above.id, 'cashier.withdrawal.approve')
      expect(approvals.map((entry) => entry.actorId)).toEqual([second.userId])
    } finally {
      await setThreshold(5_000_000)
    }
  })

  it('a rejection after a first approval returns the money', async () => {
    await setThreshold(taka(1000))
    try {
      const player = await fundedPlayer(taka(5000))
      const withdrawal = await withdrawOk(player.cookie, taka(4000))
      const finance = await makeUserWithRole(testApp(), 'finance')
      await as(finance.cookie).decide(withdrawal.id, { decision: 'approve' })
      const rejected = await as(finance.cookie).decide(withdrawal.id, {
        decision: 'reject',
        reason: 'Changed mind',
      })
      expect(rejected.json()).toMatchObject({ status: 'rejected' })
      expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(5000), onHold: 0 })
    } finally {
      await setThreshold(5_000_000)
    }
  })

  it('is refused on one’s own withdrawal, to staff without cashier.decide, and for unknown ids', async () => {
    const player = await fundedPlayer(taka(1000))
    const withdrawal = await withdrawOk(player.cookie, taka(600))
    // The player later joins the finance team: still not their own payout.
    await db().update(users).set({ role: 'finance' }).where(eq(users.id, player.userId))
    const own = await as(player.cookie).decide(withdrawal.id, {
      decision: 'approve',
      payoutReference: 'SELF',
    })
    expect(own.statusCode).toBe(403)
    const support = await makeUserWithRole(testApp(), 'support')
    expect(
      (await as(support.cookie).decide(withdrawal.id, { decision: 'reject', reason: 'Nope' })).statusCode,
    ).toBe(403)
    const finance = await makeUserWithRole(testApp(), 'finance')
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope'])
      expect((await as(finance.cookie).decide(id, { decision: 'reject', reason: 'Nope' })).statusCode).toBe(
        404,
      )
    expect((await as(finance.cookie).decide(withdrawal.id, { decision: 'pay' })).statusCode).toBe(400)
    expect(
      (await as(finance.cookie).decide(withdrawal.id, { decision: 'reject', reason: 'x' }, null)).statusCode,
    ).toBe(400)
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(400), onHold: taka(600) })
    await as(finance.cookie).decide(withdrawal.id, { decision: 'reject', reason: 'Tidy up' })
  })
})

describe('Withdraw History in the back office', () => {
  it('searches by player or receiver, filters by status, method and Bangladesh dates, newest first', async () => {
    const player = await fundedPlayer(taka(10_000))
    const other = await fundedPlayer(taka(10_000))
    const finance = await makeUserWithRole(testApp(), 'finance')
    const a = await withdrawOk(player.cookie, taka(500), { receiverAccount: '01898765432' })
    const b = await withdrawOk(player.cookie, taka(1000), {
      methodId: methods.ibbl,
      receiverAccount: 'ZXCV123456',
    })
    const c = await withdrawOk(other.cookie, taka(700))
    await as(finance.cookie).decide(c.id, { decision: 'reject', reason: 'Wrong number' })

    const byEmail = adminWithdrawalPage.parse(
      (await as(finance.cookie).list(`?search=${player.email}`)).json(),
    )
    expect(byEmail.items.map((item) => item.id)).toEqual([b.id, a.id])
    expect(byEmail.items[0]?.player).toMatchObject({ id: player.userId, email: player.email })
    expect(byEmail.items[0]?.player.phone).toContain(player.phone.slice(-8))
    const byReceiver = adminWithdrawalPage.parse((await as(finance.cookie).list('?search=zxcv1234')).json())
    expect(byReceiver.items.map((item) => item.id)).toEqual([b.id])
    const byPhone = adminWithdrawalPage.parse(
      (await as(finance.cookie).list(`?search=${player.phone.slice(-8)}`)).json(),
    )
    expect(byPhone.items.map((item) => item.id)).toEqual([b.id, a.id])
    const rejected = adminWithdrawalPage.parse(
      (await as(finance.cookie).list(`?status=rejected&search=${other.email}`)).json(),
    )
    expect(rejected.items.map((item) => item.id)).toEqual([c.id])
    expect(rejected.items[0]).toMatchObject({ reason: 'Wrong number', needsTwoApprovals: false })
    const ibbl = adminWithdrawalPage.parse(
      (await as(finance.cookie).list(`?method=ibbl&search=${player.email}`)).json(),
    )
    expect(ibbl.items.map((item) => item.id)).toEqual([b.id])
    const badStatus = await as(finance.cookie).list('?status=paid')
    expect(errorOf(badStatus).fields).toEqual({ status: 'INVALID_CHOICE' })

    // Dates are Bangladesh days: a withdrawal at 23:30 UTC on the 1st is on the 2nd in Dhaka.
    await db()
      .update(withdrawalRequests)
      .set({ createdAt: new Date('2026-03-01T23:30:00Z') })
      .where(eq(withdrawalRequests.id, a.id))
    const onSecond = adminWithdrawalPage.parse(
      (await as(finance.cookie).list(`?from=2026-03-02&to=2026-03-02&search=${player.email}`)).json(),
    )
    expect(onSecond.items.map((item) => item.id)).toEqual([a.id])
    const onFirst = adminWithdrawalPage.parse(
      (await as(finance.cookie).list(`?from=2026-03-01&to=2026-03-01&search=${player.email}`)).json(),
    )
    expect(onFirst.items).toEqual([])
    const paged = adminWithdrawalPage.parse((await as(finance.cookie).list('?pageSize=1&page=2')).json())
    expect(paged).toMatchObject({ page: 2, pageSize: 1 })
    expect(paged.items).toHaveLength(1)
    expect(paged.total).toBeGreaterThanOrEqual(3)
    for (const withdrawal of [a, b]) await as(player.cookie).cancel(withdrawal.id)
  })

  it('refuses dates that do not exist and a range that ends before it starts', async () => {
    const finance = await makeUserWithRole(testApp(), 'finance')
    for (const [query, fields] of [
      ['?from=2026-02-30', { from: 'INVALID_DATE' }],
      ['?to=2026-13-01', { to: 'INVALID_DATE' }],
      ['?from=2026-03-12&to=2026-03-11', { to: 'DATE_BEFORE_FROM' }],
    ] as const) {
      const response = await as(finance.cookie).list(query)
      expect(response.statusCode, query).toBe(400)
      expect(errorOf(response).fields, query).toEqual(fields)
    }
    expect((await as(finance.cookie).list('?from=2028-02-29&to=2028-02-29')).statusCode).toBe(200)
  })

  it('is for cashier staff only', async () => {
    const support = await makeUserWithRole(testApp(), 'support')
    const player = await signUpPlayer(testApp())
    expect((await as(support.cookie).list()).statusCode).toBe(403)
    expect([401, 403]).toContain((await as(player.cookie).list()).statusCode)
    expect((await as(null).list()).statusCode).toBe(401)
  })
})

describe('cashier settings', () => {
  it('start at 50,000 taka, validate, save with an audit entry, and apply to the next withdrawal', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const current = await as(admin.cookie).settings()
    expect(current.statusCode).toBe(200)
    expect(cashierSettings.parse(current.json())).toEqual({ secondApprovalAbove: 5_000_000 })
    for (const invalid of [
      { secondApprovalAbove: 0 },
      { secondApprovalAbove: 1.5 },
      { secondApprovalAbove: '100' },
      {},
    ]) {
      const response = await as(admin.cookie).saveSettings(invalid)
      expect(response.statusCode, JSON.stringify(invalid)).toBe(400)
      expect(errorOf(response).fields?.secondApprovalAbove).toBeDefined()
    }
    try {
      const saved = await as(admin.cookie).saveSettings({ secondApprovalAbove: taka(2000) })
      expect(saved.json()).toEqual({ secondApprovalAbove: taka(2000) })
      expect((await as(admin.cookie).settings()).json()).toEqual({ secondApprovalAbove: taka(2000) })
      const entries = await auditEntries('cashier', 'cashier.settings.update')
      const mine = entries.filter((entry) => entry.actorId === admin.userId)
      expect(mine).toHaveLength(1)
      expect(mine[0]).toMatchObject({
        before: { secondApprovalAbove: 5_000_000 },
        after: { secondApprovalAbove: taka(2000) },
      })
      // Saving the same again records nothing.
      await as(admin.cookie).saveSettings({ secondApprovalAbove: taka(2000) })
      expect(
        (await auditEntries('cashier', 'cashier.settings.update')).filter(
          (entry) => entry.actorId === admin.userId,
        ),
      ).toHaveLength(1)
      const player = await fundedPlayer(taka(5000))
      expect((await withdrawOk(player.cookie, taka(2000) + 1)).status).toBe('pending')
      const [row] = await db()
        .select()
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.userId, player.userId))
      expect(row?.needsTwoApprovals).toBe(true)
      await as(player.cookie).cancel(row?.id ?? '')
    } finally {
      await as(admin.cookie).saveSettings({ secondApprovalAbove: 5_000_000 })
    }
  })

  it('are read by staff with cashier.methods and changed by admins only (not by finance, who approves)', async () => {
    const support = await makeUserWithRole(testApp(), 'support')
    expect((await as(support.cookie).settings()).statusCode).toBe(403)
    expect((await as(support.cookie).saveSettings({ secondApprovalAbove: 1 })).statusCode).toBe(403)
    expect((await as(null).settings()).statusCode).toBe(401)
    const finance = await makeUserWithRole(testApp(), 'finance')
    expect((await as(finance.cookie).settings()).statusCode).toBe(200)
    const raised = await as(finance.cookie).saveSettings({ secondApprovalAbove: taka(1_000_000) })
    expect(raised.statusCode).toBe(403)
    expect((await as(finance.cookie).settings()).json()).toEqual({ secondApprovalAbove: 5_000_000 })
  })
})

describe('under concurrency (PostgreSQL)', () => {
  // Only PostgreSQL runs requests truly at once; PGlite is one connection.
  it.runIf(isPostgres)(
    '100 withdrawals of the whole balance at once: exactly one is held, the rest INSUFFICIENT_FUNDS',
    async () => {
      const player = await fundedPlayer(taka(20_000))
      const responses = await Promise.all(
        Array.from({ length: 100 }, () => as(player.cookie).withdraw(bkashRequest(taka(20_000)))),
      )
      const statuses = responses.map((response) => response.statusCode)
      expect(statuses.filter((status) => status === 201)).toHaveLength(1)
      expect(statuses.filter((status) => status === 409)).toHaveLength(99)
      expect(
        new Set(
          responses
            .filter((response) => response.statusCode === 409)
            .map((response) => errorOf(response).code),
        ),
      ).toEqual(new Set(['INSUFFICIENT_FUNDS']))
      expect(await findBalances(db(), player.userId)).toMatchObject({ cash: 0, onHold: taka(20_000) })
      const rows = await db()
        .select()
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.userId, player.userId))
      expect(rows).toHaveLength(1)
      await as(player.cookie).cancel(rows[0]?.id ?? '')
    },
    60_000,
  )

  it.runIf(isPostgres)('two staff deciding the same withdrawal at once give one outcome', async () => {
    for (let round = 0; round < 5; round++) {
      const player = await fundedPlayer(taka(1000))
      const withdrawal = await withdrawOk(player.cookie, taka(1000))
      const [approver, rejecter] = [
        await makeUserWithRole(testApp(), 'finance'),
        await makeUserWithRole(testApp(), 'finance'),
      ]
      const responses = await Promise.all([
        as(approver.cookie).decide(withdrawal.id, { decision: 'approve', payoutReference: `R-${round}` }),
        as(rejecter.cookie).decide(withdrawal.id, { decision: 'reject', reason: 'Duplicate request' }),
      ])
      const statuses = responses.map((response) => response.statusCode).sort()
      expect(statuses).toEqual([200, 409])
      const loser = responses.find((response) => response.statusCode === 409)
      expect(loser && errorOf(loser).code).toBe('ALREADY_DECIDED')
      const winner = adminWithdrawalRow.parse(
        responses.find((response) => response.statusCode === 200)?.json(),
      )
      const balances = playerBalances.parse(await findBalances(db(), player.userId))
      expect(balances.onHold).toBe(0)
      expect(balances.cash).toBe(winner.status === 'rejected' ? taka(1000) : 0)
      const transfers = await heldTransfers(withdrawal.id)
      expect(transfers).toHaveLength(2)
      expect(await auditEntries(withdrawal.id, 'cashier.withdrawal')).toHaveLength(1)
    }
  })

  it.runIf(isPostgres)(
    'two staff approving a two-approval withdrawal at once: one first approval, nothing paid',
    async () => {
      await setThreshold(taka(1000))
      try {
        const player = await fundedPlayer(taka(5000))
        const withdrawal = await withdrawOk(player.cookie, taka(3000))
        const staff = [
          await makeUserWithRole(testApp(), 'finance'),
          await makeUserWithRole(testApp(), 'finance'),
        ]
        const responses = await Promise.all(
          staff.map((member) => as(member.cookie).decide(withdrawal.id, { decision: 'approve' })),
        )
        // One records the first approval; the other, deciding on what it left, is the second approver without a
        // payout reference.
        const codes = responses.map((response) =>
          response.statusCode === 200 ? response.json().status : errorOf(response).fields?.payoutReference,
        )
        expect(codes.sort()).toEqual(['REQUIRED', 'pending'])
        expect(await auditEntries(withdrawal.id, 'cashier.withdrawal.first_approval')).toHaveLength(1)
        expect(await findBalances(db(), player.userId)).toMatchObject({ onHold: taka(3000) })
        await as(player.cookie).cancel(withdrawal.id)
      } finally {
        await setThreshold(5_000_000)
      }
    },
  )

  it.runIf(isPostgres)(
    'replaying a withdrawal, a cancel or a decision 20 times at once has one effect',
    async () => {
      const player = await fundedPlayer(taka(3000))
      const key = newKey('withdraw')
      const created = await Promise.all(
        Array.from({ length: 20 }, () => as(player.cookie).withdraw(bkashRequest(taka(1000)), key)),
      )
      expect(new Set(created.map((response) => response.statusCode))).toEqual(new Set([201]))
      expect(new Set(created.map((response) => response.json().id)).size).toBe(1)
      expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(2000), onHold: taka(1000) })
      const id = created[0]?.json().id as string

      const finance = await makeUserWithRole(testApp(), 'finance')
      const decisionKey = newKey('decide')
      const decided = await Promise.all(
        Array.from({ length: 20 }, () =>
          as(finance.cookie).decide(id, { decision: 'reject', reason: 'Replayed' }, decisionKey),
        ),
      )
      expect(new Set(decided.map((response) => response.statusCode))).toEqual(new Set([200]))
      expect(await auditEntries(id, 'cashier.withdrawal')).toHaveLength(1)

      const second = await withdrawOk(player.cookie, taka(500))
      const cancelKey = newKey('cancel')
      const cancelled = await Promise.all(
        Array.from({ length: 20 }, () => as(player.cookie).cancel(second.id, cancelKey)),
      )
      expect(new Set(cancelled.map((response) => response.statusCode))).toEqual(new Set([200]))
      expect(await heldTransfers(second.id)).toHaveLength(2)
      expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(3000), onHold: 0 })
    },
  )
})

describe('the per-player limit', () => {
  const limitedApp = useTestApp({ WITHDRAWAL_LIMIT_PER_PLAYER: '2' })

  it('refuses a player’s third withdrawal request within the hour, not another player’s first', async () => {
    const app = limitedApp()
    await seedPaymentMethods(app.services.database.db)
    const [bkash] = await app.services.database.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.code, 'bkash'))
    const send = (cookie: string) =>
      app.inject({
        method: 'POST',
        url: '/api/cashier/withdrawals',
        headers: { cookie, origin: app.services.config.publicUrl, 'idempotency-key': newKey('limit') },
        payload: {
          methodId: bkash?.id,
          userType: 'personal',
          receiverAccount: '01712345678',
          amount: taka(500),
        },
      })
    const player = await signUpPlayer(app)
    const other = await signUpPlayer(app)
    for (const user of [player, other]) await giveApprovedKyc(app, user.userId)
    // Without funds each is INSUFFICIENT_FUNDS, which still counts.
    expect((await send(player.cookie)).statusCode).toBe(409)
    expect((await send(player.cookie)).statusCode).toBe(409)
    const third = await send(player.cookie)
    expect(third.statusCode).toBe(429)
    expect(errorOf(third).code).toBe('RATE_LIMITED')
    expect((await send(other.cookie)).statusCode).toBe(409)
    await expectCleanLedger(app)
  })

  it('answers a replay of a stored key with the first answer even past the limit', async () => {
    const app = limitedApp()
    await seedPaymentMethods(app.services.database.db)
    const [bkash] = await app.services.database.db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.code, 'bkash'))
    const player = await signUpPlayer(app)
    await giveApprovedKyc(app, player.userId)
    await depositFor(app, player.userId, taka(5000), 'bkash')
    const send = (key: string, amount = taka(500)) =>
      app.inject({
        method: 'POST',
        url: '/api/cashier/withdrawals',
        headers: { cookie: player.cookie, origin: app.services.config.publicUrl, 'idempotency-key': key },
        payload: { methodId: bkash?.id, userType: 'personal', receiverAccount: '01712345678', amount },
      })
    const key = newKey('limit')
    const first = await send(key)
    expect(first.statusCode, first.body).toBe(201)
    expect((await send(newKey('limit'))).statusCode).toBe(201)
    expect((await send(newKey('limit'))).statusCode).toBe(429)
    const replay = await send(key)
    expect(replay.statusCode, replay.body).toBe(201)
    expect(replay.json()).toEqual(first.json())
    expect((await send(key, taka(600))).statusCode).toBe(429)
    expect(await findBalances(app.services.database.db, player.userId)).toMatchObject({
      cash: taka(4000),
      onHold: taka(1000),
    })
    const rows = await app.services.database.db
      .select({ id: withdrawalRequests.id })
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.userId, player.userId))
    for (const row of rows)
      await app.inject({
        method: 'POST',
        url: `/api/cashier/withdrawals/${row.id}/cancel`,
        headers: {
          cookie: player.cookie,
          origin: app.services.config.publicUrl,
          'idempotency-key': newKey('c'),
        },
      })
    await expectCleanLedger(app)
  })
})
