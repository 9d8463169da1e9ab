import { errorBody } from '@khela/contracts/errors'
import { betLines } from '@khela/contracts/sportsbook-bet-types'
import { placedSportBet, sportBetsPage } from '@khela/contracts/sportsbook-placement'
import { settleBet } from '@khela/contracts/sportsbook-settlement'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import {
  type BookMarket,
  enterTwoWayResult,
  makeBookMarket,
  sportsbookClient,
} from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { sportBets } from '../../db/schema/sportsbook.ts'
import { findBalances } from '../wallet/find-balances.ts'

/** System bets: a stake per line on every line of the system, limits per line, settled line by line. */

const testApp = useTestApp()
const db = () => testApp().services.database.db
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error
const cashOf = async (userId: string) => (await findBalances(db(), userId))?.cash

let trader: { cookie: string; userId: string }

beforeAll(async () => {
  trader = await makeUserWithRole(testApp(), 'trader')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

/** Three events whose home selections are priced 2.00, 3.00 and 1.50. */
async function threeMarkets(limits: { maxStake?: number; maxPayout?: number } = {}) {
  const markets: BookMarket[] = []
  for (const home of [2000, 3000, 1500])
    markets.push(await makeBookMarket(testApp(), { ...limits, prices: [home, 1900] }))
  return markets
}

const homeLegs = (markets: readonly BookMarket[]) =>
  markets.map((market, index) => ({
    selectionId: market.selections[0],
    price: [2000, 3000, 1500, 2500][index] as number,
    marketVersion: 1,
  }))

async function playerWith(cash: number) {
  const player = await fundedPlayer(testApp(), cash)
  return { ...player, book: sportsbookClient(testApp(), player.cookie) }
}

function placed(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200)
  return placedSportBet.parse(response.json())
}

const trixie = { kind: 'system', name: 'trixie' } as const

describe('placing a system bet', () => {
  it('moves the stake per line times the lines from cash, and answers a replay with the first result', async () => {
    const player = await playerWith(100_000)
    const markets = await threeMarkets()
    const key = newKey('sport-bet')
    const slip = { type: 'system', system: trixie, legs: homeLegs(markets), stake: 1_000 }
    const { bet, balance } = placed(await player.book.place(slip, key))
    expect(bet).toMatchObject({
      type: 'system',
      system: trixie,
      stake: 4_000,
      stakePerLine: 1_000,
      lineCount: 4,
      // Doubles 6.00 + 3.00 + 4.50 and the treble 9.00, each on 10 taka.
      potentialReturn: 22_500,
    })
    expect(balance).toBe(96_000)
    const stakes = await db()
      .select({ amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(and(eq(ledgerTransfers.refId, bet.id), eq(ledgerTransfers.kind, 'sport_bet_stake')))
    expect(stakes).toEqual([{ amount: 4_000 }])

    const replay = await player.book.place(slip, key)
    expect(replay.headers['idempotent-replay']).toBe('true')
    expect(replay.json()).toEqual(placed(await player.book.place(slip, key)))
    expect(await cashOf(player.userId)).toBe(96_000)
    const patent = await player.book.place({ ...slip, system: { kind: 'system', name: 'patent' } }, key)
    expect(errorOf(patent).code).toBe('IDEMPOTENCY_KEY_REUSED')

    const page = sportBetsPage.parse((await player.book.bets()).json())
    expect(page.items).toEqual([expect.objectContaining({ id: bet.id, stake: 4_000, lineCount: 4 })])
  })

  it("takes any 'k from n': 2 from 4 is six doubles", async () => {
    const player = await playerWith(100_000)
    const markets = [...(await threeMarkets()), await makeBookMarket(testApp(), { prices: [2500, 1500] })]
    const { bet, balance } = placed(
      await player.book.place({
        type: 'system',
        system: { kind: 'k_from_n', legsPerLine: 2 },
        legs: homeLegs(markets),
        stake: 1_500,
      }),
    )
    expect(bet).toMatchObject({ system: { kind: 'k_from_n', legsPerLine: 2 }, lineCount: 6, stake: 9_000 })
    expect(balance).toBe(91_000)
  })

  it('applies the market limits to each line and says the most a line takes', async () => {
    const player = await playerWith(100_000)
    // Every line's return within 10,000: the treble at 9.00 reaches it first, at 1,111 a line.
    const markets = await threeMarkets({ maxStake: 10_000, maxPayout: 10_000 })
    const over = await player.book.place({
      type: 'system',
      system: trixie,
      legs: homeLegs(markets),
      stake: 1_112,
    })
    expect(over.statusCode).toBe(409)
    expect(errorOf(over)).toMatchObject({ code: 'STAKE_ABOVE_LIMIT', fields: { maxStake: '1111' } })
    expect(await cashOf(player.userId)).toBe(100_000)
    const { bet } = placed(
      await player.book.place({ type: 'system', system: trixie, legs: homeLegs(markets), stake: 1_111 }),
    )
    expect(bet.stake).toBe(4_444)
  })

  it('refuses a system without its number of selections, or without naming it', async () => {
    const player = await playerWith(100_000)
    const markets = await threeMarkets()
    const yankee = await player.book.place({
      type: 'system',
      system: { kind: 'system', name: 'yankee' },
      legs: homeLegs(markets),
      stake: 1_000,
    })
    expect(errorOf(yankee)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { legs: 'WRONG_SELECTION_COUNT' },
    })
    const unnamed = await player.book.place({ type: 'system', legs: homeLegs(markets), stake: 1_000 })
    expect(errorOf(unnamed)).toMatchObject({ code: 'VALIDATION_FAILED', fields: { system: 'REQUIRED' } })
    expect(await cashOf(player.userId)).toBe(100_000)
  })

  it('never takes the balance below zero when system bets race for it', async () => {
    const player = await playerWith(10_000)
    const markets = await threeMarkets()
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        player.book.place({ type: 'system', system: trixie, legs: homeLegs(markets), stake: 1_000 }),
      ),
    )
    const accepted = responses.filter((response) => response.statusCode === 200)
    expect(accepted).toHaveLength(2)
    expect(responses.filter((response) => response.statusCode !== 200).map((r) => errorOf(r).code)).toEqual(
      Array(4).fill('INSUFFICIENT_FUNDS'),
    )
    expect(await cashOf(player.userId)).toBe(2_000)
  })
})

