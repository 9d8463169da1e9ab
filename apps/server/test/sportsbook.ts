import { randomUUID } from 'node:crypto'
import { placedSportBet } from '@khela/contracts/sportsbook-placement'
import { expect } from 'vitest'
import type { App } from '../src/app.ts'
import { sportCompetitions, sportEvents, sportMarkets, sportSelections } from '../src/db/schema/sportsbook.ts'
import { ensureSports } from '../src/modules/sportsbook/ensure-sports.ts'
import { newKey } from './ledger.ts'
import { fundedPlayer } from './originals.ts'

const text = (value: string) => ({ en: value, bn: value })

export type BookMarket = {
  eventId: string
  marketId: string
  /** The selections' ids, home then away. */
  selections: [string, string]
}

/**
 * One event of its own with one two-way market (home 1.85, away 2.00, max stake 1,000 taka, max payout 5,000 taka
 * unless overridden), starting in a day unless `startsAt` says otherwise.
 */
export async function makeBookMarket(
  app: App,
  overrides: {
    startsAt?: Date
    eventStatus?: 'scheduled' | 'live'
    marketStatus?: 'open' | 'suspended'
    maxStake?: number
    maxPayout?: number
    liabilityLimit?: number
    prices?: [number, number]
    /** The competition's in-play bet delay (ms); its sport's (soccer: 5 s) without it. */
    betDelayMs?: number
  } = {},
): Promise<BookMarket> {
  const { db } = app.services.database
  await ensureSports(db)
  const tag = randomUUID()
  const [competition] = await db
    .insert(sportCompetitions)
    .values({
      sportSlug: 'soccer',
      slug: `test-${tag}`,
      name: text(`Test league ${tag}`),
      externalSource: 'test',
      externalId: tag,
      betDelayMs: overrides.betDelayMs ?? null,
    })
    .returning()
  if (!competition) throw new Error('no competition')
  const [event] = await db
    .insert(sportEvents)
    .values({
      competitionId: competition.id,
      sportSlug: 'soccer',
      home: text('Home FC'),
      away: text('Away FC'),
      startsAt: overrides.startsAt ?? new Date(Date.now() + 86_400_000),
      status: overrides.eventStatus ?? 'scheduled',
      externalSource: 'test',
      externalId: tag,
    })
    .returning()
  if (!event) throw new Error('no event')
  const [market] = await db
    .insert(sportMarkets)
    .values({
      eventId: event.id,
      template: 'match_winner',
      name: text('Match winner'),
      status: overrides.marketStatus ?? 'open',
      maxStake: overrides.maxStake ?? 100_000,
      maxPayout: overrides.maxPayout ?? 500_000,
      ...(overrides.liabilityLimit ? { liabilityLimit: overrides.liabilityLimit } : {}),
      externalSource: 'test',
      externalId: tag,
    })
    .returning()
  if (!market) throw new Error('no market')
  const [home, away] = overrides.prices ?? [1850, 2000]
  const selections = await db
    .insert(sportSelections)
    .values([
      { marketId: market.id, code: 'home', name: text('Home FC'), price: home, position: 0 },
      { marketId: market.id, code: 'away', name: text('Away FC'), price: away, position: 1 },
    ])
    .returning()
  const [first, second] = selections
  if (!first || !second) throw new Error('no selections')
  return { eventId: event.id, marketId: market.id, selections: [first.id, second.id] }
}

/** The sportsbook's player endpoints as one signed-in player calls them. */
export function sportsbookClient(app: App, cookie: string) {
  const headers = { cookie, origin: app.services.config.publicUrl }
  return {
    place: (payload: object, key: string = newKey('sport-bet')) =>
      app.inject({
        method: 'POST',
        url: '/api/sportsbook/bets',
        headers: { ...headers, 'idempotency-key': key },
        payload,
      }),
    bets: (query = '') => app.inject({ url: `/api/sportsbook/bets${query}`, headers }),
    cashOut: (betId: string, payload: object, key: string = newKey('cash-out')) =>
      app.inject({
        method: 'POST',
        url: `/api/sportsbook/bets/${betId}/cash-out`,
        headers: { ...headers, 'idempotency-key': key },
        payload,
      }),
    autoCashOut: (betId: string, amount: number | null) =>
      app.inject({
        method: 'PUT',
        url: `/api/sportsbook/bets/${betId}/auto-cash-out`,
        headers,
        payload: { amount },
      }),
  }
}

/** The prices makeBookMarket gives home and away. */
export const bookPrices = [1850, 2000] as const

/** A leg on a book market's home (0) or away (1) selection, at its price and first version. */
export const bookLeg = (market: BookMarket, index: 0 | 1 = 0) => ({
  selectionId: market.selections[index],
  price: bookPrices[index],
  marketVersion: 1,
})

/** A player with `cash` who places singles and accumulators of book legs; `bet` answers the bet's id. */
export async function bettingPlayer(app: App, cash: number) {
  const player = await fundedPlayer(app, cash)
  const book = sportsbookClient(app, player.cookie)
  return {
    ...player,
    async bet(legs: ReturnType<typeof bookLeg>[], stake: number) {
      const response = await book.place({ type: legs.length === 1 ? 'single' : 'accumulator', legs, stake })
      expect(response.statusCode, response.body).toBe(200)
      return placedSportBet.parse(response.json()).bet.id
    },
  }
}

type TwoWayResult = 'won' | 'lost' | 'void'

/** A trader enters a two-way market's result, home then away, which settles its bets (200 expected). */
export async function enterTwoWayResult(
  app: App,
  traderCookie: string,
  market: BookMarket,
  home: TwoWayResult,
  away: TwoWayResult,
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/sportsbook/markets/${market.marketId}/result`,
    headers: { cookie: traderCookie, origin: app.services.config.publicUrl },
    payload: {
      results: [
        { code: 'home', result: home },
        { code: 'away', result: away },
      ],
    },
  })
  expect(response.statusCode, response.body).toBe(200)
}
