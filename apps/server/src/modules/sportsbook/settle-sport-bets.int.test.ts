import { errorBody } from '@khela/contracts/errors'
import { settleBet } from '@khela/contracts/sportsbook-settlement'
import { and, eq, inArray } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectCleanLedger } from '../../../test/ledger.ts'
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
import { sportBetLegs, sportBets, sportMarkets } from '../../db/schema/sportsbook.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { enterMarketResult } from './enter-market-result.ts'
import { settleSportBets } from './settle-sport-bets.ts'
import { sumPlayerSportBets } from './sum-player-sport-bets.ts'

/** Results, settlement and payment: singles and doubles, each result, resumed and repeated runs. */

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const services = () => ({ realtime: testApp().services.realtime, log: { warn: () => {} } })
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error

let trader: { cookie: string; userId: string }

beforeAll(async () => {
  trader = await makeUserWithRole(testApp(), 'trader')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

type Result =
  | { code: string; result: 'won' | 'lost' | 'void' | 'half_won' | 'half_lost' }
  | { code: string; result: 'dead_heat'; placesPaid: number; tiedCount: number }

function enterResult(marketId: string, results: Result[]) {
  return testApp().inject({
    method: 'POST',
    url: `/api/admin/sportsbook/markets/${marketId}/result`,
    headers: { cookie: trader.cookie, origin: testApp().services.config.publicUrl },
    payload: { results },
  })
}

async function resulted(marketId: string, results: Result[]) {
  const response = await enterResult(marketId, results)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { settledBets: number }
}

const prices = bookPrices
const leg = bookLeg
const playerWith = (cash: number) => bettingPlayer(testApp(), cash)

const cashOf = async (userId: string) => (await findBalances(db(), userId))?.cash
const betOf = async (id: string) => (await db().select().from(sportBets).where(eq(sportBets.id, id)))[0]
const winsOf = (betId: string) =>
  db()
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.refId, betId), eq(ledgerTransfers.kind, 'sport_bet_win')))

const twoWay = (home: Result['result'], away: Result['result']): Result[] =>
  [
    { code: 'home', result: home },
    { code: 'away', result: away },
  ] as Result[]

describe('settling singles', () => {
  it('pays a won single stake × price, and a lost one nothing', async () => {
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    const won = await player.bet([leg(market, 0)], 10_000)
    const lost = await player.bet([leg(market, 1)], 10_000)
    expect(await resulted(market.marketId, twoWay('won', 'lost'))).toEqual({ settledBets: 2 })
    expect(await betOf(won)).toMatchObject({ status: 'won', payout: 18_500 })
    expect((await betOf(won))?.settledAt).toBeInstanceOf(Date)
    expect(await betOf(lost)).toMatchObject({ status: 'lost', payout: 0 })
    expect(await cashOf(player.userId)).toBe(100_000 - 20_000 + 18_500)
    const [win] = await winsOf(won)
    expect(win).toMatchObject({ amount: 18_500, idempotencyKey: `sport-bet:${won}:settle` })
    expect(await winsOf(lost)).toEqual([])
    const legs = await db()
      .select()
      .from(sportBetLegs)
      .where(inArray(sportBetLegs.betId, [won, lost]))
    expect(legs.map((row) => [row.betId, row.status]).sort()).toEqual(
      [
        [won, 'won'],
        [lost, 'lost'],
      ].sort(),
    )
    const [market_] = await db().select().from(sportMarkets).where(eq(sportMarkets.id, market.marketId))
    expect(market_).toMatchObject({ status: 'settled' })
    expect(market_?.version).toBeGreaterThan(1)
    // Responsible gambling counts the payout.
    expect(await sumPlayerSportBets(db(), player.userId, new Date(0))).toEqual({
      stakes: 20_000,
      payouts: 18_500,
    })
  })

  it('returns a void bet its stake', async () => {
    const player = await playerWith(50_000)
    const market = await makeBookMarket(testApp())
    const bet = await player.bet([leg(market, 0)], 10_000)
    await resulted(market.marketId, twoWay('void', 'void'))
    expect(await betOf(bet)).toMatchObject({ status: 'void', payout: 10_000 })
    expect(await cashOf(player.userId)).toBe(50_000)
  })

  it('pays half-win (1 + odds) / 2 and half-lose 1/2 on an Asian line', async () => {
    const player = await playerWith(50_000)
    const market = await makeBookMarket(testApp())
    const home = await player.bet([leg(market, 0)], 10_000)
    const away = await player.bet([leg(market, 1)], 10_000)
    await db().update(sportMarkets).set({ line: 2250 }).where(eq(sportMarkets.id, market.marketId))
    await resulted(market.marketId, twoWay('half_won', 'half_lost'))
    expect(await betOf(home)).toMatchObject({ status: 'won', payout: 14_250 })
    expect(await betOf(away)).toMatchObject({ status: 'won', payout: 5_000 })
  })

  it('pays a dead heat odds × placesPaid / tiedCount, rounded down', async () => {
    const player = await playerWith(50_000)
    const market = await makeBookMarket(testApp())
    const home = await player.bet([leg(market, 0)], 1_001)
    const away = await player.bet([leg(market, 1)], 10_000)
    const deadHeat = { result: 'dead_heat' as const, placesPaid: 1, tiedCount: 2 }
    await resulted(market.marketId, [
      { code: 'home', ...deadHeat },
      { code: 'away', ...deadHeat },
    ])
    // 10.01 taka × 1.85 / 2 = 9.25925 taka: 9.25.
    expect(await betOf(home)).toMatchObject({ status: 'won', payout: 925 })
    expect(await betOf(away)).toMatchObject({ status: 'won', payout: 10_000 })
  })
})

