import { errorBody } from '@khela/contracts/errors'
import {
  defaultSportsbookSettings,
  type ResultCorrectionOutcome,
  resultCorrectionList,
  resultCorrectionOutcome,
} from '@khela/contracts/sportsbook-resettlement'
import { settleBet } from '@khela/contracts/sportsbook-settlement'
import { and, eq, inArray, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import {
  type BookMarket,
  bettingPlayer,
  bookLeg,
  bookPrices,
  makeBookMarket,
} from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { sportBets, sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'
import { sportBetResettlements, sportResultCorrections } from '../../db/schema/sportsbook-corrections.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'
import { transfer } from '../wallet/transfer.ts'
import { findResultedLegs } from './price-settled-bet.ts'
import { resettleSportBets } from './resettle-sport-bets.ts'

/** Corrected results: re-payment through new transfers, the second-trader rule, resuming, the profile's bets. */

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const services = () => ({ realtime: testApp().services.realtime, log: { warn: () => {} } })
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error

type Staff = { cookie: string; userId: string }
let trader: Staff
let secondTrader: Staff
let admin: Staff

beforeAll(async () => {
  ;[trader, secondTrader, admin] = await Promise.all([
    makeUserWithRole(testApp(), 'trader'),
    makeUserWithRole(testApp(), 'trader'),
    makeUserWithRole(testApp(), 'admin'),
  ])
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

type Result =
  | { code: string; result: 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' }
  | { code: string; result: 'dead_heat'; placesPaid: number; tiedCount: number }
type Outcome = Result['result']

const call = (staff: Staff, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  testApp().inject({
    method,
    url,
    headers: { cookie: staff.cookie, origin: testApp().services.config.publicUrl },
    ...(payload ? { payload } : {}),
  })

const entry = (code: string, result: Outcome): Result =>
  result === 'dead_heat' ? { code, result, placesPaid: 1, tiedCount: 2 } : ({ code, result } as Result)
const twoWay = (home: Outcome, away: Outcome) => [entry('home', home), entry('away', away)]

async function resulted(marketId: string, results: Result[]) {
  const response = await call(trader, 'POST', `/api/admin/sportsbook/markets/${marketId}/result`, { results })
  expect(response.statusCode, response.body).toBe(200)
}

const correct = (marketId: string, results: Result[], by: Staff = trader) =>
  call(by, 'POST', `/api/admin/sportsbook/markets/${marketId}/corrections`, { results })

async function corrected(marketId: string, results: Result[], by: Staff = trader) {
  const response = await correct(marketId, results, by)
  expect(response.statusCode, response.body).toBe(201)
  return resultCorrectionOutcome.parse(response.json())
}

const decide = (correctionId: string, decision: 'approve' | 'reject', by: Staff) =>
  call(by, 'POST', `/api/admin/sportsbook/corrections/${correctionId}/${decision}`)

async function approvalAbove(amount: number) {
  const response = await call(admin, 'PUT', '/api/admin/sportsbook/settings', {
    correctionApprovalAbove: amount,
  })
  expect(response.statusCode, response.body).toBe(200)
}

const prices = bookPrices
const leg = bookLeg
const playerWith = (cash: number) => bettingPlayer(testApp(), cash)

const cashOf = async (userId: string) => (await findBalances(db(), userId))?.cash
const betOf = async (id: string) => (await db().select().from(sportBets).where(eq(sportBets.id, id)))[0]
const transfersOf = (betId: string) =>
  db()
    .select()
    .from(ledgerTransfers)
    .where(eq(ledgerTransfers.refId, betId))
    .orderBy(ledgerTransfers.createdAt)

describe('a correction at or below the approval amount', () => {
  it('reverses the old payout and pays the new one through new transfers, audited', async () => {
    await approvalAbove(1_000_000)
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    const wasWon = await player.bet([leg(market, 0)], 10_000)
    const wasLost = await player.bet([leg(market, 1)], 10_000)
    await resulted(market.marketId, twoWay('won', 'lost'))
    const [firstWin] = await transfersOf(wasWon).then((rows) =>
      rows.filter((row) => row.kind === 'sport_bet_win'),
    )
    expect(await cashOf(player.userId)).toBe(100_000 - 20_000 + 18_500)

    const outcome = await corrected(market.marketId, twoWay('lost', 'won'))
    expect(outcome.resettledBets).toBe(2)
    expect(outcome.correction).toMatchObject({
      status: 'applied',
      previous: { home: 'won', away: 'lost' },
      changes: [{ currency: 'BDT', total: 18_500 + 20_000, net: 20_000 - 18_500, bets: 2 }],
      requestedBy: { id: trader.userId },
      decidedBy: { id: trader.userId },
      resettledBets: 2,
    })
    // As if the result had been right the first time.
    expect(await cashOf(player.userId)).toBe(100_000 - 20_000 + 20_000)
    expect(await betOf(wasWon)).toMatchObject({ status: 'lost', payout: 0 })
    expect(await betOf(wasLost)).toMatchObject({ status: 'won', payout: 20_000 })
    const correctionId = outcome.correction.id
    // The first win stays as it was; the correction's money is two new transfers.
    expect((await transfersOf(wasWon)).map((row) => [row.kind, row.amount, row.idempotencyKey])).toEqual([
      ['sport_bet_stake', 10_000, expect.any(String)],
      ['sport_bet_win', 18_500, firstWin?.idempotencyKey],
      ['sport_bet_win_reversal', 18_500, `sport-bet:${wasWon}:reverse:${correctionId}`],
    ])
    expect(
      (await transfersOf(wasLost))
        .filter((row) => row.kind === 'sport_bet_resettle')
        .map((row) => row.amount),
    ).toEqual([20_000])
    const selections = await db()
      .select({ code: sportSelections.code, status: sportSelections.status })
      .from(sportSelections)
      .where(eq(sportSelections.marketId, market.marketId))
    expect(Object.fromEntries(selections.map((row) => [row.code, row.status]))).toEqual({
      home: 'lost',
      away: 'won',
    })
    const audits = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'sportsbook.market.correction.request'),
          eq(auditLog.recordId, market.marketId),
        ),
      )
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({ actorId: trader.userId, after: { correctionId, status: 'applying' } })
  })

  it('leaves an unchanged bet alone and a rerun moves nothing', async () => {
    await approvalAbove(1_000_000)
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    const onAway = await player.bet([leg(market, 1)], 10_000)
    await resulted(market.marketId, twoWay('won', 'lost'))
    const outcome = await corrected(market.marketId, twoWay('void', 'lost'))
    expect(outcome.correction.changes).toEqual([{ currency: 'BDT', total: 0, net: 0, bets: 0 }])
    expect(await betOf(onAway)).toMatchObject({ status: 'lost', payout: 0 })
    expect((await transfersOf(onAway)).map((row) => row.kind)).toEqual(['sport_bet_stake'])
    expect(await resettleSportBets(db(), services())).toBe(0)
  })

  it('leaves a bet still waiting for another leg open, to settle at the corrected result', async () => {
    await approvalAbove(1_000_000)
    const player = await playerWith(100_000)
    const [first, second] = await Promise.all([makeBookMarket(testApp()), makeBookMarket(testApp())])
    if (!first || !second) throw new Error('no markets')
    const double = await player.bet([leg(first, 0), leg(second, 0)], 10_000)
    await resulted(first.marketId, twoWay('lost', 'won'))
    const outcome = await corrected(first.marketId, twoWay('won', 'lost'))
    expect(outcome.resettledBets).toBe(0)
    expect(await betOf(double)).toMatchObject({ status: 'open', payout: 0 })
    await resulted(second.marketId, twoWay('won', 'lost'))
    // 100 taka × 1.85 × 1.85 = 342.25 taka.
    expect(await betOf(double)).toMatchObject({ status: 'won', payout: 34_225 })
    expect(await cashOf(player.userId)).toBe(100_000 - 10_000 + 34_225)
  })

  it('takes back only what the player still holds and records the rest', async () => {
    await approvalAbove(1_000_000)
    const player = await playerWith(10_000)
    const market = await makeBookMarket(testApp())
    const bet = await player.bet([leg(market, 0)], 10_000)
    await resulted(market.marketId, twoWay('won', 'lost'))
    // The player spends most of the win before the correction.
    const accounts = await findPlayerAccounts(db(), player.userId)
    const adjustments = await ensureOperatorAccount(db(), { kind: 'adjustments', currency: 'BDT' })
    await transfer(db(), {
      idempotencyKey: newKey('spend'),
      debit: accounts?.ids.player_cash ?? '',
      credit: adjustments,
      amount: 15_000,
      currency: 'BDT',
      kind: 'adjustment',
    })
    const outcome = await corrected(market.marketId, twoWay('lost', 'won'))
    expect(await cashOf(player.userId)).toBe(0)
    const [row] = await db()
      .select()
      .from(sportBetResettlements)
      .where(eq(sportBetResettlements.correctionId, outcome.correction.id))
    expect(row).toMatchObject({ betId: bet, previousPayout: 18_500, payout: 0, unrecovered: 15_000 })
  })

  it('sets what an earlier correction could not take back against a later one, so a win is paid once', async () => {
    await approvalAbove(1_000_000)
    const player = await playerWith(10_000)
    const market = await makeBookMarket(testApp())
    const bet = await player.bet([leg(market, 0)], 10_000)
    await resulted(market.marketId, twoWay('won', 'lost'))
    // The player spends 15 000 of the 18 500 won and keeps 3 500.
    const accounts = await findPlayerAccounts(db(), player.userId)
    const adjustments = await ensureOperatorAccount(db(), { kind: 'adjustments', currency: 'BDT' })
    await transfer(db(), {
      idempotencyKey: newKey('spend'),
      debit: accounts?.ids.player_cash ?? '',
      credit: adjustments,
      amount: 15_000,
      currency: 'BDT',
      kind: 'adjustment',
    })
    const lost = await corrected(market.marketId, twoWay('lost', 'won'))
    expect(await cashOf(player.userId)).toBe(0)
    // Won again: the player has had 18 500 for the bet already (15 000 of it never taken back), so only the
    // 3 500 taken back is paid, and nothing is owed any more.
    const wonAgain = await corrected(market.marketId, twoWay('won', 'lost'))
    expect(await cashOf(player.userId)).toBe(3_500)
    expect(await betOf(bet)).toMatchObject({ status: 'won', payout: 18_500 })
    const rowOf = async (correctionId: string) =>
      (
        await db()
          .select()
          .from(sportBetResettlements)
          .where(
            and(eq(sportBetResettlements.correctionId, correctionId), eq(sportBetResettlements.betId, bet)),
          )
      )[0]
    expect(await rowOf(lost.correction.id)).toMatchObject({
      previousPayout: 18_500,
      payout: 0,
      unrecovered: 15_000,
    })
    expect(await rowOf(wonAgain.correction.id)).toMatchObject({
      previousPayout: 0,
      payout: 18_500,
      unrecovered: 0,
    })
    expect(
      (await transfersOf(bet))
        .filter((row) => row.kind === 'sport_bet_resettle' || row.kind === 'sport_bet_win_reversal')
        .map((row) => [row.kind, row.amount]),
    ).toEqual([
      ['sport_bet_win_reversal', 3_500],
      ['sport_bet_resettle', 3_500],
    ])
    // Lost once more: all 18 500 are owed again, of which the 3 500 held are taken back.
    const lostAgain = await corrected(market.marketId, twoWay('lost', 'won'))
    expect(await cashOf(player.userId)).toBe(0)
    expect(await rowOf(lostAgain.correction.id)).toMatchObject({ payout: 0, unrecovered: 15_000 })
  })

  it("reads the legs of more bets than a statement's 65,535 parameters, as a market's correction may", async () => {
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    const bet = await player.bet([leg(market, 0)], 10_000)
    const others = Array.from({ length: 70_000 }, () => crypto.randomUUID())
    const legs = await findResultedLegs(db(), [...others, bet])
    expect([...legs.keys()]).toEqual([bet])
    expect(legs.get(bet)).toMatchObject([{ marketId: market.marketId, code: 'home', price: 1850 }])
  })

  it('refuses what cannot be corrected, with its code', async () => {
    const market = await makeBookMarket(testApp())
    const notSettled = await correct(market.marketId, twoWay('won', 'lost'))
    expect([notSettled.statusCode, errorOf(notSettled).code]).toEqual([409, 'MARKET_NOT_SETTLED'])
    await resulted(market.marketId, twoWay('won', 'lost'))
    const same = await correct(market.marketId, twoWay('won', 'lost'))
    expect([same.statusCode, errorOf(same).code]).toEqual([422, 'RESULTS_UNCHANGED'])
    const misfit = await correct(market.marketId, twoWay('won', 'won'))
    expect([misfit.statusCode, errorOf(misfit).code]).toEqual([422, 'RESULTS_INCONSISTENT'])
    expect(errorOf(misfit).fields).toEqual({ 'results.0': 'INVALID_CHOICE', 'results.1': 'INVALID_CHOICE' })
    const half = await correct(market.marketId, twoWay('half_won', 'half_lost'))
    expect(errorOf(half).code).toBe('RESULTS_INCONSISTENT')
    const missing = await correct(market.marketId, [entry('home', 'lost')])
    expect([missing.statusCode, errorOf(missing).fields]).toEqual([400, { results: 'REQUIRED' }])
    const unknown = await correct('00000000-0000-4000-8000-000000000000', twoWay('lost', 'won'))
    expect(unknown.statusCode).toBe(404)
    const player = await makeUserWithRole(testApp(), 'player')
    expect((await correct(market.marketId, twoWay('lost', 'won'), player)).statusCode).toBe(403)
    const noEvent = await call(trader, 'GET', '/api/admin/sportsbook/events/not-an-id/corrections')
    expect([noEvent.statusCode, noEvent.json()]).toEqual([200, { items: [] }])
    expect((await decide('not-an-id', 'approve', secondTrader)).statusCode).toBe(404)
  })
})

describe('a correction above the approval amount', () => {
  async function pendingCorrection() {
    await approvalAbove(5_000)
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    const bet = await player.bet([leg(market, 0)], 10_000)
    await resulted(market.marketId, twoWay('won', 'lost'))
    const outcome = await corrected(market.marketId, twoWay('lost', 'won'))
    return { player, market, bet, outcome }
  }

  it('counts the potential return of open bets whose leg on the market changes', async () => {
    await approvalAbove(20_000)
    const player = await playerWith(100_000)
    const [first, second] = await Promise.all([makeBookMarket(testApp()), makeBookMarket(testApp())])
    if (!first || !second) throw new Error('no markets')
    // No settled bet on the market: only an open double, which would return 342.25 taka on the new result.
    const double = await player.bet([leg(first, 0), leg(second, 0)], 10_000)
    await resulted(first.marketId, twoWay('lost', 'won'))
    const outcome = await corrected(first.marketId, twoWay('won', 'lost'))
    expect(outcome.correction).toMatchObject({
      status: 'pending',
      changes: [{ currency: 'BDT', total: 34_225, net: 0, bets: 0 }],
    })
    expect(await betOf(double)).toMatchObject({ status: 'open', payout: 0 })
    expect((await decide(outcome.correction.id, 'reject', trader)).statusCode).toBe(200)
  })

  it('waits for a second trader: nothing moves, the asker cannot approve, another trader can', async () => {
    const { player, market, bet, outcome } = await pendingCorrection()
    const id = outcome.correction.id
    expect(outcome).toMatchObject({ resettledBets: 0, correction: { status: 'pending', decidedBy: null } })
    expect(await cashOf(player.userId)).toBe(100_000 - 10_000 + 18_500)
    expect(await betOf(bet)).toMatchObject({ status: 'won', payout: 18_500 })
    const [home] = await db()
      .select({ status: sportSelections.status })
      .from(sportSelections)
      .where(and(eq(sportSelections.marketId, market.marketId), eq(sportSelections.code, 'home')))
    expect(home?.status).toBe('won')
    const another = await correct(market.marketId, twoWay('void', 'void'))
    expect([another.statusCode, errorOf(another).code]).toEqual([409, 'CORRECTION_IN_PROGRESS'])

    const own = await decide(id, 'approve', trader)
    expect([own.statusCode, errorOf(own).code]).toEqual([403, 'OWN_CORRECTION'])
    const listed = await call(
      secondTrader,
      'GET',
      `/api/admin/sportsbook/events/${market.eventId}/corrections`,
    )
    expect(resultCorrectionList.parse(listed.json()).items.map((item) => [item.id, item.status])).toEqual([
      [id, 'pending'],
    ])

    const approved = await decide(id, 'approve', secondTrader)
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({
      resettledBets: 1,
      correction: { status: 'applied', decidedBy: { id: secondTrader.userId } },
    } satisfies Partial<Record<keyof ResultCorrectionOutcome, unknown>>)
    expect(await cashOf(player.userId)).toBe(100_000 - 10_000)
    const again = await decide(id, 'approve', secondTrader)
    expect([again.statusCode, errorOf(again).code]).toEqual([409, 'ALREADY_DECIDED'])
    expect(await cashOf(player.userId)).toBe(100_000 - 10_000)
    const audits = await db()
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(eq(auditLog.recordId, market.marketId))
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'sportsbook.market.correction.request', actorId: trader.userId },
        { action: 'sportsbook.market.correction.approve', actorId: secondTrader.userId },
      ]),
    )
  })

  it('is rejected without moving anything, and the market can then be corrected again', async () => {
    const { player, market, outcome } = await pendingCorrection()
    const rejected = await decide(outcome.correction.id, 'reject', secondTrader)
    expect(rejected.statusCode, rejected.body).toBe(200)
    expect(rejected.json()).toMatchObject({ correction: { status: 'rejected' }, resettledBets: 0 })
    expect(await cashOf(player.userId)).toBe(100_000 - 10_000 + 18_500)
    const next = await corrected(market.marketId, twoWay('void', 'void'))
    expect(next.correction.status).toBe('pending')
  })

  it('saves the amount for admins only, audited', async () => {
    const refused = await call(trader, 'PUT', '/api/admin/sportsbook/settings', {
      correctionApprovalAbove: 1,
    })
    expect(refused.statusCode).toBe(403)
    await approvalAbove(123_400)
    const read = await call(trader, 'GET', '/api/admin/sportsbook/settings')
    // A document without the cash-out fields (saved before them) reads with their defaults.
    expect(read.json()).toEqual({ ...defaultSportsbookSettings, correctionApprovalAbove: 123_400 })
    const bad = await call(admin, 'PUT', '/api/admin/sportsbook/settings', { correctionApprovalAbove: -1 })
    expect([bad.statusCode, errorOf(bad).fields]).toEqual([
      400,
      { correctionApprovalAbove: 'NUMBER_OUT_OF_RANGE' },
    ])
  })
})

