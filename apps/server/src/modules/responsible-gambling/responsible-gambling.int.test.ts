import { randomUUID } from 'node:crypto'
import { defaultComplianceSettings } from '@khela/contracts/compliance'
import {
  coolingOffMs,
  type LimitValues,
  limitKeys,
  playSession,
  responsibleGamblingState,
} from '@khela/contracts/responsible-gambling'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { betOk, errorOf, fundedPlayer, originalsClient } from '../../../test/originals.ts'
import { signIn } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { paymentMethods } from '../../db/schema/cashier.ts'
import { gameBets } from '../../db/schema/originals.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { clock } from '../../lib/clock.ts'
import { seedPaymentMethods } from '../../seed/demo-payment-methods.ts'
import { complianceSettingsKey } from '../compliance/find-compliance-settings.ts'
import { sessionBreakMs } from './limit-rules.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const taka = (amount: number) => amount * 100
const hours = (count: number) => count * 3_600_000
let methodIds: Record<string, string>

beforeAll(async () => {
  await seedPaymentMethods(db())
  const rows = await db().select({ id: paymentMethods.id, code: paymentMethods.code }).from(paymentMethods)
  methodIds = Object.fromEntries(rows.map((row) => [row.code, row.id]))
  // Withdrawals here are about exclusions, not identity checks: this file's database needs no KYC for them.
  await db()
    .insert(operatorSettings)
    .values({
      key: complianceSettingsKey,
      value: {
        ...defaultComplianceSettings,
        kyc: { isRequiredForWithdrawals: false, depositTotalRequiringKyc: Number.MAX_SAFE_INTEGER },
      },
    })
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

const noLimits = Object.fromEntries(limitKeys.map((key) => [key, null])) as LimitValues

function as(cookie: string) {
  const app = testApp()
  const headers = { cookie, origin: app.services.config.publicUrl }
  const withKey = () => ({ ...headers, 'idempotency-key': newKey('rg') })
  return {
    ...originalsClient(app, cookie),
    state: () => app.inject({ url: '/api/responsible-gambling', headers }),
    setLimits: (limits: Partial<LimitValues>) =>
      app.inject({
        method: 'PUT',
        url: '/api/responsible-gambling/limits',
        headers,
        payload: { ...noLimits, ...limits },
      }),
    exclude: (duration: string) =>
      app.inject({
        method: 'POST',
        url: '/api/responsible-gambling/exclusion',
        headers,
        payload: { duration },
      }),
    realityCheck: (minutes: number | null) =>
      app.inject({
        method: 'PUT',
        url: '/api/responsible-gambling/reality-check',
        headers,
        payload: { minutes },
      }),
    session: () => app.inject({ url: '/api/responsible-gambling/session', headers }),
    deposit: (amount: number) =>
      app.inject({
        method: 'POST',
        url: '/api/cashier/deposits',
        headers: withKey(),
        payload: {
          methodId: methodIds.bkash,
          amount,
          inputs: {
            senderAccountNumber: '01712345678',
            transactionId: randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase(),
          },
        },
      }),
    withdraw: (amount: number) =>
      app.inject({
        method: 'POST',
        url: '/api/cashier/withdrawals',
        headers: withKey(),
        payload: { methodId: methodIds.bkash, userType: 'personal', receiverAccount: '01712345678', amount },
      }),
    adminState: (userId: string) =>
      app.inject({ url: `/api/admin/users/${userId}/responsible-gambling`, headers }),
  }
}

async function stateOf(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200)
  return responsibleGamblingState.parse(response.json())
}

const dice = (stake: number) => ({ stake, target: 5000, direction: 'under' })

describe('limits', () => {
  it('apply a first limit and a decrease at once, an increase and a removal only after 24 hours', async () => {
    const player = await fundedPlayer(testApp(), 0)
    const first = await stateOf(await as(player.cookie).setLimits({ 'deposit.day': taka(1000) }))
    expect(first.limits['deposit.day']).toBe(taka(1000))
    expect(first.pending).toEqual({})

    const lower = await stateOf(await as(player.cookie).setLimits({ 'deposit.day': taka(500) }))
    expect(lower.limits['deposit.day']).toBe(taka(500))

    const startedAt = clock.now().getTime()
    const higher = await stateOf(
      await as(player.cookie).setLimits({ 'deposit.day': taka(2000), 'wager.week': taka(100) }),
    )
    expect(higher.limits).toMatchObject({ 'deposit.day': taka(500), 'wager.week': taka(100) })
    const effectiveAt = Date.parse(higher.pending['deposit.day']?.effectiveAt ?? '')
    expect(higher.pending['deposit.day']?.value).toBe(taka(2000))
    expect(effectiveAt - startedAt).toBeGreaterThanOrEqual(coolingOffMs)
    expect(effectiveAt - startedAt).toBeLessThan(coolingOffMs + 60_000)

    // Saving the same wish again keeps its time; a removal waits too.
    clock.advance(hours(1))
    const again = await stateOf(await as(player.cookie).setLimits({ 'deposit.day': taka(2000) }))
    expect(again.pending['deposit.day']?.effectiveAt).toBe(higher.pending['deposit.day']?.effectiveAt)
    expect(again.limits['wager.week']).toBe(taka(100))
    expect(again.pending['wager.week']).toMatchObject({ value: null })

    clock.advance(coolingOffMs - hours(1) - 60_000)
    expect((await stateOf(await as(player.cookie).state())).limits['deposit.day']).toBe(taka(500))
    clock.advance(60_000)
    const after = await stateOf(await as(player.cookie).state())
    expect(after.limits['deposit.day']).toBe(taka(2000))
    expect(after.pending['deposit.day']).toBeUndefined()
    expect(after.limits['wager.week']).toBeTruthy()
    clock.advance(hours(1))
    expect((await stateOf(await as(player.cookie).state())).limits['wager.week']).toBeNull()
  })

  it('cancels a pending increase at once when the player asks for the limit in force again', async () => {
    const player = await fundedPlayer(testApp(), 0)
    await as(player.cookie).setLimits({ 'loss.month': taka(100) })
    const pending = await stateOf(await as(player.cookie).setLimits({ 'loss.month': taka(900) }))
    expect(pending.pending['loss.month']?.value).toBe(taka(900))
    const cancelled = await stateOf(await as(player.cookie).setLimits({ 'loss.month': taka(100) }))
    expect(cancelled.pending).toEqual({})
    clock.advance(coolingOffMs)
    expect((await stateOf(await as(player.cookie).state())).limits['loss.month']).toBe(taka(100))
  })

  it('records every change with the player as actor, before and after', async () => {
    const player = await fundedPlayer(testApp(), 0)
    await as(player.cookie).setLimits({ 'wager.day': taka(300), session: 60 })
    await as(player.cookie).setLimits({ 'wager.day': taka(300), session: 60 })
    await as(player.cookie).realityCheck(30)
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'responsible_gambling'), eq(auditLog.recordId, player.userId)))
    expect(entries.map((entry) => [entry.actorId, entry.action])).toEqual([
      [player.userId, 'responsible_gambling.limits'],
      [player.userId, 'responsible_gambling.reality_check'],
    ])
    expect(entries[0]?.before).toEqual({ limits: {}, pending: {} })
    expect(entries[0]?.after).toEqual({ limits: { 'wager.day': taka(300), session: 60 }, pending: {} })
  })

  it('refuses values out of range with field codes, and are for players only', async () => {
    const player = await fundedPlayer(testApp(), 0)
    const response = await as(player.cookie).setLimits({ 'deposit.day': -5, session: 2 })
    expect(response.statusCode).toBe(400)
    expect(errorOf(response).fields).toMatchObject({
      'deposit.day': 'NUMBER_OUT_OF_RANGE',
      session: 'NUMBER_OUT_OF_RANGE',
    })
    const staff = await makeUserWithRole(testApp(), 'support')
    expect((await as(staff.cookie).setLimits({ 'deposit.day': taka(5) })).statusCode).toBe(403)
    expect((await testApp().inject({ url: '/api/responsible-gambling' })).statusCode).toBe(401)
  })
})

