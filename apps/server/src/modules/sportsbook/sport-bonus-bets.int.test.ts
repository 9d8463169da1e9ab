import { errorBody } from '@khela/contracts/errors'
import { MAX_BET_DELAY_MS } from '@khela/contracts/sportsbook-bet-types'
import { placedSportBet, sportBetsPage } from '@khela/contracts/sportsbook-placement'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { findGrant, grantBonus, makeBonusCampaign } from '../../../test/bonuses.ts'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import {
  type BookMarket,
  bookLeg,
  enterTwoWayResult,
  makeBookMarket,
  sportsbookClient,
} from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { sportBets, sportMarkets } from '../../db/schema/sportsbook.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { decidePendingBets } from './decide-pending-bets.ts'
import { measureCorrection } from './measure-correction.ts'
import { settleSportBets } from './settle-sport-bets.ts'
import { sumPlayerSportBets } from './sum-player-sport-bets.ts'

/** Bonus money and free bets on the sportsbook (modules/bonuses/README.md, "Bets"). */

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const services = () => ({ realtime: testApp().services.realtime, log: { warn: () => {} } })
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error
const taka = (amount: number) => amount * 100

let trader: { cookie: string }

beforeAll(async () => {
  trader = await makeUserWithRole(testApp(), 'trader')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

type Outcome = 'won' | 'lost' | 'void'

/** Enters the market's result, home then away, which settles its bets. */
const result = (market: BookMarket, home: Outcome, away: Outcome) =>
  enterTwoWayResult(testApp(), trader.cookie, market, home, away)

const cashOf = async (userId: string) => (await findBalances(db(), userId))?.cash ?? 0
const betOf = async (id: string) => {
  const [row] = await db().select().from(sportBets).where(eq(sportBets.id, id))
  if (!row) throw new Error(`bet ${id} missing`)
  return row
}

/** A player with `cash` and one grant of `amount` from a campaign with these wagering terms. */
async function playerWithGrant(
  cash: number,
  amount: number,
  wagering: Parameters<typeof makeBonusCampaign>[1] = {},
) {
  const campaign = await makeBonusCampaign(testApp(), wagering)
  const player = await fundedPlayer(testApp(), cash)
  const grant = await grantBonus(testApp(), player.userId, campaign.id, amount)
  return { ...player, grant, book: sportsbookClient(testApp(), player.cookie) }
}

/** A free bet of `amount` at `minOdds` (hundredths) given to the player. */
async function giveFreeBet(userId: string, amount: number, minOdds: number) {
  const campaign = await makeBonusCampaign(testApp(), {}, { kind: 'free_bet', amount, minOdds })
  return grantBonus(testApp(), userId, campaign.id, amount)
}

const single = (market: BookMarket, index: 0 | 1, stake: number, more: object = {}) => ({
  type: 'single',
  legs: [bookLeg(market, index)],
  stake,
  ...more,
})

async function placed(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200)
  return placedSportBet.parse(response.json())
}

describe('a sport bet with bonus money', () => {
  it('pays cash first, the grant the shortfall, and feeds the wagering only when it settles', async () => {
    const player = await playerWithGrant(taka(30), taka(100))
    const market = await makeBookMarket(testApp())
    const { bet, balance } = await placed(await player.book.place(single(market, 0, taka(50))))
    expect(balance).toBe(0)
    expect(bet).toMatchObject({ bonusStake: taka(20), isFreeBet: false })
    expect(await betOf(bet.id)).toMatchObject({ bonusGrantId: player.grant.id, bonusStake: taka(20) })
    expect(await findGrant(testApp(), player.grant.id)).toMatchObject({ balance: taka(80), wagered: 0 })

    await result(market, 'won', 'lost')
    // 50 taka at 1.85 returns 92.50: 2/5 of it, 37 taka, is the grant's.
    expect(await betOf(bet.id)).toMatchObject({ status: 'won', payout: 9_250 })
    expect(await findGrant(testApp(), player.grant.id)).toMatchObject({
      balance: taka(80) + 3_700,
      wagered: taka(50),
    })
    expect(await cashOf(player.userId)).toBe(9_250 - 3_700)
  })

  it('refuses a stake cash and the grant cannot cover together, moving nothing', async () => {
    const player = await playerWithGrant(taka(30), taka(20))
    const market = await makeBookMarket(testApp())
    const response = await player.book.place(single(market, 0, taka(60)))
    expect(response.statusCode).toBe(409)
    expect(errorOf(response).code).toBe('INSUFFICIENT_FUNDS')
    expect(await cashOf(player.userId)).toBe(taka(30))
    expect((await findGrant(testApp(), player.grant.id)).balance).toBe(taka(20))
  })

  it('counts a settled bet only at the minimum odds or more, and a void one never, refunding it in proportion', async () => {
    const player = await playerWithGrant(taka(10), taka(100), { sportsbookMinOdds: 190 })
    const below = await makeBookMarket(testApp())
    const above = await makeBookMarket(testApp())
    const voided = await makeBookMarket(testApp())
    const low = await placed(await player.book.place(single(below, 0, taka(20))))
    const high = await placed(await player.book.place(single(above, 1, taka(20))))
    const refunded = await placed(await player.book.place(single(voided, 1, taka(30))))
    expect(refunded.bet.bonusStake).toBe(taka(30))
    const grantAfterStakes = (await findGrant(testApp(), player.grant.id)).balance
    expect(grantAfterStakes).toBe(taka(100) - taka(10) - taka(20) - taka(30))

    await result(below, 'lost', 'won')
    expect((await findGrant(testApp(), player.grant.id)).wagered).toBe(0)
    await result(above, 'won', 'lost')
    expect(await betOf(high.bet.id)).toMatchObject({ status: 'lost' })
    expect((await findGrant(testApp(), player.grant.id)).wagered).toBe(taka(20))
    await result(voided, 'void', 'void')
    expect(await betOf(refunded.bet.id)).toMatchObject({ status: 'void', payout: taka(30) })
    expect(await findGrant(testApp(), player.grant.id)).toMatchObject({
      wagered: taka(20),
      balance: grantAfterStakes + taka(30),
    })
    expect(await cashOf(player.userId)).toBe(0)
    expect(await betOf(low.bet.id)).toMatchObject({ status: 'lost' })
  })

  it('converts the grant in the settlement that meets its wagering, once', async () => {
    const player = await playerWithGrant(0, taka(100), { multiple: 1 })
    const market = await makeBookMarket(testApp())
    const { bet } = await placed(await player.book.place(single(market, 1, taka(100))))
    expect(bet.bonusStake).toBe(taka(100))
    await result(market, 'lost', 'won')
    expect(await betOf(bet.id)).toMatchObject({ status: 'won', payout: taka(200) })
    expect(await findGrant(testApp(), player.grant.id)).toMatchObject({
      status: 'converted',
      wagered: taka(100),
      convertedAmount: taka(200),
      balance: 0,
    })
    expect(await cashOf(player.userId)).toBe(taka(200))
    await settleSportBets(db(), services(), { marketId: market.marketId })
    expect(await cashOf(player.userId)).toBe(taka(200))
    const conversions = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, player.grant.id), eq(auditLog.action, 'bonus_grant.convert')))
    expect(conversions).toHaveLength(1)
  })

  it('pays a cash-paid bet all in cash and still feeds the grant', async () => {
    const player = await playerWithGrant(taka(100), taka(50))
    const market = await makeBookMarket(testApp())
    const { bet } = await placed(await player.book.place(single(market, 1, taka(40))))
    expect(await betOf(bet.id)).toMatchObject({ bonusGrantId: player.grant.id, bonusStake: 0 })
    await result(market, 'lost', 'won')
    expect(await cashOf(player.userId)).toBe(taka(100) - taka(40) + taka(80))
    expect(await findGrant(testApp(), player.grant.id)).toMatchObject({
      balance: taka(50),
      wagered: taka(40),
    })
  })
})

