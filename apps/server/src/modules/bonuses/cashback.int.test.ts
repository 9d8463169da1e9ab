import { randomUUID } from 'node:crypto'
import {
  type Campaign,
  type CampaignInput,
  campaignReports,
  campaign as campaignSchema,
  cashbackRunResult,
} from '@khela/contracts/bonuses'
import { errorBody } from '@khela/contracts/errors'
import { and, eq, inArray } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { openEligibility } from '../../../test/bonuses.ts'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { users } from '../../db/schema/auth.ts'
import { bonusCampaigns, bonusCashbackPayouts, bonusGrants } from '../../db/schema/bonuses.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { fairSeeds, gameBets } from '../../db/schema/originals.ts'
import { providerRounds } from '../../db/schema/providers.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { payLastWeekCashback } from './pay-last-week-cashback.ts'
import { payWeeklyCashback } from './pay-weekly-cashback.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const taka = (amount: number) => amount * 100
/** Long after every week the tests use has ended. */
const later = new Date('2027-12-01T00:00:00Z')
let admin: Awaited<ReturnType<typeof makeUserWithRole>>

beforeAll(async () => {
  admin = await makeUserWithRole(testApp(), 'admin')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
  // Each test runs its own campaigns: the ones before it stop paying.
  await db().update(bonusCampaigns).set({ status: 'paused' }).where(eq(bonusCampaigns.kind, 'cashback'))
})

function as(cookie: string) {
  const app = testApp()
  const headers = { origin: app.services.config.publicUrl, cookie }
  return {
    get: (url: string) => app.inject({ url, headers }),
    post: (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: { ...headers, 'idempotency-key': randomUUID() }, payload }),
  }
}

function cashbackInput(
  reward: Partial<Extract<CampaignInput['reward'], { kind: 'cashback' }>> = {},
): CampaignInput {
  return {
    name: { en: `Weekly cashback ${randomUUID().slice(0, 8)}`, bn: 'সাপ্তাহিক ক্যাশব্যাক' },
    reward: {
      kind: 'cashback',
      percent: 10,
      maxAmount: taka(5000),
      minNetLoss: taka(500),
      paidAs: 'cash',
      ...reward,
    },
    eligibility: {
      ...openEligibility,
    },
    wagering: {
      multiple: 1,
      base: 'bonus',
      contributions: { originals: 100, crash: 100, slots: 100, live_table: 100, sportsbook: 100 },
      sportsbookMinOdds: 150,
      maxBet: null,
      maxConversionMultiple: null,
    },
    expiryDays: 7,
    terms: { en: '10 % of last week’s net losses.', bn: 'গত সপ্তাহের নিট ক্ষতির ১০ %।' },
    pack: null,
  }
}

async function cashbackCampaign(reward: Parameters<typeof cashbackInput>[0] = {}): Promise<Campaign> {
  const response = await as(admin.cookie).post('/api/admin/bonuses/campaigns', cashbackInput(reward))
  expect(response.statusCode, response.body).toBe(201)
  return campaignSchema.parse(response.json())
}

let nonce = 0
/** An Originals dice bet already settled, placed at `at` (a revealed seed of its own keeps the table's checks). */
async function bet(userId: string, at: string, stake: number, payout = 0) {
  const [seed] = await db()
    .insert(fairSeeds)
    .values({
      userId,
      serverSeed: 'seed',
      serverSeedHash: 'hash',
      clientSeed: 'client',
      edgesBps: {} as typeof fairSeeds.$inferInsert.edgesBps,
      revealedAt: new Date(at),
    })
    .returning({ id: fairSeeds.id })
  nonce += 1
  await db()
    .insert(gameBets)
    .values({
      userId,
      game: 'dice',
      currency: 'BDT',
      stake,
      payout,
      status: payout > 0 ? 'won' : 'lost',
      edgeBps: 100,
      seedId: seed?.id,
      nonce,
      maxPayout: stake * 100,
      createdAt: new Date(at),
    })
}

async function cashPaid(userIds: string[]) {
  const rows = await db()
    .select({ userId: bonusCashbackPayouts.userId, amount: bonusCashbackPayouts.amount })
    .from(bonusCashbackPayouts)
    .where(inArray(bonusCashbackPayouts.userId, userIds))
  return Object.fromEntries(rows.map((row) => [row.userId, row.amount]))
}