describe('settling accumulators', () => {
  it('waits for every leg, and counts a void leg at 1.00', async () => {
    const player = await playerWith(50_000)
    const first = await makeBookMarket(testApp())
    const second = await makeBookMarket(testApp())
    const double = await player.bet([leg(first, 0), leg(second, 0)], 10_000)
    expect(await resulted(first.marketId, twoWay('void', 'void'))).toEqual({ settledBets: 0 })
    expect(await betOf(double)).toMatchObject({ status: 'open', payout: 0 })
    expect(await resulted(second.marketId, twoWay('won', 'lost'))).toEqual({ settledBets: 1 })
    expect(await betOf(double)).toMatchObject({ status: 'won', payout: 18_500 })
    expect(await cashOf(player.userId)).toBe(50_000 - 10_000 + 18_500)
  })

  it('loses a double on one lost leg', async () => {
    const player = await playerWith(50_000)
    const first = await makeBookMarket(testApp())
    const second = await makeBookMarket(testApp())
    const double = await player.bet([leg(first, 0), leg(second, 0)], 10_000)
    await resulted(first.marketId, twoWay('lost', 'won'))
    await resulted(second.marketId, twoWay('won', 'lost'))
    expect(await betOf(double)).toMatchObject({ status: 'lost', payout: 0 })
  })
})

describe('entering results', () => {
  it('settles once: a second result is MARKET_SETTLED and a rerun pays nothing', async () => {
    const player = await playerWith(50_000)
    const market = await makeBookMarket(testApp())
    const bet = await player.bet([leg(market, 0)], 10_000)
    await resulted(market.marketId, twoWay('won', 'lost'))
    const again = await enterResult(market.marketId, twoWay('lost', 'won'))
    expect(again.statusCode).toBe(409)
    expect(errorOf(again).code).toBe('MARKET_SETTLED')
    expect(await settleSportBets(db(), services())).toBe(0)
    expect(await winsOf(bet)).toHaveLength(1)
    expect(await cashOf(player.userId)).toBe(50_000 - 10_000 + 18_500)
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sportsbook.market.result'), eq(auditLog.recordId, market.marketId)))
    expect(entry).toMatchObject({
      actorId: trader.userId,
      before: { status: 'open', selections: { home: 'open', away: 'open' } },
      after: { status: 'settled' },
    })
  })

  it('refuses results that do not fit together, and writes nothing', async () => {
    const market = await makeBookMarket(testApp())
    const twoWinners = await enterResult(market.marketId, twoWay('won', 'won'))
    expect(twoWinners.statusCode).toBe(422)
    expect(errorOf(twoWinners)).toMatchObject({
      code: 'RESULTS_INCONSISTENT',
      fields: { 'results.0': 'INVALID_CHOICE', 'results.1': 'INVALID_CHOICE' },
    })
    const halfWithoutLine = await enterResult(market.marketId, twoWay('half_won', 'half_lost'))
    expect(errorOf(halfWithoutLine).code).toBe('RESULTS_INCONSISTENT')
    const mixedDeadHeat = await enterResult(market.marketId, [
      { code: 'home', result: 'dead_heat', placesPaid: 1, tiedCount: 2 },
      { code: 'away', result: 'won' },
    ])
    expect(errorOf(mixedDeadHeat).code).toBe('RESULTS_INCONSISTENT')
    const missing = await enterResult(market.marketId, [{ code: 'home', result: 'won' }])
    expect(missing.statusCode).toBe(400)
    expect(errorOf(missing).fields).toEqual({ results: 'REQUIRED' })
    const unknown = await enterResult(market.marketId, [
      ...twoWay('won', 'lost'),
      { code: 'draw', result: 'lost' },
    ])
    expect(errorOf(unknown).fields).toEqual({ 'results.2.code': 'INVALID_CHOICE' })
    const [row] = await db().select().from(sportMarkets).where(eq(sportMarkets.id, market.marketId))
    expect(row?.status).toBe('open')
  })

  it('is for traders only', async () => {
    const market = await makeBookMarket(testApp())
    const player = await playerWith(0)
    const response = await testApp().inject({
      method: 'POST',
      url: `/api/admin/sportsbook/markets/${market.marketId}/result`,
      headers: { cookie: player.cookie, origin: testApp().services.config.publicUrl },
      payload: { results: twoWay('won', 'lost') },
    })
    expect(response.statusCode).toBe(403)
  })
})

