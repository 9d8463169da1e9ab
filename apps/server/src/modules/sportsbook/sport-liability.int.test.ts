import type { AdminEventDetail } from '@khela/contracts/admin-sportsbook'
import { adminSportBetPage, liabilityPage, playerStakeFactor } from '@khela/contracts/admin-sportsbook-risk'
import { errorBody } from '@khela/contracts/errors'
import { placedSportBet } from '@khela/contracts/sportsbook-placement'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { grantBonus, makeBonusCampaign } from '../../../test/bonuses.ts'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import { type BookMarket, makeBookMarket, sportsbookClient } from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { sportMarkets, sportSelectionLiability } from '../../db/schema/sportsbook.ts'
import { findBalances } from '../wallet/find-balances.ts'

/** Liability as bets arrive, the market's liability limit, the player's stake factor, and the traders' reads. */
const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error
let trader: { cookie: string; userId: string }
let support: { cookie: string; userId: string }

beforeAll(async () => {
  trader = await makeUserWithRole(testApp(), 'trader')
  support = await makeUserWithRole(testApp(), 'support')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

function as(staff: { cookie: string }) {
  const headers = { origin: testApp().services.config.publicUrl, cookie: staff.cookie }
  return {
    get: (url: string) => testApp().inject({ url: `/api/admin/sportsbook${url}`, headers }),
    put: (url: string, payload: object) =>
      testApp().inject({ method: 'PUT', url: `/api/admin/sportsbook${url}`, headers, payload }),
  }
}

/** A single on the market's selection `index` (0 home at 1.85, 1 away at 2.00). */
const single = (market: BookMarket, stake: number, index: 0 | 1 = 0) => ({
  type: 'single',
  legs: [{ selectionId: market.selections[index], price: index === 0 ? 1850 : 2000, marketVersion: 1 }],
  stake,
})

async function playerWith(cash: number) {
  const player = await fundedPlayer(testApp(), cash)
  return { ...player, book: sportsbookClient(testApp(), player.cookie) }
}

function placed(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200)
  return placedSportBet.parse(response.json())
}

const marketOf = async (marketId: string) => {
  const [market] = await db().select().from(sportMarkets).where(eq(sportMarkets.id, marketId))
  return market
}

describe('liability as bets arrive', () => {
  it('keeps returns and stakes per selection, and the traders read it by event, market and selection', async () => {
    const player = await playerWith(1_000_000)
    const market = await makeBookMarket(testApp())
    const other = await makeBookMarket(testApp())
    placed(await player.book.place(single(market, 10_000)))
    placed(await player.book.place(single(market, 5_000, 1)))
    placed(
      await player.book.place({
        type: 'accumulator',
        legs: [single(market, 0).legs[0], single(other, 0, 1).legs[0]],
        stake: 2_000,
      }),
    )
    const rows = await db()
      .select()
      .from(sportSelectionLiability)
      .where(eq(sportSelectionLiability.marketId, market.marketId))
    const home = rows.find((row) => row.selectionId === market.selections[0])
    // The double's whole return (2 000 × 1.85 × 2.00) counts on its home leg, its stake in the market.
    expect(home).toMatchObject({ stakes: 12_000, returns: 18_500 + 7_400, betCount: 2 })

    const response = await as(trader).get('/liability?pageSize=100')
    expect(response.statusCode, response.body).toBe(200)
    const event = liabilityPage.parse(response.json()).items.find((item) => item.id === market.eventId)
    const [book] = event?.markets ?? []
    // Home wins: 25 900 returned against 17 000 staked; away wins: 10 000 against 17 000.
    expect(book).toMatchObject({ stakes: 17_000, worstCase: 8_900, liabilityLimit: 100_000_000 })
    expect(book?.selections.map((selection) => [selection.betCount, selection.liability])).toEqual([
      [2, 8_900],
      [1, -7_000],
    ])
    expect(event?.worstCase).toBe(8_900)

    const detail = (await as(trader).get(`/events/${market.eventId}`)).json() as AdminEventDetail
    expect(detail.markets[0]).toMatchObject({ worstCase: 8_900, liabilityLimit: 100_000_000 })
  })

  it('refuses a bet over the liability limit with the stake still taken, and moves nothing', async () => {
    const player = await playerWith(1_000_000)
    const market = await makeBookMarket(testApp(), { liabilityLimit: 20_000 })
    const refused = await player.book.place(single(market, 30_000))
    expect(refused.statusCode).toBe(409)
    // floor(0.85 s) ≤ 20 000 up to s = 23 530.
    expect(errorOf(refused)).toMatchObject({
      code: 'LIABILITY_ABOVE_LIMIT',
      fields: { 'legs.0': 'LIABILITY_ABOVE_LIMIT', maxStake: '23530' },
    })
    expect((await findBalances(db(), player.userId))?.cash).toBe(1_000_000)
    expect((await marketOf(market.marketId))?.status).toBe('open')
    // A bet on the other selection lowers home's liability: the same stake then fits.
    placed(await player.book.place(single(market, 10_000, 1)))
    placed(await player.book.place(single(market, 30_000)))
  })

  it('refuses an accumulator whose whole return would pass one leg’s limit, naming that leg', async () => {
    const player = await playerWith(1_000_000)
    const limited = await makeBookMarket(testApp(), { liabilityLimit: 20_000 })
    const other = await makeBookMarket(testApp())
    const double = (stake: number) => ({
      type: 'accumulator',
      legs: [single(other, 0, 1).legs[0], single(limited, 0).legs[0]],
      stake,
    })
    // 10 000 at 1.85 × 2.00 returns 37 000: 27 000 on the limited home; floor(2.7 s) ≤ 20 000 up to s = 7 407.
    const refused = await player.book.place(double(10_000))
    expect(errorOf(refused)).toMatchObject({
      code: 'LIABILITY_ABOVE_LIMIT',
      fields: { 'legs.1': 'LIABILITY_ABOVE_LIMIT', maxStake: '7407' },
    })
    expect(errorOf(refused).fields).not.toHaveProperty('legs.0')
    placed(await player.book.place(double(7_407)))
    const rows = await db()
      .select()
      .from(sportSelectionLiability)
      .where(eq(sportSelectionLiability.selectionId, limited.selections[0]))
    expect(rows).toEqual([expect.objectContaining({ stakes: 7_407, returns: 27_405, betCount: 1 })])
  })

  it('refuses a system bet with the stake per line still taken, counting every line', async () => {
    const player = await playerWith(10_000_000)
    const limited = await makeBookMarket(testApp(), { liabilityLimit: 20_000 })
    const others = [await makeBookMarket(testApp()), await makeBookMarket(testApp())]
    const trixie = (stakePerLine: number) => ({
      type: 'system',
      system: { kind: 'system', name: 'trixie' },
      legs: [single(limited, 0).legs[0], ...others.map((market) => single(market, 0).legs[0])],
      stake: stakePerLine,
    })
    // Four lines at 1.85 each: the limited home backs all of them, about 12.6 × the stake per line net.
    const refused = await player.book.place(trixie(5_000))
    expect(errorOf(refused)).toMatchObject({
      code: 'LIABILITY_ABOVE_LIMIT',
      fields: { 'legs.0': 'LIABILITY_ABOVE_LIMIT' },
    })
    const maxStake = Number(errorOf(refused).fields?.maxStake)
    expect(maxStake).toBeGreaterThan(1_000)
    expect(maxStake).toBeLessThan(2_000)
    expect(errorOf(await player.book.place(trixie(maxStake + 1))).code).toBe('LIABILITY_ABOVE_LIMIT')
    const bet = placed(await player.book.place(trixie(maxStake)))
    expect(bet.bet.stake).toBe(4 * maxStake)
    const [row] = await db()
      .select()
      .from(sportSelectionLiability)
      .where(eq(sportSelectionLiability.selectionId, limited.selections[0]))
    expect(row?.stakes).toBe(4 * maxStake)
    expect((row?.returns ?? 0) - 4 * maxStake).toBeLessThanOrEqual(20_000)
  })

  it('suspends the market, as the system, when a bet reaches its limit', async () => {
    const player = await playerWith(1_000_000)
    const market = await makeBookMarket(testApp(), { liabilityLimit: 20_000 })
    // 22 000 at 1.85 leaves 1 300 of the limit, room for a 10-taka single (850); 10 more taka leave 450.
    placed(await player.book.place(single(market, 22_000)))
    expect((await marketOf(market.marketId))?.status).toBe('open')
    placed(await player.book.place(single(market, 1_000)))
    const suspended = await marketOf(market.marketId)
    expect(suspended).toMatchObject({ status: 'suspended', version: 2 })
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'sport_market'), eq(auditLog.recordId, market.marketId)))
    expect(audit).toEqual([
      expect.objectContaining({
        actorId: null,
        action: 'sportsbook.markets.suspend_at_liability_limit',
        after: { status: 'suspended', liabilityLimit: 20_000 },
      }),
    ])
    const next = await player.book.place(single(market, 1_000, 1))
    expect(errorOf(next).code).toBe('MARKET_SUSPENDED')
  })

  it('lets a trader change a market’s limit, audited; support staff cannot', async () => {
    const market = await makeBookMarket(testApp())
    const forbidden = await as(support).put(`/markets/${market.marketId}/liability-limit`, {
      liabilityLimit: 50_000,
    })
    expect(forbidden.statusCode).toBe(403)
    const tooSmall = await as(trader).put(`/markets/${market.marketId}/liability-limit`, {
      liabilityLimit: 0,
    })
    expect(errorOf(tooSmall)).toMatchObject({ code: 'VALIDATION_FAILED' })
    const missing = await as(trader).put('/markets/not-a-market/liability-limit', { liabilityLimit: 50_000 })
    expect(missing.statusCode).toBe(404)
    const response = await as(trader).put(`/markets/${market.marketId}/liability-limit`, {
      liabilityLimit: 50_000,
    })
    expect(response.statusCode, response.body).toBe(200)
    expect((response.json() as AdminEventDetail).markets[0]?.liabilityLimit).toBe(50_000)
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'sportsbook.markets.liability_limit'),
          eq(auditLog.recordId, market.marketId),
        ),
      )
    expect(entry).toMatchObject({
      actorId: trader.userId,
      before: { liabilityLimit: 100_000_000 },
      after: { liabilityLimit: 50_000 },
    })
  })
})

