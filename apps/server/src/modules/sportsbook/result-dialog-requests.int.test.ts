import { errorBody } from '@khela/contracts/errors'
import { placedSportBet } from '@khela/contracts/sportsbook-placement'
import { eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import { makeBookMarket, sportsbookClient } from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { sportBets, sportMarkets } from '../../db/schema/sportsbook.ts'
import { findBalances } from '../wallet/find-balances.ts'

/**
 * The requests the event page's result dialog sends, as it sends them: "Void market" (every selection void), a
 * dead heat with its share, and the field errors it puts on its rows.
 */

const testApp = useTestApp()
const db = () => testApp().services.database.db
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error
let trader: { cookie: string; userId: string }

beforeAll(async () => {
  trader = await makeUserWithRole(testApp(), 'trader')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

const sendResult = (marketId: string, results: object[]) =>
  testApp().inject({
    method: 'POST',
    url: `/api/admin/sportsbook/markets/${marketId}/result`,
    headers: { cookie: trader.cookie, origin: testApp().services.config.publicUrl },
    payload: { results },
  })

async function backedMarket(stakes: [number, number]) {
  const player = await fundedPlayer(testApp(), 100_000)
  const market = await makeBookMarket(testApp())
  const book = sportsbookClient(testApp(), player.cookie)
  const bets: string[] = []
  for (const [index, stake] of stakes.entries()) {
    const response = await book.place({
      type: 'single',
      legs: [{ selectionId: market.selections[index], price: index === 0 ? 1850 : 2000, marketVersion: 1 }],
      stake,
    })
    expect(response.statusCode, response.body).toBe(200)
    bets.push(placedSportBet.parse(response.json()).bet.id)
  }
  return { player, market, bets }
}

describe("the result dialog's requests", () => {
  it('voids a market: every bet gets its stake back and is counted as settled', async () => {
    const { player, market, bets } = await backedMarket([10_000, 5_000])
    const response = await sendResult(market.marketId, [
      { code: 'home', result: 'void' },
      { code: 'away', result: 'void' },
    ])
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ settledBets: 2 })
    for (const bet of bets)
      expect((await db().select().from(sportBets).where(eq(sportBets.id, bet)))[0]?.status).toBe('void')
    expect((await findBalances(db(), player.userId))?.cash).toBe(100_000)
    const [stored] = await db().select().from(sportMarkets).where(eq(sportMarkets.id, market.marketId))
    expect(stored?.status).toBe('settled')
  })

  it('pays a dead heat its share as the dialog sends it', async () => {
    const { player, market } = await backedMarket([10_000, 10_000])
    const response = await sendResult(market.marketId, [
      { code: 'home', result: 'dead_heat', placesPaid: 1, tiedCount: 2 },
      { code: 'away', result: 'dead_heat', placesPaid: 1, tiedCount: 2 },
    ])
    expect(response.statusCode, response.body).toBe(200)
    // 10 000 × 1.85 / 2 = 9 250 and 10 000 × 2.00 / 2 = 10 000.
    expect((await findBalances(db(), player.userId))?.cash).toBe(100_000 - 20_000 + 9_250 + 10_000)
  })

  it('names the row of each problem, as the dialog shows them', async () => {
    const market = await makeBookMarket(testApp())
    const share = await sendResult(market.marketId, [
      { code: 'home', result: 'dead_heat', placesPaid: 2, tiedCount: 2 },
      { code: 'away', result: 'lost' },
    ])
    expect([share.statusCode, errorOf(share).fields]).toEqual([
      400,
      { 'results.0.placesPaid': 'NUMBER_OUT_OF_RANGE' },
    ])
    const unshared = await sendResult(market.marketId, [
      { code: 'home', result: 'dead_heat', placesPaid: 1, tiedCount: 2 },
      { code: 'away', result: 'dead_heat', placesPaid: 1, tiedCount: 3 },
    ])
    expect([unshared.statusCode, errorOf(unshared).code, errorOf(unshared).fields]).toEqual([
      422,
      'RESULTS_INCONSISTENT',
      { 'results.0': 'INVALID_CHOICE', 'results.1': 'INVALID_CHOICE' },
    ])
    const half = await sendResult(market.marketId, [
      { code: 'home', result: 'half_won' },
      { code: 'away', result: 'half_lost' },
    ])
    expect([half.statusCode, errorOf(half).fields]).toEqual([
      422,
      { 'results.0': 'INVALID_CHOICE', 'results.1': 'INVALID_CHOICE' },
    ])
    const [stored] = await db().select().from(sportMarkets).where(eq(sportMarkets.id, market.marketId))
    expect(stored?.status).toBe('open')
  })
})
