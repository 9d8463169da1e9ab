import { setTimeout as sleep } from 'node:timers/promises'
import { errorBody } from '@khela/contracts/errors'
import { limitKeys } from '@khela/contracts/responsible-gambling'
import { placedSportBet, sportBetsPage } from '@khela/contracts/sportsbook-placement'
import { eq, inArray, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { expectCleanLedger, newKey } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import { type BookMarket, makeBookMarket, sportsbookClient } from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { ledgerTransfers } from '../../db/schema/ledger.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { sportBets, sportEvents, sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'
import { createRealtimeHub, userChannel } from '../realtime/realtime-hub.ts'
import { sumPlayerPlay } from '../responsible-gambling/sum-player-play.ts'
import {
  defaultRegistrationSettings,
  registrationSettingsKey,
} from '../settings/find-registration-settings.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { findBalances } from '../wallet/find-balances.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error

afterEach(async () => {
  await expectCleanLedger(testApp())
})

/** A slip leg on the market's selection `index` (0 home at 1.85, 1 away at 2.00), as the slip showed it. */
const leg = (
  market: BookMarket,
  index: 0 | 1 = 0,
  shown: { price?: number; marketVersion?: number } = {},
) => ({
  selectionId: market.selections[index],
  price: shown.price ?? (index === 0 ? 1850 : 2000),
  marketVersion: shown.marketVersion ?? 1,
})

async function playerWith(cash: number) {
  const player = await fundedPlayer(testApp(), cash)
  return { ...player, book: sportsbookClient(testApp(), player.cookie) }
}

const cashOf = async (userId: string) => (await findBalances(db(), userId))?.cash

async function liabilityBalance() {
  const liability = await ensureOperatorAccount(db(), { kind: 'sportsbook_liability', currency: 'BDT' })
  const [row] = await db()
    .select({
      balance: sql<string>`coalesce(sum(CASE WHEN ${ledgerTransfers.creditAccountId} = ${liability} THEN ${ledgerTransfers.amount} ELSE -${ledgerTransfers.amount} END), 0)::text`,
    })
    .from(ledgerTransfers)
    .where(
      sql`${ledgerTransfers.creditAccountId} = ${liability} OR ${ledgerTransfers.debitAccountId} = ${liability}`,
    )
  return Number(row?.balance ?? 0)
}

const betCountOf = async (userId: string) =>
  (await db().select({ id: sportBets.id }).from(sportBets).where(eq(sportBets.userId, userId))).length

function placed(response: { statusCode: number; body: string; json(): unknown }) {
  expect(response.statusCode, response.body).toBe(200)
  return placedSportBet.parse(response.json())
}

describe('placing a bet', () => {
  it('takes a single: the stake moves from cash to the liability account', async () => {
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    const liabilityBefore = await liabilityBalance()
    const { bet, balance } = placed(
      await player.book.place({ type: 'single', legs: [leg(market)], stake: 10_000 }),
    )
    expect(bet).toMatchObject({
      type: 'single',
      status: 'open',
      stake: 10_000,
      potentialReturn: 18_500,
      oddsPolicy: 'none',
      currency: 'BDT',
    })
    expect(bet.legs).toEqual([
      expect.objectContaining({
        selectionId: market.selections[0],
        marketId: market.marketId,
        eventId: market.eventId,
        price: 1850,
        marketVersion: 1,
        status: 'open',
      }),
    ])
    expect(balance).toBe(90_000)
    expect(await cashOf(player.userId)).toBe(90_000)
    expect((await liabilityBalance()) - liabilityBefore).toBe(10_000)
    const transfers = await db().select().from(ledgerTransfers).where(eq(ledgerTransfers.refId, bet.id))
    expect(transfers.map((transfer) => [transfer.kind, transfer.amount])).toEqual([
      ['sport_bet_stake', 10_000],
    ])
  })

  it("tells the player's other devices once the bet commits, and a refused bet tells nothing", async () => {
    // A second hub on the same database stands for another instance (on PGlite too): it hears only NOTIFYs.
    const other = await createRealtimeHub(testApp().services.database, testApp().log)
    const here = testApp().services.realtime
    const player = await playerWith(10_000)
    const heard = { other: [] as unknown[], here: [] as unknown[] }
    other.subscribe(userChannel(player.userId), (data) => heard.other.push(data))
    const stop = here.subscribe(userChannel(player.userId), (data) => heard.here.push(data))
    try {
      const market = await makeBookMarket(testApp())
      placed(await player.book.place({ type: 'single', legs: [leg(market)], stake: 10_000 }))
      expect(heard.here).toEqual([{ type: 'wallet.balance' }])
      await expect.poll(() => heard.other).toEqual([{ type: 'wallet.balance' }])
      // Refused (no cash left), it sends nothing: the marker published after it is the next thing heard.
      const refused = await player.book.place({ type: 'single', legs: [leg(market)], stake: 1_000 })
      expect(errorOf(refused).code).toBe('INSUFFICIENT_FUNDS')
      await here.publish(userChannel(player.userId), { type: 'marker' })
      await expect.poll(() => heard.other).toHaveLength(2)
      expect(heard.other).toEqual([{ type: 'wallet.balance' }, { type: 'marker' }])
      expect(heard.here).toEqual([{ type: 'wallet.balance' }, { type: 'marker' }])
    } finally {
      stop()
      await other.close()
    }
  })

  it('takes a double at the product of its prices', async () => {
    const player = await playerWith(100_000)
    const [first, second] = [await makeBookMarket(testApp()), await makeBookMarket(testApp())]
    const { bet, balance } = placed(
      await player.book.place({ type: 'accumulator', legs: [leg(first), leg(second, 1)], stake: 10_000 }),
    )
    expect(bet.potentialReturn).toBe(37_000)
    expect(bet.legs.map((taken) => taken.price)).toEqual([1850, 2000])
    expect(balance).toBe(90_000)
  })

  it('keeps a bet and the event, market and selection it names: their deletion is refused, others may go', async () => {
    const player = await playerWith(100_000)
    const [taken, untaken] = [await makeBookMarket(testApp()), await makeBookMarket(testApp())]
    const { bet } = placed(await player.book.place({ type: 'single', legs: [leg(taken)], stake: 10_000 }))
    const outcome = (statement: Promise<unknown>) =>
      statement.then(
        () => 'deleted',
        (error: { cause?: Error }) => String(error.cause?.message ?? error),
      )
    expect(
      await outcome(db().delete(sportSelections).where(eq(sportSelections.id, taken.selections[0]))),
    ).toMatch(/named by a bet: delete refused/)
    expect(await outcome(db().delete(sportMarkets).where(eq(sportMarkets.id, taken.marketId)))).toMatch(
      /named by a bet: delete refused/,
    )
    expect(await outcome(db().delete(sportEvents).where(eq(sportEvents.id, taken.eventId)))).toMatch(
      /named by a bet: delete refused/,
    )
    expect(await outcome(db().execute(sql`TRUNCATE sport_events CASCADE`))).toMatch(/TRUNCATE refused/)
    expect(await outcome(db().delete(sportBets).where(eq(sportBets.id, bet.id)))).toMatch(
      /has legs: delete refused/,
    )
    expect(await outcome(db().execute(sql`TRUNCATE sport_bets CASCADE`))).toMatch(/TRUNCATE refused/)
    // The selection no leg names, and an event no bet was placed on, with its market and selections.
    expect(
      await outcome(db().delete(sportSelections).where(eq(sportSelections.id, taken.selections[1]))),
    ).toBe('deleted')
    expect(await outcome(db().delete(sportEvents).where(eq(sportEvents.id, untaken.eventId)))).toBe('deleted')
    const left = await db()
      .select({ id: sportSelections.id })
      .from(sportSelections)
      .where(inArray(sportSelections.id, [...taken.selections, ...untaken.selections]))
    expect(left.map((row) => row.id)).toEqual([taken.selections[0]])
  })

  it('answers a replay of the same key with the first result and moves nothing', async () => {
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    const key = newKey('sport-bet')
    const slip = { type: 'single', legs: [leg(market)], stake: 10_000 }
    const first = await player.book.place(slip, key)
    const replay = await player.book.place(slip, key)
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replay']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect(await cashOf(player.userId)).toBe(90_000)
    expect(await betCountOf(player.userId)).toBe(1)
    const reused = await player.book.place({ ...slip, stake: 20_000 }, key)
    expect(errorOf(reused).code).toBe('IDEMPOTENCY_KEY_REUSED')
  })

  it('lists the player’s own bets, open ones first, with their legs', async () => {
    const player = await playerWith(100_000)
    const other = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    placed(await player.book.place({ type: 'single', legs: [leg(market)], stake: 1_000 }))
    placed(await player.book.place({ type: 'single', legs: [leg(market, 1)], stake: 2_000 }))
    placed(await other.book.place({ type: 'single', legs: [leg(market)], stake: 3_000 }))
    const response = await player.book.bets()
    expect(response.statusCode, response.body).toBe(200)
    const page = sportBetsPage.parse(response.json())
    expect(page.total).toBe(2)
    expect(page.items.map((bet) => bet.stake)).toEqual([2_000, 1_000])
    expect(page.items[0]?.legs[0]).toMatchObject({
      selectionName: { en: 'Away FC' },
      marketName: { en: 'Match winner' },
      home: { en: 'Home FC' },
      price: 2000,
    })
  })
})

describe('refusing a bet', () => {
  async function expectRefused(
    player: Awaited<ReturnType<typeof playerWith>>,
    slip: object,
    code: string,
    fields?: Record<string, string>,
  ) {
    const response = await player.book.place(slip)
    expect(response.statusCode, response.body).toBe(409)
    const error = errorOf(response)
    expect(error.code).toBe(code)
    if (fields) expect(error.fields).toEqual(fields)
    expect(await cashOf(player.userId)).toBe(100_000)
    expect(await betCountOf(player.userId)).toBe(0)
  }

  it('refuses a suspended or closed market, a started event and two legs of one event, naming each leg', async () => {
    const player = await playerWith(100_000)
    const open = await makeBookMarket(testApp())
    const suspended = await makeBookMarket(testApp(), { marketStatus: 'suspended' })
    await expectRefused(
      player,
      { type: 'single', legs: [leg(suspended, 0, { marketVersion: 2 })], stake: 1_000 },
      'MARKET_SUSPENDED',
      {
        'legs.0': 'MARKET_SUSPENDED',
      },
    )
    const closed = await makeBookMarket(testApp())
    await db().update(sportMarkets).set({ status: 'closed' }).where(eq(sportMarkets.id, closed.marketId))
    await expectRefused(
      player,
      { type: 'accumulator', legs: [leg(open), leg(closed)], stake: 1_000 },
      'MARKET_CLOSED',
      { 'legs.1': 'MARKET_CLOSED' },
    )
    const started = await makeBookMarket(testApp(), { startsAt: new Date(Date.now() - 60_000) })
    await expectRefused(player, { type: 'single', legs: [leg(started)], stake: 1_000 }, 'EVENT_STARTED', {
      'legs.0': 'EVENT_STARTED',
    })
    await expectRefused(
      player,
      { type: 'accumulator', legs: [leg(open), leg(open, 1)], stake: 1_000 },
      'RELATED_SELECTIONS',
      { 'legs.1': 'RELATED_SELECTIONS' },
    )
  })

  it('takes a bet on a live event that has started, pending for the bet delay (bet-delay.int.test.ts)', async () => {
    const player = await playerWith(100_000)
    const live = await makeBookMarket(testApp(), {
      startsAt: new Date(Date.now() - 60_000),
      eventStatus: 'live',
    })
    const { bet } = placed(await player.book.place({ type: 'single', legs: [leg(live)], stake: 1_000 }))
    expect(bet).toMatchObject({ status: 'pending', refusal: null })
  })

  it('refuses a stake over the tightest leg’s limits with the most the bet takes', async () => {
    const player = await playerWith(100_000)
    const capped = await makeBookMarket(testApp(), { maxStake: 50_000 })
    await expectRefused(player, { type: 'single', legs: [leg(capped)], stake: 60_000 }, 'STAKE_ABOVE_LIMIT', {
      maxStake: '50000',
    })
    // 54,054 at 1.85 returns 99,999.9 → 99,999; 54,055 would return 100,001.
    const payoutCapped = await makeBookMarket(testApp(), { maxPayout: 100_000 })
    await expectRefused(
      player,
      { type: 'single', legs: [leg(payoutCapped)], stake: 60_000 },
      'STAKE_ABOVE_LIMIT',
      { maxStake: '54054' },
    )
    const tight = await makeBookMarket(testApp(), { maxStake: 20_000 })
    const loose = await makeBookMarket(testApp())
    await expectRefused(
      player,
      { type: 'accumulator', legs: [leg(loose), leg(tight)], stake: 20_001 },
      'STAKE_ABOVE_LIMIT',
      { maxStake: '20000' },
    )
    const { bet } = placed(
      await player.book.place({ type: 'single', legs: [leg(payoutCapped)], stake: 54_054 }),
    )
    expect(bet.potentialReturn).toBe(99_999)
  })

  it('refuses a stake below the minimum and a slip of the wrong size', async () => {
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    const low = await player.book.place({ type: 'single', legs: [leg(market)], stake: 999 })
    expect(errorOf(low)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { stake: 'AMOUNT_BELOW_MINIMUM' },
    })
    const lonely = await player.book.place({ type: 'accumulator', legs: [leg(market)], stake: 1_000 })
    expect(errorOf(lonely)).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { legs: 'WRONG_SELECTION_COUNT' },
    })
  })
})

