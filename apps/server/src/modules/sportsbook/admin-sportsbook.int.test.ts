import type { AdminEventDetail, AdminEventPage, AdminSportList } from '@khela/contracts/admin-sportsbook'
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { sportMarkets } from '../../db/schema/sportsbook.ts'
import { ensureSports } from './ensure-sports.ts'

/** The traders' back office: competitions, events, markets priced from probabilities, suspend and reopen. */
const testApp = useTestApp()
const db = () => testApp().services.database.db
let admin: { cookie: string; userId: string }
let trader: { cookie: string; userId: string }
let support: { cookie: string; userId: string }

beforeAll(async () => {
  await ensureSports(db())
  admin = await makeUserWithRole(testApp(), 'admin')
  trader = await makeUserWithRole(testApp(), 'trader')
  support = await makeUserWithRole(testApp(), 'support')
})

function as(staff: { cookie: string } | null) {
  const headers: Record<string, string> = { origin: testApp().services.config.publicUrl }
  if (staff) headers.cookie = staff.cookie
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    testApp().inject({ method, url: `/api/admin/sportsbook${url}`, headers, ...(payload ? { payload } : {}) })
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: object) => call('POST', url, payload),
    put: (url: string, payload: object) => call('PUT', url, payload),
  }
}

let counter = 0
const unique = (label: string) => `${label}-${++counter}-${Math.random().toString(36).slice(2, 8)}`
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16)