describe('resettlement cut short', () => {
  async function correctionWithBets(count: number) {
    await approvalAbove(5_000)
    const market = await makeBookMarket(testApp())
    const players = await Promise.all(Array.from({ length: count }, () => playerWith(20_000)))
    const bets: string[] = []
    for (const player of players) bets.push(await player.bet([leg(market, 0)], 10_000))
    await resulted(market.marketId, twoWay('won', 'lost'))
    const { correction } = await corrected(market.marketId, twoWay('void', 'void'))
    // Approved straight in the database, so the test's own runs do the re-paying.
    await db()
      .update(sportResultCorrections)
      .set({ status: 'applying', decidedBy: secondTrader.userId })
      .where(eq(sportResultCorrections.id, correction.id))
    await db()
      .update(sportSelections)
      .set({ status: 'void' })
      .where(eq(sportSelections.marketId, market.marketId))
    await db().execute(sql`UPDATE sport_bet_legs SET status = 'void' WHERE market_id = ${market.marketId}`)
    return { correctionId: correction.id, bets, players }
  }

  async function expectRepaidOnce(bets: string[], players: { userId: string }[]) {
    for (const bet of bets) {
      expect(await betOf(bet)).toMatchObject({ status: 'void', payout: 10_000 })
      const kinds = (await transfersOf(bet)).map((row) => row.kind).sort()
      expect(kinds).toEqual([
        'sport_bet_resettle',
        'sport_bet_stake',
        'sport_bet_win',
        'sport_bet_win_reversal',
      ])
    }
    for (const player of players) expect(await cashOf(player.userId)).toBe(20_000)
  }

  it('resumes where it stopped, pays each bet once, and is applied only when done', async () => {
    const { correctionId, bets, players } = await correctionWithBets(5)
    expect(await resettleSportBets(db(), services(), { correctionId, batchSize: 2, maxBatches: 1 })).toBe(2)
    const statusOf = async () =>
      (await db().select().from(sportResultCorrections).where(eq(sportResultCorrections.id, correctionId)))[0]
        ?.status
    expect(await statusOf()).toBe('applying')
    const done = await db()
      .select()
      .from(sportBetResettlements)
      .where(inArray(sportBetResettlements.betId, bets))
    expect(done).toHaveLength(2)
    // The leader's sweep finds the rest without being told the correction.
    expect(await resettleSportBets(db(), services(), { batchSize: 2 })).toBe(3)
    expect(await statusOf()).toBe('applied')
    expect(await resettleSportBets(db(), services(), { correctionId })).toBe(0)
    await expectRepaidOnce(bets, players)
  })

  it.runIf(isPostgres)('shares the work between runs at once and re-pays each bet once', async () => {
    const { correctionId, bets, players } = await correctionWithBets(8)
    const runs = await Promise.all(
      [0, 1, 2].map(() => resettleSportBets(db(), services(), { correctionId, batchSize: 2 })),
    )
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(8)
    await expectRepaidOnce(bets, players)
  })
})

