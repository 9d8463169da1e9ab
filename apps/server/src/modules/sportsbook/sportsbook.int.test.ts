import { randomUUID } from 'node:crypto'
import type { EventDetail, SportDetail, SportList } from '@khela/contracts/sportsbook'
import { and, count, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/use-test-app.ts'
import { sportEvents, sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'
import { demoSportsbookSource, seedDemoSportsbook } from '../../seed/seed-demo-sportsbook.ts'
import { sportList } from './sport-list.ts'

const seededSports = ['cricket', 'soccer', 'tennis', 'kabaddi', 'esports']

describe('the sportsbook book and its public reads', () => {
  const app = useTestApp()
  const db = () => app().services.database.db
  const rowCounts = async () => ({
    events: (await db().select({ n: count() }).from(sportEvents))[0]?.n,
    markets: (await db().select({ n: count() }).from(sportMarkets))[0]?.n,
    selections: (await db().select({ n: count() }).from(sportSelections))[0]?.n,
    versions: (await db().select({ n: sql<number>`sum(version)::int` }).from(sportMarkets))[0]?.n,
  })
  const getJson = async <Body>(url: string) => {
    const response = await app().inject(url)
    expect(response.statusCode, url).toBe(200)
    return response.json() as Body
  }
  const firstEventOf = async (sport: string) => {
    const { events } = await getJson<SportDetail>(`/api/sportsbook/sports/${sport}`)
    const [event] = events
    if (!event) throw new Error(`no ${sport} event`)
    return event
  }

  beforeAll(async () => {
    await seedDemoSportsbook(db(), new Date())
  })

  it('seeds once: a second run the same day writes nothing new and moves no version', async () => {
    const before = await rowCounts()
    expect(before.events).toBeGreaterThanOrEqual(30)
    expect(before.events).toBeLessThanOrEqual(70)
    await seedDemoSportsbook(db(), new Date())
    expect(await rowCounts()).toEqual(before)
  })

  it('lists every sport in order, with upcoming events counted for the seeded ones', async () => {
    const { sports } = await getJson<SportList>('/api/sportsbook/sports')
    expect(sports.map((sport) => sport.slug)).toEqual(sportList.map((sport) => sport.slug))
    expect(sports).toHaveLength(23)
    for (const sport of sports) {
      expect(sport.name.bn).not.toBe('')
      if (seededSports.includes(sport.slug)) expect(sport.upcomingEventCount, sport.slug).toBeGreaterThan(0)
      else expect(sport.upcomingEventCount, sport.slug).toBe(0)
    }
  })

  it("lists a seeded sport's competitions and upcoming events, soonest first, with priced main markets", async () => {
    const now = Date.now()
    for (const slug of seededSports) {
      const detail = await getJson<SportDetail>(`/api/sportsbook/sports/${slug}`)
      expect(detail.events.length, slug).toBeGreaterThan(0)
      const starts = detail.events.map((event) => Date.parse(event.startsAt))
      expect(starts).toEqual([...starts].sort((a, b) => a - b))
      for (const event of detail.events) {
        expect(Date.parse(event.startsAt)).toBeGreaterThan(now)
        expect(event.status).toBe('scheduled')
        expect(event.marketCount).toBeGreaterThanOrEqual(3)
        expect(event.mainMarket?.status).toBe('open')
        for (const selection of event.mainMarket?.selections ?? []) {
          expect(Number.isInteger(selection.price)).toBe(true)
          expect(selection.price).toBeGreaterThan(1000)
        }
      }
    }
    const cricket = await getJson<SportDetail>('/api/sportsbook/sports/cricket')
    expect(cricket.competitions.map((competition) => competition.slug)).toEqual([
      'bpl',
      'ipl',
      'internationals',
    ])
    const ipl = await getJson<SportDetail>('/api/sportsbook/sports/cricket?competition=ipl')
    expect(ipl.events.length).toBeGreaterThan(0)
    expect(ipl.events.every((event) => event.competition.slug === 'ipl')).toBe(true)
  })

  it("shows an event's markets with every cricket template, priced in integer thousandths", async () => {
    const event = await firstEventOf('cricket')
    const detail = await getJson<EventDetail>(`/api/sportsbook/events/${event.id}`)
    expect(detail.event).toMatchObject({ id: event.id, sport: { slug: 'cricket' } })
    const templates = new Set(detail.markets.map((market) => market.template))
    for (const template of [
      'match_winner',
      'toss',
      'top_batter',
      'team_total_runs',
      'most_sixes',
      'player_runs',
      'first_dismissal_method',
    ])
      expect(templates.has(template), template).toBe(true)
    expect(detail.markets[0]?.rules?.en).toContain('super over')
    for (const market of detail.markets) {
      expect(market.selections.length).toBeGreaterThanOrEqual(2)
      const overround = market.selections.reduce((sum, selection) => sum + 1000 / selection.price, 0) - 1
      expect(overround, market.name.en).toBeGreaterThan(0)
      expect(overround, market.name.en).toBeLessThan(0.3)
    }
    const totals = detail.markets.find((market) => market.template === 'team_total_runs')
    expect((totals?.line ?? 0) % 1000).toBe(500)
  })

  it('shows a suspended market as suspended, hides a closed one, and moves the version with each change', async () => {
    const event = await firstEventOf('soccer')
    const { markets } = await getJson<EventDetail>(`/api/sportsbook/events/${event.id}`)
    const [first, second] = markets
    if (!first || !second) throw new Error('the event has fewer than two markets')
    await db().update(sportMarkets).set({ status: 'suspended' }).where(eq(sportMarkets.id, first.id))
    await db().update(sportMarkets).set({ status: 'closed' }).where(eq(sportMarkets.id, second.id))
    const after = await getJson<EventDetail>(`/api/sportsbook/events/${event.id}`)
    expect(after.markets.find((market) => market.id === first.id)).toMatchObject({
      status: 'suspended',
      version: first.version + 1,
    })
    expect(after.markets.some((market) => market.id === second.id)).toBe(false)
    expect(after.markets).toHaveLength(markets.length - 1)

    const [selection] = first.selections
    if (!selection) throw new Error('the market has no selection')
    const setPrice = (price: number) =>
      db()
        .update(sportSelections)
        .set({ price })
        .where(and(eq(sportSelections.marketId, first.id), eq(sportSelections.code, selection.code)))
    await setPrice(selection.price + 50)
    await setPrice(selection.price + 50)
    const repriced = await getJson<EventDetail>(`/api/sportsbook/events/${event.id}`)
    expect(repriced.markets.find((market) => market.id === first.id)?.version).toBe(first.version + 2)
    await expect(setPrice(1000)).rejects.toThrow()
  })

  it('answers NOT_FOUND for an unknown event or sport', async () => {
    for (const url of [
      `/api/sportsbook/events/${randomUUID()}`,
      '/api/sportsbook/events/not-an-id',
      '/api/sportsbook/sports/quidditch',
    ]) {
      const response = await app().inject(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } })
    }
  })

  it('answers 304 to a client whose copy is current', async () => {
    const first = await app().inject('/api/sportsbook/sports')
    const again = await app().inject({
      url: '/api/sportsbook/sports',
      headers: { 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })

  it('on a later day ends the played fixtures and adds the new days, without duplicates', async () => {
    const later = new Date(Date.now() + 2 * 86_400_000)
    await seedDemoSportsbook(db(), later)
    await seedDemoSportsbook(db(), later)
    const rows = await db()
      .select({ status: sportEvents.status, startsAt: sportEvents.startsAt })
      .from(sportEvents)
      .where(eq(sportEvents.externalSource, demoSportsbookSource))
    const playedBefore = later.getTime() - 8 * 3_600_000
    for (const row of rows)
      expect(row.status, row.startsAt.toISOString()).toBe(
        row.startsAt.getTime() < playedBefore ? 'ended' : 'scheduled',
      )
    const lastStart = Math.max(...rows.map((row) => row.startsAt.getTime()))
    expect(lastStart).toBeGreaterThan(Date.now() + 6 * 86_400_000)
    const [openOfEnded] = await db()
      .select({ n: count() })
      .from(sportMarkets)
      .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
      .where(and(eq(sportEvents.status, 'ended'), eq(sportMarkets.status, 'open')))
    expect(openOfEnded?.n).toBe(0)
  })
})
