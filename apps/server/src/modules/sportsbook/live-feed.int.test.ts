import { adminEventDetail } from '@khela/contracts/admin-sportsbook'
import { errorBody } from '@khela/contracts/errors'
import { liveBoard, liveEventDetail } from '@khela/contracts/sportsbook-live'
import {
  type CricketScore,
  type LiveFeedBody,
  type LiveScore,
  liveFeedFormat,
  liveFeedHeaders,
} from '@khela/contracts/sportsbook-live-feed'
import { placedSportBet, sportBetsPage } from '@khela/contracts/sportsbook-placement'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { demoTeams } from '../../../../match-simulator/src/engine/demo-squads.ts'
import { createMatch } from '../../../../match-simulator/src/engine/match-simulator.ts'
import { fixtureDocument } from '../../../../match-simulator/src/fixture-document.ts'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import { sportsbookClient } from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { sportBets, sportEvents, sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'
import { sportEventLive } from '../../db/schema/sportsbook-live.ts'
import { signRequest } from '../../lib/request-signature.ts'
import { userChannel } from '../realtime/realtime-hub.ts'
import { changeMarketStatuses } from './change-market-statuses.ts'
import { decidePendingBets } from './decide-pending-bets.ts'
import { ensureSports } from './ensure-sports.ts'
import { importSportsbookFeed } from './import-sportsbook-feed.ts'
import { registerLiveFeed } from './register-live-feed.ts'
import { suspendSilentEvents } from './suspend-silent-events.ts'

/**
 * Khela's side of the live feed (docs/live-feed.md), driven by the match simulator's own engine: its fixture is
 * imported as the poller would, and its messages are signed and posted to `POST /api/sportsbook/live-feed`.
 */
const testApp = useTestApp()
const db = () => testApp().services.database.db
const services = () => ({ realtime: testApp().services.realtime, log: testApp().log })
const source = 'match-sim'
const secret = 'live-feed-test-secret'
let seed = 100

type Sent = { statusCode: number; body: string; json(): unknown }

/** A simulated match whose fixture Khela has, and a sender that numbers, signs and posts its messages. */
async function simulatedMatch() {
  seed += 1
  const match = createMatch({ seed, eventId: `sim-test-${seed}`, teams: demoTeams })
  const summary = await importSportsbookFeed(db(), fixtureDocument(match, source, new Date()))
  expect(summary.events.flatMap((event) => event.problems)).toEqual([])
  expect(summary.problems).toEqual([])
  const [event] = await db()
    .select({ id: sportEvents.id })
    .from(sportEvents)
    .where(and(eq(sportEvents.externalSource, source), eq(sportEvents.externalId, match.eventId)))
  if (!event) throw new Error('the fixture made no event')
  let seq = 0
  const post = (body: LiveFeedBody, options: { seq?: number; secret?: string; timestamp?: number } = {}) => {
    const raw = JSON.stringify({
      format: liveFeedFormat,
      source,
      event: match.eventId,
      seq: options.seq ?? ++seq,
      sentAt: new Date().toISOString(),
      ...body,
    })
    const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000))
    return testApp().inject({
      method: 'POST',
      url: '/api/sportsbook/live-feed',
      headers: {
        'content-type': 'application/json',
        [liveFeedHeaders.source]: source,
        [liveFeedHeaders.timestamp]: timestamp,
        [liveFeedHeaders.signature]: signRequest(options.secret ?? secret, timestamp, raw),
      },
      payload: raw,
    })
  }
  /** Plays the match's next step (an innings' start or a ball), every message accepted. */
  const step = async () => {
    const bodies = match.step()
    for (const body of bodies) expectApplied(await post(body))
    return bodies
  }
  return { match, eventId: event.id, post, step }
}

function expectApplied(response: Sent) {
  expect(response.statusCode, response.body).toBe(200)
  expect(response.json()).toMatchObject({ outcome: 'applied' })
}

/** The score as a cricket score: the simulator plays cricket, so any other sport here is a failure. */
function cricketOf(score: LiveScore | null | undefined): CricketScore | undefined {
  if (!score) return undefined
  if (score.sport !== 'cricket') throw new Error(`a ${score.sport} score for a cricket match`)
  return score
}

const errorOf = (response: Sent) => errorBody.parse(response.json()).error