describe('the deposit limit', () => {
  it('counts pending and completed requests in the period and refuses at the boundary with the room left', async () => {
    const player = await fundedPlayer(testApp(), 0)
    await as(player.cookie).setLimits({ 'deposit.day': taka(1000), 'deposit.week': taka(1500) })
    expect((await as(player.cookie).deposit(taka(600))).statusCode).toBe(201)
    const refused = await as(player.cookie).deposit(taka(401))
    expect(refused.statusCode).toBe(409)
    expect(errorOf(refused)).toMatchObject({
      code: 'DEPOSIT_LIMIT_REACHED',
      fields: { remaining: String(taka(400)), currency: 'BDT' },
    })
    expect((await as(player.cookie).deposit(taka(400))).statusCode).toBe(201)
    // A day later the daily room is back, but the week's holds 500 more.
    clock.advance(hours(24) + 1000)
    const weekly = await as(player.cookie).deposit(taka(501))
    expect(errorOf(weekly)).toMatchObject({
      code: 'DEPOSIT_LIMIT_REACHED',
      fields: { remaining: String(taka(500)) },
    })
    expect((await as(player.cookie).deposit(taka(500))).statusCode).toBe(201)
  })
})

describe('the wager limit', () => {
  it('counts stakes in the period and refuses the stake that would pass it', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    await as(player.cookie).setLimits({ 'wager.day': taka(50) })
    betOk(await as(player.cookie).dice(dice(taka(30))))
    const refused = await as(player.cookie).dice(dice(taka(21)))
    expect(refused.statusCode).toBe(409)
    expect(errorOf(refused)).toMatchObject({
      code: 'WAGER_LIMIT_REACHED',
      fields: { remaining: String(taka(20)) },
    })
    betOk(await as(player.cookie).dice(dice(taka(20))))
    expect(errorOf(await as(player.cookie).dice(dice(taka(10)))).code).toBe('WAGER_LIMIT_REACHED')
    clock.advance(hours(24) + 1000)
    betOk(await as(player.cookie).dice(dice(taka(10))))
  })

  it.runIf(isPostgres)('holds on PostgreSQL when one player sends many bets at once', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    await as(player.cookie).setLimits({ 'wager.day': taka(100) })
    const results = await Promise.all(
      Array.from({ length: 12 }, () => as(player.cookie).dice(dice(taka(20)))),
    )
    const codes = results.map((response) => (response.statusCode === 200 ? 'OK' : errorOf(response).code))
    expect(codes.filter((code) => code === 'OK')).toHaveLength(5)
    expect(codes.filter((code) => code !== 'OK').every((code) => code === 'WAGER_LIMIT_REACHED')).toBe(true)
    const bets = await db().select().from(gameBets).where(eq(gameBets.userId, player.userId))
    expect(bets.reduce((sum, bet) => sum + bet.stake, 0)).toBe(taka(100))
  })
})

