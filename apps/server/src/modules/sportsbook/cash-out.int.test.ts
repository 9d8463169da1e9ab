import { errorBody } from '@khela/contracts/errors'
import { cashOutResult } from '@khela/contracts/sportsbook-cash-out-api'
import { type SportBetView, sportBetsPage } from '@khela/contracts/sportsbook-placement'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import {
  type BookMarket,
  bettingPlayer,
  bookLeg,
  makeBookMarket,
  sportsbookClient,
} from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { sportBetCashOuts, sportBets, sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'
import { userChannel } from '../realtime/realtime-hub.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { runAutoCashOuts } from './run-auto-cash-outs.ts'
import { sumPlayerSportBets } from './sum-player-sport-bets.ts'

/**
 * Cash-out (issue 18): the offer on My Bets for singles and accumulators with settled legs, full and partial
 * cash-outs through the ledger, replays, refusals (suspended, moved beyond the tolerance, not open), the
 * automatic cash-out and the hint that moves offers; on PostgreSQL, cash-outs racing a suspension and a settlement.
 * The default settings: 5 % margin, 10 taka minimum, 1 % tolerance.
 */

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const services = () => ({ realtime: testApp().services.realtime, log: { warn: () => {} } })
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error

let trader: { cookie: string; userId: string }
let admin: { cookie: string; userId: string }

beforeAll(async () => {
  trader = await makeUserWithRole(testApp(), 'trader')
  admin = await makeUserWithRole(testApp(), 'admin')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

const staffHeaders = (staff: { cookie: string }) => ({
  cookie: staff.cookie,
  origin: testApp().services.config.publicUrl,
})

async function player(cash = 100_000) {
  const bettor = await bettingPlayer(testApp(), cash)
  return { ...bettor, book: sportsbookClient(testApp(), bettor.cookie) }
}

const cashOf = async (userId: string) => (await findBalances(db(), userId))?.cash
const betOf = async (id: string) => (await db().select().from(sportBets).where(eq(sportBets.id, id)))[0]
const transfersOf = (betId: string, kind: 'sport_cash_out' | 'sport_bet_win') =>
  db()
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.refId, betId), eq(ledgerTransfers.kind, kind)))

/** A selection's price now, as a feed or a trader would move it (the market's version moves by trigger). */
async function movePrice(market: BookMarket, index: 0 | 1, price: number) {
  await db().update(sportSelections).set({ price }).where(eq(sportSelections.id, market.selections[index]))
}

async function suspend(marketId: string) {
  const response = await testApp().inject({
    method: 'POST',
    url: `/api/admin/sportsbook/markets/${marketId}/status`,
    headers: staffHeaders(trader),
    payload: { status: 'suspended' },
  })
  expect(response.statusCode, response.body).toBe(200)
}

function enterResult(marketId: string, home: 'won' | 'lost') {
  return testApp().inject({
    method: 'POST',
    url: `/api/admin/sportsbook/markets/${marketId}/result`,
    headers: staffHeaders(trader),
    payload: {
      results: [
        { code: 'home', result: home },
        { code: 'away', result: home === 'won' ? 'lost' : 'won' },
      ],
    },
  })
}

/** The bet as the player's My Bets shows it, with its offer. */
async function shown(bettor: Awaited<ReturnType<typeof player>>, betId: string): Promise<SportBetView> {
  const response = await bettor.book.bets()
  expect(response.statusCode, response.body).toBe(200)
  const bet = sportBetsPage.parse(response.json()).items.find((item) => item.id === betId)
  if (!bet) throw new Error(`bet ${betId} not listed`)
  return bet
}

/** Takes the offer the page shows, whole or a part of the stake. */
async function takeShownOffer(
  bettor: Awaited<ReturnType<typeof player>>,
  betId: string,
  options: { stakePart?: number; key?: string } = {},
) {
  const { cashOut } = await shown(bettor, betId)
  if (!cashOut?.offer) throw new Error(`bet ${betId} has no offer: ${cashOut?.reason}`)
  return bettor.book.cashOut(
    betId,
    {
      offer: cashOut.offer,
      versions: cashOut.pricedAt.map(({ marketId, version }) => ({ marketId, version })),
      ...(options.stakePart ? { stakePart: options.stakePart } : {}),
    },
    options.key,
  )
}