const marketsOf = (eventId: string) =>
  db()
    .select({
      id: sportMarkets.id,
      template: sportMarkets.template,
      status: sportMarkets.status,
      feedHold: sportMarkets.feedHold,
      version: sportMarkets.version,
    })
    .from(sportMarkets)
    .where(eq(sportMarkets.eventId, eventId))

/** A slip leg on one run off the next ball, as the event's open market prices it now; undefined without one. */
async function nextBallOffer(eventId: string) {
  const [offer] = await db()
    .select({
      selectionId: sportSelections.id,
      price: sportSelections.price,
      marketVersion: sportMarkets.version,
    })
    .from(sportSelections)
    .innerJoin(sportMarkets, eq(sportMarkets.id, sportSelections.marketId))
    .where(
      and(
        eq(sportMarkets.eventId, eventId),
        eq(sportMarkets.template, 'next_ball_runs'),
        eq(sportMarkets.status, 'open'),
        eq(sportSelections.code, 'runs_1'),
      ),
    )
  return offer
}

/** Steps until betting is open on the event (after a ball's or an innings' bet start). */
async function playUntilBettingOpens(simulated: Awaited<ReturnType<typeof simulatedMatch>>) {
  for (;;) {
    const bodies = await simulated.step()
    if (bodies.length === 0) throw new Error('the match ended')
    if (bodies.at(-1)?.type === 'betStart') return
  }
}

beforeAll(async () => {
  await ensureSports(db())
})

beforeEach(async () => {
  await registerLiveFeed(db(), testApp().services.config.secretsKey, { source, secret })
})

