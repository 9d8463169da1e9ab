import { once } from 'node:events'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { errorBody } from '@khela/contracts/errors'
import { type FeedRun, type FeedSourceList, feedRun } from '@khela/contracts/sportsbook-feed-sources'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { sportEvents, sportFeedSources } from '../../db/schema/sportsbook.ts'
import { ensureSports } from './ensure-sports.ts'
import { defaultFetchLimits, feedFetchLimits, isPrivateAddress } from './fetch-feed-document.ts'
import { pollDueFeedSources } from './poll-due-feed-sources.ts'
import { pollFeedSource } from './poll-feed-source.ts'

/** Polled feed sources against a real HTTP server on 127.0.0.1: registered, polled, each run recorded. */
const testApp = useTestApp()
const db = () => testApp().services.database.db
const errorOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error
let trader: { cookie: string; userId: string }
let support: { cookie: string; userId: string }

type Handler = (request: IncomingMessage, response: ServerResponse) => void
/** What each path of the test's feed server answers; a request to another path is a 404. */
const routes = new Map<string, Handler>()
const held: ServerResponse[] = []
let server: Server
let origin: string

beforeAll(async () => {
  await ensureSports(db())
  trader = await makeUserWithRole(testApp(), 'trader')
  support = await makeUserWithRole(testApp(), 'support')
  server = createServer((request, response) => {
    const handler = routes.get(request.url ?? '')
    if (handler) handler(request, response)
    else response.writeHead(404).end('not here')
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  for (const response of held) response.destroy()
  server.closeAllConnections()
  server.close()
  await once(server, 'close')
})

function as(staff: { cookie: string }) {
  const headers = { origin: testApp().services.config.publicUrl, cookie: staff.cookie }
  return {
    get: (url: string) => testApp().inject({ method: 'GET', url: `/api/admin/sportsbook${url}`, headers }),
    post: (url: string, payload?: object) =>
      testApp().inject({
        method: 'POST',
        url: `/api/admin/sportsbook${url}`,
        headers,
        ...(payload ? { payload } : {}),
      }),
  }
}

const unique = (label: string) => `${label}-${Math.random().toString(36).slice(2, 10)}`

function feedDocument(source: string, homePrice = 1800) {
  return {
    format: 'khela-sportsbook-feed/1',
    source,
    competitions: [
      {
        externalId: 'c1',
        sportSlug: 'cricket',
        slug: unique('polled'),
        name: { en: 'Polled League', bn: 'পোল লিগ' },
      },
    ],
    events: [
      {
        externalId: 'e1',
        competition: 'c1',
        home: { en: 'Comilla', bn: 'কুমিল্লা' },
        away: { en: 'Rangpur', bn: 'রংপুর' },
        startsAt: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        squads: {
          home: [
            { key: 'liton-kumar', name: { en: 'Liton Kumar', bn: 'লিটন কুমার' } },
            { key: 'imrul-kayes', name: { en: 'Imrul Kayes', bn: 'ইমরুল কায়েস' } },
          ],
          away: [],
        },
        markets: [
          {
            externalId: 'e1:mw',
            template: 'match_winner',
            selections: [
              { code: 'home', price: homePrice },
              { code: 'away', price: 2000 },
            ],
          },
          {
            externalId: 'e1:tb',
            template: 'top_batter',
            side: 'home',
            selections: [
              { code: 'liton-kumar', price: 1900 },
              { code: 'imrul-kayes', price: 1900 },
            ],
          },
        ],
      },
    ],
  }
}

function serveJson(path: string, body: unknown) {
  routes.set(path, (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
}

/** The test's feeds are served from 127.0.0.1, which only an instance that allows private addresses polls. */
const local = { ...defaultFetchLimits, allowsPrivateAddresses: true }

async function register(path: string, minutes = 5) {
  const name = unique('Feed')
  const response = await as(trader).post('/feed-sources', {
    name,
    url: `${origin}${path}`,
    pollIntervalMinutes: minutes,
  })
  expect(response.statusCode, response.body).toBe(201)
  const source = (response.json() as FeedSourceList).sources.find((found) => found.name === name)
  if (!source) throw new Error('source not listed')
  return source
}

async function runNow(id: string): Promise<FeedRun> {
  const response = await as(trader).post(`/feed-sources/${id}/run`)
  expect(response.statusCode, response.body).toBe(200)
  return feedRun.parse(response.json())
}

describe('feed sources', () => {
  it('registers an http(s) address only, audited, and keeps it from staff who may not trade', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://127.0.0.1/feed.json', 'data:application/json,{}']) {
      const refused = await as(trader).post('/feed-sources', { name: 'Bad', url, pollIntervalMinutes: 5 })
      expect(refused.statusCode, url).toBe(400)
      expect(errorOf(refused).fields).toEqual({ url: 'URL_SCHEME_NOT_ALLOWED' })
    }
    const notUrl = await as(trader).post('/feed-sources', {
      name: 'Bad',
      url: 'feeds here',
      pollIntervalMinutes: 5,
    })
    expect(errorOf(notUrl).fields).toEqual({ url: 'INVALID_URL' })
    const tooOften = await as(trader).post('/feed-sources', {
      name: 'Fast',
      url: `${origin}/x`,
      pollIntervalMinutes: 0,
    })
    expect(errorOf(tooOften).fields).toEqual({ pollIntervalMinutes: 'NUMBER_OUT_OF_RANGE' })
    expect(
      (await as(support).post('/feed-sources', { name: 'S', url: `${origin}/x`, pollIntervalMinutes: 5 }))
        .statusCode,
    ).toBe(403)

    const source = await register('/registered')
    expect(source).toMatchObject({ status: 'active', pollIntervalMinutes: 5, runs: [] })
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, source.id), eq(auditLog.action, 'sportsbook.feed_source.create')))
    expect(entry?.actorId).toBe(trader.userId)
    expect(entry?.after).toMatchObject({ url: `${origin}/registered`, pollIntervalMinutes: 5 })
  })

  it('imports a polled document with its squads by external ids and records each run with its counts', async () => {
    const feed = unique('poll')
    serveJson(`/${feed}`, feedDocument(feed))
    const source = await register(`/${feed}`)
    const first = await runNow(source.id)
    expect(first).toMatchObject({ status: 'succeeded', trigger: 'manual', created: 1, errorCode: null })
    const [event] = await db()
      .select({ squads: sportEvents.squads })
      .from(sportEvents)
      .where(and(eq(sportEvents.externalSource, feed), eq(sportEvents.externalId, 'e1')))
    expect(event?.squads.home.map((player) => player.key)).toEqual(['liton-kumar', 'imrul-kayes'])

    expect(await runNow(source.id)).toMatchObject({ status: 'succeeded', unchanged: 1, created: 0 })
    serveJson(`/${feed}`, feedDocument(feed, 1750))
    expect(await runNow(source.id)).toMatchObject({ status: 'succeeded', updated: 1 })

    const listed = (await as(trader).get('/feed-sources')).json() as FeedSourceList
    const runs = listed.sources.find((found) => found.id === source.id)?.runs ?? []
    expect(runs.map((run) => [run.updated, run.unchanged, run.created])).toEqual([
      [1, 0, 0],
      [0, 1, 0],
      [0, 0, 1],
    ])
    const audited = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordId, source.id), eq(auditLog.action, 'sportsbook.feed_source.run')))
    expect(audited).toHaveLength(3)
  })

  it('records an HTTP error, a body that is not JSON and a document that does not parse as failed runs', async () => {
    const path = `/${unique('broken')}`
    routes.set(path, (_request, response) => response.writeHead(503).end('down for maintenance'))
    const source = await register(path)
    expect(await runNow(source.id)).toMatchObject({
      status: 'failed',
      errorCode: 'HTTP_STATUS',
      httpStatus: 503,
      created: 0,
    })
    routes.set(path, (_request, response) => response.writeHead(200).end('{"format": "khela-sportsbook-'))
    expect(await runNow(source.id)).toMatchObject({
      status: 'failed',
      errorCode: 'INVALID_JSON',
      httpStatus: 200,
    })
    serveJson(path, { format: 'khela-sportsbook-feed/1', source: 'khela-own', competitions: [], events: [] })
    const invalid = await runNow(source.id)
    expect(invalid).toMatchObject({ status: 'failed', errorCode: 'INVALID_DOCUMENT' })
    expect(invalid.errorDetail).toContain('source: RESERVED_SOURCE')
  })

  it('never polls an address inside a private network unless the instance allows it', async () => {
    const path = `/${unique('private')}`
    serveJson(path, feedDocument(unique('private')))
    const source = await register(path)
    const strict = { ...defaultFetchLimits, allowsPrivateAddresses: false }
    const refused = await pollFeedSource(db(), source, { trigger: 'manual', limits: strict })
    expect(refused).toMatchObject({ status: 'failed', errorCode: 'PRIVATE_ADDRESS', httpStatus: null })
    // A name is judged by what it resolves to, where the connection is made.
    const byName = await pollFeedSource(
      db(),
      { id: source.id, url: source.url.replace('127.0.0.1', 'localhost') },
      {
        trigger: 'manual',
        limits: strict,
      },
    )
    expect(byName).toMatchObject({ status: 'failed', errorCode: 'PRIVATE_ADDRESS' })
    expect(await pollFeedSource(db(), source, { trigger: 'manual' })).toMatchObject({
      errorCode: 'PRIVATE_ADDRESS',
    })
    // The operator's own simulator's origin is trusted; that trust is no wider than its origin.
    const origin = new URL(source.url).origin
    const trusting = feedFetchLimits({ feedAllowsPrivateAddresses: false, matchSimulator: { url: origin } })
    expect(await pollFeedSource(db(), source, { trigger: 'manual', limits: trusting })).toMatchObject({
      status: 'succeeded',
    })
    const elsewhere = { id: source.id, url: source.url.replace('127.0.0.1', 'localhost') }
    expect(await pollFeedSource(db(), elsewhere, { trigger: 'manual', limits: trusting })).toMatchObject({
      errorCode: 'PRIVATE_ADDRESS',
    })
    for (const address of [
      '10.1.2.3',
      '169.254.169.254',
      '192.168.0.1',
      '::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:a9fe:a9fe::1',
    ])
      expect(isPrivateAddress(address), address).toBe(true)
    for (const address of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111'])
      expect(isPrivateAddress(address), address).toBe(false)
  })

  it('gives up on an address that does not answer in time, and on a document over the size limit', async () => {
    const slow = `/${unique('slow')}`
    routes.set(slow, (_request, response) => {
      // Headers sent, the body never finished: the timeout covers the whole answer.
      response.writeHead(200, { 'content-type': 'application/json' })
      response.write('{"format":')
      held.push(response)
    })
    const run = await pollFeedSource(db(), await register(slow), {
      trigger: 'manual',
      limits: { ...local, timeoutMs: 300 },
    })
    expect(run).toMatchObject({ status: 'failed', errorCode: 'TIMEOUT', httpStatus: null })

    const large = unique('large')
    serveJson(`/${large}`, feedDocument(large))
    const tooLarge = await pollFeedSource(db(), await register(`/${large}`), {
      trigger: 'manual',
      limits: { ...local, maxBytes: 100 },
    })
    expect(tooLarge).toMatchObject({ status: 'failed', errorCode: 'TOO_LARGE' })
  })

  it('polls the active sources that are due, once per interval, and skips paused ones', async () => {
    // The sources other tests registered wait an hour, so only this test's are due.
    await db().update(sportFeedSources).set({ nextPollAt: sql`now() + interval '1 hour'` }).where(sql`true`)
    const due = unique('due')
    serveJson(`/${due}`, feedDocument(due))
    const active = await register(`/${due}`)
    const paused = await register(`/${due}`)
    const pause = await as(trader).post(`/feed-sources/${paused.id}/status`, { status: 'paused' })
    expect(pause.statusCode, pause.body).toBe(200)

    expect(await pollDueFeedSources(db(), { limits: local })).toBe(1)
    expect(await pollDueFeedSources(db(), { limits: local })).toBe(0)
    const listed = (await as(trader).get('/feed-sources')).json() as FeedSourceList
    const byId = new Map(listed.sources.map((source) => [source.id, source]))
    expect(byId.get(active.id)?.runs).toMatchObject([
      { trigger: 'schedule', status: 'succeeded', created: 1 },
    ])
    expect(byId.get(paused.id)).toMatchObject({ status: 'paused', runs: [] })
    const next = new Date(byId.get(active.id)?.nextPollAt ?? 0).getTime()
    expect(next - Date.now()).toBeGreaterThan(4 * 60_000)

    // Made active again, it is due at once.
    await as(trader).post(`/feed-sources/${paused.id}/status`, { status: 'active' })
    expect(await pollDueFeedSources(db(), { limits: local })).toBe(1)
    const [row] = await db().select().from(sportFeedSources).where(eq(sportFeedSources.id, paused.id))
    expect(row?.status).toBe('active')
  })
})
