import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import WebSocket from 'ws'
import { registrationFor } from '../apps/server/test/sign-up.ts'
import type { BenchContext, BenchResult } from './lib/context.ts'
import type { WorkerCommand, WorkerReply } from './lib/crash-ws-worker.ts'
import { markdownTable, verdict } from './lib/markdown.ts'

/** Clients connected at each step; the benchmark stops at the first step where a tick comes late. */
const STEPS = process.env.CRASH_WS_STEPS?.split(',').map(Number) ?? [
  1_000, 2_500, 5_000, 7_500, 10_000, 12_500, 15_000, 17_500,
]
const WORKERS = 2
/** Ticks of flight measured per step (the server sends one every 100 ms while a round flies). */
const TICKS_PER_STEP = 80
const STEP_TIMEOUT_MS = 90_000
const ON_TIME_MS = 100
const GAP_LIMIT_MS = 200
const GOAL_CLIENTS = 10_000
const CASHOUT_PLAYERS = 5
const CASHOUTS_PER_STEP = 10
const STAKE = 1_000

export const timeoutMs = 15 * 60_000

type StepResult = {
  clients: number
  failedToOpen: number
  ticks: number
  p50: number
  p99: number
  max: number
  gaps: number
  maxGapMs: number
  cashouts: number[]
  isOnTime: boolean
}

const percentile = (sorted: ArrayLike<number>, fraction: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0)
const ms = (value: number) => (Number.isNaN(value) ? '—' : `${value.toFixed(0)} ms`)

function startWorker(ctx: BenchContext) {
  const worker = new Worker(new URL('./lib/crash-ws-worker.ts', import.meta.url))
  ctx.onCleanup(() => worker.terminate().then(() => {}))
  const ask = <T extends WorkerReply['type']>(command: WorkerCommand, reply: T) =>
    new Promise<Extract<WorkerReply, { type: T }>>((resolve, reject) => {
      const onMessage = (message: WorkerReply) => {
        if (message.type !== reply) return
        worker.off('message', onMessage)
        worker.off('error', reject)
        resolve(message as Extract<WorkerReply, { type: T }>)
      }
      worker.on('message', onMessage)
      worker.once('error', reject)
      worker.postMessage(command)
    })
  return { ask, post: (command: WorkerCommand) => worker.postMessage(command) }
}

async function postJson(url: string, origin: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...headers },
    body: JSON.stringify(body),
  })
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')

/** Signed-in players with money (credited by the demo admin), who bet on every round and cash out in flight. */
async function fundedPlayers(serverUrl: string, dataDir: string): Promise<string[]> {
  const admin = JSON.parse(await readFile(join(dataDir, 'demo-admin.json'), 'utf8')) as {
    email: string
    password: string
  }
  const signIn = await postJson(`${serverUrl}/api/accounts/sign-in`, serverUrl, {
    method: 'email',
    email: admin.email,
    password: admin.password,
  })
  if (!signIn.ok) throw new Error(`admin sign-in: ${signIn.status}`)
  const adminCookie = cookieOf(signIn)
  const cookies: string[] = []
  for (let index = 0; index < CASHOUT_PLAYERS; index++) {
    const registered = await postJson(`${serverUrl}/api/accounts/register`, serverUrl, registrationFor())
    if (registered.status !== 201)
      throw new Error(`registration: ${registered.status} ${await registered.text()}`)
    const { user } = (await registered.json()) as { user: { id: string } }
    const credit = await postJson(
      `${serverUrl}/api/admin/wallet/adjustments`,
      serverUrl,
      { userId: user.id, direction: 'credit', amount: 100_000_000, reason: 'crash benchmark' },
      { cookie: adminCookie, 'idempotency-key': `crash-bench-${user.id}` },
    )
    if (credit.status !== 201) throw new Error(`credit: ${credit.status} ${await credit.text()}`)
    cookies.push(cookieOf(registered))
  }
  return cookies
}

/**
 * The players' side: a socket of its own follows the rounds; each player bets on every round and cashes out at a
 * random moment of the first 1.5 s of flight. Returns the cash-out acknowledgement times (request to answer).
 */
