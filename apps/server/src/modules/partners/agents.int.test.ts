import type { AgentNode, CashierShift, ShopDeposit, ShopWithdrawal } from '@khela/contracts/agents'
import { defaultComplianceSettings } from '@khela/contracts/compliance'
import { errorBody } from '@khela/contracts/errors'
import { defaultRiskSettings } from '@khela/contracts/risk'
import { and, eq, like } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addBranch, addNode, callerOf, fundBranch, moveFloatAsStaff } from '../../../test/agents.ts'
import { giveApprovedKyc } from '../../../test/kyc.ts'
import { depositFor, expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { agentShopWithdrawals } from '../../db/schema/agents.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { riskFlags } from '../../db/schema/risk.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { complianceSettingsKey } from '../compliance/find-compliance-settings.ts'
import { riskSettingsKey } from '../risk/find-risk-settings.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { expireShopWithdrawals } from './expire-shop-withdrawals.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db
const taka = (amount: number) => amount * 100
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error
let admin: Awaited<ReturnType<typeof makeUserWithRole>>

beforeAll(async () => {
  // Withdrawals here are about shops, not identity; deposits past 50,000 taka need KYC (one test crosses it).
  await db()
    .insert(operatorSettings)
    .values({
      key: complianceSettingsKey,
      value: {
        ...defaultComplianceSettings,
        kyc: { isRequiredForWithdrawals: false, depositTotalRequiringKyc: taka(50_000) },
      },
    })
  admin = await makeUserWithRole(testApp(), 'admin')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

async function nodeOf(nodeId: string): Promise<AgentNode> {
  const response = await callerOf(testApp(), admin).get(`/api/admin/agents/nodes/${nodeId}`)
  expect(response.statusCode, response.body).toBe(200)
  return (response.json() as { node: AgentNode }).node
}

const cashOf = async (userId: string) => (await findBalances(db(), userId))?.cash

async function auditActions(actorId: string) {
  const rows = await db()
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), like(auditLog.action, 'agents.%')))
  return rows.map((row) => row.action)
}

describe('the tree staff build', () => {
  it('gives each node the level below its parent and a float at zero, audited', async () => {
    const branch = await addBranch(testApp(), admin)
    expect(
      [branch.superAgent, branch.master, branch.agent, branch.shop].map(({ node }) => node.level),
    ).toEqual(['super_agent', 'master_agent', 'agent', 'shop'])
    expect(branch.shop.node).toMatchObject({
      floatBalance: 0,
      status: 'active',
      currency: 'BDT',
      userId: null,
    })
    expect(await auditActions(admin.userId)).toEqual(
      expect.arrayContaining(['agents.node.create', 'agents.cashier.add']),
    )
    const underShop = await callerOf(testApp(), admin).post(
      '/api/admin/agents/nodes',
      {
        parentId: branch.shop.node.id,
        name: 'Below a shop',
        userId: null,
        creditLimit: 0,
        dailyOperationLimit: 1,
      },
      null,
    )
    expect(underShop.statusCode).toBe(400)
    expect(errorOf(underShop).fields).toEqual({ parentId: 'INVALID_CHOICE' })
  })

  it('refuses an agent whose sign-in is a player, or already serves another node', async () => {
    const player = await signUpPlayer(testApp())
    const asPlayer = await callerOf(testApp(), admin).post(
      '/api/admin/agents/nodes',
      {
        parentId: null,
        name: 'Not a partner',
        userId: player.userId,
        creditLimit: 0,
        dailyOperationLimit: 1,
      },
      null,
    )
    expect(errorOf(asPlayer)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { userId: 'INVALID_CHOICE' },
    })
    const { partner } = await addNode(testApp(), admin, { parentId: null })
    const twice = await callerOf(testApp(), admin).post(
      '/api/admin/agents/nodes',
      {
        parentId: null,
        name: 'Second node',
        userId: partner?.userId,
        creditLimit: 0,
        dailyOperationLimit: 1,
      },
      null,
    )
    expect(errorOf(twice).code).toBe('CONFLICT')
  })

  it('is managed by admin and finance, read by support, and closed to players and partners', async () => {
    const support = await makeUserWithRole(testApp(), 'support')
    const finance = await makeUserWithRole(testApp(), 'finance')
    const player = await signUpPlayer(testApp())
    const agent = await makeUserWithRole(testApp(), 'agent')
    const create = (caller: { cookie: string }) =>
      callerOf(testApp(), caller).post(
        '/api/admin/agents/nodes',
        { parentId: null, name: 'Permission check', userId: null, creditLimit: 0, dailyOperationLimit: 1 },
        null,
      )
    expect((await callerOf(testApp(), support).get('/api/admin/agents/tree')).statusCode).toBe(200)
    expect((await create(support)).statusCode).toBe(403)
    expect((await create(player)).statusCode).toBe(403)
    expect((await create(agent)).statusCode).toBe(403)
    expect((await callerOf(testApp(), agent).get('/api/admin/agents/tree')).statusCode).toBe(403)
    // Finance may create: the refusal is about the missing sign-in, not the permission.
    expect(errorOf(await create(finance))).toMatchObject({ fields: { userId: 'REQUIRED' } })
  })
})

