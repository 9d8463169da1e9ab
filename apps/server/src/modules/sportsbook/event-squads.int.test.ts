import type { AdminEventDetail } from '@khela/contracts/admin-sportsbook'
import { errorBody } from '@khela/contracts/errors'
import { placedSportBet } from '@khela/contracts/sportsbook-placement'
import { and, eq } from 'drizzle-orm'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expectCleanLedger } from '../../../test/ledger.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { fundedPlayer } from '../../../test/originals.ts'
import { sportsbookClient } from '../../../test/sportsbook.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { sportBets } from '../../db/schema/sportsbook.ts'
import { findBalances } from '../wallet/find-balances.ts'
import { ensureSports } from './ensure-sports.ts'

/** Squads: entered by traders, the player markets they make, and results checked against them. */
const testApp = useTestApp()
const db = () => testApp().services.database.db
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error
let trader: { cookie: string; userId: string }
let support: { cookie: string; userId: string }

beforeAll(async () => {
  await ensureSports(db())
  trader = await makeUserWithRole(testApp(), 'trader')
  support = await makeUserWithRole(testApp(), 'support')
})

afterEach(async () => {
  await expectCleanLedger(testApp())
})

function as(staff: { cookie: string }) {
  const headers = { origin: testApp().services.config.publicUrl, cookie: staff.cookie }
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    testApp().inject({ method, url: `/api/admin/sportsbook${url}`, headers, ...(payload ? { payload } : {}) })
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object) => call('POST', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
  }
}

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16)
const player = (key: string, en: string, bn: string) => ({ key, name: { en, bn } })
const dhaka = [
  player('tamim-iqbal', 'Tamim Iqbal', 'তামিম ইকবাল'),
  player('litton-das', 'Litton Das', 'লিটন দাস'),
  player('najmul-shanto', 'Najmul Hossain Shanto', 'নাজমুল হোসেন শান্ত'),
]
const sylhet = [
  player('zakir-hasan', 'Zakir Hasan', 'জাকির হাসান'),
  player('tamim-iqbal', 'Tamim Iqbal', 'তামিম ইকবাল'),
]

async function newEvent() {
  const competition = await as(trader).post('/competitions', {
    sportSlug: 'cricket',
    slug: unique('cup'),
    name: { en: 'Squad Cup', bn: 'স্কোয়াড কাপ' },
  })
  expect(competition.statusCode, competition.body).toBe(201)
  const event = await as(trader).post('/events', {
    competitionId: competition.json().id,
    home: { en: unique('Dhaka'), bn: 'ঢাকা' },
    away: { en: unique('Sylhet'), bn: 'সিলেট' },
    startsAt: inDays(2),
  })
  expect(event.statusCode, event.body).toBe(201)
  return event.json() as AdminEventDetail
}

async function withSquads(eventId: string) {
  const response = await as(trader).put(`/events/${eventId}/squads`, { home: dhaka, away: sylhet })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as AdminEventDetail
}

const codes = (detail: AdminEventDetail) => detail.templates.map((template) => template.code)

