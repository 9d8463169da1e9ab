import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { CRASH_TICK_MS, crashChannel, crashElapsedFor, crashMultiplierAt } from '@khela/contracts/originals'
import WebSocket from 'ws'
import { registrationFor } from '../apps/server/test/sign-up.ts'
import type { BenchContext, BenchResult } from './lib/context.ts'
import type { WorkerCommand, WorkerReply } from './lib/crash-ws-worker.ts'
import { markdownTable, verdict } from './lib/markdown.ts'
import { benchPostgresUrl, noPostgresNote, throwawayDatabase } from './lib/postgres.ts'
import { freePort } from './lib/server.ts'
import { spread } from './lib/stats.ts'

/**
 * Clients connected at each step; each server stops at its first step where a tick comes late. The last is a cap
 * that keeps the run to minutes: a server on time there delivers at least that many.
 */
const STEPS = process.env.CRASH_WS_STEPS?.split(',').map(Number) ?? [
  2_500, 5_000, 6_250, 7_500, 8_750, 10_000, 11_250, 12_500, 15_000,
]
const WORKERS = Number(process.env.CRASH_WS_WORKERS ?? 2)
/** Rounds of the servers in alternation (bare, Khela, bare, Khela…); each server's count is the median of its rounds. */
const ROUNDS = Number(process.env.CRASH_WS_ROUNDS ?? 1)
/**
 * The instance's server processes (WORKERS) in each configuration measured on PostgreSQL: one, and one per core of
 * this machine.
 */
const SERVER_PROCESSES = process.env.CRASH_WS_SERVER_PROCESSES?.split(',').map(Number) ?? [
  1,
  availableParallelism(),
]
/** The clients of which one parses every tick and records its lateness and the gaps (the others count). */
const SAMPLE_EVERY = 20
/** Open files kept free beyond one per client (the runtime's own, the players' sockets). */
const FILE_MARGIN = 500
/** Ticks of flight measured per step (the server sends one every 100 ms while a round flies). */
const TICKS_PER_STEP = 80
const STEP_TIMEOUT_MS = 90_000
/** After STEP_TIMEOUT_MS, how long a measured flight still in the air may take to land (a long round). */
const LANDING_GRACE_MS = 180_000
const ON_TIME_MS = 100
const GAP_LIMIT_MS = 200
/** DESIGN §8: the most clients Khela delivers on time, against the bare `ws` server's in the same run. */
const GOAL_RATIO = 0.9
const CASHOUT_PLAYERS = 5
const CASHOUTS_PER_STEP = 10
const STAKE = 1_000

export const timeoutMs = 30 * 60_000