describe('a player’s stake factor', () => {
  it('multiplies every maximum stake, refusing larger bets with the amount still allowed', async () => {
    const player = await playerWith(1_000_000)
    const market = await makeBookMarket(testApp())
    const before = await as(trader).get(`/players/${player.userId}/stake-factor`)
    expect(playerStakeFactor.parse(before.json())).toEqual({
      userId: player.userId,
      factorBasisPoints: 10_000,
      updatedAt: null,
    })
    const set = await as(trader).put(`/players/${player.userId}/stake-factor`, { factorBasisPoints: 2_500 })
    expect(set.statusCode, set.body).toBe(200)
    expect(playerStakeFactor.parse(set.json()).factorBasisPoints).toBe(2_500)

    const refused = await player.book.place(single(market, 30_000))
    expect(errorOf(refused)).toMatchObject({ code: 'STAKE_ABOVE_LIMIT', fields: { maxStake: '25000' } })
    placed(await player.book.place(single(market, 25_000)))

    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sportsbook.player.stake_factor'), eq(auditLog.recordId, player.userId)))
    expect(entry).toMatchObject({
      actorId: trader.userId,
      before: { factorBasisPoints: 10_000 },
      after: { factorBasisPoints: 2_500 },
    })
  })

  it('raises the maximum stake above the market’s for a trusted player, up to the maximum payout', async () => {
    const player = await playerWith(2_000_000)
    const market = await makeBookMarket(testApp())
    await as(trader).put(`/players/${player.userId}/stake-factor`, { factorBasisPoints: 20_000 })
    placed(await player.book.place(single(market, 200_000, 1)))
    // 2.00 pays at most 500 000: 250 000 is the most a single takes, whatever the factor.
    const refused = await player.book.place(single(market, 260_000, 1))
    expect(errorOf(refused)).toMatchObject({ code: 'STAKE_ABOVE_LIMIT', fields: { maxStake: '200000' } })
  })

  it('refuses factors out of range, unknown players and staff without trading rights', async () => {
    const player = await playerWith(0)
    const low = await as(trader).put(`/players/${player.userId}/stake-factor`, { factorBasisPoints: 99 })
    expect(errorOf(low)).toMatchObject({ fields: { factorBasisPoints: 'NUMBER_OUT_OF_RANGE' } })
    const high = await as(trader).put(`/players/${player.userId}/stake-factor`, {
      factorBasisPoints: 100_001,
    })
    expect(errorOf(high)).toMatchObject({ fields: { factorBasisPoints: 'NUMBER_OUT_OF_RANGE' } })
    const unknown = await as(trader).put('/players/nobody-at-all/stake-factor', { factorBasisPoints: 5_000 })
    expect(unknown.statusCode).toBe(404)
    const forbidden = await as(support).put(`/players/${player.userId}/stake-factor`, {
      factorBasisPoints: 5_000,
    })
    expect(forbidden.statusCode).toBe(403)
  })
})

