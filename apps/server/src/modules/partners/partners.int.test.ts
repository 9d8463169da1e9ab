import { errorBody } from '@khela/contracts/errors'
import {
  adminAffiliates,
  defaultPartnerSettings,
  myAffiliate,
  partnerReport,
} from '@khela/contracts/partners'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { depositFor, expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { betOk, originalsClient } from '../../../test/originals.ts'
import { approvedAffiliate, followLink, partnersClient, registerWithCookie } from '../../../test/partners.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { users } from '../../db/schema/auth.ts'
import { affiliateAttributions, affiliateClicks } from '../../db/schema/partners.ts'
import { holdWithdrawal } from '../wallet/hold-withdrawal.ts'
import { settleWithdrawal } from '../wallet/settle-withdrawal.ts'
import { attributeRegistration } from './attribute-registration.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db
const as = (cookie: string | null) => partnersClient(testApp(), cookie)
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error
const taka = (amount: number) => amount * 100
/** Today in the operator's default time zone: every figure below happens today. */
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date())

let admin: { cookie: string; userId: string }
let support: { cookie: string; userId: string }

beforeAll(async () => {
  admin = await makeUserWithRole(testApp(), 'admin')
  support = await makeUserWithRole(testApp(), 'support')
})

async function attributionOf(userId: string) {
  const [row] = await db()
    .select()
    .from(affiliateAttributions)
    .where(eq(affiliateAttributions.userId, userId))
  return row ?? null
}

async function reportOf(cookie: string) {
  const response = await as(cookie).report(today, today)
  expect(response.statusCode, response.body).toBe(200)
  return partnerReport.parse(response.json())
}

describe('applying and staff decisions', () => {
  it('lets a signed-in player apply once, and asks a visitor to sign in', async () => {
    expect((await as(null).apply()).statusCode).toBe(401)
    const player = await signUpPlayer(testApp())
    const applied = await as(player.cookie).apply()
    expect(applied.statusCode, applied.body).toBe(201)
    expect(myAffiliate.parse(applied.json()).affiliate?.status).toBe('applied')
    const again = await as(player.cookie).apply()
    expect(again.statusCode).toBe(409)
    expect(myAffiliate.parse((await as(player.cookie).me()).json()).affiliate?.status).toBe('applied')
  })

  it('refuses an application with a missing channel or a negative audience, field by field', async () => {
    const player = await signUpPlayer(testApp())
    const refused = await as(player.cookie).apply({
      channel: '',
      trafficSources: 'x'.repeat(501),
      expectedMonthlyPlayers: -1,
    })
    expect(refused.statusCode).toBe(400)
    expect(errorOf(refused).fields).toMatchObject({
      channel: 'REQUIRED',
      trafficSources: 'TEXT_TOO_LONG',
      expectedMonthlyPlayers: 'NUMBER_OUT_OF_RANGE',
      messenger: 'REQUIRED',
    })
  })

  it('lets support read the list but not decide, and a player neither', async () => {
    const player = await signUpPlayer(testApp())
    const applied = myAffiliate.parse((await as(player.cookie).apply()).json()).affiliate
    const id = applied?.id ?? ''
    expect((await as(support.cookie).adminList(`?from=${today}&to=${today}`)).statusCode).toBe(200)
    expect((await as(support.cookie).decide(id, { decision: 'approve' })).statusCode).toBe(403)
    expect((await as(player.cookie).adminList(`?from=${today}&to=${today}`)).statusCode).toBe(403)
    expect((await as(player.cookie).decide(id, { decision: 'approve' })).statusCode).toBe(403)
    expect(myAffiliate.parse((await as(player.cookie).me()).json()).affiliate?.status).toBe('applied')
  })

  it('approves once: the account becomes an affiliate, one audit entry however often it is repeated', async () => {
    const player = await signUpPlayer(testApp())
    const id = myAffiliate.parse((await as(player.cookie).apply()).json()).affiliate?.id ?? ''
    for (const _ of [1, 2]) {
      const approved = await as(admin.cookie).decide(id, { decision: 'approve' })
      expect(approved.statusCode, approved.body).toBe(200)
      expect(approved.json()).toEqual({ status: 'approved' })
    }
    const [account] = await db().select({ role: users.role }).from(users).where(eq(users.id, player.userId))
    expect(account?.role).toBe('affiliate')
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, id), eq(auditLog.action, 'affiliate.approve')))
    expect(entries).toHaveLength(1)
    expect(entries[0]?.actorId).toBe(admin.userId)
    expect(entries[0]?.after).toMatchObject({ status: 'approved', role: 'affiliate' })
    // Approved is not rejectable; a reject needs its reason.
    expect((await as(admin.cookie).decide(id, { decision: 'reject', reason: 'late' })).statusCode).toBe(409)
    const noReason = await as(admin.cookie).decide(id, { decision: 'suspend' })
    expect(noReason.statusCode).toBe(400)
    expect(errorOf(noReason).fields).toEqual({ reason: 'REQUIRED' })
  })

  it('rejects with the reason the applicant reads, audited, and lets it apply again', async () => {
    const player = await signUpPlayer(testApp())
    const id = myAffiliate.parse((await as(player.cookie).apply()).json()).affiliate?.id ?? ''
    const rejected = await as(admin.cookie).decide(id, { decision: 'reject', reason: 'No traffic shown' })
    expect(rejected.json()).toEqual({ status: 'rejected' })
    const mine = myAffiliate.parse((await as(player.cookie).me()).json()).affiliate
    expect(mine).toMatchObject({ status: 'rejected', decisionReason: 'No traffic shown' })
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, 'affiliate.reject'))
    expect(entry?.after).toMatchObject({ status: 'rejected', reason: 'No traffic shown' })
    expect((await as(player.cookie).apply()).statusCode).toBe(201)
    const [account] = await db().select({ role: users.role }).from(users).where(eq(users.id, player.userId))
    expect(account?.role).toBe('player')
  })

  it('answers 404 for an affiliate that does not exist', async () => {
    const missing = await as(admin.cookie).decide('00000000-0000-4000-8000-000000000000', {
      decision: 'approve',
    })
    expect(missing.statusCode).toBe(404)
  })
})