/** A small seeded generator, so a failing run can be repeated. */
function seededRandom(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return state / 2_147_483_648
  }
}

describe('settlement over random results', () => {
  it('pays each bet what settleBet says, and the ledger reconciles', async () => {
    const random = seededRandom(17)
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T
    const markets = await Promise.all([0, 1, 2, 3].map(() => makeBookMarket(testApp())))
    const players = await Promise.all([0, 1, 2].map(() => playerWith(200_000)))
    const placed: { id: string; legs: { market: number; index: 0 | 1 }[]; stake: number }[] = []
    for (const player of players)
      for (let count = 0; count < 4; count++) {
        const first = Math.floor(random() * markets.length)
        const legs: { market: number; index: 0 | 1 }[] = [{ market: first, index: pick([0, 1] as const) }]
        if (random() < 0.5)
          legs.push({ market: (first + 1 + Math.floor(random() * 3)) % 4, index: pick([0, 1] as const) })
        const stake = 1_000 + Math.floor(random() * 9_000)
        const id = await player.bet(
          legs.map((chosen) => leg(markets[chosen.market] as BookMarket, chosen.index)),
          stake,
        )
        placed.push({ id, legs, stake })
      }
    const outcomes: Result['result'][][] = [
      ['won', 'lost'],
      ['lost', 'won'],
      ['void', 'void'],
      ['half_won', 'half_lost'],
      ['half_lost', 'half_won'],
      ['dead_heat', 'dead_heat'],
    ]
    const chosen = markets.map(() => pick(outcomes))
    for (const [index, market] of markets.entries()) {
      const [home, away] = chosen[index] as [Result['result'], Result['result']]
      await db().update(sportMarkets).set({ line: 250 }).where(eq(sportMarkets.id, market.marketId))
      const entry = (code: string, result: Result['result']): Result =>
        result === 'dead_heat' ? { code, result, placesPaid: 1, tiedCount: 2 } : ({ code, result } as Result)
      await resulted(market.marketId, [entry('home', home), entry('away', away)])
    }
    const names = {
      won: 'win',
      lost: 'lose',
      void: 'void',
      half_won: 'half_win',
      half_lost: 'half_lose',
      dead_heat: 'dead_heat',
    } as const
    for (const bet of placed) {
      const stored = await betOf(bet.id)
      const expected = settleBet({
        stakePerLineMinor: bet.stake,
        legs: bet.legs.map(({ market, index }) => {
          const result = names[(chosen[market] as Result['result'][])[index] as Result['result']]
          const odds = prices[index]
          return result === 'dead_heat' ? { odds, result, placesPaid: 1, tiedCount: 2 } : { odds, result }
        }),
        lines: [bet.legs.map((_, index) => index)],
        maxPayoutMinor: stored?.potentialReturn ?? 1,
      }).payout
      expect(stored?.status).not.toBe('open')
      expect(stored?.payout, bet.id).toBe(expected)
      expect((await winsOf(bet.id)).map((row) => row.amount)).toEqual(expected > 0 ? [expected] : [])
    }
  })
})

describe('settlement cut short', () => {
  async function marketWithBets(count: number) {
    const market = await makeBookMarket(testApp())
    const players = await Promise.all(Array.from({ length: count }, () => playerWith(20_000)))
    const bets = []
    for (const player of players) bets.push(await player.bet([leg(market, 0)], 10_000))
    await enterMarketResult(db(), {
      staff: { id: trader.userId } as never,
      marketId: market.marketId,
      input: { results: twoWay('won', 'lost') },
      ipAddress: null,
    })
    return { market, bets, players }
  }

  async function expectPaidOnce(bets: string[]) {
    for (const bet of bets) {
      expect(await betOf(bet)).toMatchObject({ status: 'won', payout: 18_500 })
      expect(await winsOf(bet)).toHaveLength(1)
    }
  }

  it('resumes where it stopped and pays each bet once', async () => {
    const { market, bets } = await marketWithBets(5)
    expect(
      await settleSportBets(db(), services(), { marketId: market.marketId, batchSize: 2, maxBatches: 1 }),
    ).toBe(2)
    const open = await db()
      .select()
      .from(sportBets)
      .where(and(inArray(sportBets.id, bets), eq(sportBets.status, 'open')))
    expect(open).toHaveLength(3)
    // The sweep a restart runs finds the rest without being told the market.
    expect(await settleSportBets(db(), services(), { batchSize: 2 })).toBeGreaterThanOrEqual(3)
    expect(await settleSportBets(db(), services(), { marketId: market.marketId })).toBe(0)
    await expectPaidOnce(bets)
  })

  it.runIf(isPostgres)('shares the work between runs at once and pays each bet once', async () => {
    const { market, bets } = await marketWithBets(8)
    const runs = await Promise.all(
      [0, 1, 2].map(() => settleSportBets(db(), services(), { marketId: market.marketId, batchSize: 2 })),
    )
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(8)
    await expectPaidOnce(bets)
  })
})