describe('a free bet', () => {
  it('stakes its whole amount, and a win pays the winnings only and uses it up', async () => {
    const player = await fundedPlayer(testApp(), taka(10))
    const freeBet = await giveFreeBet(player.userId, taka(20), 150)
    const other = await grantBonus(
      testApp(),
      player.userId,
      (await makeBonusCampaign(testApp())).id,
      taka(30),
    )
    const book = sportsbookClient(testApp(), player.cookie)
    const market = await makeBookMarket(testApp())
    const payload = single(market, 0, taka(20), { freeBetGrantId: freeBet.id })
    const key = newKey('free-bet')
    const { bet, balance } = await placed(await book.place(payload, key))
    expect(balance).toBe(taka(10))
    expect(bet).toMatchObject({ isFreeBet: true, bonusStake: taka(20), stake: taka(20) })
    expect((await findGrant(testApp(), freeBet.id)).balance).toBe(0)

    const replay = await placed(await book.place(payload, key))
    expect(replay.bet.id).toBe(bet.id)
    expect(await db().select().from(sportBets).where(eq(sportBets.userId, player.userId))).toHaveLength(1)

    await result(market, 'won', 'lost')
    // 20 taka at 1.85 returns 37 taka: the 17 taka won, never the stake.
    expect(await betOf(bet.id)).toMatchObject({ status: 'won', payout: taka(17) })
    expect(await cashOf(player.userId)).toBe(taka(10) + taka(17))
    expect(await findGrant(testApp(), freeBet.id)).toMatchObject({ status: 'converted', balance: 0 })
    // A free bet feeds no other grant's wagering.
    expect(await findGrant(testApp(), other.id)).toMatchObject({ wagered: 0, balance: taka(30) })
    const used = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, freeBet.id), eq(auditLog.action, 'bonus_grant.use_free_bet')))
    expect(used).toHaveLength(1)
  })

  it('is used up by a loss and returned by a void', async () => {
    const player = await fundedPlayer(testApp(), 0)
    const lost = await giveFreeBet(player.userId, taka(20), 150)
    const voided = await giveFreeBet(player.userId, taka(25), 150)
    const book = sportsbookClient(testApp(), player.cookie)
    const first = await makeBookMarket(testApp())
    const second = await makeBookMarket(testApp())
    await placed(await book.place(single(first, 0, taka(20), { freeBetGrantId: lost.id })))
    const { bet } = await placed(await book.place(single(second, 0, taka(25), { freeBetGrantId: voided.id })))
    await result(first, 'lost', 'won')
    expect(await findGrant(testApp(), lost.id)).toMatchObject({ status: 'converted', balance: 0 })
    await result(second, 'void', 'void')
    expect(await betOf(bet.id)).toMatchObject({ status: 'void' })
    expect(await findGrant(testApp(), voided.id)).toMatchObject({ status: 'active', balance: taka(25) })
    expect(await cashOf(player.userId)).toBe(0)
    // Returned, it stakes again.
    const third = await makeBookMarket(testApp())
    await placed(await book.place(single(third, 1, taka(25), { freeBetGrantId: voided.id })))
  })

  it('is refused below its minimum odds, for another stake, and is no money for ordinary bets', async () => {
    const player = await fundedPlayer(testApp(), 0)
    const freeBet = await giveFreeBet(player.userId, taka(20), 190)
    const book = sportsbookClient(testApp(), player.cookie)
    const market = await makeBookMarket(testApp())
    const low = await book.place(single(market, 0, taka(20), { freeBetGrantId: freeBet.id }))
    expect(low.statusCode).toBe(409)
    expect(errorOf(low)).toMatchObject({ code: 'FREE_BET_ODDS_TOO_LOW', fields: { minOdds: '190' } })
    const part = await book.place(single(market, 1, taka(10), { freeBetGrantId: freeBet.id }))
    expect(errorOf(part)).toMatchObject({
      code: 'FREE_BET_STAKE_MISMATCH',
      fields: { amount: String(taka(20)) },
    })
    const unknown = await book.place(single(market, 1, taka(20), { freeBetGrantId: 'not-a-grant' }))
    expect(errorOf(unknown).code).toBe('FREE_BET_UNAVAILABLE')
    const ordinary = await book.place(single(market, 1, taka(20)))
    expect(errorOf(ordinary).code).toBe('INSUFFICIENT_FUNDS')
    expect((await findGrant(testApp(), freeBet.id)).balance).toBe(taka(20))
    // An accumulator counts its combined odds: 1.85 × 2.00 reaches 1.90.
    const otherMarket = await makeBookMarket(testApp())
    const acca = {
      type: 'accumulator',
      legs: [bookLeg(market, 0), bookLeg(otherMarket, 1)],
      stake: taka(20),
      freeBetGrantId: freeBet.id,
      oddsPolicy: 'any',
    }
    const { bet } = await placed(await book.place(acca))
    // Were it pending, it could only be accepted at prices that still reach the minimum.
    expect(await betOf(bet.id)).toMatchObject({ isFreeBet: true, oddsPolicy: 'higher' })
  })
})