describe('settling a system bet', () => {
  async function settle(market: BookMarket, home: 'won' | 'lost' | 'void') {
    const away = home === 'won' ? 'lost' : home === 'lost' ? 'won' : 'void'
    await enterTwoWayResult(testApp(), trader.cookie, market, home, away)
  }

  it('pays line by line what the contract says, with a void leg at 1.00 and a lost one losing its lines', async () => {
    const player = await playerWith(100_000)
    const markets = await threeMarkets()
    const bets = []
    for (const name of ['trixie', 'patent'] as const)
      bets.push(
        placed(
          await player.book.place({
            type: 'system',
            system: { kind: 'system', name },
            legs: homeLegs(markets),
            stake: 1_000,
          }),
        ).bet,
      )
    const [first, second, third] = markets as [BookMarket, BookMarket, BookMarket]
    await settle(first, 'won')
    await settle(second, 'void')
    expect(await cashOf(player.userId)).toBe(100_000 - 4_000 - 7_000)
    await settle(third, 'lost')

    const legs = [
      { odds: 2000, result: 'win' },
      { odds: 3000, result: 'void' },
      { odds: 1500, result: 'lose' },
    ] as const
    const expected = (['trixie', 'patent'] as const).map((name) => {
      const lines = betLines({ kind: 'system', name }, 3)
      if (!lines.ok) throw new Error('three selections make a Trixie and a Patent')
      return settleBet({ stakePerLineMinor: 1_000, legs, lines: lines.lines, maxPayoutMinor: 1_000_000 })
        .payout
    })
    // The Trixie's double of the won and the void leg returns 20 taka; the Patent adds the single won (20) and the
    // void single (10) to it.
    expect(expected).toEqual([2_000, 5_000])
    const rows = await Promise.all(
      bets.map(async (bet) => (await db().select().from(sportBets).where(eq(sportBets.id, bet.id)))[0]),
    )
    expect(rows.map((row) => [row?.status, row?.payout])).toEqual([
      ['won', 2_000],
      ['won', 5_000],
    ])
    expect(await cashOf(player.userId)).toBe(100_000 - 4_000 - 7_000 + 2_000 + 5_000)
  })

  it('re-pays a system bet line by line when a result is corrected', async () => {
    const player = await playerWith(100_000)
    const markets = await threeMarkets()
    const { bet } = placed(
      await player.book.place({ type: 'system', system: trixie, legs: homeLegs(markets), stake: 1_000 }),
    )
    const [first, second, third] = markets as [BookMarket, BookMarket, BookMarket]
    await settle(first, 'won')
    await settle(second, 'void')
    await settle(third, 'lost')
    expect(await cashOf(player.userId)).toBe(100_000 - 4_000 + 2_000)

    const correction = await testApp().inject({
      method: 'POST',
      url: `/api/admin/sportsbook/markets/${third.marketId}/corrections`,
      headers: { cookie: trader.cookie, origin: testApp().services.config.publicUrl },
      payload: {
        results: [
          { code: 'home', result: 'won' },
          { code: 'away', result: 'lost' },
        ],
      },
    })
    expect(correction.statusCode, correction.body).toBe(201)
    // 2.00 × void, 2.00 × 1.50, void × 1.50 and the treble at 2.00 × 1.50, each on 10 taka.
    const [row] = await db().select().from(sportBets).where(eq(sportBets.id, bet.id))
    expect(row).toMatchObject({ status: 'won', payout: 2_000 + 3_000 + 1_500 + 3_000 })
    expect(await cashOf(player.userId)).toBe(100_000 - 4_000 + 9_500)
  })
})