describe('the live feed', () => {
  // About 1,500 signed posts: seconds alone, minutes on a loaded 2-core machine.
  it('plays a whole T20: every market it opened is settled, the bets on them are paid and the ledger reconciles', async () => {
    const simulated = await simulatedMatch()
    const player = await fundedPlayer(testApp(), 1_000_000)
    const book = sportsbookClient(testApp(), player.cookie)
    let betsPlaced = 0
    let balls = 0
    for (let bodies = await simulated.step(); bodies.length > 0; bodies = await simulated.step()) {
      balls += 1
      // Every 25 steps, while betting is open, a bet on the next ball's runs.
      if (balls % 25 !== 0 || bodies.at(-1)?.type !== 'betStart') continue
      const offer = await nextBallOffer(simulated.eventId)
      if (!offer) continue
      const response = await book.place({ type: 'single', legs: [offer], stake: 1_000 })
      expect(response.statusCode, response.body).toBe(200)
      // In play: pending for cricket's delay, and accepted when it ends with the ball not yet bowled.
      const { bet } = placedSportBet.parse(response.json())
      expect(bet.status).toBe('pending')
      const decided = await decidePendingBets(db(), services(), new Date(bet.decideAt ?? ''))
      expect(decided).toMatchObject([{ betId: bet.id, status: 'open' }])
      betsPlaced += 1
    }
    expect(simulated.match.state().status).toBe('ended')
    expect(betsPlaced).toBeGreaterThan(3)

    const markets = await marketsOf(simulated.eventId)
    expect(markets.filter((market) => market.template === 'next_ball_runs').length).toBeGreaterThan(200)
    const unsettled = markets.filter((market) => market.status !== 'settled')
    expect(unsettled.map((market) => market.template)).toEqual([])
    const [event] = await db().select().from(sportEvents).where(eq(sportEvents.id, simulated.eventId))
    expect(event?.status).toBe('ended')
    const bets = await db()
      .select({ status: sportBets.status })
      .from(sportBets)
      .where(eq(sportBets.userId, player.userId))
    expect(bets).toHaveLength(betsPlaced)
    expect(bets.filter((bet) => bet.status === 'open')).toEqual([])
    const [live] = await db()
      .select()
      .from(sportEventLive)
      .where(eq(sportEventLive.eventId, simulated.eventId))
    expect(cricketOf(live?.score)?.innings).toBe(2)
    expect(live?.commentary.length).toBeGreaterThan(0)
    await expectCleanLedger(testApp())
  }, 300_000)

  it('acknowledges a repeat without applying it again, and keeps a message past a gap until the gap fills', async () => {
    const simulated = await simulatedMatch()
    const bodies = simulated.match.step()
    const [first, second, third] = bodies
    if (!first || !second || !third) throw new Error('an innings start sends at least three messages')
    expectApplied(await simulated.post(first, { seq: 1 }))
    const repeat = await simulated.post(first, { seq: 1 })
    expect(repeat.json()).toEqual({ outcome: 'duplicate', lastSeq: 1 })
    // A message past a gap is kept but is not the feed being heard: an open gap lets the watchdog in.
    await db()
      .update(sportEventLive)
      .set({ heardAt: sql`now() - interval '11 seconds'` })
      .where(eq(sportEventLive.eventId, simulated.eventId))
    const ahead = await simulated.post(third, { seq: 3 })
    expect(ahead.json()).toEqual({ outcome: 'waiting', lastSeq: 1 })
    expect(await suspendSilentEvents(db())).toBe(1)
    const filling = await simulated.post(second, { seq: 2 })
    expect(filling.json()).toEqual({ outcome: 'applied', lastSeq: 3 })
    const [live] = await db()
      .select()
      .from(sportEventLive)
      .where(eq(sportEventLive.eventId, simulated.eventId))
    expect(live?.silentSince).toBeNull()
  })

  it('refuses an unsigned, stale, foreign or malformed message and changes nothing', async () => {
    const simulated = await simulatedMatch()
    const [first] = simulated.match.step()
    if (!first) throw new Error('no message')
    const wrongSecret = await simulated.post(first, { seq: 1, secret: 'not-the-secret' })
    expect(wrongSecret.statusCode).toBe(401)
    expect(errorOf(wrongSecret).code).toBe('INVALID_SIGNATURE')
    const stale = await simulated.post(first, { seq: 1, timestamp: Math.floor(Date.now() / 1000) - 3_600 })
    expect(errorOf(stale).code).toBe('REQUEST_EXPIRED')
    const malformed = await simulated.post({ ...first, type: 'wicketsAndAll' } as never, { seq: 1 })
    expect(malformed.statusCode).toBe(400)
    expect(errorOf(malformed).code).toBe('VALIDATION_FAILED')
    const unknownSource = await testApp().inject({
      method: 'POST',
      url: '/api/sportsbook/live-feed',
      headers: { 'content-type': 'application/json', [liveFeedHeaders.source]: 'nobody' },
      payload: '{}',
    })
    expect(errorOf(unknownSource).code).toBe('INVALID_SIGNATURE')
    // A secret sealed under another SECRETS_KEY verifies nothing, and is no server error.
    await registerLiveFeed(db(), Buffer.alloc(32, 7), { source, secret })
    const otherKey = await simulated.post(first, { seq: 1 })
    expect(otherKey.statusCode).toBe(401)
    expect(errorOf(otherKey).code).toBe('INVALID_SIGNATURE')
    const [live] = await db()
      .select()
      .from(sportEventLive)
      .where(eq(sportEventLive.eventId, simulated.eventId))
    expect(live).toBeUndefined()
  })

  it('refuses an in-play bet when the next delivery’s bet stop falls within its delay', async () => {
    const simulated = await simulatedMatch()
    await playUntilBettingOpens(simulated)
    const player = await fundedPlayer(testApp(), 100_000)
    const offer = await nextBallOffer(simulated.eventId)
    if (!offer) throw new Error('betting is open on the next ball')
    const response = await sportsbookClient(testApp(), player.cookie).place({
      type: 'single',
      legs: [offer],
      stake: 1_000,
    })
    const { bet } = placedSportBet.parse(response.json())
    expect(bet.status).toBe('pending')
    // The ball is bowled before the delay ends: its bet stop suspended the market the bet waits on.
    await simulated.step()
    const [decision] = await decidePendingBets(db(), services(), new Date(bet.decideAt ?? ''))
    expect(decision).toMatchObject({ betId: bet.id, status: 'refused', refusal: 'MARKET_SUSPENDED' })
    await expectCleanLedger(testApp())
  })

  it('holds markets through a bet stop, and leaves a market a trader suspended meanwhile suspended', async () => {
    const simulated = await simulatedMatch()
    await playUntilBettingOpens(simulated)
    const open = await marketsOf(simulated.eventId)
    expect(open.length).toBeGreaterThan(1)
    expect(open.every((market) => market.status === 'open')).toBe(true)

    const bodies = simulated.match.step()
    const stopAt = bodies.findIndex((body) => body.type === 'betStop')
    for (const body of bodies.slice(0, stopAt + 1)) expectApplied(await simulated.post(body))
    const held = await marketsOf(simulated.eventId)
    expect(held.every((market) => market.status === 'suspended' && market.feedHold === 'bet_stop')).toBe(true)
    // The match winner: this ball settles no more than the ball-by-ball markets, so it stays to be looked at.
    const traded = held.find((market) => market.template === 'match_winner')
    if (!traded) throw new Error('no match winner market')
    const trader = { id: crypto.randomUUID(), role: 'trader' } as never
    await changeMarketStatuses(db(), {
      staff: trader,
      scope: { kind: 'market', id: traded.id },
      status: 'suspended',
      ipAddress: null,
    })
    for (const body of bodies.slice(stopAt + 1)) expectApplied(await simulated.post(body))
    const after = await marketsOf(simulated.eventId)
    const tradersMarket = after.find((market) => market.id === traded.id)
    expect(tradersMarket).toMatchObject({ status: 'suspended', feedHold: null })
    const others = after.filter((market) => market.id !== traded.id && market.status !== 'settled')
    expect(others.length).toBeGreaterThan(0)
    expect(others.every((market) => market.status === 'open')).toBe(true)
  })

  it('hints players with an open bet on the event at each applied message, and holds their cash-out through a bet stop', async () => {
    const simulated = await simulatedMatch()
    await playUntilBettingOpens(simulated)
    const [pick] = await db()
      .select({
        selectionId: sportSelections.id,
        price: sportSelections.price,
        version: sportMarkets.version,
      })
      .from(sportSelections)
      .innerJoin(sportMarkets, eq(sportMarkets.id, sportSelections.marketId))
      .where(
        and(
          eq(sportMarkets.eventId, simulated.eventId),
          eq(sportMarkets.template, 'match_winner'),
          eq(sportMarkets.status, 'open'),
        ),
      )
    if (!pick) throw new Error('no open match winner')
    const player = await fundedPlayer(testApp(), 100_000)
    const bystander = await fundedPlayer(testApp(), 0)
    const book = sportsbookClient(testApp(), player.cookie)
    const placed = await book.place({
      type: 'single',
      legs: [{ selectionId: pick.selectionId, price: pick.price, marketVersion: pick.version }],
      stake: 10_000,
    })
    expect(placed.statusCode, placed.body).toBe(200)
    // Accepted once cricket's bet delay ends with the ball not yet bowled.
    const { bet } = placedSportBet.parse(placed.json())
    expect(await decidePendingBets(db(), services(), new Date(bet.decideAt ?? ''))).toMatchObject([
      { betId: bet.id, status: 'open' },
    ])
    const offerNow = async () => {
      const page = sportBetsPage.parse((await book.bets()).json())
      return page.items[0]?.cashOut
    }
    expect((await offerNow())?.offer).toBeGreaterThan(0)

    const heard: string[] = []
    const stops = [player.userId, bystander.userId].map((userId) =>
      testApp().services.realtime.subscribe(userChannel(userId), (data) =>
        heard.push(`${userId}:${(data as { type: string }).type}`),
      ),
    )
    try {
      const bodies = simulated.match.step()
      const stopAt = bodies.findIndex((body) => body.type === 'betStop')
      expect(stopAt).toBeGreaterThanOrEqual(0)
      for (const body of bodies.slice(0, stopAt + 1)) expectApplied(await simulated.post(body))
      expect(heard).toEqual(Array(stopAt + 1).fill(`${player.userId}:sportsbook.bets`))
      expect(await offerNow()).toMatchObject({ offer: null, reason: 'suspended' })
      for (const body of bodies.slice(stopAt + 1)) expectApplied(await simulated.post(body))
      expect(heard).toHaveLength(bodies.length)
      expect((await offerNow())?.offer).toBeGreaterThan(0)
    } finally {
      for (const stop of stops) stop()
    }
  })

  it('the watchdog suspends a silent event, and the feed speaking again reopens it', async () => {
    const simulated = await simulatedMatch()
    await playUntilBettingOpens(simulated)
    expect(await suspendSilentEvents(db())).toBe(0)
    await db()
      .update(sportEventLive)
      .set({ heardAt: sql`now() - interval '11 seconds'` })
      .where(eq(sportEventLive.eventId, simulated.eventId))
    expect(await suspendSilentEvents(db())).toBe(1)
    const silent = await marketsOf(simulated.eventId)
    expect(silent.every((market) => market.status === 'suspended' && market.feedHold === 'feed_silent')).toBe(
      true,
    )
    // The trader sees why: the feed's silence on the event, and each market's hold.
    const trader = await makeUserWithRole(testApp(), 'trader')
    const adminView = adminEventDetail.parse(
      (
        await testApp().inject({
          url: `/api/admin/sportsbook/events/${simulated.eventId}`,
          headers: { cookie: trader.cookie },
        })
      ).json(),
    )
    expect(adminView.live).toMatchObject({ source, bettingStopped: false })
    expect(adminView.live?.silentSince).not.toBeNull()
    const held = adminView.markets.filter((market) => market.status !== 'settled')
    expect(held.every((market) => market.feedHold === 'feed_silent')).toBe(true)
    // Found silent once: the next sweep leaves it.
    expect(await suspendSilentEvents(db())).toBe(0)

    // The next ball begins with a bet stop: the markets stay held, now for the delivery, and open after it.
    const bodies = simulated.match.step()
    const [stop] = bodies
    if (stop?.type !== 'betStop') throw new Error('a ball begins with a bet stop')
    expectApplied(await simulated.post(stop))
    const stopped = await marketsOf(simulated.eventId)
    expect(stopped.every((market) => market.feedHold === 'bet_stop')).toBe(true)
    for (const body of bodies.slice(1)) expectApplied(await simulated.post(body))
    const reopened = (await marketsOf(simulated.eventId)).filter((market) => market.status !== 'settled')
    expect(reopened.every((market) => market.status === 'open' && market.feedHold === null)).toBe(true)
  })

  it('shows the match on the live board and on its page, with the score and the commentary', async () => {
    const simulated = await simulatedMatch()
    await playUntilBettingOpens(simulated)
    await playUntilBettingOpens(simulated)
    const board = liveBoard.parse((await testApp().inject({ url: '/api/sportsbook/live' })).json())
    const cricket = board.sports.find((sport) => sport.slug === 'cricket')
    const listed = cricket?.events.find((event) => event.id === simulated.eventId)
    expect(listed?.status).toBe('live')
    expect(listed?.live).toMatchObject({ bettingStopped: false, silentSince: null })
    expect(cricketOf(listed?.live?.score)?.legalBalls).toBe(1)
    expect(listed?.mainMarket?.template).toBe('match_winner')

    const page = liveEventDetail.parse(
      (await testApp().inject({ url: `/api/sportsbook/events/${simulated.eventId}` })).json(),
    )
    expect(page.live?.commentary.map((line) => line.overs)).toEqual(['0.1', '0.0'])
    const score = cricketOf(page.live?.score)
    const batting = score ? page.squads[score.batting].map((player) => player.key) : []
    expect(batting).toContain(score?.striker?.key)
    expect(page.squads[score?.batting === 'home' ? 'away' : 'home'].map((player) => player.key)).toContain(
      score?.bowler?.key,
    )
    expect(page.markets.map((market) => market.template)).toEqual(
      expect.arrayContaining([
        'match_winner',
        'next_ball_runs',
        'over_runs',
        'next_dismissal',
        'innings_runs',
      ]),
    )
  })

  it('takes prices and statuses of an event in play from the live feed and traders, not a fixture polled meanwhile', async () => {
    const simulated = await simulatedMatch()
    await playUntilBettingOpens(simulated)
    await playUntilBettingOpens(simulated)
    const [main] = await db()
      .select({ id: sportMarkets.id })
      .from(sportMarkets)
      .where(and(eq(sportMarkets.eventId, simulated.eventId), eq(sportMarkets.template, 'match_winner')))
    if (!main) throw new Error('no match winner')
    const trader = { id: crypto.randomUUID(), role: 'trader' } as never
    await changeMarketStatuses(db(), {
      staff: trader,
      scope: { kind: 'market', id: main.id },
      status: 'suspended',
      ipAddress: null,
    })
    await db().update(sportSelections).set({ price: 1234 }).where(eq(sportSelections.marketId, main.id))

    // The poller's next import of the simulator's fixture: the match winner open, at the simulator's prices now.
    const summary = await importSportsbookFeed(db(), fixtureDocument(simulated.match, source, new Date()))
    expect(summary.problems).toEqual([])
    const [after] = await db()
      .select({ status: sportMarkets.status })
      .from(sportMarkets)
      .where(eq(sportMarkets.id, main.id))
    expect(after?.status).toBe('suspended')
    const prices = await db()
      .select({ price: sportSelections.price })
      .from(sportSelections)
      .where(eq(sportSelections.marketId, main.id))
    expect(prices.map((selection) => selection.price)).toEqual([1234, 1234])
  })
})