describe('weekly cashback', () => {
  it('counts the Dhaka week, Monday 00:00 to Monday 00:00, and pays cash once', async () => {
    const campaign = await cashbackCampaign()
    // A past week, so staff can run it now: the campaign ran then.
    await db()
      .update(bonusCampaigns)
      .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
      .where(eq(bonusCampaigns.id, campaign.id))
    const [early, late] = [await signUpPlayer(testApp()), await signUpPlayer(testApp())]
    // The week of Monday 16 November 2026 in Dhaka (UTC+6): 15 November 18:00 UTC to 22 November 18:00 UTC.
    await bet(early.userId, '2026-11-15T17:59:00Z', taka(9000)) // Sunday 23:59 the week before: not counted
    await bet(early.userId, '2026-11-15T18:01:00Z', taka(1000)) // Monday 00:01: counted
    await bet(late.userId, '2026-11-22T17:59:00Z', taka(2000)) // Sunday 23:59: counted
    await bet(late.userId, '2026-11-22T18:01:00Z', taka(9000)) // Monday 00:01 the week after: not counted

    const run = await payWeeklyCashback(db(), {
      weekStart: '2026-11-16',
      now: later,
      actorId: null,
      ipAddress: null,
    })
    expect(run).toMatchObject({ weekStart: '2026-11-16', paid: 2, amount: taka(300) })
    expect(await cashPaid([early.userId, late.userId])).toEqual({
      [early.userId]: taka(100),
      [late.userId]: taka(200),
    })
    const balances = await findBalances(db(), late.userId)
    expect(balances).toMatchObject({ cash: taka(200) })
    const [paidTransfer] = await db()
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.idempotencyKey, `cashback:${campaign.id}:2026-11-16:${late.userId}`))
    expect(paidTransfer).toMatchObject({ kind: 'bonus_cashback', amount: taka(200), currency: 'BDT' })
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'bonus_cashback.pay'), eq(auditLog.recordType, 'bonus_cashback')))
    expect(audits.filter((entry) => entry.actorId === null).length).toBeGreaterThanOrEqual(2)

    // A second run, the leader's or staff's, pays nobody again.
    const again = await payWeeklyCashback(db(), {
      weekStart: '2026-11-16',
      now: later,
      actorId: null,
      ipAddress: null,
    })
    expect(again).toMatchObject({ paid: 0, amount: 0 })
    const staffRun = await as(admin.cookie).post('/api/admin/bonuses/cashback-runs', {
      weekStart: '2026-11-16',
    })
    expect(staffRun.statusCode, staffRun.body).toBe(200)
    expect(cashbackRunResult.parse(staffRun.json())).toMatchObject({ paid: 0, amount: 0 })
    expect(await findBalances(db(), late.userId)).toMatchObject({ cash: taka(200) })

    const reports = campaignReports.parse((await as(admin.cookie).get('/api/admin/bonuses/reports')).json())
    expect(reports.reports.find((report) => report.campaignId === campaign.id)).toMatchObject({
      grants: 0,
      cashbackCashAmount: taka(300),
      cost: taka(300),
    })
  })

  it('pays nothing to a winner or below the minimum, and caps the rest', async () => {
    await cashbackCampaign({ percent: 10, maxAmount: taka(5000), minNetLoss: taka(500) })
    const [winner, small, big, mixed] = await Promise.all([1, 2, 3, 4].map(() => signUpPlayer(testApp())))
    if (!winner || !small || !big || !mixed) throw new Error('players not made')
    await bet(winner.userId, '2027-01-12T06:00:00Z', taka(1000), taka(3000))
    await bet(small.userId, '2027-01-12T06:00:00Z', taka(499))
    await bet(big.userId, '2027-01-12T06:00:00Z', taka(80_000))
    // Stakes − payouts across products: an Originals loss less a provider game's win.
    await bet(mixed.userId, '2027-01-12T06:00:00Z', taka(3000))
    await db()
      .insert(providerRounds)
      .values({
        providerCode: 'test',
        roundRef: randomUUID(),
        userId: mixed.userId,
        gameCode: 'slot',
        currency: 'BDT',
        status: 'closed',
        staked: taka(1000),
        won: taka(2000),
        refunded: 0,
        openedAt: new Date('2027-01-13T06:00:00Z'),
      })

    await payWeeklyCashback(db(), { weekStart: '2027-01-11', now: later, actorId: null, ipAddress: null })
    expect(await cashPaid([winner.userId, small.userId, big.userId, mixed.userId])).toEqual({
      [big.userId]: taka(5000),
      [mixed.userId]: taka(200),
    })
  })

  it('pays nothing to a player who excluded themselves or whose account is closed', async () => {
    await cashbackCampaign({ percent: 10, maxAmount: taka(5000), minNetLoss: taka(500) })
    const [excluded, closed, playing] = await Promise.all([1, 2, 3].map(() => signUpPlayer(testApp())))
    if (!excluded || !closed || !playing) throw new Error('players not made')
    for (const player of [excluded, closed, playing])
      await bet(player.userId, '2027-01-12T06:00:00Z', taka(10_000))
    const exclusion = await as(excluded.cookie).post('/api/responsible-gambling/exclusion', {
      duration: 'permanent',
    })
    expect(exclusion.statusCode, exclusion.body).toBeLessThan(300)
    // A closed account is banned (accounts/anonymise-user.ts).
    await db().update(users).set({ banned: true }).where(eq(users.id, closed.userId))

    await payWeeklyCashback(db(), { weekStart: '2027-01-11', now: later, actorId: null, ipAddress: null })
    expect(await cashPaid([excluded.userId, closed.userId, playing.userId])).toEqual({
      [playing.userId]: taka(1000),
    })
  })

  it('pays as a grant under the campaign’s wagering terms', async () => {
    const campaign = await cashbackCampaign({ paidAs: 'grant' })
    const loser = await signUpPlayer(testApp())
    await bet(loser.userId, '2027-01-19T06:00:00Z', taka(4000))

    await payWeeklyCashback(db(), { weekStart: '2027-01-18', now: later, actorId: null, ipAddress: null })
    await payWeeklyCashback(db(), { weekStart: '2027-01-18', now: later, actorId: null, ipAddress: null })
    const grants = await db().select().from(bonusGrants).where(eq(bonusGrants.userId, loser.userId))
    expect(grants).toHaveLength(1)
    expect(grants[0]).toMatchObject({
      campaignId: campaign.id,
      amount: taka(400),
      wageringRequired: taka(400),
      status: 'active',
    })
    expect(await findBalances(db(), loser.userId)).toMatchObject({ cash: 0, bonus: taka(400) })
    const [payout] = await db()
      .select()
      .from(bonusCashbackPayouts)
      .where(eq(bonusCashbackPayouts.userId, loser.userId))
    expect(payout).toMatchObject({ paidAs: 'grant', grantId: grants[0]?.id, netLoss: taka(4000) })
  })

  it('finishes a run cut short: the players paid are passed over, the rest paid', async () => {
    await cashbackCampaign()
    const [first, second] = [await signUpPlayer(testApp()), await signUpPlayer(testApp())]
    await bet(first.userId, '2027-02-09T06:00:00Z', taka(1000))
    await bet(second.userId, '2027-02-09T06:00:00Z', taka(3000))
    // As if a run had paid the first player and stopped: what the next run goes by is that player's claim row.
    await db().transaction(async (tx) => {
      await tx.insert(bonusCashbackPayouts).values({
        campaignId:
          (await tx.select().from(bonusCampaigns).where(eq(bonusCampaigns.status, 'active')))[0]?.id ?? '',
        weekStart: '2027-02-08',
        userId: first.userId,
        currency: 'BDT',
        netLoss: taka(1000),
        amount: taka(100),
        paidAs: 'cash',
      })
    })
    const run = await payWeeklyCashback(db(), {
      weekStart: '2027-02-08',
      now: later,
      actorId: null,
      ipAddress: null,
    })
    expect(run).toMatchObject({ paid: 1, amount: taka(300) })
    expect(await findBalances(db(), second.userId)).toMatchObject({ cash: taka(300) })
  })

  it('refuses a week that has not ended, and the leader pays the last week that has', async () => {
    await cashbackCampaign()
    const response = await as(admin.cookie).post('/api/admin/bonuses/cashback-runs', {
      weekStart: '2099-01-05',
    })
    expect(response.statusCode).toBe(409)
    expect(errorBody.parse(response.json()).error.code).toBe('CASHBACK_WEEK_NOT_ENDED')
    const notMonday = await as(admin.cookie).post('/api/admin/bonuses/cashback-runs', {
      weekStart: '2027-01-06',
    })
    expect(notMonday.statusCode).toBe(400)

    const loser = await signUpPlayer(testApp())
    await bet(loser.userId, '2027-01-27T06:00:00Z', taka(1000))
    // Monday 1 February 2027, 00:30 Dhaka: the week of 25 January has just ended.
    const run = await payLastWeekCashback(db(), new Date('2027-01-31T18:30:00Z'))
    expect(run.weekStart).toBe('2027-01-25')
    expect(await cashPaid([loser.userId])).toEqual({ [loser.userId]: taka(100) })
  })

  // PGlite has one connection, so two runs cannot overlap there: the race needs a PostgreSQL server.
  it.runIf(isPostgres)('pays each player once when two runs race', async () => {
    await cashbackCampaign()
    const players = await Promise.all([1, 2, 3, 4, 5, 6].map(() => signUpPlayer(testApp())))
    for (const someone of players) await bet(someone.userId, '2027-02-02T06:00:00Z', taka(1000))
    const runs = await Promise.all(
      [1, 2].map(() =>
        payWeeklyCashback(db(), { weekStart: '2027-02-01', now: later, actorId: null, ipAddress: null }),
      ),
    )
    expect(runs.reduce((total, run) => total + run.paid, 0)).toBe(players.length)
    const paid = await cashPaid(players.map((someone) => someone.userId))
    expect(Object.keys(paid)).toHaveLength(players.length)
    const transfers = await db()
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.kind, 'bonus_cashback'))
    const keys = transfers.map((row) => row.idempotencyKey).filter((key) => key.includes(':2027-02-01:'))
    expect(keys).toHaveLength(players.length)
    for (const someone of players)
      expect(await findBalances(db(), someone.userId)).toMatchObject({ cash: taka(100) })
  })
})