describe('the loss limit', () => {
  it('counts stakes less payouts, open stakes as lost, and refuses at the boundary', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    await as(player.cookie).setLimits({ 'loss.week': taka(100) })
    const bet = betOk(await as(player.cookie).dice(dice(taka(20))))
    const mines = betOk(await as(player.cookie).startMines({ stake: taka(20), mines: 3 }))
    expect(mines.bet.status).toBe('open')
    const room = taka(100) - (taka(20) - bet.bet.payout) - taka(20)
    const refused = await as(player.cookie).dice(dice(room + 1))
    expect(errorOf(refused)).toMatchObject({
      code: 'LOSS_LIMIT_REACHED',
      fields: { remaining: String(room) },
    })
    betOk(await as(player.cookie).dice(dice(room)))
  })
})

describe('the session-time limit', () => {
  it('refuses bets once the session has lasted it, until a sign-in after a break', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    await as(player.cookie).setLimits({ session: 60 })
    betOk(await as(player.cookie).dice(dice(taka(10))))
    clock.advance(59 * 60_000)
    betOk(await as(player.cookie).dice(dice(taka(10))))
    clock.advance(60_000)
    const refused = await as(player.cookie).dice(dice(taka(10)))
    expect(errorOf(refused)).toMatchObject({ code: 'SESSION_LIMIT_REACHED', fields: { minutes: '60' } })

    // Signing in again at once continues the same session.
    const quick = await signIn(testApp(), { method: 'email', email: player.email, password: player.password })
    const quickCookie = String([quick.headers['set-cookie']].flat()[0]).split(';')[0] ?? ''
    expect(errorOf(await as(quickCookie).dice(dice(taka(10)))).code).toBe('SESSION_LIMIT_REACHED')
    // Deposits are not play: still accepted.
    expect((await as(quickCookie).deposit(taka(500))).statusCode).toBe(201)

    clock.advance(sessionBreakMs)
    const rested = await signIn(testApp(), {
      method: 'email',
      email: player.email,
      password: player.password,
    })
    const restedCookie = String([rested.headers['set-cookie']].flat()[0]).split(';')[0] ?? ''
    betOk(await as(restedCookie).dice(dice(taka(10))))
  })
})