describe('the offer', () => {
  it("prices a single at stake × price taken ÷ price now, less the margin, with the market's version", async () => {
    const bettor = await player()
    const market = await makeBookMarket(testApp())
    const betId = await bettor.bet([bookLeg(market, 0)], 10_000)
    expect((await shown(bettor, betId)).cashOut).toMatchObject({
      // 100 taka × 1.85 ÷ 1.85 × 0.95
      offer: 9_500,
      reason: null,
      runningStake: 10_000,
      pricedAt: [{ marketId: market.marketId, version: 1, price: 1850 }],
    })
    await movePrice(market, 0, 1600)
    const { cashOut } = await shown(bettor, betId)
    // 100 taka × 1.85 ÷ 1.60 × 0.95 = 109.84375 taka, rounded down.
    expect(cashOut?.offer).toBe(10_984)
    expect(cashOut?.pricedAt[0]?.version).toBe(2)
  })

  it("prices an accumulator from its settled legs' results and its open legs' prices now", async () => {
    const bettor = await player()
    const first = await makeBookMarket(testApp())
    const second = await makeBookMarket(testApp())
    const betId = await bettor.bet([bookLeg(first, 0), bookLeg(second, 1)], 10_000)
    expect((await enterResult(first.marketId, 'won')).statusCode).toBe(200)
    expect((await betOf(betId))?.status).toBe('open')
    await movePrice(second, 1, 1250)
    const { cashOut } = await shown(bettor, betId)
    // 100 taka × 1.85 (won) × 2.00 ÷ 1.25 × 0.95 = 281.20 taka.
    expect(cashOut).toMatchObject({ offer: 28_120, reason: null })
    expect(cashOut?.pricedAt.map((leg) => leg.price)).toEqual([null, 1250])

    const response = await takeShownOffer(bettor, betId)
    expect(response.statusCode, response.body).toBe(200)
    expect(cashOutResult.parse(response.json())).toMatchObject({ amount: 28_120, isFull: true })
    expect(await cashOf(bettor.userId)).toBe(100_000 - 10_000 + 28_120)
  })

  it('offers nothing on an accumulator with a lost leg, nor while a leg is suspended', async () => {
    const bettor = await player()
    const first = await makeBookMarket(testApp())
    const second = await makeBookMarket(testApp())
    const lost = await bettor.bet([bookLeg(first, 0), bookLeg(second, 0)], 10_000)
    await enterResult(first.marketId, 'lost')
    expect((await shown(bettor, lost)).cashOut).toMatchObject({ offer: null, reason: 'out_of_limits' })

    const third = await makeBookMarket(testApp())
    const single = await bettor.bet([bookLeg(third, 0)], 10_000)
    await suspend(third.marketId)
    expect((await shown(bettor, single)).cashOut).toMatchObject({ offer: null, reason: 'suspended' })
    const response = await bettor.book.cashOut(single, {
      offer: 9_500,
      versions: [{ marketId: third.marketId, version: 1 }],
    })
    expect(response.statusCode).toBe(409)
    expect(errorOf(response).code).toBe('CASH_OUT_SUSPENDED')
    expect(await transfersOf(single, 'sport_cash_out')).toEqual([])
    expect(await cashOf(bettor.userId)).toBe(100_000 - 20_000)
  })
})

