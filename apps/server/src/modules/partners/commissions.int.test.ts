import type {
  CommissionPlan,
  CommissionPlanInput,
  CommissionStatement,
  CommissionStatementSummary,
} from '@khela/contracts/commissions'
import { closeCommissionPeriodResult } from '@khela/contracts/commissions'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { addBranch, callerOf, fundBranch } from '../../../test/agents.ts'
import { giveApprovedKyc } from '../../../test/kyc.ts'
import { depositFor, expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { betOk, errorOf, originalsClient } from '../../../test/originals.ts'
import { approvedAffiliate, followLink, partnersClient, registerReferred } from '../../../test/partners.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { paymentMethods } from '../../db/schema/cashier.ts'
import { commissionAdjustments, commissionStatements } from '../../db/schema/commissions.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { addDays, dayIn } from '../../lib/calendar-days.ts'
import { seedPaymentMethods } from '../../seed/demo-payment-methods.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'
import { closeCommissionPeriod } from './close-commission-period.ts'
import { share } from './commission-maths.ts'

const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const testApp = useTestApp()
const db = () => testApp().services.database.db
const taka = (amount: number) => amount * 100
const dayMs = 86_400_000
let admin: Awaited<ReturnType<typeof makeUserWithRole>>

const planInput = (overrides: Partial<CommissionPlanInput> = {}): CommissionPlanInput => ({
  name: 'Hybrid 25/35',
  kind: 'hybrid',
  currency: 'BDT',
  tiers: [
    { fromNgr: 0, rateBp: 2_500 },
    { fromNgr: taka(100), rateBp: 3_500 },
  ],
  cpaAmount: taka(600),
  cpaMinDeposit: taka(100),
  cpaMinTurnover: taka(20),
  minActivePlayers: 1,
  activeMinTurnover: taka(10),
  subAffiliateOverrideBp: 1_000,
  ...overrides,
})

const staff = () => callerOf(testApp(), admin)

async function createPlan(input: CommissionPlanInput): Promise<CommissionPlan> {
  const response = await staff().post('/api/admin/partners/commission-plans', input, null)
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as CommissionPlan
}

async function setTerms(affiliateId: string, planId: string, negativeCarryOver: boolean) {
  const response = await testApp().inject({
    method: 'PUT',
    url: `/api/admin/partners/affiliates/${affiliateId}/terms`,
    headers: { cookie: admin.cookie, origin: testApp().services.config.publicUrl },
    payload: { planId, negativeCarryOver },
  })
  expect(response.statusCode, response.body).toBe(200)
}

/** A player who stakes `stakes` at dice and returns what the house won (stakes − payouts). */
async function play(cookie: string, stakes: number[]) {
  let houseWon = 0
  for (const stake of stakes) {
    const bet = betOk(
      await originalsClient(testApp(), cookie).dice({ stake, target: 5000, direction: 'under' }),
    )
    houseWon += bet.bet.stake - bet.bet.payout
  }
  return houseWon
}

async function statementOf(partnerId: string, periodStartsOn: string): Promise<CommissionStatement> {
  const list = await staff().get(`/api/admin/partners/commission-statements?partnerId=${partnerId}`)
  const summary = (list.json() as { statements: CommissionStatementSummary[] }).statements.find(
    (statement) => statement.startsOn === periodStartsOn,
  )
  if (!summary) throw new Error(`no statement of ${partnerId} for ${periodStartsOn}`)
  return (
    await staff().get(`/api/admin/partners/commission-statements/${summary.id}`)
  ).json() as CommissionStatement
}

async function cashOf(userId: string) {
  return (await findPlayerAccounts(db(), userId))?.balances.player_cash ?? 0
}

/** What the plan's bands give an NGR (with carry-in) of `base`: 25 % up to 100 taka, 35 % above. */
const hybridShare = (base: number) =>
  base <= 0 ? 0 : share(Math.min(base, taka(100)), 2_500) + share(Math.max(base - taka(100), 0), 3_500)

/** The NGR of a player who deposited `deposits` and lost `ggr` to the house, under the default costs. */
const ngrOf = (ggr: number, deposits: number) => ggr - share(deposits, 150) - share(Math.max(ggr, 0), 1_000)

beforeAll(async () => {
  admin = await makeUserWithRole(testApp(), 'admin')
})

describe('a commission period', () => {
  it('closes a week into statements that match the hand-computed figures, pays them once and never again', async () => {
    const app = testApp()
    const { timeZone } = await findSiteSettings(db())
    const today = dayIn(new Date(), timeZone)
    const weekStart = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7))
    const hybrid = await createPlan(planInput())
    const strict = await createPlan(
      planInput({ name: 'Needs three', kind: 'revenue_share', minActivePlayers: 3 }),
    )

    // P brings x; S applied through P's link (P's sub-affiliate) and brings y; Q's plan needs three active players.
    const parent = await approvedAffiliate(app, admin.cookie)
    const subAccount = await registerReferred(app, (await followLink(app, parent.link.code)).cookie)
    const applied = await partnersClient(app, subAccount.cookie).apply()
    const subId = (applied.json() as { affiliate: { id: string } }).affiliate.id
    await partnersClient(app, admin.cookie).decide(subId, { decision: 'approve' })
    const subLink = await partnersClient(app, subAccount.cookie).createLink({ name: 'Main' })
    const strictAffiliate = await approvedAffiliate(app, admin.cookie)
    // A plan in another currency than the affiliate's wallet could never be paid: refused.
    const rupees = await createPlan(planInput({ name: 'Rupee plan', currency: 'INR' }))
    const mismatch = await testApp().inject({
      method: 'PUT',
      url: `/api/admin/partners/affiliates/${parent.affiliateId}/terms`,
      headers: { cookie: admin.cookie, origin: testApp().services.config.publicUrl },
      payload: { planId: rupees.id, negativeCarryOver: false },
    })
    expect(errorOf(mismatch).fields).toEqual({ planId: 'INVALID_CHOICE' })
    await setTerms(parent.affiliateId, hybrid.id, true)
    await setTerms(subId, hybrid.id, false)
    await setTerms(strictAffiliate.affiliateId, strict.id, false)

    const x = await registerReferred(app, (await followLink(app, parent.link.code)).cookie)
    const y = await registerReferred(
      app,
      (await followLink(app, (subLink.json() as { code: string }).code)).cookie,
    )
    const z = await registerReferred(app, (await followLink(app, strictAffiliate.link.code)).cookie)
    await depositFor(app, x.userId, taka(500))
    await depositFor(app, y.userId, taka(200))
    await depositFor(app, z.userId, taka(50))
    const xWon = await play(x.cookie, [taka(20), taka(20), taka(20)])
    const yWon = await play(y.cookie, [taka(20), taka(20)])
    await play(z.cookie, [taka(10)])

    // An agent network's shop brings w; the agent earns 5 % of casino net revenue, its master 2 %.
    const branch = await addBranch(app, admin)
    await fundBranch(app, admin, branch, taka(1_000))
    for (const [node, bp] of [
      [branch.agent.node.id, 500],
      [branch.master.node.id, 200],
    ] as const)
      expect(
        (await staff().patch(`/api/admin/agents/nodes/${node}`, { commissionCasinoBp: bp })).statusCode,
      ).toBe(200)
    const w = await signUpPlayer(app)
    const cashier = callerOf(app, branch.cashier)
    expect((await cashier.post('/api/agents/shifts', { countedCash: 0 }, null)).statusCode).toBe(201)
    expect(
      (await cashier.post('/api/agents/shop-deposits', { player: w.userId, amount: taka(300) })).statusCode,
    ).toBe(201)
    const wWon = await play(w.cookie, [taka(30), taka(30)])

    // Not yet: the week has not ended; nor is a Tuesday a week's start.
    const early = await staff().post(
      '/api/admin/partners/commission-periods',
      { cadence: 'weekly', startsOn: weekStart },
      null,
    )
    expect(errorOf(early).code).toBe('COMMISSION_PERIOD_NOT_ENDED')
    const tuesday = await staff().post(
      '/api/admin/partners/commission-periods',
      { cadence: 'weekly', startsOn: addDays(weekStart, 1) },
      null,
    )
    expect(errorOf(tuesday).code).toBe('COMMISSION_PERIOD_INVALID')

    const before = { parent: await cashOf(parent.userId), sub: await cashOf(subAccount.userId) }
    const weekLater = new Date(Date.now() + 8 * dayMs)
    const closed = await closeCommissionPeriod(db(), {
      cadence: 'weekly',
      startsOn: weekStart,
      now: weekLater,
      actorId: admin.userId,
      ipAddress: null,
    })
    expect(closed.isNew).toBe(true)

    // S: y's NGR at 25/35 % and y's CPA (first deposit 200 ≥ 100, turnover 40 ≥ 20).
    const sub = await statementOf(subId, weekStart)
    const yNgr = ngrOf(yWon, taka(200))
    expect(sub.players).toEqual([
      expect.objectContaining({
        playerId: y.userId,
        casinoGgr: yWon,
        depositFees: 300,
        ngr: yNgr,
        turnover: taka(40),
      }),
    ])
    expect(sub.cpa).toEqual([
      expect.objectContaining({ playerId: y.userId, firstDeposit: taka(200), amount: taka(600) }),
    ])
    expect(sub.revenueShare).toBe(hybridShare(yNgr))
    expect(sub.paid).toBe(hybridShare(yNgr) + taka(600))
    expect(await cashOf(subAccount.userId)).toBe(before.sub + sub.paid)

    // P: x's NGR (carried when negative), x's CPA and 10 % of S's own commission.
    const parentStatement = await statementOf(parent.affiliateId, weekStart)
    const xNgr = ngrOf(xWon, taka(500))
    const subOwn = sub.revenueShare + sub.cpaTotal
    expect(parentStatement).toMatchObject({
      ngr: xNgr,
      carryIn: 0,
      carryOut: Math.min(xNgr, 0),
      revenueShare: hybridShare(xNgr),
      cpaTotal: taka(600),
      overrides: [
        expect.objectContaining({ subAffiliateId: subId, commission: subOwn, amount: share(subOwn, 1_000) }),
      ],
      paid: hybridShare(xNgr) + taka(600) + share(subOwn, 1_000),
    })
    expect(await cashOf(parent.userId)).toBe(before.parent + parentStatement.paid)

    // The affiliate withdraws its commission through the cashier, as a player would (KYC approved).
    await seedPaymentMethods(db())
    const [bkash] = await db()
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(eq(paymentMethods.code, 'bkash'))
    await giveApprovedKyc(app, subAccount.userId)
    const withdrawal = await app.inject({
      method: 'POST',
      url: '/api/cashier/withdrawals',
      headers: {
        cookie: subAccount.cookie,
        origin: app.services.config.publicUrl,
        'idempotency-key': newKey('w'),
      },
      payload: {
        methodId: bkash?.id,
        userType: 'personal',
        receiverAccount: '01712345678',
        amount: taka(500),
      },
    })
    expect(withdrawal.statusCode, withdrawal.body).toBe(201)
    expect(await cashOf(subAccount.userId)).toBe(before.sub + sub.paid - taka(500))

    // Q: one active player of the three its plan asks for, so nothing of its own.
    const strictStatement = await statementOf(strictAffiliate.affiliateId, weekStart)
    expect(strictStatement).toMatchObject({ activePlayers: 1, isThresholdMet: false, tiers: [], paid: 0 })

    // The agent: 5 % of w's casino net revenue (all costs on casino: w played nothing else), into its float.
    const agentStatement = await statementOf(branch.agent.node.id, weekStart)
    const wNet = ngrOf(wWon, taka(300))
    expect(agentStatement.products[0]).toEqual({
      product: 'casino',
      netRevenue: wNet,
      rateBp: 500,
      amount: wNet > 0 ? share(wNet, 500) : 0,
    })
    expect((await statementOf(branch.master.node.id, weekStart)).products[0]?.rateBp).toBe(200)

    // Closing it again, by hand or by a sweep, recomputes and pays nothing.
    const count = async () =>
      (await db().select({ n: sql<number>`count(*)::int` }).from(commissionStatements))[0]?.n
    const statements = await count()
    const transfers = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(ledgerTransfers)
          .where(eq(ledgerTransfers.kind, 'partner_commission'))
      )[0]?.n
    const paidTransfers = await transfers()
    const again = await staff().post(
      '/api/admin/partners/commission-periods',
      { cadence: 'weekly', startsOn: weekStart },
      null,
    )
    expect(again.statusCode, again.body).toBe(200)
    expect(closeCommissionPeriodResult.parse(again.json()).isNew).toBe(false)
    expect(await count()).toBe(statements)
    expect(await transfers()).toBe(paidTransfers)
    expect(await cashOf(parent.userId)).toBe(before.parent + parentStatement.paid)
    // Nor can a statement be changed behind the run's back.
    await expect(
      db().update(commissionStatements).set({ paid: 0 }).where(eq(commissionStatements.id, sub.id)),
    ).rejects.toThrow()
    // An earlier week, or a month overlapping this week, is refused: periods close in order, never overlapping.
    const earlier = await staff().post(
      '/api/admin/partners/commission-periods',
      { cadence: 'weekly', startsOn: addDays(weekStart, -7) },
      null,
    )
    expect(errorOf(earlier).code).toBe('COMMISSION_PERIOD_OVERLAPS')
    const audited = await db()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.userId), eq(auditLog.action, 'partners.commission_period.close')))
    expect(audited).toHaveLength(1)

    // Corrections land on the next statement: +10 taka to P, −5 taka to Q (whose next total is negative: held back).
    const adjust = (partnerId: string, amount: number) =>
      staff().post(
        '/api/admin/partners/commission-adjustments',
        { partnerKind: 'affiliate', partnerId, currency: 'BDT', amount, reason: 'Chargeback review' },
        newKey('adjust'),
      )
    expect((await adjust(parent.affiliateId, taka(10))).statusCode).toBe(201)
    expect((await adjust(strictAffiliate.affiliateId, -taka(5))).statusCode).toBe(201)
    await closeCommissionPeriod(db(), {
      cadence: 'weekly',
      startsOn: addDays(weekStart, 7),
      now: new Date(Date.now() + 15 * dayMs),
      actorId: admin.userId,
      ipAddress: null,
    })
    const next = await statementOf(parent.affiliateId, addDays(weekStart, 7))
    // Nothing played: only the carried balance and the adjustment; x's CPA is never paid twice.
    expect(next).toMatchObject({ ngr: 0, carryIn: Math.min(xNgr, 0), cpa: [], adjustmentTotal: taka(10) })
    expect(next.paid).toBe(taka(10))
    const strictNext = await statementOf(strictAffiliate.affiliateId, addDays(weekStart, 7))
    expect(strictNext).toMatchObject({ paid: 0, shortfall: -taka(5) })
    const pending = await staff().get(
      `/api/admin/partners/commission-adjustments?partnerKind=affiliate&partnerId=${strictAffiliate.affiliateId}`,
    )
    expect(
      (
        pending.json() as {
          adjustments: { isShortfall: boolean; amount: number; statementId: string | null }[]
        }
      ).adjustments[0],
    ).toMatchObject({
      isShortfall: true,
      amount: -taka(5),
      statementId: null,
    })

    // Each partner reads its own statements, and only those.
    const mine = await partnersClient(app, parent.cookie).statements()
    expect(
      (mine.json() as { statements: { id: string }[] }).statements.map((statement) => statement.id),
    ).toEqual([next.id, parentStatement.id])
    expect((await partnersClient(app, parent.cookie).statement(sub.id)).statusCode).toBe(404)
    expect((await partnersClient(app, parent.cookie).statement('not-a-statement')).statusCode).toBe(404)
    const agentOwn = await callerOf(app, branch.agent.partner ?? admin).get('/api/agents/statements')
    expect(
      (agentOwn.json() as { statements: { partnerId: string }[] }).statements.every(
        (statement) => statement.partnerId === branch.agent.node.id,
      ),
    ).toBe(true)
    await expectCleanLedger(app)
  })

  it.runIf(isPostgres)('closes once when two runs race', async () => {
    const { timeZone } = await findSiteSettings(db())
    const later = new Date(Date.now() + 40 * dayMs)
    const today = dayIn(later, timeZone)
    const weekStart = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) - 7)
    const run = () =>
      closeCommissionPeriod(db(), {
        cadence: 'weekly',
        startsOn: weekStart,
        now: later,
        actorId: null,
        ipAddress: null,
      })
    const results = await Promise.all([run(), run()])
    expect(results.map((result) => result.isNew).sort()).toEqual([false, true])
    expect(results[0]?.period.id).toBe(results[1]?.period.id)
  })
})