describe('time-outs and self-exclusion', () => {
  it('block bets and deposits but not withdrawals until a time-out ends, and nothing ends one early', async () => {
    const player = await fundedPlayer(testApp(), taka(1000))
    const state = await stateOf(await as(player.cookie).exclude('24h'))
    expect(state.exclusion).toMatchObject({ kind: 'time_out', duration: '24h' })
    const bet = await as(player.cookie).dice(dice(taka(10)))
    expect(bet.statusCode).toBe(403)
    expect(errorOf(bet)).toMatchObject({ code: 'TIMED_OUT', fields: { until: state.exclusion?.endsAt } })
    expect(errorOf(await as(player.cookie).deposit(taka(500))).code).toBe('TIMED_OUT')
    expect(errorOf(await as(player.cookie).startMines({ stake: taka(10), mines: 3 })).code).toBe('TIMED_OUT')
    expect((await as(player.cookie).withdraw(taka(500))).statusCode).toBe(201)

    // No route ends it: not a delete, not a shorter one, not a removal through the limits.
    const app = testApp()
    const headers = { cookie: player.cookie, origin: app.services.config.publicUrl }
    for (const method of ['DELETE', 'PUT', 'PATCH'] as const)
      expect(
        (await app.inject({ method, url: '/api/responsible-gambling/exclusion', headers })).statusCode,
      ).toBe(404)
    await as(player.cookie).setLimits({})
    expect(errorOf(await as(player.cookie).dice(dice(taka(10)))).code).toBe('TIMED_OUT')

    clock.advance(hours(24))
    betOk(await as(player.cookie).dice(dice(taka(10))))
    expect((await stateOf(await as(player.cookie).state())).exclusion).toBeNull()
  })

  it('can be lengthened but never shortened, and self-exclusion says until when or that it is permanent', async () => {
    const player = await fundedPlayer(testApp(), taka(100))
    const sixMonths = await stateOf(await as(player.cookie).exclude('6m'))
    expect(sixMonths.exclusion).toMatchObject({ kind: 'self_exclusion', duration: '6m' })
    const shorter = await stateOf(await as(player.cookie).exclude('7d'))
    expect(shorter.exclusion).toEqual(sixMonths.exclusion)
    expect(errorOf(await as(player.cookie).dice(dice(taka(10))))).toMatchObject({
      code: 'SELF_EXCLUDED',
      fields: { until: sixMonths.exclusion?.endsAt },
    })
    const forever = await stateOf(await as(player.cookie).exclude('permanent'))
    expect(forever.exclusion).toMatchObject({ duration: 'permanent', endsAt: null })
    expect(errorOf(await as(player.cookie).deposit(taka(500))).code).toBe('SELF_EXCLUDED_PERMANENTLY')
    expect((await stateOf(await as(player.cookie).exclude('1y'))).exclusion?.endsAt).toBeNull()
    expect((await as(player.cookie).exclude('forever')).statusCode).toBe(400)
  })

  it('staff see it on the player but cannot change it; players cannot see each other', async () => {
    const player = await fundedPlayer(testApp(), 0)
    await as(player.cookie).exclude('30d')
    await as(player.cookie).setLimits({ 'deposit.month': taka(5000) })
    const support = await makeUserWithRole(testApp(), 'support')
    const seen = await stateOf(await as(support.cookie).adminState(player.userId))
    expect(seen.exclusion).toMatchObject({ kind: 'time_out', duration: '30d' })
    expect(seen.limits['deposit.month']).toBe(taka(5000))

    const app = testApp()
    const headers = { cookie: support.cookie, origin: app.services.config.publicUrl }
    const url = `/api/admin/users/${player.userId}/responsible-gambling`
    for (const method of ['PUT', 'DELETE', 'POST'] as const)
      expect((await app.inject({ method, url, headers, payload: {} })).statusCode).toBe(404)
    expect((await as(support.cookie).exclude('24h')).statusCode).toBe(403)
    const other = await fundedPlayer(testApp(), 0)
    expect((await as(other.cookie).adminState(player.userId)).statusCode).toBe(403)
    expect((await stateOf(await as(player.cookie).state())).exclusion?.duration).toBe('30d')
  })
})