describe('the bet search', () => {
  it('finds bets by player, event and status, newest first', async () => {
    const player = await playerWith(1_000_000)
    const other = await playerWith(1_000_000)
    const market = await makeBookMarket(testApp())
    const elsewhere = await makeBookMarket(testApp())
    const first = placed(await player.book.place(single(market, 1_000))).bet
    const second = placed(await player.book.place(single(elsewhere, 2_000))).bet
    placed(await other.book.place(single(market, 3_000)))

    const byPlayer = adminSportBetPage.parse(
      (await as(trader).get(`/bets?player=${encodeURIComponent(player.email)}`)).json(),
    )
    expect(byPlayer.items.map((bet) => bet.id)).toEqual([second.id, first.id])
    expect(byPlayer.items[0]).toMatchObject({
      player: { id: player.userId, email: player.email },
      stake: 2_000,
      status: 'open',
      legs: [{ eventId: elsewhere.eventId, price: 1850, selection: { en: 'Home FC' } }],
    })
    const byEvent = adminSportBetPage.parse(
      (await as(trader).get(`/bets?event=${market.eventId}&player=${player.userId}`)).json(),
    )
    expect(byEvent.items.map((bet) => bet.id)).toEqual([first.id])
    // makeBookMarket's events are all Home FC v Away FC: a name finds both of the player's.
    const byName = adminSportBetPage.parse(
      (await as(trader).get(`/bets?event=home%20f&player=${player.userId}`)).json(),
    )
    expect(byName.items.map((bet) => bet.id)).toEqual([second.id, first.id])
    const byNobody = adminSportBetPage.parse(
      (await as(trader).get(`/bets?event=100%25_&player=${player.userId}`)).json(),
    )
    expect(byNobody.total).toBe(0)
    const won = adminSportBetPage.parse(
      (await as(trader).get(`/bets?player=${player.userId}&status=won`)).json(),
    )
    expect(won.total).toBe(0)
    const backwards = await as(trader).get('/bets?from=2026-05-02&to=2026-05-01')
    expect(errorOf(backwards)).toMatchObject({ fields: { to: 'DATE_BEFORE_FROM' } })
  })

  it('shows a free bet and the part of a stake that was bonus money', async () => {
    // As sport-bonus-bets.int.test.ts places them: cash first, a grant the shortfall, a free bet its whole amount.
    const player = await playerWith(4_000)
    await grantBonus(testApp(), player.userId, (await makeBonusCampaign(testApp())).id, 10_000)
    const freeBet = await grantBonus(
      testApp(),
      player.userId,
      (await makeBonusCampaign(testApp(), {}, { kind: 'free_bet', amount: 2_000, minOdds: 150 })).id,
      2_000,
    )
    const market = await makeBookMarket(testApp())
    const cash = placed(await player.book.place(single(market, 1_000))).bet
    const split = placed(await player.book.place(single(market, 5_000))).bet
    const free = placed(await player.book.place({ ...single(market, 2_000), freeBetGrantId: freeBet.id })).bet

    const found = adminSportBetPage.parse((await as(trader).get(`/bets?player=${player.userId}`)).json())
    expect(
      found.items.map(({ id, stake, bonusStake, isFreeBet }) => ({ id, stake, bonusStake, isFreeBet })),
    ).toEqual([
      { id: free.id, stake: 2_000, bonusStake: 2_000, isFreeBet: true },
      { id: split.id, stake: 5_000, bonusStake: 2_000, isFreeBet: false },
      { id: cash.id, stake: 1_000, bonusStake: 0, isFreeBet: false },
    ])
  })
})