describe('float moves', () => {
  it('go down from the operator to the shop and back up, once per key, each audited', async () => {
    const branch = await addBranch(testApp(), admin)
    await fundBranch(testApp(), admin, branch, taka(1000))
    // Each level passed everything it received on: only the shop holds float.
    expect((await nodeOf(branch.superAgent.node.id)).floatBalance).toBe(0)
    expect((await nodeOf(branch.shop.node.id)).floatBalance).toBe(taka(1000))
    const key = newKey('float')
    const up = { nodeId: branch.shop.node.id, direction: 'up', amount: taka(300) }
    const first = await callerOf(testApp(), admin).post('/api/admin/agents/float-moves', up, key)
    const replay = await callerOf(testApp(), admin).post('/api/admin/agents/float-moves', up, key)
    expect(first.statusCode).toBe(200)
    expect(replay.json()).toEqual(first.json())
    expect((await nodeOf(branch.shop.node.id)).floatBalance).toBe(taka(700))
    expect((await nodeOf(branch.agent.node.id)).floatBalance).toBe(taka(300))
    const reused = await callerOf(testApp(), admin).post(
      '/api/admin/agents/float-moves',
      { ...up, amount: 1 },
      key,
    )
    expect(errorOf(reused).code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(
      (await auditActions(admin.userId)).filter((action) => action === 'agents.float.move'),
    ).not.toHaveLength(0)
  })

  it('may take a float below zero down to its credit limit and never further', async () => {
    const superAgent = await addNode(testApp(), admin, { parentId: null })
    const master = await addNode(testApp(), admin, { parentId: superAgent.node.id, creditLimit: taka(500) })
    await moveFloatAsStaff(testApp(), admin, superAgent.node.id, taka(1000))
    await moveFloatAsStaff(testApp(), admin, master.node.id, taka(200))
    // The master agent's float may go to −500: it gives its parent back 700 at most.
    const refused = await callerOf(testApp(), admin).post('/api/admin/agents/float-moves', {
      nodeId: master.node.id,
      direction: 'up',
      amount: taka(701),
    })
    expect(refused.statusCode).toBe(409)
    expect(errorOf(refused).code).toBe('FLOAT_LIMIT_REACHED')
    expect((await nodeOf(master.node.id)).floatBalance).toBe(taka(200))
    const atLimit = await moveFloatAsStaff(testApp(), admin, master.node.id, taka(700), 'up')
    expect(atLimit.floatBalance).toBe(-taka(500))
    // A limit below what the float owes is refused too; the parent takes float back first.
    const lowered = await callerOf(testApp(), admin).patch(`/api/admin/agents/nodes/${master.node.id}`, {
      creditLimit: taka(100),
    })
    expect(errorOf(lowered).code).toBe('FLOAT_LIMIT_REACHED')
  })

  it("are an agent's own to make to its children only, within its daily limit", async () => {
    const branch = await addBranch(testApp(), admin)
    await fundBranch(testApp(), admin, branch, taka(100))
    const agent = branch.agent.partner
    if (!agent) throw new Error('the agent has a sign-in')
    await callerOf(testApp(), admin).patch(`/api/admin/agents/nodes/${branch.agent.node.id}`, {
      dailyOperationLimit: taka(150),
    })
    const toShop = (amount: number, direction = 'up') =>
      callerOf(testApp(), agent).post('/api/agents/float-moves', {
        nodeId: branch.shop.node.id,
        direction,
        amount,
      })
    expect((await toShop(taka(100))).statusCode).toBe(200)
    expect((await toShop(taka(50), 'down')).statusCode).toBe(200)
    const overLimit = await toShop(taka(1), 'down')
    expect(errorOf(overLimit)).toMatchObject({
      code: 'DAILY_OPERATION_LIMIT_REACHED',
      fields: { remaining: '0' },
    })
    const notItsChild = await callerOf(testApp(), agent).post('/api/agents/float-moves', {
      nodeId: branch.master.node.id,
      direction: 'up',
      amount: 1,
    })
    expect(notItsChild.statusCode).toBe(403)
    expect(await auditActions(agent.userId)).toEqual(['agents.float.move', 'agents.float.move'])
  })

  it('never go down to a suspended node', async () => {
    const branch = await addBranch(testApp(), admin)
    await fundBranch(testApp(), admin, branch, taka(100))
    await callerOf(testApp(), admin).patch(`/api/admin/agents/nodes/${branch.shop.node.id}`, {
      status: 'suspended',
    })
    const down = await callerOf(testApp(), admin).post('/api/admin/agents/float-moves', {
      nodeId: branch.shop.node.id,
      direction: 'down',
      amount: 1,
    })
    expect(errorOf(down).code).toBe('AGENT_SUSPENDED')
    // Its float can still be taken back.
    expect(
      (await moveFloatAsStaff(testApp(), admin, branch.shop.node.id, taka(100), 'up')).floatBalance,
    ).toBe(0)
  })
})

async function openShift(cashier: { cookie: string }, countedCash: number) {
  const response = await callerOf(testApp(), cashier).post('/api/agents/shifts', { countedCash }, null)
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as CashierShift
}

describe('a cashier at a shop', () => {
  it('deposits for a player by phone or id on an open shift, once per key, with a receipt number', async () => {
    const branch = await addBranch(testApp(), admin)
    await fundBranch(testApp(), admin, branch, taka(1000))
    const player = await signUpPlayer(testApp())
    const deposit = (playerRef: string, key?: string) =>
      callerOf(testApp(), branch.cashier).post(
        '/api/agents/shop-deposits',
        { player: playerRef, amount: taka(250) },
        key,
      )
    expect(errorOf(await deposit(player.phone)).code).toBe('SHIFT_NOT_OPEN')
    await openShift(branch.cashier, taka(5000))
    const key = newKey('shop-deposit')
    const first = await deposit(player.phone, key)
    expect(first.statusCode, first.body).toBe(201)
    const made = first.json() as ShopDeposit
    expect(made).toMatchObject({ playerId: player.userId, amount: taka(250), currency: 'BDT' })
    expect(made.receiptNumber).toMatch(/^R-\d{8}-[2-9A-Z]{6}$/)
    expect((await deposit(player.phone, key)).json()).toEqual(made)
    expect((await deposit(player.userId)).statusCode).toBe(201)
    expect(await cashOf(player.userId)).toBe(taka(500))
    expect((await nodeOf(branch.shop.node.id)).floatBalance).toBe(taka(500))
    expect(errorOf(await deposit('01999999999')).code).toBe('NOT_FOUND')
    expect(errorOf(await deposit(branch.cashier.userId)).code).toBe('NOT_FOUND')
    expect(await auditActions(branch.cashier.userId)).toEqual(
      expect.arrayContaining(['agents.shift.open', 'agents.shop.deposit']),
    )
  })

  it('cannot take the shop float past its credit limit', async () => {
    const branch = await addBranch(testApp(), admin, { shopCreditLimit: taka(100) })
    const player = await signUpPlayer(testApp())
    await openShift(branch.cashier, 0)
    const deposit = (amount: number) =>
      callerOf(testApp(), branch.cashier).post('/api/agents/shop-deposits', { player: player.userId, amount })
    expect(errorOf(await deposit(taka(101))).code).toBe('FLOAT_LIMIT_REACHED')
    expect((await deposit(taka(100))).statusCode).toBe(201)
    expect((await nodeOf(branch.shop.node.id)).floatBalance).toBe(-taka(100))
    expect(await cashOf(player.userId)).toBe(taka(100))
  })

  it("passes the player's gates: no deposit for a self-excluded player, none past the KYC total", async () => {
    const branch = await addBranch(testApp(), admin)
    await fundBranch(testApp(), admin, branch, taka(100_000))
    await openShift(branch.cashier, 0)
    const excluded = await signUpPlayer(testApp())
    const excluding = await callerOf(testApp(), excluded).post(
      '/api/responsible-gambling/exclusion',
      { duration: '6m' },
      null,
    )
    expect(excluding.statusCode, excluding.body).toBe(200)
    const deposit = (playerId: string, amount: number) =>
      callerOf(testApp(), branch.cashier).post('/api/agents/shop-deposits', { player: playerId, amount })
    expect(errorOf(await deposit(excluded.userId, taka(10))).code).toBe('SELF_EXCLUDED')
    const unverified = await signUpPlayer(testApp())
    expect((await deposit(unverified.userId, taka(30_000))).statusCode).toBe(201)
    // The shop's own deposits count towards the total that needs KYC.
    expect(errorOf(await deposit(unverified.userId, taka(30_000))).code).toBe('KYC_REQUIRED_FOR_DEPOSIT')
    expect(await cashOf(unverified.userId)).toBe(taka(30_000))
    expect(await cashOf(excluded.userId)).toBe(0)
  })

  it('pays a withdrawal by its one-time code once, and closes the shift with the difference', async () => {
    const branch = await addBranch(testApp(), admin)
    await fundBranch(testApp(), admin, branch, taka(1000))
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, taka(800))
    await openShift(branch.cashier, taka(2000))
    const cashier = callerOf(testApp(), branch.cashier)
    expect(
      (await cashier.post('/api/agents/shop-deposits', { player: player.userId, amount: taka(200) }))
        .statusCode,
    ).toBe(201)
    const requested = await callerOf(testApp(), player).post('/api/agents/shop-withdrawals', {
      shopId: branch.shop.node.id,
      amount: taka(600),
    })
    expect(requested.statusCode, requested.body).toBe(201)
    const withdrawal = requested.json() as ShopWithdrawal
    expect(withdrawal.code).toMatch(/^\d{8}$/)
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(400), onHold: taka(600) })
    const wrong = withdrawal.code === '00000000' ? '00000001' : '00000000'
    expect(errorOf(await cashier.post('/api/agents/shop-payouts', { code: wrong })).code).toBe(
      'PAYOUT_CODE_INVALID',
    )
    const paid = await cashier.post('/api/agents/shop-payouts', { code: withdrawal.code })
    expect(paid.statusCode, paid.body).toBe(201)
    expect(paid.json()).toMatchObject({ withdrawalId: withdrawal.id, amount: taka(600) })
    expect(errorOf(await cashier.post('/api/agents/shop-payouts', { code: withdrawal.code })).code).toBe(
      'PAYOUT_CODE_INVALID',
    )
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(400), onHold: 0 })
    // The float gave 200 for the deposit and gained the 600 it paid out in cash.
    expect((await nodeOf(branch.shop.node.id)).floatBalance).toBe(taka(1400))
    const closed = await cashier.post('/api/agents/shifts/current/close', { countedCash: taka(1550) }, null)
    expect(closed.statusCode).toBe(200)
    expect(closed.json()).toMatchObject({
      status: 'closed',
      depositsTotal: taka(200),
      payoutsTotal: taka(600),
      expectedCash: taka(1600),
      closingCash: taka(1550),
      difference: -taka(50),
    })
    expect(
      errorOf(await cashier.post('/api/agents/shifts/current/close', { countedCash: 0 }, null)).code,
    ).toBe('SHIFT_NOT_OPEN')
    expect(await auditActions(branch.cashier.userId)).toEqual(
      expect.arrayContaining(['agents.shop.payout', 'agents.shift.close']),
    )
  })

  it('cannot pay a code the player cancelled, and a second shift waits for the first to close', async () => {
    const branch = await addBranch(testApp(), admin)
    await fundBranch(testApp(), admin, branch, taka(100))
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, taka(100))
    await openShift(branch.cashier, 0)
    const again = await callerOf(testApp(), branch.cashier).post(
      '/api/agents/shifts',
      { countedCash: 0 },
      null,
    )
    expect(errorOf(again).code).toBe('SHIFT_ALREADY_OPEN')
    const withdrawal = (
      await callerOf(testApp(), player).post('/api/agents/shop-withdrawals', {
        shopId: branch.shop.node.id,
        amount: taka(100),
      })
    ).json() as ShopWithdrawal
    const cancelled = await callerOf(testApp(), player).post(
      `/api/agents/shop-withdrawals/${withdrawal.id}/cancel`,
      {},
    )
    expect(cancelled.json()).toMatchObject({ status: 'cancelled' })
    const listed = await callerOf(testApp(), player).get('/api/agents/shop-withdrawals')
    expect(listed.json()).toEqual({ items: [{ ...withdrawal, code: undefined, status: 'cancelled' }] })
    expect(await cashOf(player.userId)).toBe(taka(100))
    const paid = await callerOf(testApp(), branch.cashier).post('/api/agents/shop-payouts', {
      code: withdrawal.code,
    })
    expect(errorOf(paid).code).toBe('PAYOUT_CODE_INVALID')
  })

  it("expires a withdrawal past its day once: the hold returns and the cashier can't pay its code", async () => {
    const branch = await addBranch(testApp(), admin)
    await fundBranch(testApp(), admin, branch, taka(100))
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, taka(300))
    await openShift(branch.cashier, 0)
    const request = async (amount: number) => {
      const response = await callerOf(testApp(), player).post('/api/agents/shop-withdrawals', {
        shopId: branch.shop.node.id,
        amount,
      })
      expect(response.statusCode, response.body).toBe(201)
      return response.json() as ShopWithdrawal
    }
    const late = await request(taka(100))
    const inTime = await request(taka(50))
    await db()
      .update(agentShopWithdrawals)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(agentShopWithdrawals.id, late.id))
    const now = new Date()
    const held = { cash: taka(150), onHold: taka(150) }
    expect(await findBalances(db(), player.userId)).toMatchObject(held)

    // Only the one past its expiry; a second run finds nothing left to release.
    expect(await expireShopWithdrawals(db(), now)).toBe(1)
    expect(await expireShopWithdrawals(db(), now)).toBe(0)
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(250), onHold: taka(50) })
    const releases = await db()
      .select()
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.refId, late.id), eq(ledgerTransfers.kind, 'withdrawal_release')))
    expect(releases).toHaveLength(1)
    const listed = await callerOf(testApp(), player).get('/api/agents/shop-withdrawals')
    expect((listed.json() as { items: ShopWithdrawal[] }).items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: late.id, status: 'expired' }),
        expect.objectContaining({ id: inTime.id, status: 'pending' }),
      ]),
    )

    const cashier = callerOf(testApp(), branch.cashier)
    const refused = await cashier.post('/api/agents/shop-payouts', { code: late.code })
    expect(errorOf(refused).code).toBe('PAYOUT_CODE_EXPIRED')
    const cancelled = await callerOf(testApp(), player).post(
      `/api/agents/shop-withdrawals/${late.id}/cancel`,
      {},
    )
    expect(errorOf(cancelled).code).toBe('ALREADY_DECIDED')
    expect(await findBalances(db(), player.userId)).toMatchObject({ cash: taka(250), onHold: taka(50) })
    // The one still in its day is paid as ever.
    expect((await cashier.post('/api/agents/shop-payouts', { code: inTime.code })).statusCode).toBe(201)
  })

  it('flags cash moved at a shop above the risk thresholds to risk, naming the shop', async () => {
    // Thresholds of 100 taka for this file's database: one flag per operation above them.
    await db()
      .insert(operatorSettings)
      .values({
        key: riskSettingsKey,
        value: { ...defaultRiskSettings, depositAbove: taka(100), withdrawalAbove: taka(100) },
      })
    const branch = await addBranch(testApp(), admin)
    await fundBranch(testApp(), admin, branch, taka(1000))
    const player = await signUpPlayer(testApp())
    await openShift(branch.cashier, 0)
    const cashier = callerOf(testApp(), branch.cashier)
    await cashier.post('/api/agents/shop-deposits', { player: player.userId, amount: taka(100) })
    const large = (
      await cashier.post('/api/agents/shop-deposits', { player: player.userId, amount: taka(150) })
    ).json() as ShopDeposit
    const withdrawal = (
      await callerOf(testApp(), player).post('/api/agents/shop-withdrawals', {
        shopId: branch.shop.node.id,
        amount: taka(200),
      })
    ).json() as ShopWithdrawal
    const payout = await cashier.post('/api/agents/shop-payouts', { code: withdrawal.code })
    const flags = await db().select().from(riskFlags).where(eq(riskFlags.userId, player.userId))
    expect(flags.map((flag) => [flag.kind, flag.subject, flag.details])).toEqual(
      expect.arrayContaining([
        [
          'large_deposit',
          `agent-shop:${large.id}`,
          { amount: taka(150), currency: 'BDT', threshold: taka(100), methodName: branch.shop.node.name },
        ],
        [
          'large_withdrawal',
          `agent-shop:${(payout.json() as { id: string }).id}`,
          { amount: taka(200), currency: 'BDT', threshold: taka(100), methodName: branch.shop.node.name },
        ],
      ]),
    )
    expect(flags).toHaveLength(2)
    await db().delete(operatorSettings).where(eq(operatorSettings.key, riskSettingsKey))
  })

  it("flags a cashier's and an agent's own day above the threshold once, naming them", async () => {
    await db()
      .insert(operatorSettings)
      .values({ key: riskSettingsKey, value: { ...defaultRiskSettings, partnerDailyAbove: taka(300) } })
    const branch = await addBranch(testApp(), admin)
    await fundBranch(testApp(), admin, branch, taka(1000))
    const player = await signUpPlayer(testApp())
    await openShift(branch.cashier, 0)
    const cashier = callerOf(testApp(), branch.cashier)
    const deposit = (amount: number) =>
      cashier.post('/api/agents/shop-deposits', { player: player.userId, amount })
    const partnerFlags = (userId: string) =>
      db()
        .select()
        .from(riskFlags)
        .where(and(eq(riskFlags.kind, 'partner_daily_total'), eq(riskFlags.userId, userId)))
    // 300 taka is the threshold itself: nothing yet.
    expect((await deposit(taka(200))).statusCode).toBe(201)
    expect((await deposit(taka(100))).statusCode).toBe(201)
    expect(await partnerFlags(branch.cashier.userId)).toEqual([])
    const withdrawal = (
      await callerOf(testApp(), player).post('/api/agents/shop-withdrawals', {
        shopId: branch.shop.node.id,
        amount: taka(50),
      })
    ).json() as ShopWithdrawal
    expect((await cashier.post('/api/agents/shop-payouts', { code: withdrawal.code })).statusCode).toBe(201)
    const [flag, ...others] = await partnerFlags(branch.cashier.userId)
    expect(others).toEqual([])
    expect(flag?.userIds).toEqual([branch.cashier.userId])
    expect(flag?.details).toMatchObject({
      amount: taka(350),
      currency: 'BDT',
      threshold: taka(300),
      partner: 'cashier',
      nodeName: branch.shop.node.name,
    })
    // Once a day: neither a later operation nor a closed flag raise it again.
    const closed = await callerOf(testApp(), admin).post(
      `/api/admin/risk/flags/${flag?.id}/close`,
      { note: 'Busy market day' },
      null,
    )
    expect(closed.statusCode, closed.body).toBe(200)
    expect((await deposit(taka(10))).statusCode).toBe(201)
    expect(await partnerFlags(branch.cashier.userId)).toHaveLength(1)

    const agent = branch.agent.partner
    if (!agent) throw new Error('the agent has a sign-in')
    const move = (amount: number, direction: string) =>
      callerOf(testApp(), agent).post('/api/agents/float-moves', {
        nodeId: branch.shop.node.id,
        direction,
        amount,
      })
    expect((await move(taka(200), 'up')).statusCode).toBe(200)
    expect(await partnerFlags(agent.userId)).toEqual([])
    expect((await move(taka(150), 'down')).statusCode).toBe(200)
    expect((await partnerFlags(agent.userId)).map((row) => row.details)).toEqual([
      expect.objectContaining({ amount: taka(350), partner: 'agent', nodeName: branch.agent.node.name }),
    ])
    // Staff's moves are staff's, not the agent's.
    expect(await partnerFlags(admin.userId)).toEqual([])
    await db().delete(operatorSettings).where(eq(operatorSettings.key, riskSettingsKey))
  })

  it("shows the tree with each node's totals and a node's players", async () => {
    const branch = await addBranch(testApp(), admin)
    await fundBranch(testApp(), admin, branch, taka(1000))
    const player = await signUpPlayer(testApp())
    await openShift(branch.cashier, 0)
    await callerOf(testApp(), branch.cashier).post('/api/agents/shop-deposits', {
      player: player.userId,
      amount: taka(300),
    })
    const tree = await callerOf(testApp(), admin).get(
      `/api/admin/agents/tree?search=${encodeURIComponent(branch.shop.node.name)}`,
    )
    expect(tree.statusCode, tree.body).toBe(200)
    const nodes = (tree.json() as { nodes: { id: string; depositsTotal: number }[] }).nodes
    expect(nodes.map((node) => node.id)).toEqual([
      branch.superAgent.node.id,
      branch.master.node.id,
      branch.agent.node.id,
      branch.shop.node.id,
    ])
    expect(nodes.every((node) => node.depositsTotal === taka(300))).toBe(true)
    const detail = await callerOf(testApp(), admin).get(`/api/admin/agents/nodes/${branch.master.node.id}`)
    expect(detail.json()).toMatchObject({
      players: [{ userId: player.userId, firstShopId: branch.shop.node.id }],
    })
    const agentView = await callerOf(testApp(), branch.agent.partner ?? admin).get('/api/agents/tree')
    expect((agentView.json() as { nodes: unknown[] }).nodes).toHaveLength(2)
  })
})