describe('tracking links', () => {
  it('refuses a landing page on another site and a malformed sub-id', async () => {
    const affiliate = await approvedAffiliate(testApp(), admin.cookie)
    for (const landingPath of ['//evil.test/x', 'https://evil.test', '/\\evil.test', 'javascript:alert(1)']) {
      const refused = await as(affiliate.cookie).createLink({ name: 'x', landingPath })
      expect(refused.statusCode, landingPath).toBe(400)
      expect(errorOf(refused).fields).toEqual({ landingPath: 'INVALID_LANDING_PATH' })
    }
    const badSub = await as(affiliate.cookie).createLink({ name: 'x', subId: 'a b' })
    expect(errorOf(badSub).fields).toEqual({ subId: 'INVALID_SUB_ID' })
    // Players are not affiliates.
    const player = await signUpPlayer(testApp())
    expect((await as(player.cookie).createLink({ name: 'x' })).statusCode).toBe(403)
  })

  it('records a click, sets the cookie for the window and lands on the page; an unknown code lands home', async () => {
    const affiliate = await approvedAffiliate(testApp(), admin.cookie, { landingPath: '/sports?tab=live' })
    const { response, setCookie } = await followLink(testApp(), affiliate.link.code, 'fb-ad1')
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/sports?tab=live')
    expect(setCookie).toMatch(/^khela_ref=[0-9a-f-]{36}; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/)

    for (const code of ['nope', 'x'.repeat(90), 'a.b']) {
      const unknown = await followLink(testApp(), code)
      expect(unknown.response.statusCode, code).toBe(302)
      expect(unknown.response.headers.location).toBe('/')
      expect(unknown.setCookie).toBeNull()
    }
    // A malformed sub-id is dropped, the click still counts.
    const dropped = await followLink(testApp(), affiliate.link.code, '<script>')
    expect(dropped.response.headers.location).toBe('/sports?tab=live')
    const report = await reportOf(affiliate.cookie)
    expect(report.totals.clicks).toBe(2)
    expect(report.subIds.map((line) => [line.subId, line.figures.clicks])).toEqual([
      ['', 1],
      ['fb-ad1', 1],
    ])
  })

  it("follows the operator's window: a setting, default 30 days", async () => {
    const affiliate = await approvedAffiliate(testApp(), admin.cookie)
    const { cookie } = await followLink(testApp(), affiliate.link.code)
    const clickId = cookie?.split('=')[1] ?? ''
    await db()
      .update(affiliateClicks)
      .set({ clickedAt: sql`now() - interval '31 days'` })
      .where(eq(affiliateClicks.id, clickId))
    const late = await registerWithCookie(testApp(), cookie)
    expect(await attributionOf(late)).toBeNull()

    expect(
      (await as(admin.cookie).saveSettings({ ...defaultPartnerSettings, cookieDays: 45 })).statusCode,
    ).toBe(200)
    const fresh = await followLink(testApp(), affiliate.link.code)
    expect(fresh.setCookie).toContain(`Max-Age=${45 * 24 * 60 * 60}`)
    await db()
      .update(affiliateClicks)
      .set({ clickedAt: sql`now() - interval '31 days'` })
      .where(eq(affiliateClicks.id, fresh.cookie?.split('=')[1] ?? ''))
    const inWindow = await registerWithCookie(testApp(), fresh.cookie)
    expect((await attributionOf(inWindow))?.affiliateId).toBe(affiliate.affiliateId)
    expect(
      (await as(support.cookie).saveSettings({ ...defaultPartnerSettings, cookieDays: 30 })).statusCode,
    ).toBe(403)
    expect(
      (await as(admin.cookie).saveSettings({ ...defaultPartnerSettings, cookieDays: 30 })).statusCode,
    ).toBe(200)
  })
})