describe('corrections over random slips and results', () => {
  const outcomes: [Outcome, Outcome][] = [
    ['won', 'lost'],
    ['lost', 'won'],
    ['void', 'void'],
    ['half_won', 'half_lost'],
    ['half_lost', 'half_won'],
    ['dead_heat', 'dead_heat'],
  ]
  const names = {
    won: 'win',
    lost: 'lose',
    void: 'void',
    half_won: 'half_win',
    half_lost: 'half_lose',
    dead_heat: 'dead_heat',
  } as const
  const slip = fc.record({
    first: fc.integer({ min: 0, max: 2 }),
    second: fc.option(fc.integer({ min: 1, max: 2 }), { nil: undefined }),
    sides: fc.tuple(fc.constantFrom(0 as const, 1 as const), fc.constantFrom(0 as const, 1 as const)),
    stake: fc.integer({ min: 1_000, max: 9_000 }),
  })
  const scenario = fc.record({
    slips: fc.array(slip, { minLength: 1, maxLength: 5 }),
    wrong: fc.tuple(...[0, 1, 2].map(() => fc.integer({ min: 0, max: 5 }))),
    right: fc.tuple(...[0, 1, 2].map(() => fc.integer({ min: 0, max: 5 }))),
    corrected: fc.integer({ min: 0, max: 2 }),
  })

  it('leave the balances of settling right the first time, and the ledger sums to zero', async () => {
    await approvalAbove(Number.MAX_SAFE_INTEGER)
    await fc.assert(
      fc.asyncProperty(scenario, async ({ slips, wrong, right, corrected: fixed }) => {
        const markets = await Promise.all([0, 1, 2].map(() => makeBookMarket(testApp())))
        for (const market of markets)
          await db().update(sportMarkets).set({ line: 250 }).where(eq(sportMarkets.id, market.marketId))
        const player = await playerWith(200_000)
        const placed: { id: string; legs: { market: number; index: 0 | 1 }[]; stake: number }[] = []
        for (const chosen of slips) {
          const legs = [{ market: chosen.first, index: chosen.sides[0] }]
          if (chosen.second !== undefined)
            legs.push({ market: (chosen.first + chosen.second) % 3, index: chosen.sides[1] })
          const id = await player.bet(
            legs.map((one) => leg(markets[one.market] as BookMarket, one.index)),
            chosen.stake,
          )
          placed.push({ id, legs, stake: chosen.stake })
        }
        // Every market resulted wrongly first; one is then corrected to its right result.
        const finalOf = (market: number) =>
          outcomes[(market === fixed ? right : wrong)[market] as number] as [Outcome, Outcome]
        for (const [index, market] of markets.entries()) {
          const [home, away] = outcomes[wrong[index] as number] as [Outcome, Outcome]
          await resulted(market.marketId, twoWay(home, away))
        }
        const [home, away] = finalOf(fixed)
        const target = markets[fixed] as BookMarket
        const response = await correct(target.marketId, twoWay(home, away))
        if (right[fixed] === wrong[fixed]) expect(errorOf(response).code).toBe('RESULTS_UNCHANGED')
        else expect(response.statusCode, response.body).toBe(201)

        let expectedCash = 200_000
        for (const bet of placed) {
          const stored = await betOf(bet.id)
          const payout = settleBet({
            stakePerLineMinor: bet.stake,
            legs: bet.legs.map(({ market, index }) => {
              const result = names[finalOf(market)[index]]
              const odds = prices[index]
              return result === 'dead_heat' ? { odds, result, placesPaid: 1, tiedCount: 2 } : { odds, result }
            }),
            lines: [bet.legs.map((_, index) => index)],
            maxPayoutMinor: stored?.potentialReturn ?? 1,
          }).payout
          expect(stored?.payout, bet.id).toBe(payout)
          expectedCash += payout - bet.stake
        }
        expect(await cashOf(player.userId)).toBe(expectedCash)
        await expectCleanLedger(testApp())
      }),
      { numRuns: 12, seed: 17 },
    )
  })
})

