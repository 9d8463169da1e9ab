import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { feedDocument } from '@khela/contracts/sportsbook-feed'
import { liveFeedHeaders, liveFeedMessage } from '@khela/contracts/sportsbook-live-feed'
import { afterEach, describe, expect, it } from 'vitest'
import { buildSimulatorApp } from './app.ts'
import { parseConfig } from './config.ts'
import { isFeedSignatureValid } from './sign-feed-message.ts'

const secret = 'unit-test-feed-secret'
type Received = { seq: number; type: string; status: number; isSigned: boolean }
const opened: { close: () => unknown }[] = []

afterEach(async () => {
  await Promise.all(opened.splice(0).map((closable) => closable.close()))
})

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

/** Khela's side as a stand-in: checks each message and answers 503 to the first `failures` of them. */
async function receiver(failures: number) {
  const received: Received[] = []
  let toFail = failures
  const server: Server = createServer(async (request, response) => {
    const rawBody = await bodyOf(request)
    const message = liveFeedMessage.parse(JSON.parse(rawBody))
    const isSigned = isFeedSignatureValid(
      secret,
      String(request.headers[liveFeedHeaders.timestamp]),
      rawBody,
      String(request.headers[liveFeedHeaders.signature]),
    )
    const status = toFail > 0 ? 503 : 204
    toFail -= 1
    received.push({ seq: message.seq, type: message.type, status, isSigned })
    response.writeHead(status).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  opened.push({ close: () => new Promise((resolve) => server.close(resolve)) })
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/live`, received }
}

function simulator(env: Record<string, string>) {
  const config = parseConfig({
    FEED_SECRET: secret,
    LOG_LEVEL: 'silent',
    BALL_INTERVAL_MS: '0',
    RETRY_FIRST_MS: '5',
    RETRY_MAX_MS: '20',
    ...env,
  })
  const { app } = buildSimulatorApp(config)
  opened.push(app)
  return app
}

describe('the simulator process', () => {
  it('posts signed messages in seq order, retrying a refused one with the same seq until acknowledged', async () => {
    const khela = await receiver(3)
    const app = simulator({ KHELA_LIVE_FEED_URL: khela.url, SEED: '3' })
    for (let step = 0; step < 4; step += 1)
      expect((await app.inject({ method: 'POST', url: '/step' })).statusCode).toBe(200)

    expect(khela.received.slice(0, 4).map(({ seq, status }) => [seq, status])).toEqual([
      [1, 503],
      [1, 503],
      [1, 503],
      [1, 204],
    ])
    const acknowledged = khela.received.filter(({ status }) => status === 204)
    expect(acknowledged.map(({ seq }) => seq)).toEqual(acknowledged.map((_, index) => index + 1))
    expect(khela.received.every(({ isSigned }) => isSigned)).toBe(true)
    expect(acknowledged.slice(-6).map(({ type }) => type)).toEqual([
      'betStop',
      'score',
      'result',
      'market',
      'prices',
      'betStart',
    ])
  })

  it('serves the match in play as a fixture feed document, and its state', async () => {
    const khela = await receiver(0)
    const app = simulator({ KHELA_LIVE_FEED_URL: khela.url, SOURCE: 'demo-sim' })
    await app.inject({ method: 'POST', url: '/step' })
    const document = feedDocument.parse((await app.inject('/feed.json')).json())
    const [event] = document.events
    expect(document.source).toBe('demo-sim')
    expect(event?.status).toBe('live')
    expect(event?.squads?.home).toHaveLength(11)
    expect(event?.markets.map((market) => market.template)).toEqual(['match_winner'])

    const state = (await app.inject('/state')).json()
    expect(state).toMatchObject({ source: 'demo-sim', eventId: event?.externalId, status: 'in_play', seq: 7 })
    // The innings' start: its score, four new markets, the match winner's prices and bet start.
    expect(khela.received).toHaveLength(7)
  })

  it('refuses to step by hand when it plays by itself, and a reserved source at boot', async () => {
    const khela = await receiver(0)
    const app = simulator({ KHELA_LIVE_FEED_URL: khela.url, BALL_INTERVAL_MS: '600000' })
    expect((await app.inject({ method: 'POST', url: '/step' })).json()).toEqual({
      error: { code: 'STEPPING_IS_AUTOMATIC' },
    })
    expect(() => parseConfig({ FEED_SECRET: secret, SOURCE: 'khela-sim' })).toThrow('RESERVED_SOURCE')
  })
})