describe('a moved price', () => {
  const movePrice = (market: BookMarket, price: number) =>
    db().update(sportSelections).set({ price }).where(eq(sportSelections.id, market.selections[0]))

  it('is refused with the new price under policy none', async () => {
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    await movePrice(market, 1900)
    const response = await player.book.place({ type: 'single', legs: [leg(market)], stake: 1_000 })
    expect(response.statusCode).toBe(409)
    expect(errorOf(response)).toMatchObject({
      code: 'ODDS_CHANGED',
      fields: { 'legs.0': 'ODDS_CHANGED', 'legs.0.price': '1900', 'legs.0.marketVersion': '2' },
    })
    expect(await cashOf(player.userId)).toBe(100_000)
    // Placed again at the price and version the refusal gave, it is taken.
    const { bet } = placed(
      await player.book.place({
        type: 'single',
        legs: [leg(market, 0, { price: 1900, marketVersion: 2 })],
        stake: 1_000,
      }),
    )
    expect(bet.legs[0]).toMatchObject({ price: 1900, marketVersion: 2 })
  })

  it('is taken when higher under policy higher, refused when lower', async () => {
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    await movePrice(market, 1900)
    const { bet } = placed(
      await player.book.place({ type: 'single', legs: [leg(market)], stake: 1_000, oddsPolicy: 'higher' }),
    )
    expect(bet.legs[0]).toMatchObject({ price: 1900, marketVersion: 2 })
    expect(bet.potentialReturn).toBe(1_900)
    await movePrice(market, 1700)
    const lower = await player.book.place({
      type: 'single',
      legs: [leg(market, 0, { price: 1900, marketVersion: 2 })],
      stake: 1_000,
      oddsPolicy: 'higher',
    })
    expect(errorOf(lower)).toMatchObject({
      code: 'ODDS_CHANGED',
      fields: { 'legs.0.price': '1700', 'legs.0.marketVersion': '3' },
    })
  })

  it('is taken at the price now under policy any', async () => {
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    await movePrice(market, 1500)
    const { bet } = placed(
      await player.book.place({ type: 'single', legs: [leg(market)], stake: 1_000, oddsPolicy: 'any' }),
    )
    expect(bet.legs[0]).toMatchObject({ price: 1500, marketVersion: 2 })
    expect(bet.potentialReturn).toBe(1_500)
  })
})