describe('money back on a sport bet with bonus money', () => {
  it("cashes out in the stake's proportion, and offers a free bet no cash-out", async () => {
    const player = await playerWithGrant(taka(30), taka(100))
    const market = await makeBookMarket(testApp())
    const { bet } = await placed(await player.book.place(single(market, 0, taka(50))))
    const page = sportBetsPage.parse((await player.book.bets()).json())
    const cashOut = page.items.find((item) => item.id === bet.id)?.cashOut
    if (!cashOut?.offer) throw new Error(`no offer: ${cashOut?.reason}`)
    const response = await player.book.cashOut(bet.id, {
      offer: cashOut.offer,
      versions: cashOut.pricedAt.map(({ marketId, version }) => ({ marketId, version })),
    })
    expect(response.statusCode, response.body).toBe(200)
    const bonusShare = Math.floor((cashOut.offer * taka(20)) / taka(50))
    expect(await cashOf(player.userId)).toBe(cashOut.offer - bonusShare)
    expect((await findGrant(testApp(), player.grant.id)).balance).toBe(taka(80) + bonusShare)
    expect(await betOf(bet.id)).toMatchObject({ status: 'cashed_out' })
    // A cashed-out bet never settles, so it wagers nothing.
    await result(market, 'won', 'lost')
    expect((await findGrant(testApp(), player.grant.id)).wagered).toBe(0)

    const freeBet = await giveFreeBet(player.userId, taka(20), 150)
    const other = await makeBookMarket(testApp())
    const free = await placed(
      await player.book.place(single(other, 0, taka(20), { freeBetGrantId: freeBet.id })),
    )
    const listed = sportBetsPage
      .parse((await player.book.bets()).json())
      .items.find((item) => item.id === free.bet.id)
    expect(listed?.cashOut).toMatchObject({ offer: null, reason: 'not_offered' })
  })

  it("returns a refused in-play bet's stake in its proportion", async () => {
    const player = await playerWithGrant(taka(30), taka(100))
    const market = await makeBookMarket(testApp(), {
      startsAt: new Date(Date.now() - 60_000),
      eventStatus: 'live',
      betDelayMs: MAX_BET_DELAY_MS,
    })
    const { bet } = await placed(await player.book.place(single(market, 0, taka(50))))
    expect(bet.status).toBe('pending')
    await db().update(sportMarkets).set({ status: 'suspended' }).where(eq(sportMarkets.id, market.marketId))
    const decisions = await decidePendingBets(db(), services(), new Date(Date.parse(bet.decideAt ?? '')))
    expect(decisions.find((decision) => decision.betId === bet.id)).toMatchObject({ status: 'refused' })
    expect(await cashOf(player.userId)).toBe(taka(30))
    expect(await findGrant(testApp(), player.grant.id)).toMatchObject({ balance: taka(100), wagered: 0 })
  })

  it('corrects only the cash part of a payout: the grant keeps its share and its wagering', async () => {
    const player = await playerWithGrant(taka(30), taka(100))
    const market = await makeBookMarket(testApp())
    const { bet } = await placed(await player.book.place(single(market, 0, taka(50))))
    await result(market, 'won', 'lost')
    expect(await cashOf(player.userId)).toBe(9_250 - 3_700)
    const correction = await testApp().inject({
      method: 'POST',
      url: `/api/admin/sportsbook/markets/${market.marketId}/corrections`,
      headers: { cookie: trader.cookie, origin: testApp().services.config.publicUrl },
      payload: {
        results: [
          { code: 'home', result: 'lost' },
          { code: 'away', result: 'won' },
        ],
      },
    })
    expect(correction.statusCode, correction.body).toBe(201)
    expect(await betOf(bet.id)).toMatchObject({ status: 'lost', payout: 0 })
    expect(await cashOf(player.userId)).toBe(0)
    expect(await findGrant(testApp(), player.grant.id)).toMatchObject({
      balance: taka(80) + 3_700,
      wagered: taka(50),
    })
  })

  it('measures a correction of free bets by their winnings, which the second-trader rule compares', async () => {
    const player = await fundedPlayer(testApp(), 0)
    const [forSingle, forDouble] = [
      await giveFreeBet(player.userId, taka(20), 150),
      await giveFreeBet(player.userId, taka(20), 150),
    ]
    const market = await makeBookMarket(testApp())
    const later = await makeBookMarket(testApp())
    const book = sportsbookClient(testApp(), player.cookie)
    await placed(await book.place(single(market, 0, taka(20), { freeBetGrantId: forSingle.id })))
    const double = {
      type: 'accumulator',
      legs: [bookLeg(market, 1), bookLeg(later, 0)],
      stake: taka(20),
      freeBetGrantId: forDouble.id,
    }
    await placed(await book.place(double))
    await result(market, 'lost', 'won')

    const changes = await measureCorrection(db(), market.marketId, [
      { code: 'home', result: 'won' },
      { code: 'away', result: 'lost' },
    ])
    // The single now wins 17 taka (its 37 less the 20 staked); the open double, still waiting for `later`, could
    // win 54 taka at 3.70 (its 74 less the 20).
    expect(changes).toEqual([{ currency: 'BDT', total: taka(17) + taka(54), net: taka(17), bets: 1 }])
  })

  it("leaves a free bet out of the player's stakes: it lost them nothing", async () => {
    const player = await fundedPlayer(testApp(), 0)
    const freeBet = await giveFreeBet(player.userId, taka(20), 150)
    const market = await makeBookMarket(testApp())
    const book = sportsbookClient(testApp(), player.cookie)
    await placed(await book.place(single(market, 0, taka(20), { freeBetGrantId: freeBet.id })))
    await result(market, 'won', 'lost')
    expect(await sumPlayerSportBets(db(), player.userId, new Date(0))).toEqual({
      stakes: 0,
      payouts: taka(17),
    })
  })
})

