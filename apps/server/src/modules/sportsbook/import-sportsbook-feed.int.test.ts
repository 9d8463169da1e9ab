import type { FeedImportSummary } from '@khela/contracts/sportsbook-feed'
import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { sportEvents, sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'
import { ensureSports } from './ensure-sports.ts'

/** Importing a feed document: created, unchanged on a second import, updated on a new price, refusals by path. */
const testApp = useTestApp()
const db = () => testApp().services.database.db
let trader: { cookie: string; userId: string }
let support: { cookie: string; userId: string }

beforeAll(async () => {
  await ensureSports(db())
  trader = await makeUserWithRole(testApp(), 'trader')
  support = await makeUserWithRole(testApp(), 'support')
})

function importAs(staff: { cookie: string } | null, payload: object) {
  const headers: Record<string, string> = { origin: testApp().services.config.publicUrl }
  if (staff) headers.cookie = staff.cookie
  return testApp().inject({ method: 'POST', url: '/api/admin/sportsbook/feed/import', headers, payload })
}

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`

function makeDocument(overrides: { source?: string; homePrice?: number } = {}) {
  const source = overrides.source ?? unique('feed')
  return {
    format: 'khela-sportsbook-feed/1',
    source,
    competitions: [
      {
        externalId: 'c1',
        sportSlug: 'soccer',
        slug: unique('league'),
        name: { en: 'Feed League', bn: 'ফিড লিগ' },
        country: 'BD',
      },
    ],
    events: [
      {
        externalId: 'e1',
        competition: 'c1',
        home: { en: 'Abahani', bn: 'আবাহনী' },
        away: { en: 'Mohammedan', bn: 'মোহামেডান' },
        startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        markets: [
          {
            externalId: 'e1-1x2',
            template: 'match_result',
            selections: [
              { code: 'home', price: overrides.homePrice ?? 2100 },
              { code: 'draw', price: 3300 },
              { code: 'away', price: 3400 },
            ],
          },
          {
            externalId: 'e1-ou25',
            template: 'total_goals',
            line: 2500,
            selections: [
              { code: 'over', price: 1900 },
              { code: 'under', price: 1900 },
            ],
          },
        ],
      },
    ],
  }
}

async function marketsOf(source: string) {
  const [event] = await db()
    .select({ id: sportEvents.id })
    .from(sportEvents)
    .where(and(eq(sportEvents.externalSource, source), eq(sportEvents.externalId, 'e1')))
  if (!event) return []
  return db()
    .select({ externalId: sportMarkets.externalId, version: sportMarkets.version, line: sportMarkets.line })
    .from(sportMarkets)
    .where(eq(sportMarkets.eventId, event.id))
    .orderBy(asc(sportMarkets.externalId))
}

describe('importing a feed document', () => {
  it('creates the event with its markets and prices, changes nothing the second time, and moves a new price', async () => {
    const document = makeDocument()
    const first = await importAs(trader, document)
    expect(first.statusCode, first.body).toBe(200)
    const created = first.json() as FeedImportSummary
    expect(created).toMatchObject({
      source: document.source,
      created: 1,
      updated: 0,
      unchanged: 0,
      refused: 0,
    })
    const eventId = created.events[0]?.eventId ?? ''
    const markets = await marketsOf(document.source)
    expect(markets.map((market) => [market.externalId, market.line])).toEqual([
      ['e1-1x2', null],
      ['e1-ou25', 2500],
    ])
    const prices = await db()
      .select({ code: sportSelections.code, price: sportSelections.price })
      .from(sportSelections)
      .innerJoin(sportMarkets, eq(sportMarkets.id, sportSelections.marketId))
      .where(and(eq(sportMarkets.eventId, eventId), eq(sportMarkets.externalId, 'e1-1x2')))
      .orderBy(asc(sportSelections.position))
    expect(prices).toEqual([
      { code: 'home', price: 2100 },
      { code: 'draw', price: 3300 },
      { code: 'away', price: 3400 },
    ])

    const again = (await importAs(trader, document)).json() as FeedImportSummary
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: 1, refused: 0 })
    expect(await marketsOf(document.source)).toEqual(markets)

    const moved = makeDocument({ source: document.source, homePrice: 2050 })
    moved.competitions = document.competitions
    const changed = (await importAs(trader, moved)).json() as FeedImportSummary
    expect(changed).toMatchObject({ created: 0, updated: 1, unchanged: 0 })
    const after = await marketsOf(document.source)
    expect(after[0]?.version).toBe((markets[0]?.version ?? 0) + 1)
    expect(after[1]?.version).toBe(markets[1]?.version)

    const audited = await db().select().from(auditLog).where(eq(auditLog.recordId, document.source))
    expect(audited.map((entry) => entry.action)).toEqual(Array(3).fill('sportsbook.feed.import'))
  })

  it('never reopens, reprices or re-results a market settled since, however often the feed sends it', async () => {
    const document = makeDocument()
    expect((await importAs(trader, document)).statusCode).toBe(200)
    const [market] = await db()
      .select({ id: sportMarkets.id })
      .from(sportMarkets)
      .where(and(eq(sportMarkets.externalSource, document.source), eq(sportMarkets.externalId, 'e1-1x2')))
    const result = await testApp().inject({
      method: 'POST',
      url: `/api/admin/sportsbook/markets/${market?.id}/result`,
      headers: { origin: testApp().services.config.publicUrl, cookie: trader.cookie },
      payload: {
        results: [
          { code: 'home', result: 'won' },
          { code: 'draw', result: 'lost' },
          { code: 'away', result: 'lost' },
        ],
      },
    })
    expect(result.statusCode, result.body).toBe(200)
    const settled = async () =>
      db()
        .select({
          status: sportMarkets.status,
          version: sportMarkets.version,
          code: sportSelections.code,
          price: sportSelections.price,
          result: sportSelections.status,
        })
        .from(sportMarkets)
        .innerJoin(sportSelections, eq(sportSelections.marketId, sportMarkets.id))
        .where(eq(sportMarkets.id, market?.id ?? ''))
        .orderBy(asc(sportSelections.position))
    const before = await settled()

    const reopened = makeDocument({ source: document.source, homePrice: 1500 })
    reopened.competitions = document.competitions
    const market1x2 = reopened.events[0]?.markets[0] as Record<string, unknown> & { selections: object[] }
    market1x2.status = 'open'
    market1x2.selections = market1x2.selections.map((selection) => ({ ...selection, status: 'open' }))
    const again = await importAs(trader, reopened)
    expect(again.statusCode, again.body).toBe(200)
    expect(await settled()).toEqual(before)
    expect(before.map((row) => [row.status, row.result])).toEqual([
      ['settled', 'won'],
      ['settled', 'lost'],
      ['settled', 'lost'],
    ])
  })

  it('refuses a document that does not parse with paths and codes, importing nothing', async () => {
    const document = makeDocument()
    const broken = {
      ...document,
      extra: true,
      events: [
        { ...document.events[0], startsAt: 'tomorrow', markets: [{ externalId: 'm', template: 'x' }] },
      ],
    }
    const response = await importAs(trader, broken)
    expect(response.statusCode).toBe(200)
    const summary = response.json() as FeedImportSummary
    expect(summary.created).toBe(0)
    expect(summary.problems).toEqual(
      expect.arrayContaining([
        { path: 'extra', code: 'UNKNOWN_KEY' },
        { path: 'events.0.startsAt', code: 'INVALID_DATE' },
        { path: 'events.0.markets.0.selections', code: 'REQUIRED' },
      ]),
    )
    expect(await marketsOf(document.source)).toEqual([])
    expect((await importAs(trader, { format: 'nope' })).json()).toMatchObject({ source: null })
  })

  it('refuses an event whose markets do not fit their templates and imports the others', async () => {
    const document = makeDocument()
    const good = document.events[0]
    if (!good) throw new Error('no event')
    const bad = {
      ...good,
      externalId: 'e2',
      markets: [
        { ...good.markets[1], line: null },
        {
          externalId: 'e2-x',
          template: 'match_result',
          selections: [
            { code: 'home', price: 2000 },
            { code: 'yes', price: 2000 },
          ],
        },
        { externalId: 'e2-y', template: 'no_such_market', selections: good.markets[0]?.selections },
      ],
    }
    const unknownCompetition = { ...good, externalId: 'e3', competition: 'nope' }
    const summary = (
      await importAs(trader, { ...document, events: [good, bad, unknownCompetition] })
    ).json() as FeedImportSummary
    expect(summary).toMatchObject({ created: 1, refused: 2 })
    expect(summary.events[1]?.problems).toEqual([
      { path: 'markets.0.line', code: 'LINE_REQUIRED' },
      { path: 'markets.1.selections.1.code', code: 'INVALID_CHOICE' },
      { path: 'markets.1.selections', code: 'MISSING_SELECTIONS' },
      { path: 'markets.2.template', code: 'INVALID_CHOICE' },
    ])
    expect(summary.events[2]?.problems).toEqual([{ path: 'competition', code: 'UNKNOWN_COMPETITION' }])
  })

  it('lets traders import and refuses support and visitors', async () => {
    expect((await importAs(support, makeDocument())).statusCode).toBe(403)
    expect((await importAs(null, makeDocument())).statusCode).toBe(401)
  })
})
