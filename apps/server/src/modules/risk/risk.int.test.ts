import { randomUUID } from 'node:crypto'
import { defaultComplianceSettings } from '@khela/contracts/compliance'
import { errorBody } from '@khela/contracts/errors'
import {
  defaultRiskSettings,
  type RiskFlag,
  type RiskFlagKind,
  riskFlag,
  riskFlagPage,
  riskSettings,
} from '@khela/contracts/risk'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { depositFor, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { betOk, originalsClient } from '../../../test/originals.ts'
import { registrationFor, signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { depositRequests, paymentMethods } from '../../db/schema/cashier.ts'
import { userDevices } from '../../db/schema/risk.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { seedPaymentMethods } from '../../seed/demo-payment-methods.ts'
import { complianceSettingsKey } from '../compliance/find-compliance-settings.ts'
import { deviceCookieName, deviceHashOf } from './device-cookie.ts'
import { flagDeposit } from './flag-deposit.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db
const taka = (amount: number) => amount * 100
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error

let bkashId = ''
let admin: Awaited<ReturnType<typeof makeUserWithRole>>
let finance: Awaited<ReturnType<typeof makeUserWithRole>>

beforeAll(async () => {
  await seedPaymentMethods(db())
  const [bkash] = await db().select().from(paymentMethods).where(eq(paymentMethods.code, 'bkash'))
  bkashId = bkash?.id ?? ''
  // These tests are about risk, not identity: withdrawals and deposits here need no KYC.
  await db()
    .insert(operatorSettings)
    .values({
      key: complianceSettingsKey,
      value: {
        ...defaultComplianceSettings,
        kyc: { isRequiredForWithdrawals: false, depositTotalRequiringKyc: Number.MAX_SAFE_INTEGER },
      },
    })
  admin = await makeUserWithRole(testApp(), 'admin')
  finance = await makeUserWithRole(testApp(), 'finance')
  // Thresholds within bKash's limits (25,000 taka a request).
  const saved = await as(admin.cookie).saveSettings({
    ...defaultRiskSettings,
    depositAbove: taka(10_000),
    withdrawalAbove: taka(10_000),
  })
  expect(saved.statusCode, saved.body).toBe(200)
})

function as(cookie: string | null) {
  const app = testApp()
  const headers: Record<string, string> = { origin: app.services.config.publicUrl }
  if (cookie) headers.cookie = cookie
  return {
    deposit: (payload: object, key = newKey('deposit')) =>
      app.inject({
        method: 'POST',
        url: '/api/cashier/deposits',
        headers: { ...headers, 'idempotency-key': key },
        payload,
      }),
    decideDeposit: (id: string, decision: 'complete' | 'reject') =>
      app.inject({
        method: 'POST',
        url: `/api/admin/cashier/deposits/${id}/decision`,
        headers: { ...headers, 'idempotency-key': newKey('decide') },
        payload: { decision, reason: decision === 'reject' ? 'not received' : '' },
      }),
    withdraw: (amount: number) =>
      app.inject({
        method: 'POST',
        url: '/api/cashier/withdrawals',
        headers: { ...headers, 'idempotency-key': newKey('withdraw') },
        payload: { methodId: bkashId, userType: 'personal', receiverAccount: '01712345678', amount },
      }),
    flags: (query = '') => app.inject({ url: `/api/admin/risk/flags${query}`, headers }),
    close: (id: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/admin/risk/flags/${id}/close`, headers, payload }),
    settings: () => app.inject({ url: '/api/admin/risk/settings', headers }),
    saveSettings: (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/admin/risk/settings', headers, payload }),
  }
}

let transactionCounter = 0
function bkashDeposit(amount: number, sender = '01712345678') {
  transactionCounter += 1
  const transactionId = `R${transactionCounter}${randomUUID().replace(/-/g, '')}`.toUpperCase().slice(0, 10)
  return { methodId: bkashId, amount, inputs: { senderAccountNumber: sender, transactionId } }
}

async function depositOk(cookie: string, amount: number, sender?: string) {
  const response = await as(cookie).deposit(bkashDeposit(amount, sender))
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: string }
}

async function withdrawOk(cookie: string, amount: number) {
  const response = await as(cookie).withdraw(amount)
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: string }
}

/** A player whose deposit request was completed by finance a moment ago. */
async function playerWithCompletedDeposit(amount: number) {
  const player = await signUpPlayer(testApp())
  const deposit = await depositOk(player.cookie, amount, uniqueSender())
  const completed = await as(finance.cookie).decideDeposit(deposit.id, 'complete')
  expect(completed.statusCode, completed.body).toBe(200)
  return { ...player, depositId: deposit.id }
}

let senderCounter = 0
/** A bKash sender number no other test in this file uses. */
function uniqueSender(): string {
  senderCounter += 1
  return `019${String(process.pid % 1000).padStart(3, '0')}${String(senderCounter).padStart(5, '0')}`
}

/** Every flag (open and closed) that concerns this player, of one kind. */
async function flagsOf(userId: string, kind: RiskFlagKind): Promise<RiskFlag[]> {
  const response = await as(admin.cookie).flags(`?status=all&kind=${kind}&player=${userId}&pageSize=100`)
  expect(response.statusCode, response.body).toBe(200)
  return riskFlagPage.parse(response.json()).items
}

describe('large deposits and withdrawals', () => {
  it('flags a deposit request above the threshold once, with its amount and the threshold', async () => {
    const player = await signUpPlayer(testApp())
    const key = newKey('large-deposit')
    const payload = bkashDeposit(taka(12_000), uniqueSender())
    const first = await as(player.cookie).deposit(payload, key)
    expect(first.statusCode, first.body).toBe(201)
    const deposit = first.json() as { id: string; amount: number }
    // A replay of the same request raises nothing new.
    expect((await as(player.cookie).deposit(payload, key)).statusCode).toBe(201)

    const [flag, ...others] = await flagsOf(player.userId, 'large_deposit')
    expect(others).toEqual([])
    expect(flag).toMatchObject({
      kind: 'large_deposit',
      status: 'open',
      player: { id: player.userId, email: player.email },
      recordType: 'deposit_request',
      recordId: deposit.id,
      details: { amount: taka(12_000), currency: 'BDT', threshold: taka(10_000), methodName: 'bKash' },
    })

    // The same fact checked again (a retried check) finds its open flag.
    const [row] = await db().select().from(depositRequests).where(eq(depositRequests.id, deposit.id))
    if (!row) throw new Error('deposit missing')
    await flagDeposit(db(), {
      userId: player.userId,
      request: { ...row, inputs: [], reason: null, createdAt: '', decidedAt: null },
    })
    expect(await flagsOf(player.userId, 'large_deposit')).toHaveLength(1)
  })

  it('does not flag a deposit at the threshold or below', async () => {
    const player = await signUpPlayer(testApp())
    await depositOk(player.cookie, taka(10_000), uniqueSender())
    await depositOk(player.cookie, taka(500), uniqueSender())
    expect(await flagsOf(player.userId, 'large_deposit')).toEqual([])
  })

  it('flags a withdrawal request above the threshold, not one at it', async () => {
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, taka(30_000), 'bkash')
    const large = await withdrawOk(player.cookie, taka(12_000))
    await withdrawOk(player.cookie, taka(10_000))
    const flags = await flagsOf(player.userId, 'large_withdrawal')
    expect(flags).toHaveLength(1)
    expect(flags[0]).toMatchObject({
      recordType: 'withdrawal_request',
      recordId: large.id,
      details: { amount: taka(12_000), threshold: taka(10_000) },
    })
  })
})

describe('withdrawal soon after a deposit with little play', () => {
  it('flags a withdrawal within the window while the stakes since the deposit are below the share', async () => {
    const player = await playerWithCompletedDeposit(taka(2_000))
    betOk(
      await originalsClient(testApp(), player.cookie).dice({
        stake: taka(100),
        target: 5000,
        direction: 'over',
      }),
    )
    const withdrawal = await withdrawOk(player.cookie, taka(500))
    const flags = await flagsOf(player.userId, 'quick_withdrawal')
    expect(flags).toHaveLength(1)
    expect(flags[0]).toMatchObject({
      recordId: withdrawal.id,
      details: {
        amount: taka(500),
        depositId: player.depositId,
        depositAmount: taka(2_000),
        stakesSinceDeposit: taka(100),
        withinHours: 24,
        minStakePercent: 50,
      },
    })
    expect(flags[0]?.kind === 'quick_withdrawal' && flags[0].details.minutesAfterDeposit).toBe(0)
  })

  it('does not flag once the stakes reach the share of the deposit', async () => {
    const player = await playerWithCompletedDeposit(taka(2_000))
    await depositFor(testApp(), player.userId, taka(5_000), 'bkash')
    betOk(
      await originalsClient(testApp(), player.cookie).dice({
        stake: taka(1_000),
        target: 5000,
        direction: 'over',
      }),
    )
    await withdrawOk(player.cookie, taka(500))
    expect(await flagsOf(player.userId, 'quick_withdrawal')).toEqual([])
  })

  it('does not flag a withdrawal later than the window, nor one with no completed deposit', async () => {
    const late = await playerWithCompletedDeposit(taka(2_000))
    await db()
      .update(depositRequests)
      .set({ decidedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where(eq(depositRequests.id, late.depositId))
    await withdrawOk(late.cookie, taka(500))
    expect(await flagsOf(late.userId, 'quick_withdrawal')).toEqual([])

    const neverDeposited = await signUpPlayer(testApp())
    await depositFor(testApp(), neverDeposited.userId, taka(2_000), 'bkash')
    await withdrawOk(neverDeposited.cookie, taka(500))
    expect(await flagsOf(neverDeposited.userId, 'quick_withdrawal')).toEqual([])
  })
})

describe('players sharing a sender account number', () => {
  it('raises one flag for two players, widens it for a third, and stays closed for the same players', async () => {
    const sender = uniqueSender()
    const first = await signUpPlayer(testApp())
    const second = await signUpPlayer(testApp())
    const firstDeposit = await depositOk(first.cookie, taka(500), sender)
    await depositOk(first.cookie, taka(600), sender)
    expect(await flagsOf(first.userId, 'shared_sender_account')).toEqual([])

    const secondDeposit = await depositOk(second.cookie, taka(500), sender)
    await depositOk(second.cookie, taka(700), sender)
    const [flag, ...others] = await flagsOf(first.userId, 'shared_sender_account')
    expect(others).toEqual([])
    expect(flag).toMatchObject({
      status: 'open',
      player: { id: second.userId },
      recordType: null,
      details: { senderAccount: sender, depositIds: [firstDeposit.id, secondDeposit.id] },
    })
    expect(flag?.players.map((player) => player.id)).toEqual([second.userId, first.userId])

    const third = await signUpPlayer(testApp())
    await depositOk(third.cookie, taka(500), sender)
    const widened = await flagsOf(first.userId, 'shared_sender_account')
    expect(widened).toHaveLength(1)
    expect(widened[0]?.id).toBe(flag?.id)
    expect(widened[0]?.players.map((player) => player.id)).toEqual([
      second.userId,
      first.userId,
      third.userId,
    ])

    // Reviewed and closed: the same players depositing again raise nothing; a new player does.
    const closed = await as(finance.cookie).close(flag?.id ?? '', { note: 'Family members, one phone.' })
    expect(closed.statusCode, closed.body).toBe(200)
    await depositOk(first.cookie, taka(800), sender)
    expect(await flagsOf(first.userId, 'shared_sender_account')).toHaveLength(1)
    const fourth = await signUpPlayer(testApp())
    await depositOk(fourth.cookie, taka(500), sender)
    const afterNewcomer = await flagsOf(first.userId, 'shared_sender_account')
    expect(afterNewcomer.map((each) => each.status).toSorted()).toEqual(['closed', 'open'])
    expect(afterNewcomer.find((each) => each.status === 'open')?.player.id).toBe(fourth.userId)
  })
})

describe('players sharing a sender account number at once', () => {
  it('raises one open flag when three players deposit from one number at the same moment', async () => {
    const sender = uniqueSender()
    const players = await Promise.all([1, 2, 3].map(() => signUpPlayer(testApp())))
    await Promise.all(players.map((player) => depositOk(player.cookie, taka(500), sender)))
    const flags = await flagsOf(players[0]?.userId ?? '', 'shared_sender_account')
    expect(flags).toHaveLength(1)
    expect(flags[0]?.players.map((player) => player.id).toSorted()).toEqual(
      players.map((player) => player.userId).toSorted(),
    )
  })
})

describe('the device cookie and shared devices', () => {
  const deviceCookieOf = (response: { headers: Record<string, unknown> }) =>
    [response.headers['set-cookie']]
      .flat()
      .map(String)
      .find((cookie) => cookie.startsWith(`${deviceCookieName}=`))

  const register = (deviceId?: string) =>
    testApp().inject({
      method: 'POST',
      url: '/api/accounts/register',
      headers: {
        origin: testApp().services.config.publicUrl,
        ...(deviceId ? { cookie: `${deviceCookieName}=${deviceId}` } : {}),
      },
      payload: registrationFor(),
    })

  it('sets a long-lived HttpOnly SameSite=Lax cookie at registration and keeps its value at sign-in', async () => {
    const registered = await register()
    expect(registered.statusCode, registered.body).toBe(201)
    const setCookie = deviceCookieOf(registered) ?? ''
    expect(setCookie).toMatch(/^khela_device=[A-Za-z0-9_-]{43};/)
    expect(setCookie).toContain('HttpOnly')
    expect(setCookie).toContain('SameSite=Lax')
    expect(setCookie).toContain('Path=/')
    expect(setCookie).toContain(`Max-Age=${400 * 24 * 60 * 60}`)
    const deviceId = setCookie.split(';')[0]?.split('=')[1] ?? ''
    const { user } = registered.json() as { user: { id: string } }

    const player = (registered.json() as { user: { email: string } }).user
    const signedIn = await testApp().inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      headers: { origin: testApp().services.config.publicUrl, cookie: `${deviceCookieName}=${deviceId}` },
      payload: { method: 'email', email: player.email, password: 'correct-horse-battery' },
    })
    expect(signedIn.statusCode, signedIn.body).toBe(200)
    expect(deviceCookieOf(signedIn)?.split(';')[0]).toBe(`${deviceCookieName}=${deviceId}`)

    // Only the hash is stored.
    const rows = await db().select().from(userDevices).where(eq(userDevices.userId, user.id))
    expect(rows.map((row) => row.deviceHash)).toEqual([deviceHashOf(deviceId)])
    expect(JSON.stringify(rows)).not.toContain(deviceId)
    expect(await flagsOf(user.id, 'shared_device')).toEqual([])
  })

  it('replaces a cookie value that is not one of its own', async () => {
    const registered = await register('not-a-device-id')
    expect(deviceCookieOf(registered)).toMatch(/^khela_device=[A-Za-z0-9_-]{43};/)
  })

  it('flags a device two players used, once, and not for staff', async () => {
    const first = await register()
    const deviceId = deviceCookieOf(first)?.split(';')[0]?.split('=')[1] ?? ''
    const firstId = (first.json() as { user: { id: string } }).user.id
    const second = await register(deviceId)
    const secondUser = (second.json() as { user: { id: string; email: string } }).user
    const signInAgain = () =>
      testApp().inject({
        method: 'POST',
        url: '/api/accounts/sign-in',
        headers: { origin: testApp().services.config.publicUrl, cookie: `${deviceCookieName}=${deviceId}` },
        payload: { method: 'email', email: secondUser.email, password: 'correct-horse-battery' },
      })
    expect((await signInAgain()).statusCode).toBe(200)

    const flags = await flagsOf(firstId, 'shared_device')
    expect(flags).toHaveLength(1)
    expect(flags[0]).toMatchObject({
      player: { id: secondUser.id },
      details: { deviceFingerprint: deviceHashOf(deviceId).slice(0, 12) },
    })
    expect(flags[0]?.players.map((player) => player.id)).toEqual([secondUser.id, firstId])

    // A staff member signing in on that device is not one of the accounts.
    const staff = await makeUserWithRole(testApp(), 'support')
    const staffSignIn = await testApp().inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      headers: { origin: testApp().services.config.publicUrl, cookie: `${deviceCookieName}=${deviceId}` },
      payload: { method: 'email', email: staff.email, password: staff.password },
    })
    expect(staffSignIn.statusCode, staffSignIn.body).toBe(200)
    expect(deviceCookieOf(staffSignIn)).toBeUndefined()
    expect(
      await db()
        .select()
        .from(userDevices)
        .where(and(eq(userDevices.userId, staff.userId), eq(userDevices.deviceHash, deviceHashOf(deviceId)))),
    ).toEqual([])
    expect((await flagsOf(firstId, 'shared_device'))[0]?.players).toHaveLength(2)
  })
})

describe('reviewing flags', () => {
  async function openFlag() {
    const player = await signUpPlayer(testApp())
    await depositOk(player.cookie, taka(15_000), uniqueSender())
    const [flag] = await flagsOf(player.userId, 'large_deposit')
    if (!flag) throw new Error('no flag raised')
    return { player, flag }
  }

  it('closes an open flag with a required note, audited, and it leaves the open list', async () => {
    const { player, flag } = await openFlag()
    const noNote = await as(finance.cookie).close(flag.id, { note: '  ' })
    expect(noNote.statusCode).toBe(400)
    expect(errorOf(noNote).fields).toEqual({ note: 'REQUIRED' })

    const closed = await as(finance.cookie).close(flag.id, { note: '  Salary slip checked.  ' })
    expect(closed.statusCode, closed.body).toBe(200)
    expect(riskFlag.parse(closed.json())).toMatchObject({
      status: 'closed',
      closingNote: 'Salary slip checked.',
      closedBy: { id: finance.userId },
    })
    const [entry, ...more] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, flag.id), eq(auditLog.action, 'risk.flag.close')))
    expect(more).toEqual([])
    expect(entry).toMatchObject({
      actorId: finance.userId,
      recordType: 'risk_flags',
      after: { status: 'closed', note: 'Salary slip checked.' },
    })

    const open = riskFlagPage.parse((await as(finance.cookie).flags(`?player=${player.userId}`)).json())
    expect(open.items).toEqual([])
    const closedList = riskFlagPage.parse(
      (await as(finance.cookie).flags(`?status=closed&player=${player.userId}`)).json(),
    )
    expect(closedList.items.map((item) => item.id)).toEqual([flag.id])

    const again = await as(admin.cookie).close(flag.id, { note: 'Once more.' })
    expect(again.statusCode).toBe(409)
    expect(errorOf(again).code).toBe('RISK_FLAG_CLOSED')
    expect((await as(finance.cookie).close(randomUUID(), { note: 'Nothing here.' })).statusCode).toBe(404)
    expect((await as(finance.cookie).close('not-an-id', { note: 'Nothing here.' })).statusCode).toBe(404)
  })

  it('filters by kind and by a fragment of the player name or email', async () => {
    const { player, flag } = await openFlag()
    const byEmail = riskFlagPage.parse(
      (await as(admin.cookie).flags(`?player=${encodeURIComponent(player.email.slice(0, 12))}`)).json(),
    )
    expect(byEmail.items.map((item) => item.id)).toContain(flag.id)
    const otherKind = riskFlagPage.parse(
      (await as(admin.cookie).flags(`?kind=shared_device&player=${player.userId}`)).json(),
    )
    expect(otherKind.items).toEqual([])
    expect((await as(admin.cookie).flags('?kind=nonsense')).statusCode).toBe(400)
    expect((await as(admin.cookie).flags('?status=maybe')).statusCode).toBe(400)
  })

  it('refuses visitors (401) and staff without risk.review or players (403)', async () => {
    const { flag } = await openFlag()
    const support = await makeUserWithRole(testApp(), 'support')
    const player = await signUpPlayer(testApp())
    for (const cookie of [null, support.cookie, player.cookie]) {
      const expected = cookie === null ? 401 : 403
      expect((await as(cookie).flags()).statusCode).toBe(expected)
      expect((await as(cookie).settings()).statusCode).toBe(expected)
      expect((await as(cookie).close(flag.id, { note: 'Not mine to close.' })).statusCode).toBe(expected)
    }
    expect((await as(finance.cookie).flags()).statusCode).toBe(200)
  })
})

describe('risk settings', () => {
  it('are read by reviewers and saved only by admins, audited with before and after', async () => {
    const read = await as(finance.cookie).settings()
    expect(read.statusCode).toBe(200)
    const before = riskSettings.parse(read.json())
    expect(before.depositAbove).toBe(taka(10_000))

    const next = { ...before, quickWithdrawal: { withinHours: 12, minStakePercent: 80 } }
    expect((await as(finance.cookie).saveSettings(next)).statusCode).toBe(403)
    const saved = await as(admin.cookie).saveSettings(next)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(riskSettings.parse(saved.json())).toEqual(next)
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'risk.settings.update'), eq(auditLog.actorId, admin.userId)))
    expect(entries.at(-1)).toMatchObject({ before, after: next })
    // The same values again record nothing.
    await as(admin.cookie).saveSettings(next)
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'risk.settings.update'), eq(auditLog.actorId, admin.userId))),
    ).toHaveLength(entries.length)

    const invalid = await as(admin.cookie).saveSettings({
      depositAbove: 0,
      withdrawalAbove: taka(1),
      quickWithdrawal: { withinHours: 0, minStakePercent: 2000 },
    })
    expect(invalid.statusCode).toBe(400)
    expect(errorOf(invalid).fields).toMatchObject({
      depositAbove: 'NUMBER_OUT_OF_RANGE',
      'quickWithdrawal.withinHours': 'NUMBER_OUT_OF_RANGE',
      'quickWithdrawal.minStakePercent': 'NUMBER_OUT_OF_RANGE',
    })
    // Put the file's thresholds back for the other tests.
    await as(admin.cookie).saveSettings(before)
  })
})