describe.runIf(isPostgres)('liability under concurrency (PostgreSQL)', () => {
  it('100 concurrent bets against a liability limit never pass it, and take all it allows', async () => {
    // Each 10-taka single at 2.00 adds 1 000 poisha: a 50 500 limit takes exactly 50 of them.
    const market = await makeBookMarket(testApp(), { liabilityLimit: 50_500 })
    const players = await Promise.all(Array.from({ length: 20 }, () => playerWith(100_000)))
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        players[index % players.length]?.book.place(single(market, 1_000, 1)),
      ),
    )
    const accepted = responses.filter((response) => response?.statusCode === 200)
    const refusals = new Set(
      responses.filter((response) => response?.statusCode !== 200).map((r) => r && errorOf(r).code),
    )
    expect(accepted).toHaveLength(50)
    expect(
      [...refusals].every((code) => code === 'LIABILITY_ABOVE_LIMIT' || code === 'MARKET_SUSPENDED'),
    ).toBe(true)
    const [away] = await db()
      .select()
      .from(sportSelectionLiability)
      .where(eq(sportSelectionLiability.selectionId, market.selections[1]))
    expect(away).toMatchObject({ stakes: 50_000, returns: 100_000, betCount: 50 })
    expect((await marketOf(market.marketId))?.status).toBe('suspended')
  })
})