async function newCompetition(sportSlug = 'cricket') {
  const slug = unique('cup')
  const response = await as(trader).post('/competitions', {
    sportSlug,
    slug,
    name: { en: `Cup ${slug}`, bn: `কাপ ${slug}` },
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as { id: string }
}

async function newEvent(competitionId: string, days = 2) {
  const response = await as(trader).post('/events', {
    competitionId,
    home: { en: unique('Dhaka'), bn: 'ঢাকা' },
    away: { en: unique('Sylhet'), bn: 'সিলেট' },
    startsAt: inDays(days),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as AdminEventDetail
}

const matchWinner = { template: 'match_winner', probabilities: [6000, 4000], marginBasisPoints: 500 }

async function newMarket(eventId: string, order: object = matchWinner) {
  const response = await as(trader).post(`/events/${eventId}/markets`, order)
  expect(response.statusCode, response.body).toBe(201)
  return response.json() as AdminEventDetail
}

const auditOf = (recordId: string) =>
  db().select().from(auditLog).where(eq(auditLog.recordId, recordId)).orderBy(auditLog.createdAt)

describe('who may run the book', () => {
  it('lets traders and admins read and trade, and refuses support, players and visitors', async () => {
    expect((await as(trader).get('/sports')).statusCode).toBe(200)
    expect((await as(admin).get('/events')).statusCode).toBe(200)
    expect((await as(support).get('/sports')).statusCode).toBe(403)
    expect((await as(support).post('/competitions', { sportSlug: 'cricket' })).statusCode).toBe(403)
    expect((await as(null).get('/events')).statusCode).toBe(401)
    const { id } = await newCompetition()
    const byAdmin = await as(admin).post('/events', {
      competitionId: id,
      home: { en: 'Khulna', bn: 'খুলনা' },
      away: { en: 'Rajshahi', bn: 'রাজশাহী' },
      startsAt: inDays(3),
    })
    expect(byAdmin.statusCode).toBe(201)
  })
})

describe('competitions and events', () => {
  it('creates a competition and an event in the operator time zone, each audited', async () => {
    const competition = await newCompetition()
    const { sports } = (await as(trader).get('/sports')).json() as AdminSportList
    const cricket = sports.find((sport) => sport.slug === 'cricket')
    expect(cricket?.hasTemplates).toBe(true)
    expect(cricket?.competitions.map((found) => found.id)).toContain(competition.id)

    const response = await as(trader).post('/events', {
      competitionId: competition.id,
      home: { en: 'Dhaka Capitals', bn: 'ঢাকা ক্যাপিটালস' },
      away: { en: 'Sylhet Strikers', bn: 'সিলেট স্ট্রাইকার্স' },
      startsAt: '2099-03-01T19:30',
    })
    expect(response.statusCode, response.body).toBe(201)
    const { event, markets, templates } = response.json() as AdminEventDetail
    // Asia/Dhaka is UTC+6 all year.
    expect(event.startsAt).toBe('2099-03-01T13:30:00.000Z')
    expect(event.status).toBe('scheduled')
    expect(markets).toEqual([])
    expect(templates.map((template) => template.code)).toContain('match_winner')
    expect(templates.find((template) => template.code === 'team_total_runs')).toMatchObject({
      hasLine: true,
      needsSide: true,
    })

    const [created] = await auditOf(event.id)
    expect(created).toMatchObject({ action: 'sportsbook.event.create', actorId: trader.userId, before: null })
    expect((await auditOf(competition.id))[0]?.action).toBe('sportsbook.competition.create')

    const listed = (await as(trader).get(`/events?competition=${competition.id}`)).json() as AdminEventPage
    expect(listed.items.map((item) => item.id)).toEqual([event.id])
    const byDay = (
      await as(trader).get(`/events?competition=${competition.id}&from=2099-03-01&to=2099-03-01`)
    ).json() as AdminEventPage
    expect(byDay.total).toBe(1)
    const otherDay = (
      await as(trader).get(`/events?competition=${competition.id}&from=2099-03-02`)
    ).json() as AdminEventPage
    expect(otherDay.total).toBe(0)
  })

  it('refuses bad input with a code per field', async () => {
    const competition = await newCompetition()
    const taken = await as(trader).post('/competitions', {
      sportSlug: 'cricket',
      slug: 'bad slug',
      name: { en: '', bn: 'x' },
    })
    expect(taken.statusCode).toBe(400)
    expect(taken.json().error.fields).toMatchObject({ slug: 'INVALID_SLUG', 'name.en': 'REQUIRED' })

    const past = await as(trader).post('/events', {
      competitionId: competition.id,
      home: { en: 'A', bn: 'ক' },
      away: { en: 'B', bn: 'খ' },
      startsAt: '2001-01-01T10:00',
    })
    expect(past.statusCode).toBe(400)
    expect(past.json().error.fields).toEqual({ startsAt: 'DATE_IN_PAST' })

    const same = await as(trader).post('/events', {
      competitionId: competition.id,
      home: { en: 'A', bn: 'ক' },
      away: { en: 'a', bn: 'খ' },
      startsAt: 'tomorrow',
    })
    expect(same.json().error.fields).toMatchObject({
      startsAt: 'INVALID_FORMAT',
      'away.en': 'SAME_PARTICIPANTS',
    })
  })
})

describe('markets priced from probabilities', () => {
  it('previews integer prices with the overround, then adds the market audited', async () => {
    const { event } = await newEvent((await newCompetition()).id)
    const names = await as(trader).post(`/events/${event.id}/markets/preview`, {
      template: 'match_winner',
      marginBasisPoints: 500,
    })
    expect(names.statusCode, names.body).toBe(200)
    expect(names.json().selections.map((selection: { price: null }) => selection.price)).toEqual([null, null])

    const preview = await as(trader).post(`/events/${event.id}/markets/preview`, matchWinner)
    const priced = preview.json() as { selections: { price: number }[]; overroundBasisPoints: number }
    for (const selection of priced.selections) {
      expect(Number.isInteger(selection.price)).toBe(true)
      expect(selection.price).toBeGreaterThan(1000)
    }
    expect(priced.overroundBasisPoints).toBeGreaterThanOrEqual(500)

    const { markets } = await newMarket(event.id)
    const [market] = markets
    expect(market).toMatchObject({ template: 'match_winner', status: 'open', version: 1 })
    expect(market?.selections.map((selection) => selection.price)).toEqual(
      priced.selections.map((selection) => selection.price),
    )
    expect(market?.overroundBasisPoints).toBe(priced.overroundBasisPoints)
    const [entry] = await auditOf(market?.id ?? '')
    expect(entry).toMatchObject({ action: 'sportsbook.market.create', actorId: trader.userId })
    expect(entry?.after).toMatchObject({ probabilities: [6000, 4000], marginBasisPoints: 500 })

    const again = await as(trader).post(`/events/${event.id}/markets`, matchWinner)
    expect(again.statusCode).toBe(400)
    expect(again.json().error.fields).toEqual({ template: 'MARKET_EXISTS' })
  })

  it('refuses probabilities that do not make a book, a missing line or side, and an unknown template', async () => {
    const { event } = await newEvent((await newCompetition()).id)
    const fieldsOf = async (order: object) =>
      (await as(trader).post(`/events/${event.id}/markets`, order)).json().error.fields
    expect(await fieldsOf({ ...matchWinner, probabilities: [6000, 3000] })).toEqual({
      probabilities: 'PROBABILITIES_SUM',
    })
    expect(await fieldsOf({ ...matchWinner, probabilities: [5000, 3000, 2000] })).toEqual({
      probabilities: 'PROBABILITIES_COUNT',
    })
    expect(await fieldsOf({ ...matchWinner, marginBasisPoints: 9000 })).toEqual({
      marginBasisPoints: 'NUMBER_OUT_OF_RANGE',
    })
    expect(await fieldsOf({ ...matchWinner, template: 'total_goals' })).toEqual({
      template: 'INVALID_CHOICE',
    })
    expect(await fieldsOf({ ...matchWinner, template: 'team_total_runs' })).toEqual({ line: 'LINE_REQUIRED' })
    expect(await fieldsOf({ ...matchWinner, template: 'team_total_runs', line: 150_500 })).toEqual({
      side: 'SIDE_REQUIRED',
    })
    const { markets } = await newMarket(event.id, {
      ...matchWinner,
      template: 'team_total_runs',
      line: 150_500,
      side: 'away',
    })
    expect(markets[0]?.line).toBe(150_500)
    expect(markets[0]?.selections.map((selection) => selection.code)).toEqual(['over', 'under'])
  })

  it("changes a selection's price, moving the version, audited before and after", async () => {
    const { event } = await newEvent((await newCompetition()).id)
    const market = (await newMarket(event.id)).markets[0]
    if (!market) throw new Error('no market')
    const response = await as(trader).put(`/markets/${market.id}/prices`, {
      prices: [{ code: 'home', price: 1500 }],
    })
    expect(response.statusCode, response.body).toBe(200)
    const changed = (response.json() as AdminEventDetail).markets[0]
    expect(changed?.selections.find((selection) => selection.code === 'home')?.price).toBe(1500)
    expect(changed?.version).toBe(2)
    const entries = await auditOf(market.id)
    expect(entries.at(-1)).toMatchObject({ action: 'sportsbook.market.prices' })
    expect(entries.at(-1)?.after).toMatchObject({ prices: { home: 1500 } })

    const unknown = await as(trader).put(`/markets/${market.id}/prices`, {
      prices: [{ code: 'draw', price: 3000 }],
    })
    expect(unknown.json().error.fields).toEqual({ 'prices.0.code': 'INVALID_CHOICE' })
    const tooShort = await as(trader).put(`/markets/${market.id}/prices`, {
      prices: [{ code: 'home', price: 1000 }],
    })
    expect(tooShort.json().error.fields).toEqual({ 'prices.0.price': 'NUMBER_OUT_OF_RANGE' })
  })
})

describe('suspending and reopening', () => {
  it('suspends and reopens one market and one event, audited', async () => {
    const { event } = await newEvent((await newCompetition()).id)
    await newMarket(event.id)
    const { markets } = await newMarket(event.id, {
      ...matchWinner,
      template: 'toss',
      probabilities: [5000, 5000],
    })
    const [first, second] = markets
    if (!first || !second) throw new Error('two markets expected')

    const one = await as(trader).post(`/markets/${first.id}/status`, { status: 'suspended' })
    expect(one.json()).toEqual({ changed: 1 })
    const all = await as(trader).post(`/events/${event.id}/market-status`, { status: 'suspended' })
    expect(all.json()).toEqual({ changed: 1 })
    const reopened = await as(trader).post(`/events/${event.id}/market-status`, { status: 'open' })
    expect(reopened.json()).toEqual({ changed: 2 })
    const [entry] = await auditOf(first.id).then((entries) =>
      entries.filter((found) => found.action === 'sportsbook.markets.suspend'),
    )
    expect(entry).toMatchObject({ before: { status: 'open', marketIds: [first.id] } })
    expect((await auditOf(event.id)).map((found) => found.action)).toEqual([
      'sportsbook.event.create',
      'sportsbook.markets.suspend',
      'sportsbook.markets.reopen',
    ])
    const bad = await as(trader).post(`/markets/${first.id}/status`, { status: 'closed' })
    expect(bad.json().error.fields).toEqual({ status: 'INVALID_CHOICE' })
    expect((await as(trader).post('/markets/nope/status', { status: 'open' })).statusCode).toBe(404)
  })

  it("suspends all of a sport's open markets in one action and moves their versions; others stay", async () => {
    const tennisEvent = (await newEvent((await newCompetition('tennis')).id)).event
    const tennisMarket = (await newMarket(tennisEvent.id)).markets[0]
    const cricketEvent = (await newEvent((await newCompetition('cricket')).id)).event
    const cricketMarket = (await newMarket(cricketEvent.id)).markets[0]
    const closed = (
      await newMarket(cricketEvent.id, { ...matchWinner, template: 'toss', probabilities: [5000, 5000] })
    ).markets[1]
    if (!tennisMarket || !cricketMarket || !closed) throw new Error('markets expected')
    await db().update(sportMarkets).set({ status: 'closed' }).where(eq(sportMarkets.id, closed.id))
    const versionsOf = async () =>
      Object.fromEntries(
        (
          await db()
            .select({ id: sportMarkets.id, version: sportMarkets.version, status: sportMarkets.status })
            .from(sportMarkets)
            .where(inArray(sportMarkets.id, [tennisMarket.id, cricketMarket.id, closed.id]))
        ).map((row) => [row.id, row]),
      )
    const before = await versionsOf()

    const response = await as(trader).post('/sports/cricket/market-status', { status: 'suspended' })
    expect(response.statusCode, response.body).toBe(200)
    const { changed } = response.json() as { changed: number }
    expect(changed).toBeGreaterThanOrEqual(1)
    const after = await versionsOf()
    expect(after[cricketMarket.id]).toMatchObject({ status: 'suspended' })
    expect(after[cricketMarket.id]?.version).toBe((before[cricketMarket.id]?.version ?? 0) + 1)
    expect(after[tennisMarket.id]).toEqual(before[tennisMarket.id])
    expect(after[closed.id]).toEqual(before[closed.id])
    const [open] = await db()
      .select({ id: sportMarkets.id })
      .from(sportMarkets)
      .where(and(eq(sportMarkets.eventId, cricketEvent.id), eq(sportMarkets.status, 'open')))
    expect(open).toBeUndefined()
    const [entry] = (await auditOf('cricket')).filter(
      (found) => found.action === 'sportsbook.markets.suspend',
    )
    expect((entry?.after as { marketIds: string[] } | undefined)?.marketIds).toHaveLength(changed)

    const reopened = await as(trader).post('/sports/cricket/market-status', { status: 'open' })
    expect((reopened.json() as { changed: number }).changed).toBe(changed)
    expect((await as(trader).post('/sports/curling/market-status', { status: 'open' })).statusCode).toBe(404)
  })
})

describe('the in-play bet delay', () => {
  it('is set per sport and per competition by a trader, audited, and refused to others and out of range', async () => {
    const cup = await newCompetition('kabaddi')
    const other = await newCompetition('cricket')
    const change = { betDelayMs: 7_000, competitions: [{ id: cup.id, betDelayMs: 2_000 }] }
    expect((await as(support).put('/sports/kabaddi/bet-delay', change)).statusCode).toBe(403)
    const set = await as(trader).put('/sports/kabaddi/bet-delay', change)
    expect(set.statusCode, set.body).toBe(200)
    const sport = set.json() as AdminSportList['sports'][number]
    expect(sport.betDelayMs).toBe(7_000)
    expect(sport.competitions.find((competition) => competition.id === cup.id)?.betDelayMs).toBe(2_000)
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sportsbook.sports.bet_delay'), eq(auditLog.recordId, 'kabaddi')))
    expect(entry).toMatchObject({
      actorId: trader.userId,
      before: { betDelayMs: 5_000, competitions: { [cup.id]: null } },
      after: { betDelayMs: 7_000, competitions: { [cup.id]: 2_000 } },
    })

    // Back to the sport's own, for the competition.
    const reset = await as(trader).put('/sports/kabaddi/bet-delay', {
      betDelayMs: 7_000,
      competitions: [{ id: cup.id, betDelayMs: null }],
    })
    expect((reset.json() as typeof sport).competitions.find((c) => c.id === cup.id)?.betDelayMs).toBeNull()

    const tooLong = await as(trader).put('/sports/kabaddi/bet-delay', {
      betDelayMs: 30_001,
      competitions: [],
    })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json()).toMatchObject({ error: { fields: { betDelayMs: 'NUMBER_OUT_OF_RANGE' } } })
    const elsewhere = await as(trader).put('/sports/kabaddi/bet-delay', {
      betDelayMs: 1_000,
      competitions: [{ id: other.id, betDelayMs: 0 }],
    })
    expect(elsewhere.statusCode).toBe(404)
    expect((await as(trader).put('/sports/no-such-sport/bet-delay', change)).statusCode).toBe(404)
    const listed = (await as(trader).get('/sports')).json() as AdminSportList
    expect(listed.sports.find((found) => found.slug === 'kabaddi')?.betDelayMs).toBe(7_000)
  })
})