describe('attribution', () => {
  it('credits the registration to the last link followed, for good', async () => {
    const first = await approvedAffiliate(testApp(), admin.cookie)
    const last = await approvedAffiliate(testApp(), admin.cookie, { subId: 'tg' })
    const firstClick = await followLink(testApp(), first.link.code)
    const lastClick = await followLink(testApp(), last.link.code)
    // The browser keeps one khela_ref: the later answer's replaces the earlier.
    expect(lastClick.cookie).not.toBe(firstClick.cookie)
    const playerId = await registerWithCookie(testApp(), lastClick.cookie)
    const attribution = await attributionOf(playerId)
    expect(attribution).toMatchObject({ affiliateId: last.affiliateId, linkId: last.link.id, subId: 'tg' })

    // A later click on another affiliate's link, brought to a second attribution, moves nothing.
    const later = await followLink(testApp(), first.link.code)
    const laterClickId = later.cookie?.split('=')[1] ?? null
    expect(
      await attributeRegistration(db(), { userId: playerId, clickId: laterClickId, now: new Date() }),
    ).toBe(false)
    expect(await attributionOf(playerId)).toEqual(attribution)
    // Nor can any statement change it.
    await expect(
      db()
        .update(affiliateAttributions)
        .set({ affiliateId: first.affiliateId })
        .where(eq(affiliateAttributions.userId, playerId)),
    ).rejects.toThrow()
    expect(await attributionOf(playerId)).toEqual(attribution)

    expect((await reportOf(last.cookie)).totals.registrations).toBe(1)
    expect((await reportOf(first.cookie)).totals.registrations).toBe(0)
  })

  it('never credits an affiliate with its own account, nor a forged cookie', async () => {
    const affiliate = await approvedAffiliate(testApp(), admin.cookie)
    const { cookie } = await followLink(testApp(), affiliate.link.code)
    const clickId = cookie?.split('=')[1] ?? null
    expect(await attributeRegistration(db(), { userId: affiliate.userId, clickId, now: new Date() })).toBe(
      false,
    )
    const forged = await registerWithCookie(testApp(), 'khela_ref=00000000-0000-4000-8000-000000000000')
    expect(await attributionOf(forged)).toBeNull()
    const garbage = await registerWithCookie(testApp(), `khela_ref=${affiliate.affiliateId}x`)
    expect(await attributionOf(garbage)).toBeNull()
  })

  it('counts a suspended affiliate’s clicks but attributes nothing to it, and it makes no links', async () => {
    const affiliate = await approvedAffiliate(testApp(), admin.cookie)
    const suspended = await as(admin.cookie).decide(affiliate.affiliateId, {
      decision: 'suspend',
      reason: 'spam',
    })
    expect(suspended.json()).toEqual({ status: 'suspended' })
    const { response, cookie } = await followLink(testApp(), affiliate.link.code)
    expect(response.statusCode).toBe(302)
    const playerId = await registerWithCookie(testApp(), cookie)
    expect(await attributionOf(playerId)).toBeNull()
    const report = await reportOf(affiliate.cookie)
    expect(report.totals).toMatchObject({ clicks: 1, registrations: 0 })
    expect((await as(affiliate.cookie).createLink({ name: 'More' })).statusCode).toBe(403)
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'affiliate.suspend'), eq(auditLog.recordId, affiliate.affiliateId)))
    expect(entry?.after).toMatchObject({ status: 'suspended', reason: 'spam' })
  })

  it('gives a rejected applicant’s would-be links no clicks: they do not exist', async () => {
    const player = await signUpPlayer(testApp())
    const id = myAffiliate.parse((await as(player.cookie).apply()).json()).affiliate?.id ?? ''
    await as(admin.cookie).decide(id, { decision: 'reject', reason: 'No' })
    expect((await as(player.cookie).links()).statusCode).toBe(403)
  })
})