describe('the gates every bet passes', () => {
  const limitsOf = (cookie: string, limits: Record<string, number | null>) =>
    testApp().inject({
      method: 'PUT',
      url: '/api/responsible-gambling/limits',
      headers: { cookie, origin: testApp().services.config.publicUrl },
      payload: limits,
    })

  it('counts sportsbook stakes against the wager limit', async () => {
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    const noLimits = Object.fromEntries(limitKeys.map((key) => [key, null]))
    const saved = await limitsOf(player.cookie, { ...noLimits, 'wager.day': 15_000 })
    expect(saved.statusCode, saved.body).toBe(200)
    placed(await player.book.place({ type: 'single', legs: [leg(market)], stake: 10_000 }))
    expect((await sumPlayerPlay(db(), player.userId, new Date(0))).stakes).toBe(10_000)
    const over = await player.book.place({ type: 'single', legs: [leg(market)], stake: 10_000 })
    expect(errorOf(over).code).toBe('WAGER_LIMIT_REACHED')
    expect(await cashOf(player.userId)).toBe(90_000)
  })

  it('refuses a player whose declared country is restricted, and takes one from another', async () => {
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    const [profile] = await db()
      .select({ country: playerProfiles.country })
      .from(playerProfiles)
      .where(eq(playerProfiles.userId, player.userId))
    if (!profile) throw new Error('the player has no profile')
    const admin = await makeUserWithRole(testApp(), 'admin')
    const restrict = (country: string) =>
      testApp().inject({
        method: 'PUT',
        url: '/api/admin/settings/accounts',
        headers: { cookie: admin.cookie, origin: testApp().services.config.publicUrl },
        payload: { ...structuredClone(defaultRegistrationSettings), restrictedCountries: [country] },
      })
    try {
      expect((await restrict(profile.country === 'IN' ? 'PK' : 'IN')).statusCode).toBe(200)
      placed(await player.book.place({ type: 'single', legs: [leg(market)], stake: 1_000 }))
      expect((await restrict(profile.country)).statusCode).toBe(200)
      const refused = await player.book.place({ type: 'single', legs: [leg(market)], stake: 1_000 })
      expect(errorOf(refused).code).toBe('REGION_RESTRICTED')
      expect(await cashOf(player.userId)).toBe(99_000)
      expect(await betCountOf(player.userId)).toBe(1)
    } finally {
      await db().delete(operatorSettings).where(eq(operatorSettings.key, registrationSettingsKey))
    }
  })

  it('refuses a player on a time-out', async () => {
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    const excluded = await testApp().inject({
      method: 'POST',
      url: '/api/responsible-gambling/exclusion',
      headers: { cookie: player.cookie, origin: testApp().services.config.publicUrl },
      payload: { duration: '24h' },
    })
    expect(excluded.statusCode, excluded.body).toBe(200)
    const refused = await player.book.place({ type: 'single', legs: [leg(market)], stake: 1_000 })
    expect(errorOf(refused).code).toBe('TIMED_OUT')
    expect(await cashOf(player.userId)).toBe(100_000)
    expect(await betCountOf(player.userId)).toBe(0)
  })
})

