import { errorBody } from '@khela/contracts/errors'
import { adjustmentResult, playerBalances, reconciliationReport } from '@khela/contracts/wallet'
import { and, eq, like } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { depositFor, expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { findBalances } from './find-balances.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db

afterEach(async () => {
  await expectCleanLedger(testApp())
})

function asStaff(cookie: string) {
  const app = testApp()
  const headers = { cookie, origin: app.services.config.publicUrl }
  return {
    reconcile: () => app.inject({ method: 'POST', url: '/api/admin/wallet/reconciliation', headers }),
    adjust: (payload: object, idempotencyKey: string | null = newKey('adjust')) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/wallet/adjustments',
        headers: idempotencyKey === null ? headers : { ...headers, 'idempotency-key': idempotencyKey },
        payload,
      }),
    balances: (userId: string) => app.inject({ url: `/api/admin/users/${userId}/balances`, headers }),
  }
}

async function auditEntriesBy(actorId: string, action: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), like(auditLog.action, `${action}%`)))
}

const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error

describe('reconciliation in the back office', () => {
  it('finance and admins run it, see a clean report, and each run is audited', async () => {
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, 12_345)
    for (const role of ['finance', 'admin'] as const) {
      const staff = await makeUserWithRole(testApp(), role)
      const response = await asStaff(staff.cookie).reconcile()
      expect(response.statusCode, role).toBe(200)
      const report = reconciliationReport.parse(response.json())
      expect(report).toMatchObject({ isClean: true, mismatches: [] })
      expect(report.accountsChecked).toBeGreaterThanOrEqual(4)
      expect(report.transfersChecked).toBeGreaterThanOrEqual(1)
      expect(report.currencies).toContainEqual({ currency: 'BDT', sum: 0, isBalanced: true })
      const entries = await auditEntriesBy(staff.userId, 'wallet.reconcile')
      expect(entries).toHaveLength(1)
      expect(entries[0]).toMatchObject({ recordType: 'ledger', ipAddress: '127.0.0.1' })
      expect(entries[0]?.after).toMatchObject({ isClean: true, mismatches: 0 })
    }
  })

  it('is refused to support and content staff', async () => {
    for (const role of ['support', 'content'] as const) {
      const staff = await makeUserWithRole(testApp(), role)
      const response = await asStaff(staff.cookie).reconcile()
      expect(response.statusCode, role).toBe(403)
      expect(await auditEntriesBy(staff.userId, 'wallet.reconcile')).toEqual([])
    }
  })
})

