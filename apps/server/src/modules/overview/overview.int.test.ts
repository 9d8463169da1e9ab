import { randomUUID } from 'node:crypto'
import { type ComplianceSettings, defaultComplianceSettings } from '@khela/contracts/compliance'
import { errorBody } from '@khela/contracts/errors'
import { type AdminOverview, adminOverview, overviewSeries } from '@khela/contracts/overview'
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { addBranch, callerOf, fundBranch, makePartner } from '../../../test/agents.ts'
import { depositFor, expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { betOk, originalsClient } from '../../../test/originals.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { users } from '../../db/schema/auth.ts'
import { depositRequests, paymentMethods, withdrawalRequests } from '../../db/schema/cashier.ts'
import { gameProviders, games } from '../../db/schema/catalog.ts'
import { fairSeeds, gameBets } from '../../db/schema/originals.ts'
import { providerRounds } from '../../db/schema/providers.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { seedPaymentMethods } from '../../seed/demo-payment-methods.ts'
import { complianceSettingsKey } from '../compliance/find-compliance-settings.ts'
import { findOverviewStats } from './find-overview-stats.ts'

const testApp = useTestApp()
const db = () => testApp().services.database.db
const taka = (amount: number) => amount * 100
const methods: Record<string, string> = {}

type Staff = Awaited<ReturnType<typeof makeUserWithRole>>
let support: Staff
let finance: Staff

beforeAll(async () => {
  await seedPaymentMethods(db())
  for (const method of await db().select().from(paymentMethods)) methods[method.code] = method.id
  // Withdrawals here are about the figures, not identity checks.
  await saveCompliance(withoutKycForWithdrawals)
  support = await makeUserWithRole(testApp(), 'support')
  finance = await makeUserWithRole(testApp(), 'finance')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

const withoutKycForWithdrawals: ComplianceSettings = {
  ...defaultComplianceSettings,
  kyc: { ...defaultComplianceSettings.kyc, isRequiredForWithdrawals: false },
}

async function saveCompliance(settings: ComplianceSettings) {
  await db()
    .insert(operatorSettings)
    .values({ key: complianceSettingsKey, value: settings })
    .onConflictDoUpdate({ target: operatorSettings.key, set: { value: settings } })
}

const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error

function as(cookie: string | null) {
  const app = testApp()
  const headers: Record<string, string> = { origin: app.services.config.publicUrl }
  if (cookie) headers.cookie = cookie
  const post = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': newKey() }, payload })
  return {
    overview: () => app.inject({ url: '/api/admin/overview', headers }),
    series: (query: string) => app.inject({ url: `/api/admin/overview/series?${query}`, headers }),
    deposit: (amount: number) =>
      post('/api/cashier/deposits', {
        methodId: methods.bkash,
        amount,
        inputs: { senderAccountNumber: '01712345678', transactionId: transactionId() },
      }),
    decideDeposit: (id: string, payload: object) =>
      post(`/api/admin/cashier/deposits/${id}/decision`, payload),
    withdraw: (amount: number) =>
      post('/api/cashier/withdrawals', {
        methodId: methods.bkash,
        userType: 'personal',
        receiverAccount: '01712345678',
        amount,
      }),
    decideWithdrawal: (id: string, payload: object) =>
      post(`/api/admin/cashier/withdrawals/${id}/decision`, payload),
    ban: (userId: string) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/users/${userId}/ban`,
        headers,
        payload: { reason: 'Bonus abuse' },
      }),
  }
}

/** bKash's transaction id: ten capital letters and digits, unique per call. */
function transactionId(): string {
  return randomUUID().replaceAll('-', '').toUpperCase().slice(0, 10)
}

async function overviewNow(): Promise<AdminOverview> {
  const response = await as(support.cookie).overview()
  expect(response.statusCode, response.body).toBe(200)
  return adminOverview.parse(response.json())
}

async function seriesOf(query: string) {
  const response = await as(finance.cookie).series(query)
  expect(response.statusCode, response.body).toBe(200)
  return overviewSeries.parse(response.json())
}

function cashIn(overview: AdminOverview, currency: string): number {
  return overview.stats.totalMoney.find((row) => row.currency === currency)?.amount ?? 0
}

/** Today as an Asia/Dhaka calendar date. */
function dhakaToday(): string {
  return new Date(Date.now() + 6 * 3_600_000).toISOString().slice(0, 10)
}

async function okJson(response: { statusCode: number; body: string; json(): unknown }, status = 200) {
  expect(response.statusCode, response.body).toBe(status)
  return response.json() as { id: string }
}

describe('who may read the overview', () => {
  it('refuses visitors (401), players and content staff (403); admin, finance and support read it', async () => {
    const player = await signUpPlayer(testApp())
    const content = await makeUserWithRole(testApp(), 'content')
    const admin = await makeUserWithRole(testApp(), 'admin')
    const period = 'from=2025-01-01&to=2025-01-02'
    for (const request of [as(null).overview(), as(null).series(period)]) {
      const response = await request
      expect(response.statusCode).toBe(401)
      expect(errorOf(response).code).toBe('UNAUTHENTICATED')
    }
    for (const cookie of [player.cookie, content.cookie]) {
      for (const response of [await as(cookie).overview(), await as(cookie).series(period)]) {
        expect(response.statusCode).toBe(403)
        expect(errorOf(response).code).toBe('FORBIDDEN')
      }
    }
    for (const cookie of [admin.cookie, finance.cookie, support.cookie]) {
      expect((await as(cookie).overview()).statusCode).toBe(200)
      expect((await as(cookie).series(period)).statusCode).toBe(200)
    }
    expect((await as(admin.cookie).overview()).headers['cache-control']).toBe('no-store')
  })
})

describe('the stat cards', () => {
  it('count players, this month’s and banned players; staff and partners are not users', async () => {
    const before = await overviewNow()
    const [first, second, old] = [
      await signUpPlayer(testApp()),
      await signUpPlayer(testApp()),
      await signUpPlayer(testApp()),
    ]
    // Registered two months ago: a user, not a new one this month.
    await db()
      .update(users)
      .set({ createdAt: new Date(Date.now() - 62 * 86_400_000) })
      .where(eq(users.id, old.userId))
    expect((await as(support.cookie).ban(second.userId)).statusCode).toBe(200)
    await makeUserWithRole(testApp(), 'agent')
    await makeUserWithRole(testApp(), 'finance')
    const after = await overviewNow()

    expect(after.stats.totalUsers - before.stats.totalUsers).toBe(3)
    expect(after.stats.newUsersThisMonth - before.stats.newUsersThisMonth).toBe(2)
    expect(after.stats.bannedUsers - before.stats.bannedUsers).toBe(1)
    // An agent-role sign-in is no partner card until staff put it in the network.
    expect(after.stats.creditAgents).toBe(before.stats.creditAgents)

    // An unbanned player is no longer counted, and a ban that has ended neither.
    const unban = await testApp().inject({
      method: 'POST',
      url: `/api/admin/users/${second.userId}/unban`,
      headers: { cookie: support.cookie, origin: testApp().services.config.publicUrl },
    })
    expect(unban.statusCode).toBe(200)
    await db()
      .update(users)
      .set({ banned: true, banExpires: new Date(Date.now() - 60_000) })
      .where(eq(users.id, first.userId))
    expect((await overviewNow()).stats.bannedUsers).toBe(before.stats.bannedUsers)
  })

  it('count the agent network and list its newest shops and shifts with their figures', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const before = await overviewNow()
    const branch = await addBranch(testApp(), admin, { shopCreditLimit: taka(500) })
    await fundBranch(testApp(), admin, branch, taka(1000))
    const secondCashier = await makePartner(testApp())
    const added = await callerOf(testApp(), admin).post(
      `/api/admin/agents/nodes/${branch.shop.node.id}/cashiers`,
      { userId: secondCashier.userId },
      null,
    )
    expect(added.statusCode, added.body).toBe(201)
    const player = await signUpPlayer(testApp())
    const cashier = callerOf(testApp(), branch.cashier)
    expect((await cashier.post('/api/agents/shifts', { countedCash: taka(2000) }, null)).statusCode).toBe(201)
    const deposited = await cashier.post('/api/agents/shop-deposits', {
      player: player.userId,
      amount: taka(300),
    })
    expect(deposited.statusCode, deposited.body).toBe(201)
    const closed = await cashier.post('/api/agents/shifts/current/close', { countedCash: taka(2250) }, null)
    expect(closed.statusCode, closed.body).toBe(200)
    const later = await callerOf(testApp(), secondCashier).post(
      '/api/agents/shifts',
      { countedCash: 0 },
      null,
    )
    expect(later.statusCode, later.body).toBe(201)

    const after = await overviewNow()
    // Super agent, master agent and agent; two cashiers; one shop.
    expect(after.stats.creditAgents - before.stats.creditAgents).toBe(3)
    expect(after.stats.creditOperators - before.stats.creditOperators).toBe(2)
    expect(after.stats.creditShops - before.stats.creditShops).toBe(1)
    expect(after.latestShops[0]).toEqual({
      id: branch.shop.node.id,
      name: branch.shop.node.name,
      agentName: branch.agent.node.name,
      status: 'active',
      currency: 'BDT',
      floatBalance: taka(700),
      creditLimit: taka(500),
      cashiers: 2,
      createdAt: branch.shop.node.createdAt,
    })
    const [open, closedShift] = after.latestShiftStats
    expect(open).toMatchObject({
      shopId: branch.shop.node.id,
      shopName: branch.shop.node.name,
      cashierId: secondCashier.userId,
      status: 'open',
      openingCash: 0,
      expectedCash: 0,
      closingCash: null,
      difference: null,
      closedAt: null,
    })
    expect(closedShift).toMatchObject({
      shopName: branch.shop.node.name,
      cashierId: branch.cashier.userId,
      status: 'closed',
      openingCash: taka(2000),
      depositsTotal: taka(300),
      depositsCount: 1,
      payoutsTotal: 0,
      payoutsCount: 0,
      expectedCash: taka(2300),
      closingCash: taka(2250),
      difference: -taka(50),
    })
    const [cashierUser] = await db()
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, branch.cashier.userId))
    expect(closedShift?.cashierName).toBe(cashierUser?.name)
    expect(Date.parse(closedShift?.closedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(closedShift?.openedAt ?? ''),
    )
  })

  it('count new users by the Asia/Dhaka month: 00:00 on the 1st in Dhaka is 18:00 UTC the day before', async () => {
    const [lastMonth, thisMonth, nextMonth] = [
      await signUpPlayer(testApp()),
      await signUpPlayer(testApp()),
      await signUpPlayer(testApp()),
    ]
    const at = (userId: string, iso: string) =>
      db()
        .update(users)
        .set({ createdAt: new Date(iso) })
        .where(eq(users.id, userId))
    await at(lastMonth.userId, '2024-02-29T17:59:59Z') // 23:59:59 on 29 February in Dhaka
    await at(thisMonth.userId, '2024-02-29T18:00:00Z') // 00:00 on 1 March in Dhaka
    await at(nextMonth.userId, '2024-03-31T18:00:00Z') // 00:00 on 1 April in Dhaka
    // Late on 31 March UTC is already April in Dhaka; early on 31 March UTC is still March.
    expect((await findOverviewStats(db(), new Date('2024-03-31T12:00:00Z'))).newUsersThisMonth).toBe(1)
    expect((await findOverviewStats(db(), new Date('2024-03-31T19:00:00Z'))).newUsersThisMonth).toBe(1)
    expect((await findOverviewStats(db(), new Date('2024-02-29T17:00:00Z'))).newUsersThisMonth).toBe(1)
    expect((await findOverviewStats(db(), new Date('2024-01-15T00:00:00Z'))).newUsersThisMonth).toBe(0)
  })

  it('count only the games players can see: active, of an active provider', async () => {
    const before = (await overviewNow()).stats.games
    const suffix = randomUUID().slice(0, 8)
    await db()
      .insert(gameProviders)
      .values([
        { code: `on-${suffix}`, name: 'Open studio' },
        { code: `off-${suffix}`, name: 'Closed studio', status: 'inactive' },
      ])
    await db()
      .insert(games)
      .values([
        { providerCode: `on-${suffix}`, code: 'a', slug: `a-${suffix}`, title: 'Listed' },
        { providerCode: `on-${suffix}`, code: 'b', slug: `b-${suffix}`, title: 'Off', status: 'inactive' },
        { providerCode: `off-${suffix}`, code: 'c', slug: `c-${suffix}`, title: 'Provider off' },
      ])
    expect((await overviewNow()).stats.games).toBe(before + 1)
  })

  it('sum the players’ cash per currency: completed deposits in, pending withdrawals held out', async () => {
    const before = await overviewNow()
    const player = await signUpPlayer(testApp())
    const rupees = await signUpPlayer(testApp(), { currency: 'INR' })
    const completed = await okJson(await as(player.cookie).deposit(taka(1200)), 201)
    await okJson(await as(player.cookie).deposit(taka(300)), 201) // stays pending
    const rejected = await okJson(await as(player.cookie).deposit(taka(400)), 201)
    await okJson(await as(finance.cookie).decideDeposit(completed.id, { decision: 'complete' }))
    await okJson(
      await as(finance.cookie).decideDeposit(rejected.id, { decision: 'reject', reason: 'No such transfer' }),
    )
    await okJson(await as(player.cookie).withdraw(taka(500)), 201) // held, still pending
    await depositFor(testApp(), rupees.userId, 7_700)

    const after = await overviewNow()
    expect(cashIn(after, 'BDT') - cashIn(before, 'BDT')).toBe(taka(1200 - 500))
    expect(cashIn(after, 'INR') - cashIn(before, 'INR')).toBe(7_700)
    expect(after.stats.totalMoney[0]?.currency).toBe('BDT')
  })
})

describe('the tables', () => {
  it('list the latest deposits and withdrawals of every status together, newest first, with the player', async () => {
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, taka(5000), 'bkash')
    const made: { kind: string; id: string; status: string }[] = []
    const deposit = await okJson(await as(player.cookie).deposit(taka(250)), 201)
    made.push({ kind: 'deposit', id: deposit.id, status: 'pending' })
    const approved = await okJson(await as(player.cookie).withdraw(taka(600)), 201)
    await okJson(
      await as(finance.cookie).decideWithdrawal(approved.id, {
        decision: 'approve',
        payoutReference: 'BK123',
      }),
    )
    made.push({ kind: 'withdrawal', id: approved.id, status: 'approved' })
    const completed = await okJson(await as(player.cookie).deposit(taka(200)), 201)
    await okJson(await as(finance.cookie).decideDeposit(completed.id, { decision: 'complete' }))
    made.push({ kind: 'deposit', id: completed.id, status: 'completed' })
    const rejected = await okJson(await as(player.cookie).withdraw(taka(700)), 201)
    await okJson(
      await as(finance.cookie).decideWithdrawal(rejected.id, { decision: 'reject', reason: 'Wrong account' }),
    )
    made.push({ kind: 'withdrawal', id: rejected.id, status: 'rejected' })

    const { payments } = await overviewNow()
    expect(payments.slice(0, 4).map(({ kind, id, status }) => ({ kind, id, status }))).toEqual(made.reverse())
    expect(payments[0]).toMatchObject({
      player: { id: player.userId, email: player.email },
      methodName: 'bKash',
      gateway: 'MOBILE_BANKING',
      amount: taka(700),
      currency: 'BDT',
    })
    expect(payments.length).toBeLessThanOrEqual(10)
  })

  it('list the latest bets, newest first, with the player and the game, at most ten', async () => {
    const player = await signUpPlayer(testApp())
    await depositFor(testApp(), player.userId, taka(5000))
    const client = originalsClient(testApp(), player.cookie)
    const placed = []
    for (let index = 0; index < 11; index++)
      placed.push(betOk(await client.dice({ stake: taka(10), target: 5000, direction: 'over' })).bet)
    const coin = betOk(await client.headsTails({ stake: taka(20), pick: 'heads' })).bet

    const { bets } = await overviewNow()
    expect(bets).toHaveLength(10)
    expect(bets.map((bet) => bet.id)).toEqual([coin, ...placed.reverse()].slice(0, 10).map((bet) => bet.id))
    expect(bets[0]).toEqual({
      id: coin.id,
      player: { id: player.userId, name: expect.any(String), email: player.email },
      game: 'heads_tails',
      stake: taka(20),
      payout: coin.payout,
      currency: 'BDT',
      status: coin.status,
      createdAt: coin.createdAt,
    })
  })
})

describe('the licence warning', () => {
  it('is on while no licence is configured and off once one is', async () => {
    expect((await overviewNow()).licenceMissing).toBe(true)
    await saveCompliance({
      ...withoutKycForWithdrawals,
      licence: { jurisdiction: 'Curaçao', number: 'OGL/2024/123' },
    })
    try {
      expect((await overviewNow()).licenceMissing).toBe(false)
    } finally {
      await saveCompliance(withoutKycForWithdrawals)
    }
  })
})

describe('the charts', () => {
  it('sum each Asia/Dhaka day: completed deposits, approved withdrawals, stakes and payouts of Originals and provider rounds without refunds, GGR, new players; and the games per provider', async () => {
    const player = await signUpPlayer(testApp())
    const rupees = await signUpPlayer(testApp(), { currency: 'INR' })
    // 2023-06-01 to 2023-06-03 in Dhaka; 18:00 UTC is the next day's midnight there.
    const lateOnFirst = new Date('2023-06-01T17:59:59Z')
    const earlyOnSecond = new Date('2023-06-01T18:00:00Z')
    const onThird = new Date('2023-06-03T06:00:00Z')
    const afterPeriod = new Date('2023-06-03T18:00:00Z')
    const deposit = (
      amount: number,
      status: 'pending' | 'completed' | 'rejected',
      decidedAt: Date | null,
      currency: 'BDT' | 'INR' = 'BDT',
    ) => ({
      userId: currency === 'BDT' ? player.userId : rupees.userId,
      methodId: methods.bkash as string,
      methodCode: 'bkash',
      methodName: 'bKash',
      gateway: 'MOBILE_BANKING' as const,
      amount,
      currency,
      inputs: [],
      status,
      decidedAt,
      // Asked for the day before: a deposit counts on the day it is completed.
      createdAt: new Date('2023-05-31T10:00:00Z'),
    })
    await db()
      .insert(depositRequests)
      .values([
        deposit(10_000, 'completed', lateOnFirst),
        deposit(20_000, 'completed', earlyOnSecond),
        deposit(40_000, 'completed', onThird),
        deposit(80_000, 'completed', afterPeriod),
        deposit(1_000, 'rejected', earlyOnSecond),
        deposit(2_000, 'pending', null),
        deposit(3_000, 'completed', onThird, 'INR'),
      ])
    const withdrawal = (
      amount: number,
      status: 'pending' | 'approved' | 'rejected' | 'cancelled',
      decidedAt: Date | null,
    ) => ({
      userId: player.userId,
      methodId: methods.bkash as string,
      methodCode: 'bkash',
      methodName: 'bKash',
      gateway: 'MOBILE_BANKING' as const,
      userType: 'personal' as const,
      receiverAccount: '01712345678',
      amount,
      currency: 'BDT' as const,
      status,
      needsTwoApprovals: false,
      decidedAt,
      holdTransferId: randomUUID(),
      createdAt: new Date('2023-05-31T10:00:00Z'),
    })
    await db()
      .insert(withdrawalRequests)
      .values([
        withdrawal(5_000, 'approved', lateOnFirst),
        withdrawal(6_000, 'approved', onThird),
        withdrawal(7_000, 'rejected', onThird),
        withdrawal(8_000, 'cancelled', onThird),
        withdrawal(9_000, 'pending', null),
      ])
    const [seed] = await db()
      .insert(fairSeeds)
      .values({
        userId: player.userId,
        serverSeed: 'a'.repeat(64),
        serverSeedHash: 'b'.repeat(64),
        clientSeed: 'test',
        edgesBps: { crash: 100, dice: 100, mines: 100, heads_tails: 100, limbo: 100 },
      })
      .returning()
    let nonce = 0
    const bet = (
      stake: number,
      payout: number,
      status: 'open' | 'won' | 'lost' | 'refunded',
      createdAt: Date,
    ) => {
      nonce += 1
      return {
        userId: player.userId,
        game: 'dice' as const,
        currency: 'BDT' as const,
        stake,
        payout,
        status,
        edgeBps: 100,
        maxPayout: 1_000_000,
        seedId: seed?.id,
        nonce,
        createdAt,
      }
    }
    await db()
      .insert(gameBets)
      .values([
        bet(1_000, 1_980, 'won', lateOnFirst),
        bet(500, 0, 'lost', lateOnFirst),
        bet(2_000, 0, 'lost', earlyOnSecond),
        bet(3_000, 0, 'refunded', earlyOnSecond),
        bet(700, 0, 'open', onThird),
        bet(9_999, 0, 'lost', afterPeriod),
      ])
    // A provider game's round on the second day: 4,000 staked, 1,000 of it rolled back, 500 won; its provider is
    // not in the catalogue (any more), so its code names it. A named provider's round on the third day, and one
    // after the period.
    const named = `named-${randomUUID().slice(0, 8)}`
    await db().insert(gameProviders).values({ code: named, name: 'Named Studio' })
    const round = (providerCode: string, staked: number, refunded: number, won: number, openedAt: Date) => ({
      providerCode,
      roundRef: `overview-${randomUUID()}`,
      userId: player.userId,
      gameCode: 'slot',
      currency: 'BDT' as const,
      staked,
      refunded,
      won,
      openedAt,
    })
    await db()
      .insert(providerRounds)
      .values([
        round('studio', 4_000, 1_000, 500, earlyOnSecond),
        round(named, 9_000, 0, 1_000, onThird),
        round(named, 50_000, 0, 0, afterPeriod),
      ])
    const newcomers = [
      await signUpPlayer(testApp()),
      await signUpPlayer(testApp()),
      await signUpPlayer(testApp()),
    ]
    const registeredAt = [lateOnFirst, earlyOnSecond, earlyOnSecond]
    for (const [index, newcomer] of newcomers.entries())
      await db().update(users).set({ createdAt: registeredAt[index] }).where(eq(users.id, newcomer.userId))

    const series = await seriesOf('from=2023-06-01&to=2023-06-03')
    expect(series.from).toBe('2023-06-01')
    expect(series.to).toBe('2023-06-03')
    expect(series.players).toEqual([
      { day: '2023-06-01', newPlayers: 1 },
      { day: '2023-06-02', newPlayers: 2 },
      { day: '2023-06-03', newPlayers: 0 },
    ])
    expect(series.money).toEqual([
      {
        currency: 'BDT',
        days: [
          {
            day: '2023-06-01',
            deposits: 10_000,
            withdrawals: 5_000,
            stakes: 1_500,
            payouts: 1_980,
            ggr: -480,
            bonusCost: 0,
            ngr: -480,
          },
          {
            day: '2023-06-02',
            deposits: 20_000,
            withdrawals: 0,
            stakes: 5_000,
            payouts: 500,
            ggr: 4_500,
            bonusCost: 0,
            ngr: 4_500,
          },
          {
            day: '2023-06-03',
            deposits: 40_000,
            withdrawals: 6_000,
            stakes: 9_700,
            payouts: 1_000,
            ggr: 8_700,
            bonusCost: 0,
            ngr: 8_700,
          },
        ],
        // The same figures per provider over the period: the Originals first, then by stakes.
        byProvider: [
          { source: 'originals', stakes: 4_200, payouts: 1_980, ggr: 2_220 },
          {
            source: 'provider',
            provider: { code: named, name: 'Named Studio' },
            stakes: 9_000,
            payouts: 1_000,
            ggr: 8_000,
          },
          {
            source: 'provider',
            provider: { code: 'studio', name: 'studio' },
            stakes: 3_000,
            payouts: 500,
            ggr: 2_500,
          },
        ],
        bySport: [],
      },
      {
        currency: 'INR',
        days: [
          {
            day: '2023-06-01',
            deposits: 0,
            withdrawals: 0,
            stakes: 0,
            payouts: 0,
            ggr: 0,
            bonusCost: 0,
            ngr: 0,
          },
          {
            day: '2023-06-02',
            deposits: 0,
            withdrawals: 0,
            stakes: 0,
            payouts: 0,
            ggr: 0,
            bonusCost: 0,
            ngr: 0,
          },
          {
            day: '2023-06-03',
            deposits: 3_000,
            withdrawals: 0,
            stakes: 0,
            payouts: 0,
            ggr: 0,
            bonusCost: 0,
            ngr: 0,
          },
        ],
        byProvider: [],
        bySport: [],
      },
    ])

    // One day alone, and a quiet period: every day present, zeros, BDT listed anyway.
    const second = await seriesOf('from=2023-06-02&to=2023-06-02')
    expect(second.money).toHaveLength(1)
    expect(second.money[0]?.days).toEqual([
      {
        day: '2023-06-02',
        deposits: 20_000,
        withdrawals: 0,
        stakes: 5_000,
        payouts: 500,
        ggr: 4_500,
        bonusCost: 0,
        ngr: 4_500,
      },
    ])
    expect(second.money[0]?.byProvider).toEqual([
      { source: 'originals', stakes: 2_000, payouts: 0, ggr: 2_000 },
      {
        source: 'provider',
        provider: { code: 'studio', name: 'studio' },
        stakes: 3_000,
        payouts: 500,
        ggr: 2_500,
      },
    ])
    const quiet = await seriesOf('from=2022-01-01&to=2022-01-31')
    expect(quiet.players).toHaveLength(31)
    expect(quiet.money).toEqual([
      {
        currency: 'BDT',
        days: quiet.players.map(({ day }) => ({
          day,
          deposits: 0,
          withdrawals: 0,
          stakes: 0,
          payouts: 0,
          ggr: 0,
          bonusCost: 0,
          ngr: 0,
        })),
        byProvider: [],
        bySport: [],
      },
    ])
  })

  it("count today's completed deposit as soon as staff complete it", async () => {
    const today = dhakaToday()
    const depositsToday = async () =>
      (await seriesOf(`from=${today}&to=${today}`)).money.find((row) => row.currency === 'BDT')?.days[0]
        ?.deposits
    const player = await signUpPlayer(testApp())
    const before = await depositsToday()
    const deposit = await okJson(await as(player.cookie).deposit(taka(250)), 201)
    expect(await depositsToday()).toBe(before)
    await okJson(await as(finance.cookie).decideDeposit(deposit.id, { decision: 'complete' }))
    expect(await depositsToday()).toBe((before ?? 0) + taka(250))
    const joined = (await seriesOf(`from=${today}&to=${today}`)).players[0]?.newPlayers
    expect(joined).toBeGreaterThanOrEqual(1)
  })

  it('take at most 366 days, the end not before the start, real dates', async () => {
    const fieldsOf = async (query: string) => {
      const response = await as(finance.cookie).series(query)
      expect(response.statusCode, query).toBe(400)
      const error = errorOf(response)
      expect(error.code).toBe('VALIDATION_FAILED')
      return error.fields
    }
    expect(await fieldsOf('from=2024-03-02&to=2024-03-01')).toEqual({ to: 'DATE_BEFORE_FROM' })
    expect(await fieldsOf('from=2024-01-01&to=2025-01-01')).toEqual({ to: 'DATE_RANGE_TOO_LONG' })
    expect(await fieldsOf('from=2024-02-30&to=2024-03-01')).toMatchObject({ from: 'INVALID_DATE' })
    expect(await fieldsOf('to=2024-03-01')).toHaveProperty('from')
    // 2024 is a leap year: 366 days exactly is allowed.
    const year = await seriesOf('from=2024-01-01&to=2024-12-31')
    expect(year.players).toHaveLength(366)
    expect(year.players.at(-1)?.day).toBe('2024-12-31')
    expect(year.money[0]?.days).toHaveLength(366)
  })
})