describe.runIf(isPostgres)('bets racing other writes (PostgreSQL: really concurrent)', () => {
  it('a bet racing a price change is taken at the old price and version or the new ones, never a mix', async () => {
    const player = await playerWith(1_000_000)
    for (let round = 0; round < 12; round++) {
      const market = await makeBookMarket(testApp())
      const [response] = await Promise.all([
        player.book.place({ type: 'single', legs: [leg(market)], stake: 1_000, oddsPolicy: 'any' }),
        db().update(sportSelections).set({ price: 1500 }).where(eq(sportSelections.id, market.selections[0])),
      ])
      const taken = placed(response).bet.legs[0]
      expect([
        [1850, 1],
        [1500, 2],
      ]).toContainEqual([taken?.price, taken?.marketVersion])
    }
  })

  it('a bet racing a suspension is taken at the version before it or refused', async () => {
    const player = await playerWith(1_000_000)
    const outcomes = new Set<string>()
    for (let round = 0; round < 12; round++) {
      const market = await makeBookMarket(testApp())
      const [response] = await Promise.all([
        player.book.place({ type: 'single', legs: [leg(market)], stake: 1_000, oddsPolicy: 'any' }),
        db().update(sportMarkets).set({ status: 'suspended' }).where(eq(sportMarkets.id, market.marketId)),
      ])
      if (response.statusCode === 200) {
        expect(placed(response).bet.legs[0]?.marketVersion).toBe(1)
        outcomes.add('taken')
      } else {
        expect(errorOf(response).code).toBe('MARKET_SUSPENDED')
        outcomes.add('refused')
      }
    }
    expect(outcomes.size).toBeGreaterThan(0)
  })

  it('a bet waits for a price change in progress and then takes the new price, never the old one', async () => {
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    let bet: ReturnType<typeof player.book.place> | undefined
    let isAnswered = false
    await db().transaction(async (tx) => {
      await tx
        .update(sportSelections)
        .set({ price: 1500 })
        .where(eq(sportSelections.id, market.selections[0]))
      bet = player.book.place({ type: 'single', legs: [leg(market)], stake: 1_000, oddsPolicy: 'any' })
      void bet.then(() => {
        isAnswered = true
      })
      await sleep(300)
      // The change holds the market's row lock until it commits: the bet cannot have read the old price.
      expect(isAnswered).toBe(false)
    })
    if (!bet) throw new Error('no bet sent')
    expect(placed(await bet).bet.legs[0]).toMatchObject({ price: 1500, marketVersion: 2 })
  })

  it('30 bets at once whose stakes pass the balance never take it below zero', async () => {
    const player = await playerWith(100_000)
    const market = await makeBookMarket(testApp())
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        player.book.place({ type: 'single', legs: [leg(market)], stake: 5_000 }),
      ),
    )
    const taken = answers.filter((answer) => answer.statusCode === 200)
    expect(taken).toHaveLength(20)
    expect(
      answers.filter((answer) => answer.statusCode !== 200).map((answer) => errorOf(answer).code),
    ).toEqual(Array(10).fill('INSUFFICIENT_FUNDS'))
    expect(await cashOf(player.userId)).toBe(0)
    expect(await betCountOf(player.userId)).toBe(20)
  })
})