describe('a commission adjustment', () => {
  it('is made once per Idempotency-Key: a replay answers the same and writes nothing', async () => {
    const plan = await createPlan(planInput({ name: 'Adjusted once' }))
    const affiliate = await approvedAffiliate(testApp(), admin.cookie)
    await setTerms(affiliate.affiliateId, plan.id, false)
    const input = {
      partnerKind: 'affiliate',
      partnerId: affiliate.affiliateId,
      currency: 'BDT',
      amount: taka(7),
      reason: 'Missed deposit',
    }
    const adjust = (body: object, key: string | null) =>
      staff().post('/api/admin/partners/commission-adjustments', body, key)
    const rows = () =>
      db()
        .select({ id: commissionAdjustments.id })
        .from(commissionAdjustments)
        .where(eq(commissionAdjustments.partnerId, affiliate.affiliateId))
    const audited = () =>
      db()
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'partners.commission.adjust'),
            eq(auditLog.recordId, affiliate.affiliateId),
          ),
        )

    const key = newKey('adjust')
    const first = await adjust(input, key)
    expect(first.statusCode, first.body).toBe(201)
    const replay = await adjust(input, key)
    expect(replay.statusCode, replay.body).toBe(201)
    expect(replay.json()).toEqual(first.json())
    expect(await rows()).toHaveLength(1)
    expect(await audited()).toHaveLength(1)

    // The same key with another request is refused; without a key nothing is made.
    expect(errorOf(await adjust({ ...input, amount: taka(8) }, key)).code).toBe('IDEMPOTENCY_KEY_REUSED')
    const keyless = await adjust(input, null)
    expect(keyless.statusCode).toBe(400)
    expect(errorOf(keyless).fields).toEqual({ 'idempotency-key': 'REQUIRED' })
    expect(await rows()).toHaveLength(1)
    expect(await audited()).toHaveLength(1)

    // A fresh key is a new correction.
    expect((await adjust(input, newKey('adjust'))).statusCode).toBe(201)
    expect(await rows()).toHaveLength(2)
  })
})