type StepResult = {
  clients: number
  failedToOpen: number
  ticks: number
  p50: number
  p99: number
  max: number
  worstClient: number
  /** How late the engine sent the ticks (their serverTime against the schedule): timer and event loop, no fan-out. */
  engineP99: number
  engineMax: number
  gaps: number
  maxGapMs: number
  flights: number
  ticksScheduled: number
  ticksSkipped: number
  clientFlights: number
  completeClientFlights: number
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
  return {
    ask,
    post: (command: WorkerCommand) => worker.postMessage(command),
    terminate: () => worker.terminate(),
  }
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

type Flight = {
  roundId: string
  takeOff: number
  elapsed: Set<number>
  /** For each tick, when the engine sent it (its serverTime) minus its place on the schedule. */
  engineLateness: number[]
  crashPoint: number | null
  isMeasured: boolean
}

/** The ticks (elapsedMs) the engine schedules in a flight ending at `crashPoint`: every CRASH_TICK_MS below it. */
function scheduledTicks(crashPoint: number): number[] {
  const crashElapsed = crashElapsedFor(crashPoint)
  const ticks: number[] = []
  for (let elapsed = 0; elapsed < crashElapsed; elapsed += CRASH_TICK_MS) {
    if (crashMultiplierAt(elapsed) >= crashPoint) break
    ticks.push(elapsed)
  }
  return ticks
}

/**
 * The players' side: a socket of its own follows the rounds (and counts each flight's ticks, the reference for
 * what was sent); each player bets on every round and cashes out at a random moment of the first 1.5 s of flight.
 * Collects the cash-out acknowledgement times (request to answer).
 */
function playCashouts(
  ctx: BenchContext,
  serverUrl: string,
  channel: string,
  cookies: string[],
  cashoutsPerStep: number,
) {
  const acks: number[] = []
  const flights = new Map<string, Flight>()
  let isMeasuring = false
  let isBettingAfterCrash = false
  const socket = new WebSocket(`${serverUrl.replace(/^http/, 'ws')}/api/ws`, { perMessageDeflate: false })
  ctx.onCleanup(() => socket.terminate())
  socket.on('open', () => socket.send(JSON.stringify({ type: 'subscribe', channel })))
  const bets = new Map<string, { betId: string; cookie: string }[]>()
  let loggedRefusal = false
  socket.on('message', (raw) => {
    const message = JSON.parse(raw.toString()) as {
      type: string
      data?: {
        type: string
        roundId: string
        phase?: string
        crashPoint?: number | null
        elapsedMs?: number
        startedAt?: number
        serverTime?: number
      }
    }
    const event = message.data
    if (message.type !== 'message' || !event) return
    const flight = flights.get(event.roundId)
    if (event.type === 'tick' && flight) {
      flight.elapsed.add(event.elapsedMs ?? -1)
      flight.engineLateness.push((event.serverTime ?? 0) - (flight.takeOff + (event.elapsedMs ?? 0)))
    }
    if (event.type !== 'round') return
    if (event.phase === 'crashed') {
      if (flight) flight.crashPoint = event.crashPoint ?? null
      isBettingAfterCrash = false
    }
    if (event.phase === 'betting') {
      isBettingAfterCrash = true
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
      flights.set(event.roundId, {
        roundId: event.roundId,
        takeOff: event.startedAt ?? 0,
        elapsed: new Set(),
        engineLateness: [],
        crashPoint: null,
        isMeasured: isMeasuring,
      })
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
                if (isMeasuring) acks.push(performance.now() - sent)
              })
              .catch(() => {})
          },
          200 + Math.random() * 1_300,
        )
      }
      bets.delete(event.roundId)
    }
  })
  const measuredFlights = () =>
    [...flights.values()].filter((flight) => flight.isMeasured && flight.crashPoint !== null)
  return {
    /** Starts a step: flights that take off from now on are measured, and cash-outs acknowledged from now on. */
    measure() {
      flights.clear()
      acks.length = 0
      isMeasuring = true
    },
    /** Enough measured: ticks of whole measured flights and cash-outs, and the pause after the last crash begun. */
    /** No measured flight in the air: the last one has crashed and the pause has begun (or none took off). */
    isSettled: () => isBettingAfterCrash,
    isMeasured: () =>
      isBettingAfterCrash &&
      measuredFlights().reduce((sum, flight) => sum + flight.elapsed.size, 0) >= TICKS_PER_STEP &&
      acks.length >= cashoutsPerStep,
    close: () => socket.terminate(),
    /** Ends the step: its finished flights and cash-out acknowledgement times. */
    finish() {
      isMeasuring = false
      return { flights: measuredFlights(), acks: acks.splice(0) }
    },
  }
}

/** The soft limit on open files of this process (children inherit it); each client holds one here, one in the server. */
function openFileLimit(): number {
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim())
  return Number.isFinite(limit) ? limit : Number.POSITIVE_INFINITY
}

/**
 * Merges the workers' view of each measured flight with the reference socket's: the ticks scheduled, sent and
 * skipped, the clients that got every tick sent, the worst client's lateness (latest arrival at any client).
 */