describe('cashing out', () => {
  it('pays a full cash-out once through the ledger, and a replay of its key answers the same', async () => {
    const bettor = await player()
    const market = await makeBookMarket(testApp())
    const betId = await bettor.bet([bookLeg(market, 0)], 10_000)
    await movePrice(market, 0, 1600)
    const key = newKey('cash-out')
    const first = await takeShownOffer(bettor, betId, { key })
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toMatchObject({
      betId,
      amount: 10_984,
      stakePart: 10_000,
      isFull: true,
      runningStake: 0,
    })
    expect(first.json().balance).toBe(100_000 - 10_000 + 10_984)

    const replay = await bettor.book.cashOut(
      betId,
      { offer: 10_984, versions: [{ marketId: market.marketId, version: 2 }] },
      key,
    )
    expect(replay.statusCode, replay.body).toBe(200)
    expect(replay.headers['idempotent-replay']).toBe('true')
    expect(replay.json()).toEqual(first.json())

    const [paid, ...more] = await transfersOf(betId, 'sport_cash_out')
    expect(more).toEqual([])
    expect(paid).toMatchObject({
      amount: 10_984,
      idempotencyKey: expect.stringContaining(`sport-bet:${betId}:cash-out:`),
    })
    expect(await betOf(betId)).toMatchObject({
      status: 'cashed_out',
      cashedOutStake: 10_000,
      cashedOutAmount: 10_984,
      payout: 0,
    })
    const [record] = await db().select().from(sportBetCashOuts).where(eq(sportBetCashOuts.betId, betId))
    expect(record).toMatchObject({
      amount: 10_984,
      stakePart: 10_000,
      offer: 10_984,
      isFull: true,
      isAutomatic: false,
      transferId: paid?.id,
      pricedAt: [{ marketId: market.marketId, version: 2, price: 1600 }],
    })

    const again = await bettor.book.cashOut(betId, {
      offer: 10_984,
      versions: [{ marketId: market.marketId, version: 2 }],
    })
    expect(again.statusCode).toBe(409)
    expect(errorOf(again).code).toBe('BET_NOT_OPEN')
    // Its market's result pays it nothing more.
    expect((await enterResult(market.marketId, 'won')).json()).toEqual({ settledBets: 0 })
    expect(await transfersOf(betId, 'sport_bet_win')).toEqual([])
    expect(await cashOf(bettor.userId)).toBe(100_000 - 10_000 + 10_984)
    expect(await sumPlayerSportBets(db(), bettor.userId, new Date(0))).toEqual({
      stakes: 10_000,
      payouts: 10_984,
    })
  })

  it('pays a partial cash-out its share and settles the rest of the stake at the old price', async () => {
    const bettor = await player()
    const market = await makeBookMarket(testApp())
    const betId = await bettor.bet([bookLeg(market, 0)], 10_000)
    const response = await takeShownOffer(bettor, betId, { stakePart: 4_000 })
    expect(response.statusCode, response.body).toBe(200)
    // 40 % of the 95-taka offer.
    expect(response.json()).toMatchObject({
      amount: 3_800,
      stakePart: 4_000,
      isFull: false,
      runningStake: 6_000,
    })
    expect(await betOf(betId)).toMatchObject({
      status: 'open',
      cashedOutStake: 4_000,
      cashedOutAmount: 3_800,
    })
    // The rest is offered on its 60 taka.
    expect((await shown(bettor, betId)).cashOut).toMatchObject({ offer: 5_700, runningStake: 6_000 })

    expect((await enterResult(market.marketId, 'won')).json()).toEqual({ settledBets: 1 })
    // 60 taka at 1.85, not 100.
    expect(await betOf(betId)).toMatchObject({ status: 'won', payout: 11_100 })
    expect(await cashOf(bettor.userId)).toBe(100_000 - 10_000 + 3_800 + 11_100)
    expect(await sumPlayerSportBets(db(), bettor.userId, new Date(0))).toEqual({
      stakes: 10_000,
      payouts: 14_900,
    })
  })

  it('re-prices a partly cashed-out bet on its running stake when its result is corrected', async () => {
    const bettor = await player()
    const market = await makeBookMarket(testApp())
    const betId = await bettor.bet([bookLeg(market, 0)], 10_000)
    expect((await takeShownOffer(bettor, betId, { stakePart: 4_000 })).statusCode).toBe(200)
    await enterResult(market.marketId, 'won')
    expect(await betOf(betId)).toMatchObject({ status: 'won', payout: 11_100 })
    const corrected = await testApp().inject({
      method: 'POST',
      url: `/api/admin/sportsbook/markets/${market.marketId}/corrections`,
      headers: staffHeaders(trader),
      payload: {
        results: [
          { code: 'home', result: 'lost' },
          { code: 'away', result: 'won' },
        ],
      },
    })
    expect(corrected.statusCode, corrected.body).toBe(201)
    expect(corrected.json()).toMatchObject({ resettledBets: 1 })
    // The win on the running 60 taka is taken back; the cash-out stays paid.
    expect(await betOf(betId)).toMatchObject({ status: 'lost', payout: 0, cashedOutAmount: 3_800 })
    expect(await cashOf(bettor.userId)).toBe(100_000 - 10_000 + 3_800)
  })

  it('refuses an offer that moved beyond the tolerance with the new one, and pays one within it', async () => {
    const bettor = await player()
    const market = await makeBookMarket(testApp())
    const betId = await bettor.bet([bookLeg(market, 0)], 10_000)
    const seen = { offer: 9_500, versions: [{ marketId: market.marketId, version: 1 }] }
    await movePrice(market, 0, 2200)
    const moved = await bettor.book.cashOut(betId, seen)
    expect(moved.statusCode).toBe(409)
    const error = errorOf(moved)
    expect(error.code).toBe('CASH_OUT_OFFER_CHANGED')
    // 100 taka × 1.85 ÷ 2.20 × 0.95 = 79.886… taka.
    expect(error.fields).toEqual({ offer: '7988', versions: `${market.marketId}:2` })
    expect(await transfersOf(betId, 'sport_cash_out')).toEqual([])

    // At 1.86 the offer is 52 poisha below the 95 taka seen: within 1 % of it.
    await movePrice(market, 0, 1860)
    const within = await bettor.book.cashOut(betId, seen)
    expect(within.statusCode, within.body).toBe(200)
    // Paid at the offer now: 100 × 1.85 ÷ 1.86 × 0.95 = 94.489… taka.
    expect(within.json()).toMatchObject({ amount: 9_448, isFull: true })
  })

  it('refuses a part beyond the running stake, an unknown bet and another player’s bet', async () => {
    const bettor = await player()
    const market = await makeBookMarket(testApp())
    const betId = await bettor.bet([bookLeg(market, 0)], 10_000)
    const seen = { offer: 9_500, versions: [{ marketId: market.marketId, version: 1 }] }
    const tooMuch = await bettor.book.cashOut(betId, { ...seen, stakePart: 10_001 })
    expect(tooMuch.statusCode).toBe(422)
    expect(errorOf(tooMuch)).toMatchObject({
      code: 'CASH_OUT_PART_INVALID',
      fields: { maxStakePart: '10000', stakeStep: '1' },
    })
    // A part paying less than the 10-taka minimum.
    const tooSmall = await bettor.book.cashOut(betId, { ...seen, stakePart: 100 })
    expect(errorOf(tooSmall).code).toBe('CASH_OUT_PART_INVALID')
    expect((await bettor.book.cashOut('not-a-bet', seen)).statusCode).toBe(404)
    expect((await bettor.book.cashOut(crypto.randomUUID(), seen)).statusCode).toBe(404)
    const other = await player()
    const notTheirs = await other.book.cashOut(betId, seen)
    expect(notTheirs.statusCode).toBe(404)
    const badBody = await bettor.book.cashOut(betId, { offer: -1, versions: [] })
    expect(badBody.statusCode).toBe(400)
    const noKey = await testApp().inject({
      method: 'POST',
      url: `/api/sportsbook/bets/${betId}/cash-out`,
      headers: { cookie: bettor.cookie, origin: testApp().services.config.publicUrl },
      payload: seen,
    })
    expect(noKey.statusCode).toBe(400)
    expect(await betOf(betId)).toMatchObject({ status: 'open', cashedOutStake: 0 })
  })

  it("offers nothing on markets the operator's settings leave out", async () => {
    const bettor = await player()
    const market = await makeBookMarket(testApp())
    const betId = await bettor.bet([bookLeg(market, 0)], 10_000)
    const save = (cashOutMarketTemplates: string[] | null) =>
      testApp().inject({
        method: 'PUT',
        url: '/api/admin/sportsbook/settings',
        headers: staffHeaders(admin),
        payload: {
          correctionApprovalAbove: 1_000_000,
          cashOutMarginBasisPoints: 500,
          cashOutMinAmount: 1_000,
          cashOutMaxAmount: 50_000_000,
          cashOutToleranceBasisPoints: 100,
          cashOutMarketTemplates,
        },
      })
    expect((await save(['over_under'])).statusCode).toBe(200)
    try {
      expect((await shown(bettor, betId)).cashOut).toMatchObject({ offer: null, reason: 'not_offered' })
      const refused = await bettor.book.cashOut(betId, {
        offer: 9_500,
        versions: [{ marketId: market.marketId, version: 1 }],
      })
      expect(errorOf(refused)).toMatchObject({
        code: 'CASH_OUT_UNAVAILABLE',
        fields: { reason: 'not_offered' },
      })
    } finally {
      expect((await save(null)).statusCode).toBe(200)
    }
    expect((await shown(bettor, betId)).cashOut?.offer).toBe(9_500)
  })
})