describe('squads', () => {
  it('keeps the squads a trader enters, audited, and offers the player markets only with them', async () => {
    const event = await newEvent()
    expect(event.event.squads).toEqual({ home: [], away: [] })
    expect(codes(event)).not.toContain('top_batter')
    expect(codes(event)).not.toContain('player_runs')

    const withPlayers = await withSquads(event.event.id)
    expect(withPlayers.event.squads.home.map((entry) => entry.key)).toEqual([
      'tamim-iqbal',
      'litton-das',
      'najmul-shanto',
    ])
    expect(withPlayers.templates.find((template) => template.code === 'top_batter')).toMatchObject({
      needsSide: true,
      needsPlayer: false,
    })
    expect(withPlayers.templates.find((template) => template.code === 'player_runs')).toMatchObject({
      needsSide: true,
      needsPlayer: true,
      hasLine: true,
    })
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, event.event.id), eq(auditLog.action, 'sportsbook.event.squads')))
    expect(entry?.actorId).toBe(trader.userId)
    expect(entry?.before).toEqual({ squads: { home: [], away: [] } })
    expect(entry?.after).toMatchObject({ squads: { home: dhaka, away: sylhet } })
  })

  it('refuses a repeated key within a side, a bad key, and staff without the trade permission', async () => {
    const { event } = await newEvent()
    const repeated = await as(trader).put(`/events/${event.id}/squads`, {
      home: [dhaka[0], dhaka[0]],
      away: [],
    })
    expect(repeated.statusCode).toBe(400)
    expect(errorOf(repeated).fields).toMatchObject({ 'home.1.key': 'DUPLICATE' })
    const badKey = await as(trader).put(`/events/${event.id}/squads`, {
      home: [player('Tamim Iqbal', 'Tamim', 'তামিম')],
      away: [],
    })
    expect(errorOf(badKey).fields).toMatchObject({ 'home.0.key': 'INVALID_FORMAT' })
    expect((await as(support).put(`/events/${event.id}/squads`, { home: [], away: [] })).statusCode).toBe(403)
    expect(
      (await as(trader).put(`/events/${crypto.randomUUID()}/squads`, { home: [], away: [] })).statusCode,
    ).toBe(404)
  })

  it('builds a top batter from a side and player runs from one player of it, refusing others', async () => {
    const { event } = await newEvent()
    await withSquads(event.id)
    const topBatter = await as(trader).post(`/events/${event.id}/markets`, {
      template: 'top_batter',
      side: 'away',
      probabilities: [5500, 4500],
      marginBasisPoints: 1500,
    })
    expect(topBatter.statusCode, topBatter.body).toBe(201)
    const market = (topBatter.json() as AdminEventDetail).markets.find(
      (found) => found.template === 'top_batter',
    )
    expect(market?.name.en).toMatch(/^Sylhet-.* top batter$/)
    expect(market?.selections.map((selection) => [selection.code, selection.name.bn])).toEqual([
      ['zakir-hasan', 'জাকির হাসান'],
      ['tamim-iqbal', 'তামিম ইকবাল'],
    ])

    const runs = await as(trader).post(`/events/${event.id}/markets`, {
      template: 'player_runs',
      side: 'home',
      player: 'litton-das',
      line: 24_500,
      probabilities: [5000, 5000],
      marginBasisPoints: 800,
    })
    expect(runs.statusCode, runs.body).toBe(201)
    const runsMarket = (runs.json() as AdminEventDetail).markets.find(
      (found) => found.template === 'player_runs',
    )
    expect(runsMarket?.name.en).toBe('Litton Das runs')
    expect(runsMarket?.selections.map((selection) => selection.name.en)).toEqual(['Over 24.5', 'Under 24.5'])

    const notInSquad = await as(trader).post(`/events/${event.id}/markets`, {
      template: 'player_runs',
      side: 'away',
      player: 'litton-das',
      line: 24_500,
      probabilities: [5000, 5000],
      marginBasisPoints: 800,
    })
    expect(errorOf(notInSquad).fields).toEqual({ player: 'NOT_IN_SQUAD' })
    const noPlayer = await as(trader).post(`/events/${event.id}/markets`, {
      template: 'player_runs',
      side: 'home',
      line: 24_500,
      probabilities: [5000, 5000],
      marginBasisPoints: 800,
    })
    expect(errorOf(noPlayer).fields).toEqual({ player: 'PLAYER_REQUIRED' })
    // A second player's runs on the same line is its own market.
    const another = await as(trader).post(`/events/${event.id}/markets`, {
      template: 'player_runs',
      side: 'home',
      player: 'tamim-iqbal',
      line: 24_500,
      probabilities: [5000, 5000],
      marginBasisPoints: 800,
    })
    expect(another.statusCode, another.body).toBe(201)
  })

  it('settles a top batter bet against the squad: a player taken out of it cannot be paid', async () => {
    const { event } = await newEvent()
    await withSquads(event.id)
    const created = await as(trader).post(`/events/${event.id}/markets`, {
      template: 'top_batter',
      side: 'home',
      probabilities: [4000, 3500, 2500],
      marginBasisPoints: 1500,
    })
    const market = (created.json() as AdminEventDetail).markets.find(
      (found) => found.template === 'top_batter',
    )
    if (!market) throw new Error('no top batter market')
    const litton = market.selections.find((selection) => selection.code === 'litton-das')
    if (!litton) throw new Error('no selection for Litton Das')

    const punter = await fundedPlayer(testApp(), 100_000)
    const placed = await sportsbookClient(testApp(), punter.cookie).place({
      type: 'single',
      legs: [{ selectionId: litton.id, price: litton.price, marketVersion: market.version }],
      stake: 10_000,
    })
    expect(placed.statusCode, placed.body).toBe(200)
    const betId = placedSportBet.parse(placed.json()).bet.id

    // Litton is dropped from the squad: a result paying him is refused, nothing is settled.
    await as(trader).put(`/events/${event.id}/squads`, { home: [dhaka[0], dhaka[2]], away: sylhet })
    const results = (winner: string) => ({
      results: market.selections.map((selection) => ({
        code: selection.code,
        result: selection.code === winner ? 'won' : 'lost',
      })),
    })
    const refused = await as(trader).post(`/markets/${market.id}/result`, results('litton-das'))
    expect(refused.statusCode).toBe(422)
    expect(errorOf(refused).code).toBe('RESULTS_INCONSISTENT')
    expect(errorOf(refused).fields).toEqual({ 'results.1': 'NOT_IN_SQUAD' })
    expect((await db().select().from(sportBets).where(eq(sportBets.id, betId)))[0]?.status).toBe('open')

    // Back in the squad, his win settles the bet at the price taken.
    await withSquads(event.id)
    const settled = await as(trader).post(`/markets/${market.id}/result`, results('litton-das'))
    expect(settled.statusCode, settled.body).toBe(200)
    expect(settled.json()).toEqual({ settledBets: 1 })
    const bet = (await db().select().from(sportBets).where(eq(sportBets.id, betId)))[0]
    expect(bet?.status).toBe('won')
    expect(bet?.payout).toBe(Math.floor((10_000 * litton.price) / 1000))
    expect((await findBalances(db(), punter.userId))?.cash).toBe(100_000 - 10_000 + (bet?.payout ?? 0))
  })

  it("voids a player's runs once the player is out of the squad", async () => {
    const { event } = await newEvent()
    await withSquads(event.id)
    const created = await as(trader).post(`/events/${event.id}/markets`, {
      template: 'player_runs',
      side: 'away',
      player: 'zakir-hasan',
      line: 30_500,
      probabilities: [5000, 5000],
      marginBasisPoints: 800,
    })
    expect(created.statusCode, created.body).toBe(201)
    const market = (created.json() as AdminEventDetail).markets.find(
      (found) => found.template === 'player_runs',
    )
    if (!market) throw new Error('no player runs market')
    await as(trader).put(`/events/${event.id}/squads`, { home: dhaka, away: [sylhet[1]] })
    const overWins = await as(trader).post(`/markets/${market.id}/result`, {
      results: [
        { code: 'over', result: 'won' },
        { code: 'under', result: 'lost' },
      ],
    })
    expect(errorOf(overWins).fields).toEqual({ 'results.0': 'NOT_IN_SQUAD', 'results.1': 'NOT_IN_SQUAD' })
    const voided = await as(trader).post(`/markets/${market.id}/result`, {
      results: [
        { code: 'over', result: 'void' },
        { code: 'under', result: 'void' },
      ],
    })
    expect(voided.statusCode, voided.body).toBe(200)
  })

  it('checks a corrected result against the squad like a first one', async () => {
    const { event } = await newEvent()
    await withSquads(event.id)
    const created = await as(trader).post(`/events/${event.id}/markets`, {
      template: 'top_batter',
      side: 'home',
      probabilities: [4000, 3500, 2500],
      marginBasisPoints: 1500,
    })
    const market = (created.json() as AdminEventDetail).markets.find(
      (found) => found.template === 'top_batter',
    )
    if (!market) throw new Error('no top batter market')
    const results = (winner: string) => ({
      results: market.selections.map((selection) => ({
        code: selection.code,
        result: selection.code === winner ? 'won' : 'lost',
      })),
    })
    const first = await as(trader).post(`/markets/${market.id}/result`, results('tamim-iqbal'))
    expect(first.statusCode, first.body).toBe(200)

    // Litton is dropped from the squad: a correction paying him is refused, as a first result would be.
    await as(trader).put(`/events/${event.id}/squads`, { home: [dhaka[0], dhaka[2]], away: sylhet })
    const refused = await as(trader).post(`/markets/${market.id}/corrections`, results('litton-das'))
    expect(refused.statusCode).toBe(422)
    expect(errorOf(refused).code).toBe('RESULTS_INCONSISTENT')
    expect(errorOf(refused).fields).toEqual({ 'results.1': 'NOT_IN_SQUAD' })
    const allowed = await as(trader).post(`/markets/${market.id}/corrections`, results('najmul-shanto'))
    expect(allowed.statusCode, allowed.body).toBe(201)
  })
})
