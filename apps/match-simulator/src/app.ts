import { setTimeout as sleep } from 'node:timers/promises'
import Fastify from 'fastify'
import type { SimulatorConfig } from './config.ts'
import { demoTeams, type Teams } from './engine/demo-squads.ts'
import { createFeedSender } from './feed-sender.ts'
import { fixtureDocument } from './fixture-document.ts'
import { createMatchRunner } from './match-runner.ts'

/**
 * The simulator's server, built but not listening (server.ts listens). With a ball interval it plays by itself
 * once ready; with 0 it plays a step on each `POST /step`.
 */
export function buildSimulatorApp(config: SimulatorConfig, teams: Teams = demoTeams) {
  const app = Fastify({ logger: { level: config.logLevel }, bodyLimit: 16 * 1024 })
  const closing = new AbortController()
  const send = createFeedSender({
    url: config.feedUrl,
    source: config.source,
    secret: config.feedSecret,
    timeoutMs: config.feedTimeoutMs,
    retry: config.retry,
    signal: closing.signal,
    onRetry: (message, reason) =>
      app.log.warn({ event: message.event, seq: message.seq, reason }, 'feed retry'),
  })
  const runner = createMatchRunner({
    seed: config.seed,
    source: config.source,
    loop: config.loop,
    teams,
    send,
    now: () => new Date(),
  })
  const isStepping = config.ballIntervalMs === 0

  app.setErrorHandler((error, request, reply) => {
    const status = (error as { statusCode?: number }).statusCode ?? 500
    if (status >= 500) request.log.error(error)
    return reply.code(status).send({ error: { code: status >= 500 ? 'INTERNAL' : 'BAD_REQUEST' } })
  })

  app.get('/health', async () => ({ status: 'OK' }))
  app.get('/feed.json', async () => {
    const { match, startedAt } = runner.current()
    return fixtureDocument(match, config.source, startedAt)
  })
  app.get('/state', async () => {
    const { match, seq } = runner.current()
    return { source: config.source, seq, ...match.state() }
  })
  app.post('/step', async (_request, reply) => {
    if (!isStepping) return reply.code(409).send({ error: { code: 'STEPPING_IS_AUTOMATIC' } })
    const messages = await runner.step()
    return { sent: messages.length, state: runner.current().match.state() }
  })

  async function playByItself() {
    while (!closing.signal.aborted && !runner.isFinished()) {
      await runner.step()
      await sleep(config.ballIntervalMs, undefined, { signal: closing.signal })
    }
  }
  app.addHook('onReady', async () => {
    if (isStepping) return
    playByItself().catch((error: unknown) => {
      if (!closing.signal.aborted) app.log.error(error)
    })
  })
  app.addHook('onClose', async () => closing.abort())
  return { app, runner }
}
export type SimulatorApp = ReturnType<typeof buildSimulatorApp>['app']