describe('automatic cash-out', () => {
  it('cashes out in full the bets whose offer reached the amount their player set, and no other', async () => {
    const bettor = await player()
    const market = await makeBookMarket(testApp())
    const reached = await bettor.bet([bookLeg(market, 0)], 10_000)
    const notYet = await bettor.bet([bookLeg(market, 1)], 10_000)
    const set = await bettor.book.autoCashOut(reached, 10_500)
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json()).toEqual({ betId: reached, autoCashOutAt: 10_500 })
    // The same amount again changes nothing.
    expect((await bettor.book.autoCashOut(reached, 10_500)).json()).toEqual(set.json())
    expect((await bettor.book.autoCashOut(notYet, 50_000)).statusCode).toBe(200)
    expect((await shown(bettor, reached)).autoCashOutAt).toBe(10_500)

    // 9 500 < 10 500: nothing yet.
    expect(await runAutoCashOuts(db(), services())).toEqual([])
    await movePrice(market, 0, 1600)
    expect(await runAutoCashOuts(db(), services())).toEqual([reached])
    expect(await betOf(reached)).toMatchObject({
      status: 'cashed_out',
      cashedOutAmount: 10_984,
      autoCashOutAt: null,
    })
    expect(await betOf(notYet)).toMatchObject({ status: 'open', cashedOutStake: 0 })
    const [record] = await db().select().from(sportBetCashOuts).where(eq(sportBetCashOuts.betId, reached))
    expect(record).toMatchObject({ isAutomatic: true, amount: 10_984 })
    // A sweep after it pays nothing twice.
    expect(await runAutoCashOuts(db(), services())).toEqual([])
    expect(await cashOf(bettor.userId)).toBe(100_000 - 20_000 + 10_984)

    expect(errorOf(await bettor.book.autoCashOut(reached, 20_000)).code).toBe('BET_NOT_OPEN')
    expect((await bettor.book.autoCashOut(notYet, null)).json()).toEqual({
      betId: notYet,
      autoCashOutAt: null,
    })
    expect((await bettor.book.autoCashOut(notYet, 0)).statusCode).toBe(400)
  })
})