describe('figures', () => {
  it('counts registrations, first deposits, active players and money per link and sub-id, and as CSV', async () => {
    const app = testApp()
    const affiliate = await approvedAffiliate(app, admin.cookie, { name: 'Facebook', subId: 'fb' })
    const second = await as(affiliate.cookie).createLink({ name: 'Telegram, main' })
    const telegram = second.json() as { id: string; code: string }

    const depositor = await registerWithCookie(app, (await followLink(app, affiliate.link.code)).cookie)
    const bettorClick = await followLink(app, telegram.code, 'tg-1')
    const bettor = await registerWithCookie(app, bettorClick.cookie)
    await followLink(app, telegram.code)

    await depositFor(app, depositor, taka(500))
    await depositFor(app, depositor, taka(200))
    const ref = { type: 'test_withdrawal', id: newKey('w') }
    await holdWithdrawal(db(), { idempotencyKey: newKey('hold'), userId: depositor, amount: taka(100), ref })
    await settleWithdrawal(db(), {
      idempotencyKey: newKey('settle'),
      userId: depositor,
      amount: taka(100),
      ref,
      methodCode: 'TEST',
    })
    await depositFor(app, bettor, taka(100))
    const cookieOf = async (userId: string) => {
      // The player signs in through the session the registration gave; here a fresh sign-up's cookie is not at hand.
      const [row] = await db().select({ email: users.email }).from(users).where(eq(users.id, userId))
      const signedIn = await app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in',
        headers: { origin: app.services.config.publicUrl },
        payload: { method: 'email', email: row?.email, password: 'correct-horse-battery' },
      })
      return String([signedIn.headers['set-cookie']].flat()[0]).split(';')[0] ?? ''
    }
    betOk(
      await originalsClient(app, await cookieOf(bettor)).dice({
        stake: taka(20),
        target: 5000,
        direction: 'under',
      }),
    )

    const report = await reportOf(affiliate.cookie)
    expect(report.totals).toMatchObject({
      clicks: 3,
      registrations: 2,
      firstDeposits: 2,
      activePlayers: 1,
      activeDepositors: 2,
      deposits: [{ currency: 'BDT', amount: taka(800) }],
      withdrawals: [{ currency: 'BDT', amount: taka(100) }],
    })
    const byLink = Object.fromEntries(report.links.map((line) => [line.name, line.figures]))
    expect(byLink.Facebook).toMatchObject({ clicks: 1, registrations: 1, firstDeposits: 1, activePlayers: 0 })
    expect(byLink['Telegram, main']).toMatchObject({ clicks: 2, registrations: 1, activePlayers: 1 })
    expect(
      report.subIds.map((line) => [line.subId, line.figures.clicks, line.figures.registrations]),
    ).toEqual([
      ['', 1, 0],
      ['fb', 1, 1],
      ['tg-1', 1, 1],
    ])
    expect(report.days).toEqual([{ day: today, clicks: 3, registrations: 2, firstDeposits: 2 }])

    const csv = await as(affiliate.cookie).csv(today, today, 'link')
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body.split('\r\n')).toEqual([
      'from,to,link_code,link_name,clicks,registrations,first_deposits,active_players,active_depositors,deposits,withdrawals',
      `${today},${today},${telegram.code},"Telegram, main",2,1,1,1,1,BDT 100.00,`,
      `${today},${today},${affiliate.link.code},Facebook,1,1,1,0,1,BDT 700.00,BDT 100.00`,
      '',
    ])
    const bySub = await as(affiliate.cookie).csv(today, today, 'subId')
    expect(bySub.body).toContain(`${today},${today},tg-1,1,1,1,1,1,BDT 100.00,`)

    // The back office sees the same figures on the Affiliators page and the portal view.
    const list = adminAffiliates.parse(
      (await as(support.cookie).adminList(`?from=${today}&to=${today}&search=${affiliate.email}`)).json(),
    )
    expect(list.affiliates).toHaveLength(1)
    expect(list.affiliates[0]).toMatchObject({ status: 'approved', links: 2, figures: report.totals })
    const staffView = await as(support.cookie).adminReport(affiliate.affiliateId, today, today)
    expect(partnerReport.parse(staffView.json())).toEqual(report)
    await expectCleanLedger(app)
  })

  it('refuses a period that ends before it starts, and staff from the portal', async () => {
    const affiliate = await approvedAffiliate(testApp(), admin.cookie)
    const backwards = await as(affiliate.cookie).report('2026-02-02', '2026-02-01')
    expect(backwards.statusCode).toBe(400)
    expect(errorOf(backwards).fields).toEqual({ to: 'DATE_BEFORE_FROM' })
    const tooLong = await as(affiliate.cookie).report('2024-01-01', '2026-01-01')
    expect(errorOf(tooLong).fields).toEqual({ to: 'DATE_RANGE_TOO_LONG' })
    expect((await as(admin.cookie).report(today, today)).statusCode).toBe(403)
  })
})