function deliveryOf(flights: Flight[], reports: Extract<WorkerReply, { type: 'report' }>[], open: number) {
  let flightsChecked = 0
  let clientFlights = 0
  let completeClientFlights = 0
  let ticksScheduled = 0
  let ticksSent = 0
  let ticksSkipped = 0
  const lastClient: number[] = []
  const engine = flights.flatMap((flight) => flight.engineLateness).sort((a, b) => a - b)
  for (const flight of flights) {
    const scheduled = scheduledTicks(flight.crashPoint ?? 0)
    // The engine does not send a tick it wakes for after the crash time: only the last one can be raced so.
    ticksSkipped += scheduled.slice(0, -1).filter((elapsed) => !flight.elapsed.has(elapsed)).length
    const expected = flight.elapsed.size
    const seen = reports.flatMap((report) =>
      report.rounds.filter((round) => round.roundId === flight.roundId),
    )
    flightsChecked += 1
    ticksScheduled += scheduled.length
    ticksSent += expected
    clientFlights += open
    for (const round of seen) {
      for (const [ticks, clients] of round.counts) if (ticks === expected) completeClientFlights += clients
      for (const value of round.lastClientLateness) if (Number.isFinite(value)) lastClient.push(value)
    }
  }
  return {
    flightsChecked,
    ticksScheduled,
    ticksSent,
    ticksSkipped,
    clientFlights,
    completeClientFlights,
    worstClientLateness: lastClient.length > 0 ? Math.max(...lastClient) : Number.NaN,
    engineP99: percentile(engine, 0.99),
    engineMax: engine.at(-1) ?? Number.NaN,
  }
}

/**
 * What the clients follow: Crash's rounds from the engine, or a live event's prices ten a second (live-ws.bench.ts),
 * which Khela has no channel for yet: they come through its hub from bench/lib/live-price-publisher.ts.
 */
export type Stream = 'crash' | 'live'
const liveChannel = 'public:live:bench'
const channelOf = (stream: Stream) => (stream === 'crash' ? crashChannel : liveChannel)

/**
 * One server measured: the bare `ws` broadcast server (bench/lib/bare-ws-broadcast-server.ts), or Khela's instance
 * with its server processes and database.
 */
type Configuration = {
  label: string
  stream: Stream
  isBare: boolean
  workers: number
  databaseUrl: string | null
}

/** One of bench/lib's scripts in a process of its own, once it has printed its first line; stopped with the benchmark. */
async function startScript(ctx: BenchContext, script: string, args: string[]) {
  const child = spawn(process.execPath, [join(ctx.rootDir, script), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    await exited
  }
  ctx.onCleanup(stop)
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)))
    child.stdout?.once('data', () => resolve())
  })
  return stop
}

/** The server a configuration measures, started, and the signed-in players' cookies (none but Khela's on Crash). */
async function startConfiguration(ctx: BenchContext, configuration: Configuration) {
  const channel = channelOf(configuration.stream)
  if (configuration.isBare) {
    const port = await freePort()
    const stop = await startScript(ctx, 'bench/lib/bare-ws-broadcast-server.ts', [
      String(port),
      channel,
      configuration.stream,
    ])
    return { url: `http://127.0.0.1:${port}`, stop, cookies: [] }
  }
  const server = await ctx.startServer(
    configuration.databaseUrl
      ? {
          DATABASE_URL: configuration.databaseUrl,
          SESSION_SECRET: randomBytes(32).toString('base64url'),
          SECRETS_KEY: randomBytes(32).toString('base64'),
          WORKERS: String(configuration.workers),
        }
      : {},
  )
  if (configuration.stream === 'crash')
    return { url: server.url, stop: server.stop, cookies: await fundedPlayers(server.url, server.dataDir) }
  if (!configuration.databaseUrl) throw new Error('the live price stream needs PostgreSQL')
  const stopPublisher = await startScript(ctx, 'bench/lib/live-price-publisher.ts', [
    configuration.databaseUrl,
    channel,
  ])
  const stop = async () => {
    await stopPublisher()
    await server.stop()
  }
  return { url: server.url, stop, cookies: [] }
}

/**
 * Starts the instance as configured, connects clients in steps until a step is not on time, and stops it: the
 * steps measured and why the run stopped.
 */