describe('pushed offers', () => {
  it('hints the players with open bets on a market whose prices or status a trader changes, and no one else', async () => {
    const bettor = await player()
    const bystander = await player()
    const market = await makeBookMarket(testApp())
    const elsewhere = await makeBookMarket(testApp())
    await bettor.bet([bookLeg(market, 0)], 10_000)
    await bystander.bet([bookLeg(elsewhere, 0)], 10_000)
    const heard: { channel: string; data: unknown }[] = []
    const stops = [bettor.userId, bystander.userId].map((userId) =>
      testApp().services.realtime.subscribe(userChannel(userId), (data) =>
        heard.push({ channel: userChannel(userId), data }),
      ),
    )
    try {
      const priced = await testApp().inject({
        method: 'PUT',
        url: `/api/admin/sportsbook/markets/${market.marketId}/prices`,
        headers: staffHeaders(trader),
        payload: { prices: [{ code: 'home', price: 1700 }] },
      })
      expect(priced.statusCode, priced.body).toBe(200)
      expect(heard).toEqual([{ channel: userChannel(bettor.userId), data: { type: 'sportsbook.bets' } }])
      await suspend(market.marketId)
      expect(heard).toHaveLength(2)
      expect(heard[1]?.channel).toBe(userChannel(bettor.userId))
    } finally {
      for (const stop of stops) stop()
    }
  })
})

describe('pushed offers when a whole sport is suspended', () => {
  it('hints the players with open bets on its events, and no one for another sport', async () => {
    const bettor = await player()
    const idle = await player()
    const market = await makeBookMarket(testApp())
    await bettor.bet([bookLeg(market, 0)], 10_000)
    const heard: string[] = []
    const stops = [bettor.userId, idle.userId].map((userId) =>
      testApp().services.realtime.subscribe(userChannel(userId), () => heard.push(userId)),
    )
    const setSport = (slug: string, status: 'suspended' | 'open') =>
      testApp().inject({
        method: 'POST',
        url: `/api/admin/sportsbook/sports/${slug}/market-status`,
        headers: staffHeaders(trader),
        payload: { status },
      })
    try {
      expect((await setSport('tennis', 'suspended')).statusCode).toBe(200)
      expect(heard).toEqual([])
      const suspended = await setSport('soccer', 'suspended')
      expect(suspended.statusCode, suspended.body).toBe(200)
      expect(heard).toEqual([bettor.userId])
      expect((await setSport('soccer', 'open')).statusCode).toBe(200)
      expect(heard).toEqual([bettor.userId, bettor.userId])
    } finally {
      for (const stop of stops) stop()
      await setSport('tennis', 'open')
    }
  })
})