function playCashouts(ctx: BenchContext, serverUrl: string, cookies: string[]) {
  const acks: number[] = []
  let ticks = 0
  const socket = new WebSocket(`${serverUrl.replace(/^http/, 'ws')}/api/ws`)
  ctx.onCleanup(() => socket.terminate())
  socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel: 'public:crash' })))
  const bets = new Map<string, { betId: string; cookie: string }[]>()
  let loggedRefusal = false
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as {
      type: string
      data?: { type: string; roundId: string; phase?: string }
    }
    const event = message.data
    if (message.type !== 'message' || !event) return
    if (event.type === 'tick') ticks += 1
    if (event.type !== 'round') return
    if (event.phase === 'betting') {
      const placed: { betId: string; cookie: string }[] = []
      bets.set(event.roundId, placed)
      for (const [index, cookie] of cookies.entries())
        void postJson(
          `${serverUrl}/api/originals/crash/bets`,
          serverUrl,
          { roundId: event.roundId, slot: 0, stake: STAKE, autoCashout: null },
          { cookie, 'idempotency-key': `crash-bench-${event.roundId}-${index}` },
        )
          .then(async (response) => {
            if (response.ok)
              placed.push({ betId: ((await response.json()) as { bet: { id: string } }).bet.id, cookie })
            else if (!loggedRefusal) {
              loggedRefusal = true
              ctx.log(`crash-ws: a bet was refused: ${response.status} ${await response.text()}`)
            } else await response.body?.cancel()
          })
          .catch((error: unknown) => ctx.log(`crash-ws: a bet failed: ${String(error)}`))
    }
    if (event.phase === 'running') {
      for (const { betId, cookie } of bets.get(event.roundId) ?? []) {
        setTimeout(
          () => {
            const sent = performance.now()
            void fetch(`${serverUrl}/api/originals/crash/bets/${betId}/cashout`, {
              method: 'POST',
              headers: { origin: serverUrl, cookie },
            })
              .then(async (response) => {
                await response.body?.cancel()
                acks.push(performance.now() - sent)
              })
              .catch(() => {})
          },
          200 + Math.random() * 1_300,
        )
      }
    }
  })
  return {
    ticks: () => ticks,
    /** Cash-outs acknowledged since the last takeAcks(). */
    acks: () => acks.length,
    /** The acknowledgement times since the last call. */
    takeAcks: () => acks.splice(0),
  }
}

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const title = 'Crash: WebSocket players following rounds on one instance'
  const server = await ctx.startServer()
  const wsUrl = `${server.url.replace(/^http/, 'ws')}/api/ws`
  const cookies = await fundedPlayers(server.url, server.dataDir)
  const players = playCashouts(ctx, server.url, cookies)
  const workers = Array.from({ length: WORKERS }, () => startWorker(ctx))

  const results: StepResult[] = []
  let connected = 0
  let failedToOpen = 0
  for (const target of STEPS) {
    if (ctx.signal.aborted) break
    const more = target - connected
    const opened = await Promise.all(
      workers.map((worker, index) =>
        worker.ask(
          { type: 'open', url: wsUrl, count: Math.floor(more / WORKERS) + (index < more % WORKERS ? 1 : 0) },
          'opened',
        ),
      ),
    )
    connected = opened.reduce((sum, reply) => sum + reply.open, 0)
    failedToOpen += opened.reduce((sum, reply) => sum + reply.failed, 0)
    ctx.log(`crash-ws: ${connected} clients connected (${failedToOpen} failed); measuring`)
    players.takeAcks()
    for (const worker of workers) worker.post({ type: 'measure' })
    const startTicks = players.ticks()
    const deadline = Date.now() + STEP_TIMEOUT_MS
    const isMeasured = () =>
      players.ticks() - startTicks >= TICKS_PER_STEP && players.acks() >= CASHOUTS_PER_STEP
    while (!isMeasured() && Date.now() < deadline && !ctx.signal.aborted)
      await new Promise((resolve) => setTimeout(resolve, 250))
    const reports = await Promise.all(workers.map((worker) => worker.ask({ type: 'report' }, 'report')))
    const lateness = new Float64Array(reports.reduce((sum, report) => sum + report.lateness.length, 0))
    let offset = 0
    for (const report of reports) {
      lateness.set(report.lateness, offset)
      offset += report.lateness.length
    }
    lateness.sort()
    const gaps = reports.reduce((sum, report) => sum + report.gaps, 0)
    const maxGapMs = Math.max(0, ...reports.map((report) => report.maxGapMs))
    const max = lateness.length > 0 ? (lateness[lateness.length - 1] ?? 0) : Number.NaN
    const cashouts = players.takeAcks().sort((a, b) => a - b)
    const result: StepResult = {
      clients: connected,
      failedToOpen,
      ticks: players.ticks() - startTicks,
      p50: percentile(lateness, 0.5),
      p99: percentile(lateness, 0.99),
      max,
      gaps,
      maxGapMs,
      cashouts,
      isOnTime: lateness.length > 0 && max <= ON_TIME_MS && gaps === 0,
    }
    results.push(result)
    ctx.log(
      `crash-ws: ${connected} clients, ${result.ticks} ticks, lateness p99 ${ms(result.p99)} max ${ms(max)}, ` +
        `${gaps} gaps > ${GAP_LIMIT_MS} ms, cash-out ack p99 ${ms(percentile(cashouts, 0.99))} (${cashouts.length})`,
    )
    if (!result.isOnTime) break
  }
  await Promise.all(workers.map((worker) => worker.ask({ type: 'close' }, 'closed')))

  const best = results.filter((result) => result.isOnTime).at(-1)
  const allAcks = results
    .filter((result) => result.isOnTime)
    .flatMap((result) => result.cashouts)
    .sort((a, b) => a - b)
  const table = markdownTable(
    [
      'clients',
      'ticks measured',
      'lateness p50',
      'p99',
      'max',
      `gaps > ${GAP_LIMIT_MS} ms`,
      'cash-out ack p50 / p99 (n)',
      'on time',
    ],
    results.map((result) => [
      result.clients.toLocaleString('en'),
      String(result.ticks),
      ms(result.p50),
      ms(result.p99),
      ms(result.max),
      `${result.gaps} (longest ${ms(result.maxGapMs)})`,
      `${ms(percentile(result.cashouts, 0.5))} / ${ms(percentile(result.cashouts, 0.99))} (${result.cashouts.length})`,
      result.isOnTime ? 'yes' : '**no**',
    ]),
  )
  return {
    title,
    markdown: [
      markdownTable(
        ['', 'result', 'goal', 'status'],
        [
          [
            'most clients with every tick on time',
            best ? best.clients.toLocaleString('en') : 'none',
            `≥ ${GOAL_CLIENTS.toLocaleString('en')}`,
            verdict((best?.clients ?? 0) >= GOAL_CLIENTS),
          ],
          ['tick lateness p99 at that step', best ? ms(best.p99) : '—', `≤ ${ON_TIME_MS} ms`, '—'],
          [
            'cash-out ack p99 (steps on time)',
            `${ms(percentile(allAcks, 0.99))} (${allAcks.length} cash-outs)`,
            '—',
            '—',
          ],
        ],
      ),
      table,
      `One server (\`apps/server/src/server.ts\`, embedded PGlite, the Crash engine on, published timings: ticks every ` +
        `100 ms of flight) on 127.0.0.1. WebSocket clients, held by ${WORKERS} worker threads of the benchmark process, ` +
        `subscribe to \`public:crash\`; steps of ${STEPS.map((step) => step.toLocaleString('en')).join(', ')} clients, ` +
        `each measured over at least ${TICKS_PER_STEP} ticks of flight and ${CASHOUTS_PER_STEP} cash-outs (rounds of random length, so several rounds; at most ${STEP_TIMEOUT_MS / 1000} s). A tick's ` +
        "lateness is its arrival at a client minus its place on the round's schedule (take-off + elapsedMs), on the " +
        `same machine clock, so it includes the server's timer, the NOTIFY round trip and the fan-out. A step is on ` +
        `time when every tick at every client is within ${ON_TIME_MS} ms of schedule and no client waits more than ` +
        `${GAP_LIMIT_MS} ms between two ticks of a round; the run stops at the first step that is not. Meanwhile ` +
        `${CASHOUT_PLAYERS} signed-in players bet on every round and cash out by HTTP at a random moment of the first ` +
        '1.5 s of flight; the ack time is request to answer. Server, clients and players share the ' +
        `${ctx.machine.cores} cores of this machine, so the clients' own work weighs on the result.`,
    ].join('\n\n'),
  }
}