async function measureInstance(
  ctx: BenchContext,
  configuration: Configuration,
  fileLimit: number,
): Promise<{ results: StepResult[]; stopReason: string }> {
  const server = await startConfiguration(ctx, configuration)
  ctx.log(`crash-ws: ${configuration.label}`)
  const { hostname, port } = new URL(server.url)
  const players = playCashouts(
    ctx,
    server.url,
    channelOf(configuration.stream),
    server.cookies,
    server.cookies.length > 0 ? CASHOUTS_PER_STEP : 0,
  )
  const workers = Array.from({ length: WORKERS }, () => startWorker(ctx))

  const results: StepResult[] = []
  let connected = 0
  let failedToOpen = 0
  let stopReason = ''
  for (const target of STEPS) {
    if (ctx.signal.aborted) break
    if (target + FILE_MARGIN > fileLimit) {
      stopReason = `the next step, ${target.toLocaleString('en')} clients, needs more open files than the limit of ${fileLimit.toLocaleString('en')} (\`ulimit -n\`)`
      break
    }
    const more = target - connected
    const opened = await Promise.all(
      workers.map((worker, index) =>
        worker.ask(
          {
            type: 'open',
            host: hostname,
            port: Number(port),
            sampleEvery: SAMPLE_EVERY,
            channel: channelOf(configuration.stream),
            count: Math.floor(more / WORKERS) + (index < more % WORKERS ? 1 : 0),
          },
          'opened',
        ),
      ),
    )
    connected = opened.reduce((sum, reply) => sum + reply.open, 0)
    failedToOpen += opened.reduce((sum, reply) => sum + reply.failed, 0)
    ctx.log(`crash-ws: ${connected} clients connected (${failedToOpen} failed); measuring`)
    players.measure()
    for (const worker of workers) worker.post({ type: 'measure' })
    const deadline = Date.now() + STEP_TIMEOUT_MS
    // Past the deadline, a flight in the air is waited for (a long round), so that its ticks are counted whole.
    const isOver = () =>
      players.isMeasured() ||
      (Date.now() >= deadline && players.isSettled()) ||
      Date.now() >= deadline + LANDING_GRACE_MS
    while (!isOver() && !ctx.signal.aborted) await new Promise((resolve) => setTimeout(resolve, 250))
    const { flights, acks } = players.finish()
    const reports = await Promise.all(workers.map((worker) => worker.ask({ type: 'report' }, 'report')))
    const open = reports.reduce((sum, report) => sum + report.open, 0)
    const lateness = new Float64Array(reports.reduce((sum, report) => sum + report.lateness.length, 0))
    let offset = 0
    for (const report of reports) {
      lateness.set(report.lateness, offset)
      offset += report.lateness.length
    }
    lateness.sort()
    const gaps = reports.reduce((sum, report) => sum + report.gaps, 0)
    const maxGapMs = Math.max(0, ...reports.map((report) => report.maxGapMs))
    const delivery = deliveryOf(flights, reports, open)
    const p99 = percentile(lateness, 0.99)
    const result: StepResult = {
      clients: open,
      failedToOpen,
      ticks: delivery.ticksSent,
      p50: percentile(lateness, 0.5),
      p99,
      max: lateness.length > 0 ? (lateness[lateness.length - 1] ?? 0) : Number.NaN,
      worstClient: delivery.worstClientLateness,
      engineP99: delivery.engineP99,
      engineMax: delivery.engineMax,
      gaps,
      maxGapMs,
      flights: delivery.flightsChecked,
      ticksScheduled: delivery.ticksScheduled,
      ticksSkipped: delivery.ticksSkipped,
      clientFlights: delivery.clientFlights,
      completeClientFlights: delivery.completeClientFlights,
      cashouts: acks.sort((a, b) => a - b),
      isOnTime:
        lateness.length > 0 &&
        p99 <= ON_TIME_MS &&
        gaps === 0 &&
        delivery.ticksSent > 0 &&
        delivery.ticksSkipped === 0 &&
        delivery.completeClientFlights === delivery.clientFlights,
    }
    results.push(result)
    ctx.log(
      `crash-ws: ${open} clients, ${result.flights} flights, ${delivery.ticksSent}/${delivery.ticksScheduled} ticks ` +
        `sent/scheduled (${delivery.ticksSkipped} skipped mid-flight), ${result.completeClientFlights}/${result.clientFlights} client-flights complete, ` +
        `lateness p50 ${ms(result.p50)} p99 ${ms(p99)} max ${ms(result.max)} (sampled), worst client ${ms(result.worstClient)}, ` +
        `engine sends p99 ${ms(result.engineP99)} max ${ms(result.engineMax)} late, ` +
        `${gaps} gaps > ${GAP_LIMIT_MS} ms (longest ${ms(maxGapMs)}), ` +
        `cash-out ack p99 ${ms(percentile(result.cashouts, 0.99))} (${result.cashouts.length})`,
    )
    if (!result.isOnTime) {
      stopReason = `${open.toLocaleString('en')} clients were not on time`
      break
    }
  }
  await Promise.all(workers.map((worker) => worker.ask({ type: 'close' }, 'closed')))
  players.close()
  await Promise.all(workers.map((worker) => worker.terminate()))
  await server.stop()
  return { results, stopReason }
}