describe('partners are KYC-checked', () => {
  it('lets no agent move float and no cashier open a shift before their identity is approved', async () => {
    const branch = await addBranch(testApp(), admin)
    await fundBranch(testApp(), admin, branch, taka(1000))
    const newcomer = await makeUserWithRole(testApp(), 'agent')
    const added = await callerOf(testApp(), admin).post(
      `/api/admin/agents/nodes/${branch.shop.node.id}/cashiers`,
      { userId: newcomer.userId },
      null,
    )
    expect(added.statusCode, added.body).toBe(201)
    const open = () => callerOf(testApp(), newcomer).post('/api/agents/shifts', { countedCash: 0 }, null)
    expect(errorOf(await open()).code).toBe('PARTNER_KYC_REQUIRED')
    // The partner uploads documents like anyone: the identity check's own pages are open to agents.
    expect((await callerOf(testApp(), newcomer).get('/api/kyc')).statusCode).toBe(200)
    await giveApprovedKyc(testApp(), newcomer.userId)
    expect((await open()).statusCode).toBe(201)

    const unchecked = await makeUserWithRole(testApp(), 'agent')
    const top = await callerOf(testApp(), admin).post(
      '/api/admin/agents/nodes',
      {
        parentId: null,
        name: 'Unchecked super agent',
        userId: unchecked.userId,
        creditLimit: 0,
        dailyOperationLimit: taka(1000),
      },
      null,
    )
    expect(top.statusCode, top.body).toBe(201)
    const topId = (top.json() as AgentNode).id
    await moveFloatAsStaff(testApp(), admin, topId, taka(100))
    const child = await addNode(testApp(), admin, { parentId: topId })
    const move = await callerOf(testApp(), unchecked).post('/api/agents/float-moves', {
      nodeId: child.node.id,
      direction: 'down',
      amount: taka(10),
    })
    expect(errorOf(move).code).toBe('PARTNER_KYC_REQUIRED')
  })
})
