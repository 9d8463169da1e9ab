import { overviewSeries } from '@khela/contracts/overview'
import { placedSportBet } from '@khela/contracts/sportsbook-placement'
import { eq, inArray } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import { type BookMarket, makeBookMarket, sportsbookClient } from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { sportBets } from '../../db/schema/sportsbook.ts'

/** The overview's sportsbook GGR per sport and day: settled bets, by the day they settled in Dhaka. */

const testApp = useTestApp()
const db = () => testApp().services.database.db
type Staff = Awaited<ReturnType<typeof makeUserWithRole>>
let trader: Staff
let finance: Staff

beforeAll(async () => {
  ;[trader, finance] = await Promise.all([
    makeUserWithRole(testApp(), 'trader'),
    makeUserWithRole(testApp(), 'finance'),
  ])
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

const headersOf = (staff: Staff) => ({ cookie: staff.cookie, origin: testApp().services.config.publicUrl })

async function placed(cookie: string, market: BookMarket, index: 0 | 1, stake: number) {
  const response = await sportsbookClient(testApp(), cookie).place({
    type: 'single',
    legs: [{ selectionId: market.selections[index], price: index === 0 ? 1850 : 2000, marketVersion: 1 }],
    stake,
  })
  expect(response.statusCode, response.body).toBe(200)
  return placedSportBet.parse(response.json()).bet.id
}

async function resulted(marketId: string, home: string, away: string) {
  const response = await testApp().inject({
    method: 'POST',
    url: `/api/admin/sportsbook/markets/${marketId}/result`,
    headers: headersOf(trader),
    payload: {
      results: [
        { code: 'home', result: home },
        { code: 'away', result: away },
      ],
    },
  })
  expect(response.statusCode, response.body).toBe(200)
}

describe('the overview’s sportsbook GGR', () => {
  it('sums settled won and lost bets per sport on the Dhaka day they settled; open and void bets stay out', async () => {
    const player = await fundedPlayer(testApp(), 200_000)
    const [first, second, third] = await Promise.all([0, 1, 2].map(() => makeBookMarket(testApp())))
    if (!first || !second || !third) throw new Error('no markets')
    const won = await placed(player.cookie, first, 0, 10_000)
    const lost = await placed(player.cookie, first, 1, 4_000)
    const voided = await placed(player.cookie, second, 0, 3_000)
    await placed(player.cookie, third, 0, 7_000)
    await resulted(first.marketId, 'won', 'lost')
    await resulted(second.marketId, 'void', 'void')
    // 19:00 UTC on the 10th is the 11th in Dhaka (UTC+6); 17:00 UTC is still the 10th.
    await db()
      .update(sportBets)
      .set({ settledAt: new Date('2021-03-10T19:00:00Z') })
      .where(inArray(sportBets.id, [won, voided]))
    await db()
      .update(sportBets)
      .set({ settledAt: new Date('2021-03-10T17:00:00Z') })
      .where(eq(sportBets.id, lost))

    const response = await testApp().inject({
      url: '/api/admin/overview/series?from=2021-03-10&to=2021-03-11',
      headers: headersOf(finance),
    })
    expect(response.statusCode, response.body).toBe(200)
    const bdt = overviewSeries.parse(response.json()).money.find((row) => row.currency === 'BDT')
    expect(bdt?.bySport).toEqual([
      {
        sport: 'soccer',
        name: expect.objectContaining({ en: expect.any(String), bn: expect.any(String) }),
        stakes: 14_000,
        payouts: 18_500,
        ggr: -4_500,
        days: [
          { day: '2021-03-10', stakes: 4_000, payouts: 0, ggr: 4_000 },
          { day: '2021-03-11', stakes: 10_000, payouts: 18_500, ggr: -8_500 },
        ],
      },
    ])
    // The casino's figures are their own: sports bets are not in the games chart's days.
    expect(bdt?.days.map((row) => row.stakes)).toEqual([0, 0])
    // NGR is the whole operator's: the sportsbook's GGR counts in it (no bonus cost here).
    expect(bdt?.days.map((row) => row.ngr)).toEqual([4_000, -8_500])
  })
})
