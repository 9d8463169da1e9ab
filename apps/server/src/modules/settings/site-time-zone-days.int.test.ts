import { randomUUID } from 'node:crypto'
import { auditPage } from '@khela/contracts/audit'
import { adminDepositPage, adminWithdrawalPage } from '@khela/contracts/cashier'
import { gameHistoryPage } from '@khela/contracts/game-history'
import { betHistoryPage } from '@khela/contracts/originals'
import { overviewSeries } from '@khela/contracts/overview'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { users } from '../../db/schema/auth.ts'
import { depositRequests, paymentMethods, withdrawalRequests } from '../../db/schema/cashier.ts'
import { fairSeeds, gameBets } from '../../db/schema/originals.ts'
import { seedPaymentMethods } from '../../seed/demo-payment-methods.ts'
import { findOverviewStats } from '../overview/find-overview-stats.ts'

// Every list and chart that filters or groups by day takes its days from Settings → Site, not from Dhaka's clock.
// 19:30 UTC on 10 March 2026 is 01:30 on 11 March in Dhaka and still 10 March in London (GMT until 29 March).

const testApp = useTestApp()
const db = () => testApp().services.database.db
const evening = new Date('2026-03-10T19:30:00Z')

type Person = Awaited<ReturnType<typeof signUpPlayer>>
let admin: Awaited<ReturnType<typeof makeUserWithRole>>
let player: Person
let bkash: string
const recordId = randomUUID()

beforeAll(async () => {
  await seedPaymentMethods(db())
  const [method] = await db().select().from(paymentMethods).where(eq(paymentMethods.code, 'bkash'))
  bkash = method?.id ?? ''
  admin = await makeUserWithRole(testApp(), 'admin')
  player = await signUpPlayer(testApp())
  await placeEverythingAt(player, evening)
})

/** A completed deposit, an approved withdrawal, a bet, an audit entry and the player's sign-up, all at `at`. */
async function placeEverythingAt(person: Person, at: Date) {
  const method = {
    userId: person.userId,
    methodId: bkash,
    methodCode: 'bkash',
    methodName: 'bKash',
    gateway: 'MOBILE_BANKING' as const,
    currency: 'BDT' as const,
    createdAt: at,
    decidedAt: at,
  }
  await db()
    .insert(depositRequests)
    .values({ ...method, amount: 10_000, inputs: [], status: 'completed' })
  await db()
    .insert(withdrawalRequests)
    .values({
      ...method,
      amount: 4_000,
      status: 'approved',
      userType: 'personal',
      receiverAccount: '01712345678',
      needsTwoApprovals: false,
      holdTransferId: randomUUID(),
    })
  const [seed] = await db()
    .insert(fairSeeds)
    .values({
      userId: person.userId,
      serverSeed: 'a'.repeat(64),
      serverSeedHash: 'b'.repeat(64),
      clientSeed: 'test',
      edgesBps: { crash: 100, dice: 100, mines: 100, heads_tails: 100, limbo: 100 },
    })
    .returning()
  await db()
    .insert(gameBets)
    .values({
      userId: person.userId,
      game: 'dice',
      currency: 'BDT',
      stake: 2_000,
      payout: 0,
      status: 'lost',
      details: { target: 5000, direction: 'over', roll: 1234 },
      edgeBps: 100,
      maxPayout: 1_000_000,
      seedId: seed?.id,
      nonce: 1,
      createdAt: at,
    })
  await db()
    .insert(auditLog)
    .values({ actorId: null, action: 'test.change', recordType: 'test_days', recordId, createdAt: at })
  await db().update(users).set({ createdAt: at }).where(eq(users.id, person.userId))
}

function get(cookie: string, url: string) {
  return testApp().inject({ url, headers: { cookie, origin: testApp().services.config.publicUrl } })
}