describe("a player's sports bets in the back office", () => {
  it('are listed for staff who read users, not for traders', async () => {
    const player = await playerWith(50_000)
    const market = await makeBookMarket(testApp())
    const bet = await player.bet([leg(market, 0)], 10_000)
    const support = await makeUserWithRole(testApp(), 'support')
    const response = await call(support, 'GET', `/api/admin/users/${player.userId}/sport-bets`)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ total: 1, items: [{ id: bet, stake: 10_000, status: 'open' }] })
    const forTrader = await call(trader, 'GET', `/api/admin/users/${player.userId}/sport-bets`)
    expect(forTrader.statusCode).toBe(403)
    const forSelf = await call(player, 'GET', `/api/admin/users/${player.userId}/sport-bets`)
    expect(forSelf.statusCode).toBe(403)
  })
})

describe.runIf(isPostgres)('corrections at the same moment', () => {
  it('two traders approving at once re-pay once: the second is ALREADY_DECIDED', async () => {
    await approvalAbove(5_000)
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    await player.bet([leg(market, 0)], 10_000)
    await resulted(market.marketId, twoWay('won', 'lost'))
    const { correction } = await corrected(market.marketId, twoWay('lost', 'won'))
    const third = await makeUserWithRole(testApp(), 'trader')
    const answers = await Promise.all([
      decide(correction.id, 'approve', secondTrader),
      decide(correction.id, 'approve', third),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    expect(await cashOf(player.userId)).toBe(100_000 - 10_000)
  })

  it('two corrections asked for at once: one is taken, the other is CORRECTION_IN_PROGRESS', async () => {
    await approvalAbove(5_000)
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    await player.bet([leg(market, 0)], 10_000)
    await resulted(market.marketId, twoWay('won', 'lost'))
    const answers = await Promise.all([
      correct(market.marketId, twoWay('lost', 'won'), trader),
      correct(market.marketId, twoWay('void', 'void'), secondTrader),
    ])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    const refused = answers.find((answer) => answer.statusCode === 409)
    expect(refused && errorOf(refused).code).toBe('CORRECTION_IN_PROGRESS')
  })
})
