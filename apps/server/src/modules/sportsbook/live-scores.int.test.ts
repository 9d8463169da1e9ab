import { errorBody } from '@khela/contracts/errors'
import type { FeedDocument } from '@khela/contracts/sportsbook-feed'
import { liveBoard, liveEventDetail } from '@khela/contracts/sportsbook-live'
import { type LiveFeedBody, liveFeedFormat, liveFeedHeaders } from '@khela/contracts/sportsbook-live-feed'
import { exampleChase, exampleFootball, exampleTennis } from '@khela/contracts/sportsbook-live-feed-example'
import { and, eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/use-test-app.ts'
import { sportEvents } from '../../db/schema/sportsbook.ts'
import { sportEventLive, sportLiveMessages } from '../../db/schema/sportsbook-live.ts'
import { signRequest } from '../../lib/request-signature.ts'
import { ensureSports } from './ensure-sports.ts'
import { importSportsbookFeed } from './import-sportsbook-feed.ts'
import { registerLiveFeed } from './register-live-feed.ts'

/**
 * Football and tennis scores on the live feed (docs/live-feed.md): a fixture of each sport is imported as the
 * poller would, signed score messages are posted, and players read them back from the live board and the page.
 */
const testApp = useTestApp()
const db = () => testApp().services.database.db
const source = 'score-test'
const secret = 'live-scores-test-secret'
let serial = 0

const competitions = {
  soccer: {
    externalId: 'score-test-league',
    sportSlug: 'soccer',
    slug: 'score-test-league',
    name: { en: 'Test League', bn: 'টেস্ট লিগ' },
    country: 'BD',
  },
  tennis: {
    externalId: 'score-test-open',
    sportSlug: 'tennis',
    slug: 'score-test-open',
    name: { en: 'Test Open', bn: 'টেস্ট ওপেন' },
    country: 'BD',
  },
}

/** An event of the sport in play, imported from a small fixture document, and a sender of its signed messages. */
async function eventInPlay(sport: 'soccer' | 'tennis') {
  serial += 1
  const externalId = `score-test-${sport}-${Date.now()}-${serial}`
  const template = sport === 'soccer' ? 'match_result' : 'match_winner'
  const codes = sport === 'soccer' ? ['home', 'draw', 'away'] : ['home', 'away']
  const document: FeedDocument = {
    format: 'khela-sportsbook-feed/1',
    source,
    competitions: [competitions[sport]],
    events: [
      {
        externalId,
        competition: competitions[sport].externalId,
        home: sport === 'soccer' ? { en: 'Abahani', bn: 'আবাহনী' } : { en: 'A. Rahman', bn: 'এ. রহমান' },
        away: sport === 'soccer' ? { en: 'Mohammedan', bn: 'মোহামেডান' } : { en: 'B. Karim', bn: 'বি. করিম' },
        startsAt: new Date().toISOString(),
        status: 'live',
        markets: [
          {
            externalId: `${externalId}-main`,
            template,
            status: 'open',
            selections: codes.map((code) => ({ code, price: 2500 })),
          },
        ],
      },
    ],
  }
  const summary = await importSportsbookFeed(db(), document)
  expect(summary.events.flatMap((event) => event.problems)).toEqual([])
  expect(summary.problems).toEqual([])
  const [event] = await db()
    .select({ id: sportEvents.id })
    .from(sportEvents)
    .where(and(eq(sportEvents.externalSource, source), eq(sportEvents.externalId, externalId)))
  if (!event) throw new Error('the fixture made no event')
  let seq = 0
  const post = (body: LiveFeedBody) => {
    const raw = JSON.stringify({
      format: liveFeedFormat,
      source,
      event: externalId,
      seq: ++seq,
      sentAt: new Date().toISOString(),
      ...body,
    })
    const timestamp = String(Math.floor(Date.now() / 1000))
    return testApp().inject({
      method: 'POST',
      url: '/api/sportsbook/live-feed',
      headers: {
        'content-type': 'application/json',
        [liveFeedHeaders.source]: source,
        [liveFeedHeaders.timestamp]: timestamp,
        [liveFeedHeaders.signature]: signRequest(secret, timestamp, raw),
      },
      payload: raw,
    })
  }
  return { eventId: event.id, post }
}

const commentary = (en: string, bn: string) => ({ en, bn })

async function boardEntry(sport: string, eventId: string) {
  const response = await testApp().inject({ url: '/api/sportsbook/live' })
  expect(response.statusCode).toBe(200)
  const board = liveBoard.parse(response.json())
  return board.sports.find((found) => found.slug === sport)?.events.find((event) => event.id === eventId)
}

async function page(eventId: string) {
  const response = await testApp().inject({ url: `/api/sportsbook/events/${eventId}` })
  expect(response.statusCode).toBe(200)
  return liveEventDetail.parse(response.json())
}

beforeAll(async () => {
  await ensureSports(db())
})

beforeEach(async () => {
  await registerLiveFeed(db(), testApp().services.config.secretsKey, { source, secret })
})

describe('football and tennis live scores', () => {
  it('shows a football score on the live board and on the page, its commentary under the minute', async () => {
    const football = await eventInPlay('soccer')
    const first = exampleFootball({
      minute: 45,
      addedMinute: 2,
      period: 'first_half',
      goals: { home: 1, away: 0 },
    })
    const second = exampleFootball()
    for (const [score, line] of [
      [first, commentary('Goal! Abahani lead.', 'গোল! আবাহনী এগিয়ে।')],
      [second, commentary('Red card for Mohammedan.', 'মোহামেডানের লাল কার্ড।')],
    ] as const) {
      const response = await football.post({ type: 'score', score, commentary: line })
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json()).toMatchObject({ outcome: 'applied' })
    }

    const listed = await boardEntry('soccer', football.eventId)
    expect(listed?.status).toBe('live')
    expect(listed?.live?.score).toEqual(second)

    const detail = await page(football.eventId)
    expect(detail.live?.score).toEqual(second)
    expect(detail.live?.commentary.map((line) => [line.overs, line.text.en])).toEqual([
      ["67'", 'Red card for Mohammedan.'],
      ["45+2'", 'Goal! Abahani lead.'],
    ])
  })

  it('shows a tennis score on the live board and on the page, its commentary under the set and games', async () => {
    const tennis = await eventInPlay('tennis')
    const tiebreak = exampleTennis({
      games: [
        [6, 4],
        [6, 6],
      ],
      sets: { home: 1, away: 0 },
      points: null,
      tiebreakPoints: { home: 4, away: 3 },
      server: 'away',
    })
    const response = await tennis.post({
      type: 'score',
      score: tiebreak,
      commentary: commentary('Karim double faults.', 'করিমের ডাবল ফল্ট।'),
    })
    expect(response.statusCode, response.body).toBe(200)

    const listed = await boardEntry('tennis', tennis.eventId)
    expect(listed?.live?.score).toEqual(tiebreak)
    const detail = await page(tennis.eventId)
    expect(detail.live?.score).toEqual(tiebreak)
    expect(detail.live?.commentary.map((line) => line.overs)).toEqual(['Set 2, 6–6'])
  })

  it('refuses a score of another sport than the event’s, and neither logs nor applies it', async () => {
    const football = await eventInPlay('soccer')
    for (const score of [exampleTennis(), exampleChase()]) {
      const response = await football.post({
        type: 'score',
        score,
        commentary: commentary('Wrong sport.', 'ভুল খেলা।'),
      })
      expect(response.statusCode).toBe(400)
      expect(errorBody.parse(response.json()).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { 'score.sport': 'INCONSISTENT' },
      })
    }
    const logged = await db()
      .select()
      .from(sportLiveMessages)
      .where(eq(sportLiveMessages.eventId, football.eventId))
    expect(logged).toEqual([])
    const [live] = await db()
      .select()
      .from(sportEventLive)
      .where(eq(sportEventLive.eventId, football.eventId))
    expect(live).toBeUndefined()
  })
})