describe('manual adjustments', () => {
  it('credits and debits a player with the reason, audited with before and after', async () => {
    const finance = await makeUserWithRole(testApp(), 'finance')
    const player = await signUpPlayer(testApp())
    const staff = asStaff(finance.cookie)

    const credit = await staff.adjust({
      userId: player.userId,
      direction: 'credit',
      amount: 50_000,
      reason: 'Goodwill for a failed deposit',
    })
    expect(credit.statusCode).toBe(201)
    expect(adjustmentResult.parse(credit.json())).toMatchObject({
      userId: player.userId,
      direction: 'credit',
      amount: 50_000,
      currency: 'BDT',
      reason: 'Goodwill for a failed deposit',
      cashAfter: 50_000,
    })
    const debit = await staff.adjust({
      userId: player.userId,
      direction: 'debit',
      amount: 20_000,
      reason: 'Duplicate goodwill',
    })
    expect(adjustmentResult.parse(debit.json())).toMatchObject({ direction: 'debit', cashAfter: 30_000 })
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: 30_000 })

    const entries = await auditEntriesBy(finance.userId, 'wallet.adjustment')
    expect(entries.map(({ action, before, recordType }) => ({ action, before, recordType }))).toEqual(
      expect.arrayContaining([
        { action: 'wallet.adjustment.credit', before: { cash: 0 }, recordType: 'ledger_transfer' },
        { action: 'wallet.adjustment.debit', before: { cash: 50_000 }, recordType: 'ledger_transfer' },
      ]),
    )
    expect(entries.find((entry) => entry.action.endsWith('debit'))?.recordId).toBe(debit.json().transferId)

    const balances = await staff.balances(player.userId)
    expect(playerBalances.parse(balances.json())).toEqual({
      currency: 'BDT',
      cash: 30_000,
      bonus: 0,
      onHold: 0,
    })
  })

  it('refuses a debit beyond the balance with INSUFFICIENT_FUNDS, changing and recording nothing', async () => {
    const finance = await makeUserWithRole(testApp(), 'finance')
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, 999)
    const response = await asStaff(finance.cookie).adjust({
      userId: player.userId,
      direction: 'debit',
      amount: 1000,
      reason: 'Chargeback',
    })
    expect(response.statusCode).toBe(409)
    expect(errorOf(response).code).toBe('INSUFFICIENT_FUNDS')
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: 999 })
    expect(await auditEntriesBy(finance.userId, 'wallet.adjustment')).toEqual([])
  })

  it('a replayed key returns the first answer once; the key with another request is refused', async () => {
    const finance = await makeUserWithRole(testApp(), 'finance')
    const player = await signUpPlayer(testApp())
    const staff = asStaff(finance.cookie)
    const key = newKey('adjust')
    const request = { userId: player.userId, direction: 'credit', amount: 700, reason: 'Bonus correction' }
    const first = await staff.adjust(request, key)
    await depositFor(testApp(), player.userId, 300)
    const again = await staff.adjust(request, key)
    expect(again.statusCode).toBe(201)
    expect(again.json()).toEqual(first.json())
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: 1000 })
    expect(await auditEntriesBy(finance.userId, 'wallet.adjustment')).toHaveLength(1)

    const other = await staff.adjust({ ...request, amount: 701 }, key)
    expect(other.statusCode).toBe(422)
    expect(errorOf(other).code).toBe('IDEMPOTENCY_KEY_REUSED')
    // Another staff member sending the same request under the same key is another request.
    const admin = await makeUserWithRole(testApp(), 'admin')
    expect(errorOf(await asStaff(admin.cookie).adjust(request, key)).code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: 1000 })
  })

  it('refuses bad input at its field, a missing or malformed key, and an unknown player', async () => {
    const finance = await makeUserWithRole(testApp(), 'finance')
    const player = await signUpPlayer(testApp())
    const staff = asStaff(finance.cookie)
    const valid = { userId: player.userId, direction: 'credit', amount: 100, reason: 'Correction' }

    const bad = await staff.adjust({ userId: player.userId, direction: 'sideways', amount: 1.5, reason: ' ' })
    expect(bad.statusCode).toBe(400)
    expect(errorOf(bad).fields).toEqual({
      direction: 'INVALID_CHOICE',
      amount: 'NUMBER_OUT_OF_RANGE',
      reason: 'REQUIRED',
    })
    expect(errorOf(await staff.adjust({ ...valid, amount: 0 })).fields).toEqual({
      amount: 'NUMBER_OUT_OF_RANGE',
    })
    expect(errorOf(await staff.adjust({ ...valid, amount: '100' })).fields).toEqual({ amount: 'REQUIRED' })
    expect(errorOf(await staff.adjust({ ...valid, reason: 'x'.repeat(501) })).fields).toEqual({
      reason: 'TEXT_TOO_LONG',
    })
    expect(errorOf(await staff.adjust(valid, null)).fields).toEqual({ 'idempotency-key': 'REQUIRED' })
    expect(errorOf(await staff.adjust(valid, 'short')).fields).toEqual({
      'idempotency-key': 'INVALID_IDEMPOTENCY_KEY',
    })
    const unknown = await staff.adjust({ ...valid, userId: 'no-such-player' })
    expect(unknown.statusCode).toBe(404)
    expect((await staff.balances('no-such-player')).statusCode).toBe(404)

    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: 0 })
    expect(await auditEntriesBy(finance.userId, 'wallet.adjustment')).toEqual([])
  })

  it('is for finance and admins: support and content staff are refused, players too', async () => {
    const player = await signUpPlayer(testApp())
    for (const role of ['support', 'content'] as const) {
      const staff = await makeUserWithRole(testApp(), role)
      const response = await asStaff(staff.cookie).adjust({
        userId: player.userId,
        direction: 'credit',
        amount: 100,
        reason: 'Trying',
      })
      expect(response.statusCode, role).toBe(403)
    }
    const self = await asStaff(player.cookie).adjust({
      userId: player.userId,
      direction: 'credit',
      amount: 100,
      reason: 'Free money',
    })
    expect(self.statusCode).toBe(403)
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: 0 })
  })

  it("refuses a staff member's adjustment of their own wallet", async () => {
    // Test staff register as players first, so this finance user has a wallet of their own.
    const finance = await makeUserWithRole(testApp(), 'finance')
    const response = await asStaff(finance.cookie).adjust({
      userId: finance.userId,
      direction: 'credit',
      amount: 100_000,
      reason: 'Paying myself',
    })
    expect(response.statusCode).toBe(403)
    expect(errorOf(response).code).toBe('FORBIDDEN')
    expect(await findBalances(db(), finance.userId)).toMatchObject({ cash: 0 })
  })

  // Only PostgreSQL runs requests truly at once; PGlite is one connection.
  it.runIf(isPostgres)(
    'the same key sent 20 times at once credits once; every answer is the first',
    async () => {
      const finance = await makeUserWithRole(testApp(), 'finance')
      const player = await signUpPlayer(testApp())
      const key = newKey('adjust')
      const request = { userId: player.userId, direction: 'credit', amount: 250, reason: 'Double click' }
      const responses = await Promise.all(
        Array.from({ length: 20 }, () => asStaff(finance.cookie).adjust(request, key)),
      )
      expect(new Set(responses.map((response) => response.statusCode))).toEqual(new Set([201]))
      expect(new Set(responses.map((response) => response.json().transferId)).size).toBe(1)
      expect(await findBalances(db(), player.userId)).toMatchObject({ cash: 250 })
      expect(await auditEntriesBy(finance.userId, 'wallet.adjustment')).toHaveLength(1)
    },
  )
})