describe.runIf(isPostgres)('bonus money raced for', () => {
  it('two placements for the same grant money never overdraw it', async () => {
    const player = await playerWithGrant(0, taka(100))
    const markets = [await makeBookMarket(testApp()), await makeBookMarket(testApp())] as const
    const responses = await Promise.all(
      markets.map((market) => player.book.place(single(market, 0, taka(60)))),
    )
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const refused = responses.find((response) => response.statusCode === 409)
    expect(refused && errorOf(refused).code).toBe('INSUFFICIENT_FUNDS')
    expect((await findGrant(testApp(), player.grant.id)).balance).toBe(taka(40))
  })

  it('two placements with one free bet place one', async () => {
    const player = await fundedPlayer(testApp(), 0)
    const freeBet = await giveFreeBet(player.userId, taka(20), 150)
    const book = sportsbookClient(testApp(), player.cookie)
    const markets = [await makeBookMarket(testApp()), await makeBookMarket(testApp())] as const
    const responses = await Promise.all(
      markets.map((market) => book.place(single(market, 0, taka(20), { freeBetGrantId: freeBet.id }))),
    )
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409])
    const refused = responses.find((response) => response.statusCode === 409)
    expect(refused && errorOf(refused).code).toBe('FREE_BET_UNAVAILABLE')
    expect(await db().select().from(sportBets).where(eq(sportBets.userId, player.userId))).toHaveLength(1)
  })
})