export function run(ctx: BenchContext): Promise<BenchResult> {
  return measureStream(ctx, 'crash')
}

/** Khela against the bare `ws` server in one run, both stepping clients up on `stream`; the report's section. */
export async function measureStream(ctx: BenchContext, stream: Stream): Promise<BenchResult> {
  const title =
    stream === 'crash'
      ? 'Crash: WebSocket players following rounds, Khela against a bare `ws` server'
      : "Live prices: WebSocket players following a live event's prices (10 a second), Khela against a bare `ws` server"
  const fileLimit = openFileLimit()
  const postgresUrl = benchPostgresUrl()
  if (stream === 'live' && !postgresUrl) return { title, markdown: noPostgresNote }
  const bare: Configuration = {
    label: 'bare `ws` broadcast server',
    stream,
    isBare: true,
    workers: 1,
    databaseUrl: null,
  }
  const khela: Configuration[] = postgresUrl
    ? await Promise.all(
        SERVER_PROCESSES.map(async (workers) => ({
          label:
            workers === 1
              ? 'Khela, one server process (WORKERS=1), PostgreSQL'
              : `Khela, WORKERS=${workers}: ${workers} serving processes and one scheduling, PostgreSQL`,
          stream,
          isBare: false,
          workers,
          databaseUrl: await throwawayDatabase(ctx, postgresUrl),
        })),
      )
    : [
        {
          label: 'Khela, one server process, embedded PGlite',
          stream,
          isBare: false,
          workers: 1,
          databaseUrl: null,
        },
      ]
  const configurations = [bare, ...khela]
  const measured: {
    configuration: Configuration
    round: number
    results: StepResult[]
    stopReason: string
  }[] = []
  for (let round = 1; round <= ROUNDS; round++) {
    for (const configuration of configurations) {
      if (ctx.signal.aborted) break
      // Each of Khela's rounds starts on a database of its own, as the first does (the demo admin is seeded anew).
      const fresh =
        round > 1 && configuration.databaseUrl && postgresUrl
          ? { ...configuration, databaseUrl: await throwawayDatabase(ctx, postgresUrl) }
          : configuration
      measured.push({ configuration, round, ...(await measureInstance(ctx, fresh, fileLimit)) })
    }
  }

  const stepsTable = (results: StepResult[]) =>
    markdownTable(
      [
        'clients',
        'flights (ticks)',
        'clients with every tick',
        'lateness p50',
        'p99',
        'max (sampled)',
        'worst sampled client',
        'engine sent p99 / max',
        `gaps > ${GAP_LIMIT_MS} ms`,
        'cash-out ack p50 / p99 (n)',
        'on time',
      ],
      results.map((result) => [
        result.clients.toLocaleString('en'),
        `${result.flights} (${result.ticks} of ${result.ticksScheduled} scheduled, ${result.ticksSkipped} skipped)`,
        `${result.completeClientFlights.toLocaleString('en')} of ${result.clientFlights.toLocaleString('en')}`,
        ms(result.p50),
        ms(result.p99),
        ms(result.max),
        ms(result.worstClient),
        `${ms(result.engineP99)} / ${ms(result.engineMax)}`,
        `${result.gaps} (longest ${ms(result.maxGapMs)})`,
        `${ms(percentile(result.cashouts, 0.5))} / ${ms(percentile(result.cashouts, 0.99))} (${result.cashouts.length})`,
        result.isOnTime ? 'yes' : '**no**',
      ]),
    )
  const capOf = (results: StepResult[]) => {
    const onTime = results.filter((result) => result.isOnTime)
    return {
      best: onTime.at(-1)?.clients ?? 0,
      // On time at every step it reached: it would deliver at least as many, so its count is a lower bound.
      isCapped: results.at(-1)?.isOnTime === true,
    }
  }
  /** A configuration's rounds: each one's most clients on time, their median, and whether every round hit the cap. */
  const countOf = (configuration: Configuration) => {
    const rounds = measured.filter((entry) => entry.configuration === configuration)
    const caps = rounds.map(({ results }) => capOf(results))
    return {
      rounds: caps,
      best: caps.length > 0 ? spread(caps.map((cap) => cap.best)).median : 0,
      isCapped: caps.length > 0 && caps.every((cap) => cap.isCapped),
    }
  }
  const bareCap = countOf(bare)
  /** Khela's median count over the bare server's, with what the caps at the last step leave open. */
  const ratioOf = (own: ReturnType<typeof countOf>) => {
    if (bareCap.best === 0) return { text: '—', isWithin: null }
    const ratio = own.best / bareCap.best
    if (bareCap.isCapped && own.isCapped) return { text: 'not separated: both ≥ the cap', isWithin: null }
    if (bareCap.isCapped) return { text: `≤ ${ratio.toFixed(2)}`, isWithin: ratio >= GOAL_RATIO }
    if (own.isCapped) return { text: `≥ ${ratio.toFixed(2)}`, isWithin: ratio >= GOAL_RATIO }
    return { text: ratio.toFixed(2), isWithin: ratio >= GOAL_RATIO }
  }
  const summaries = configurations.map((configuration) => {
    const count = countOf(configuration)
    const ratio = ratioOf(count)
    const acks = measured
      .filter((entry) => entry.configuration === configuration)
      .flatMap(({ results }) =>
        results.filter((result) => result.isOnTime).flatMap((result) => result.cashouts),
      )
      .sort((a, b) => a - b)
    return [
      configuration.label,
      count.rounds
        .map((cap) =>
          cap.best === 0 ? 'none' : `${cap.best.toLocaleString('en')}${cap.isCapped ? ' (≥, the cap)' : ''}`,
        )
        .join(' · '),
      count.best.toLocaleString('en'),
      configuration.isBare || configuration.stream === 'live'
        ? '—'
        : `${ms(percentile(acks, 0.99))} (${acks.length} cash-outs)`,
      configuration.isBare ? '1 (baseline)' : ratio.text,
      configuration.isBare || ratio.isWithin === null ? '—' : verdict(ratio.isWithin),
    ]
  })
  const sampled = `one client in ${SAMPLE_EVERY}`
  return {
    title,
    markdown: [
      markdownTable(
        [
          'server',
          'most clients with every tick on time, each round',
          'median',
          'cash-out ack p99 (steps on time)',
          `of bare (goal ≥ ${GOAL_RATIO.toFixed(2)})`,
          'status',
        ],
        summaries,
      ),
      ...measured.flatMap(({ configuration, round, results, stopReason }) => [
        `### ${configuration.label}${ROUNDS > 1 ? `, round ${round}` : ''}`,
        stepsTable(results),
        `Stopped: ${stopReason || 'every step was on time'}.`,
      ]),
      '### How it is measured',
      'Two servers side by side in one run, with the same load generator and the same tick schedule: first a ' +
        'bare broadcast server (`bench/lib/bare-ws-broadcast-server.ts`: the `ws` package and nothing else, ' +
        "each message framed once and its bytes written to every subscriber's connection, as Khela's fan-out " +
        'does; `send` per socket, which frames it again for each, sent its ticks 440 ms late at 5,000 clients in a trial run) playing fixed rounds of the same messages (take-off, a tick every ' +
        `${CRASH_TICK_MS} ms of flight on the engine's schedule, crash; 116 ticks a flight, no bets), then Khela. ` +
        'Each steps its clients up until a step is not on time; the goal is Khela delivering on time at least ' +
        `${GOAL_RATIO.toFixed(2)} of the bare server's clients (DESIGN §8), read from the most clients on time ` +
        `of each, so at the steps' resolution; a server on time at the last step (the cap) counts as "≥ cap". ` +
        `With ${ROUNDS} round${ROUNDS > 1 ? 's' : ''}, the servers take turns (bare, Khela, bare, Khela…) and each ` +
        "one's count is the median of its rounds. " +
        `Khela is the real server (\`apps/server/src/server.ts\`, the Crash engine on, published timings: ticks every ` +
        `${CRASH_TICK_MS} ms of flight) on 127.0.0.1, started once per configuration with a database of its own: ` +
        "with `WORKERS=n` the instance is n serving processes sharing its port (Node's cluster hands each new " +
        'connection to the next in turn) and one scheduling process that serves nothing and runs the rounds; the ' +
        'serving processes get the ticks through PostgreSQL NOTIFY, as separate instances do (see ' +
        '`docs/decisions/0006-an-instance-runs-a-process-per-core.md`). ' +
        `The clients, held by ${WORKERS} worker threads of the benchmark process, are bare sockets speaking just ` +
        `enough WebSocket to subscribe to \`${channelOf(stream)}\` and count the ticks of each flight without parsing them. ` +
        `${sampled[0]?.toUpperCase()}${sampled.slice(1)} reads as soon as data arrives and parses each tick; the ` +
        'others read what has piled up once a second, in turns, and only count: on loopback a write lands in the ' +
        "receiving socket's buffer during the server's own write call, so when such a client reads does not change " +
        'when it was delivered, and the load generator, which shares the cores with the server, spends one read a ' +
        `second on each instead of ten. Steps of ${STEPS.map((step) => step.toLocaleString('en')).join(', ')} ` +
        `clients, each measured over whole flights that took off after the step began, at least ${TICKS_PER_STEP} ` +
        `ticks and, for Khela, ${CASHOUTS_PER_STEP} cash-outs (rounds are of random length, so often several; after ` +
        `${STEP_TIMEOUT_MS / 1000} s a step ends with the flight in the air, if any, landing within ` +
        `${LANDING_GRACE_MS / 1000} s more). A tick's lateness is its arrival at a sampled client minus its place ` +
        "on the round's schedule (take-off + elapsedMs), on the same machine clock, so it includes the server's " +
        "timer, the NOTIFY round trip, the fan-out and the client's own delay; p50/p99/max are over every tick at " +
        'every sampled client, "worst sampled client" is, over the ticks, the latest arrival at any sampled client; ' +
        '"engine sent" is how late the engine sent the ticks (their `serverTime` against the schedule: its timer ' +
        'and event loop, before any fan-out). **On time** means: the server sent every tick of the schedule ' +
        `(every ${CRASH_TICK_MS} ms from take-off while below the crash point; only a flight's last one may be ` +
        'lost to the crash when the timer wakes after the crash time), every client received every tick the ' +
        'server sent in each measured flight (its count for the flight equals that of the reference socket), the ' +
        `sampled lateness p99 is at most ${ON_TIME_MS} ms and no sampled client waited more than ${GAP_LIMIT_MS} ms ` +
        'between two ticks. Each server stops at its first step that is not on time. ' +
        (stream === 'crash'
          ? `With Khela ${CASHOUT_PLAYERS} signed-in players bet on every round and cash out by HTTP at a random ` +
            'moment of the first 1.5 s of flight; the ack time is request to answer. '
          : '') +
        `Server, clients and players share the ${ctx.machine.cores} cores of this machine, so the clients' work ` +
        'weighs on the result.' +
        (postgresUrl ? '' : ` Only one process was measured, on the embedded database: ${noPostgresNote}`),
      ...(stream === 'live'
        ? [
            "**The live stream.** Khela has no live-event channel yet, so the prices are a stream in Crash's " +
              'messages (`bench/lib/play-rounds.ts`: fixed rounds, a tick every 100 ms of flight, each tick ' +
              "carrying a live event's prices, about 330 bytes a frame) on `" +
              liveChannel +
              '`: the bare server plays it itself; into Khela, `bench/lib/live-price-publisher.ts` sends it as ' +
              "another process's hub does (`pg_notify('khela_realtime', …)`, one at a time), and Khela's hub " +
              'delivers it to the subscribed sockets by the path a serving process gets Crash ticks by with ' +
              '`WORKERS` > 1. No server code was added for it; the Crash engine runs meanwhile, without players. ' +
              'When the live channel exists, its publisher replaces this one.',
          ]
        : []),
    ].join('\n\n'),
  }
}