async function json(cookie: string, url: string): Promise<unknown> {
  const response = await get(cookie, url)
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

/** How many of the player's rows each list and chart puts on `day`. */
async function countsOn(day: string) {
  const range = `from=${day}&to=${day}`
  const email = encodeURIComponent(player.email)
  const deposits = adminDepositPage.parse(
    await json(admin.cookie, `/api/admin/cashier/deposits?search=${email}&${range}`),
  )
  const withdrawals = adminWithdrawalPage.parse(
    await json(admin.cookie, `/api/admin/cashier/withdrawals?search=${email}&${range}`),
  )
  const history = betHistoryPage.parse(await json(player.cookie, `/api/originals/bets?${range}`))
  const gameHistory = gameHistoryPage.parse(
    await json(admin.cookie, `/api/admin/originals/bets?player=${player.userId}&${range}`),
  )
  const audit = auditPage.parse(await json(admin.cookie, `/api/admin/audit?recordId=${recordId}&${range}`))
  const series = overviewSeries.parse(await json(admin.cookie, `/api/admin/overview/series?${range}`))
  const bdt = series.money.find((row) => row.currency === 'BDT')?.days[0]
  return {
    deposits: deposits.total,
    withdrawals: withdrawals.total,
    bets: history.total,
    gameHistoryDays: gameHistory.byGameAndDay.map((row) => row.day),
    audit: audit.total,
    chart: {
      deposits: bdt?.deposits,
      withdrawals: bdt?.withdrawals,
      stakes: bdt?.stakes,
      newPlayers: series.players[0]?.newPlayers,
    },
  }
}

const counted = (day: string) => ({
  deposits: 1,
  withdrawals: 1,
  bets: 1,
  gameHistoryDays: [day],
  audit: 1,
  chart: { deposits: 10_000, withdrawals: 4_000, stakes: 2_000, newPlayers: 1 },
})
const none = {
  deposits: 0,
  withdrawals: 0,
  bets: 0,
  gameHistoryDays: [],
  audit: 0,
  chart: { deposits: 0, withdrawals: 0, stakes: 0, newPlayers: 0 },
}

async function saveTimeZone(timeZone: string) {
  const response = await testApp().inject({
    method: 'PUT',
    url: '/api/admin/settings/site',
    headers: { cookie: admin.cookie, origin: testApp().services.config.publicUrl },
    payload: { timeZone },
  })
  expect(response.statusCode, response.body).toBe(200)
}

describe("days in the operator's time zone", () => {
  it('put a row on its Dhaka day by default and on its London day once the operator picks Europe/London', async () => {
    expect(await countsOn('2026-03-11')).toEqual(counted('2026-03-11'))
    expect(await countsOn('2026-03-10')).toEqual(none)

    await saveTimeZone('Europe/London')
    try {
      expect(await countsOn('2026-03-10')).toEqual(counted('2026-03-10'))
      expect(await countsOn('2026-03-11')).toEqual(none)
    } finally {
      await saveTimeZone('Asia/Dhaka')
    }
  })

  it("count the overview's new players by the operator's calendar month", async () => {
    // 20:00 UTC on 29 February 2020 is already 1 March in Dhaka, still February in London.
    const newcomer = await signUpPlayer(testApp())
    await db()
      .update(users)
      .set({ createdAt: new Date('2020-02-29T20:00:00Z') })
      .where(eq(users.id, newcomer.userId))
    const newInMarch = async () =>
      (await findOverviewStats(db(), new Date('2020-03-15T12:00:00Z'))).newUsersThisMonth
    const newInFebruary = async () =>
      (await findOverviewStats(db(), new Date('2020-02-15T12:00:00Z'))).newUsersThisMonth

    expect([await newInFebruary(), await newInMarch()]).toEqual([0, 1])
    await saveTimeZone('Europe/London')
    try {
      expect([await newInFebruary(), await newInMarch()]).toEqual([1, 0])
    } finally {
      await saveTimeZone('Asia/Dhaka')
    }
  })
})