describe.runIf(isPostgres)('racing (PostgreSQL)', () => {
  const rounds = 6

  it('two cash-outs of one bet under different keys (a double tap) pay once', async () => {
    const bettor = await player()
    const market = await makeBookMarket(testApp())
    const betId = await bettor.bet([bookLeg(market, 0)], 10_000)
    const seen = { offer: 9_500, versions: [{ marketId: market.marketId, version: 1 }] }
    const answers = await Promise.all([bettor.book.cashOut(betId, seen), bettor.book.cashOut(betId, seen)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409])
    const refused = answers.find((answer) => answer.statusCode === 409)
    if (refused) expect(errorOf(refused).code).toBe('BET_NOT_OPEN')
    expect((await transfersOf(betId, 'sport_cash_out')).map((row) => row.amount)).toEqual([9_500])
    expect(await cashOf(bettor.userId)).toBe(100_000 - 10_000 + 9_500)
  })

  it('a cash-out racing a suspension of its market is paid once or refused, never paid while suspended', async () => {
    const outcomes = new Set<number>()
    for (let round = 0; round < rounds; round++) {
      const bettor = await player()
      const market = await makeBookMarket(testApp())
      const betId = await bettor.bet([bookLeg(market, 0)], 10_000)
      const [cashOut] = await Promise.all([
        bettor.book.cashOut(betId, { offer: 9_500, versions: [{ marketId: market.marketId, version: 1 }] }),
        suspend(market.marketId),
      ])
      outcomes.add(cashOut.statusCode)
      const paid = await transfersOf(betId, 'sport_cash_out')
      const bet = await betOf(betId)
      if (cashOut.statusCode === 200) {
        expect(paid.map((row) => row.amount)).toEqual([9_500])
        expect(bet).toMatchObject({ status: 'cashed_out', cashedOutAmount: 9_500 })
        expect(await cashOf(bettor.userId)).toBe(100_000 - 10_000 + 9_500)
      } else {
        expect(errorOf(cashOut).code).toBe('CASH_OUT_SUSPENDED')
        expect(paid).toEqual([])
        expect(bet).toMatchObject({ status: 'open', cashedOutStake: 0 })
        expect(await cashOf(bettor.userId)).toBe(100_000 - 10_000)
      }
      const [row] = await db().select().from(sportMarkets).where(eq(sportMarkets.id, market.marketId))
      expect(row?.status).toBe('suspended')
    }
    expect([...outcomes].every((status) => status === 200 || status === 409)).toBe(true)
  })

  it('a cash-out racing the settlement of its market is paid once, by one or the other', async () => {
    for (let round = 0; round < rounds; round++) {
      const bettor = await player()
      const market = await makeBookMarket(testApp())
      const betId = await bettor.bet([bookLeg(market, 0)], 10_000)
      const [cashOut, result] = await Promise.all([
        bettor.book.cashOut(betId, { offer: 9_500, versions: [{ marketId: market.marketId, version: 1 }] }),
        enterResult(market.marketId, 'won'),
      ])
      expect(result.statusCode, result.body).toBe(200)
      // No sweep here: whichever of the two met the bet held by the other, the bet is paid by the time both answer.
      const cashedOut = await transfersOf(betId, 'sport_cash_out')
      const won = await transfersOf(betId, 'sport_bet_win')
      const bet = await betOf(betId)
      if (cashOut.statusCode === 200) {
        expect(cashedOut.map((row) => row.amount)).toEqual([9_500])
        expect(won).toEqual([])
        expect(bet).toMatchObject({ status: 'cashed_out', payout: 0 })
        expect(await cashOf(bettor.userId)).toBe(100_000 - 10_000 + 9_500)
      } else {
        expect(['BET_NOT_OPEN', 'CASH_OUT_UNAVAILABLE']).toContain(errorOf(cashOut).code)
        expect(cashedOut).toEqual([])
        expect(won.map((row) => row.amount)).toEqual([18_500])
        expect(bet).toMatchObject({ status: 'won', payout: 18_500, cashedOutStake: 0 })
        expect(await cashOf(bettor.userId)).toBe(100_000 - 10_000 + 18_500)
      }
      await expectCleanLedger(testApp())
    }
  })
})