describe('the reality check', () => {
  it('keeps the chosen interval and reports the session since sign-in with its stakes and payouts', async () => {
    const player = await fundedPlayer(testApp(), taka(100))
    expect((await stateOf(await as(player.cookie).realityCheck(30))).realityCheckMinutes).toBe(30)
    expect(errorOf(await as(player.cookie).realityCheck(7)).fields).toEqual({ minutes: 'INVALID_CHOICE' })
    const bet = betOk(await as(player.cookie).dice(dice(taka(20))))
    const response = await as(player.cookie).session()
    expect(response.statusCode).toBe(200)
    const session = playSession.parse(response.json())
    expect(session).toMatchObject({ stakes: taka(20), payouts: bet.bet.payout, realityCheckMinutes: 30 })
    expect(Date.parse(session.startedAt)).toBeLessThanOrEqual(Date.parse(session.now))
    expect((await stateOf(await as(player.cookie).realityCheck(null))).realityCheckMinutes).toBeNull()
  })
})

describe('the test clock route', () => {
  it('does not exist unless the config asks for it', async () => {
    const response = await testApp().inject({
      method: 'POST',
      url: '/api/test/clock/advance',
      headers: { origin: testApp().services.config.publicUrl },
      payload: { ms: 1000 },
    })
    expect(response.statusCode).toBe(404)
  })

  describe('on a test server', () => {
    const clockApp = useTestApp({ KHELA_TEST_CLOCK: '1' })
    it('moves the clock forward only', async () => {
      const before = clock.now().getTime()
      const post = (ms: number) =>
        clockApp().inject({
          method: 'POST',
          url: '/api/test/clock/advance',
          headers: { origin: clockApp().services.config.publicUrl },
          payload: { ms },
        })
      const response = await post(hours(24))
      expect(response.statusCode).toBe(200)
      expect(Date.parse(response.json().now) - before).toBeGreaterThanOrEqual(hours(24))
      expect((await post(-1)).statusCode).toBe(400)
    })
  })
})
