import { randomBytes, randomUUID } from 'node:crypto'
import { availableParallelism } from 'node:os'
import autocannon from 'autocannon'
import { createDatabase } from '../apps/server/src/db/client.ts'
import { ensureOperatorAccount } from '../apps/server/src/modules/wallet/ensure-operator-account.ts'
import { findPlayerAccounts } from '../apps/server/src/modules/wallet/find-player-accounts.ts'
import { transfer } from '../apps/server/src/modules/wallet/transfer.ts'
import type { BenchContext, BenchResult } from './lib/context.ts'
import { markdownTable, verdict } from './lib/markdown.ts'
import { preparePgbench } from './lib/pgbench.ts'
import { benchPostgresUrl, noPostgresNote, throwawayDatabase } from './lib/postgres.ts'
import { registerPlayer } from './lib/register-player.ts'
import type { RunningServer } from './lib/server.ts'
import { startBareServer } from './lib/start-bare-server.ts'
import { spread } from './lib/stats.ts'

/** Connections on the HTTP side, as pgbench's clients on the raw side. */
const CONNECTIONS = 16
const ROUNDS = 3
const ROUND_SECONDS = 6
const WARM_UP_SECONDS = 3
const DICE_BET_GOAL = 0.15
const SESSION_GOAL = 5_000
const LOBBY_GOAL = 3_000
/** The statements of a Dice bet's transaction between BEGIN and COMMIT (see docs/benchmarks.md). */
const BET_STATEMENTS = 9

export const timeoutMs = 12 * 60_000

type Player = { cookie: string }
type Load = { rate: number; p50: number; p99: number; errors: number }
type Measured = { raw: number[]; bet: Load[]; bare: Load[]; session: Load[]; lobby: Load[] }

const browserEncodings = 'gzip, deflate, br, zstd'

/** Players signed in through the API, each funded with 1,000,000 taka straight through the ledger. */
async function fundedPlayers(
  ctx: BenchContext,
  server: RunningServer,
  databaseUrl: string,
): Promise<Player[]> {
  const database = await createDatabase({ driver: 'pg', url: databaseUrl }, { warn: () => {} })
  try {
    const clearing = await ensureOperatorAccount(database.db, {
      kind: 'method_clearing',
      currency: 'BDT',
      code: 'BENCH',
    })
    const players: Player[] = []
    for (let index = 0; index < CONNECTIONS; index++) {
      const { id, cookie } = await registerPlayer(server, index)
      const accounts = await findPlayerAccounts(database.db, id)
      if (!accounts) throw new Error(`bench player ${index} has no wallet`)
      await transfer(database.db, {
        idempotencyKey: `bench-deposit-${id}`,
        debit: clearing,
        credit: accounts.ids.player_cash,
        amount: 100_000_000,
        currency: 'BDT',
        kind: 'deposit',
      })
      players.push({ cookie })
    }
    ctx.log(`request path: ${players.length} players registered and funded`)
    return players
  } finally {
    await database.close()
  }
}

/** autocannon from this process for `seconds`: requests per second of 2xx answers, latency, non-2xx count. */
async function load(ctx: BenchContext, seconds: number, options: autocannon.Options): Promise<Load> {
  const result = await autocannon({ connections: CONNECTIONS, duration: seconds, ...options })
  if (ctx.signal.aborted) throw new Error('aborted')
  const ok = result['2xx']
  return {
    rate: ok / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  }
}

/** Real-money Dice bets: each connection is one player and sends a fresh Idempotency-Key per bet. */
function diceBets(
  server: RunningServer,
  players: Player[],
  onRefusal: (answer: string) => void,
): autocannon.Options {
  let nextPlayer = 0
  return {
    url: server.url,
    requests: [
      {
        method: 'POST',
        path: '/api/originals/dice/bets',
        // autocannon keeps one context per connection: the connection's player.
        setupRequest: (request, context: { cookie?: string }) => {
          context.cookie ??= players[nextPlayer++ % players.length]?.cookie
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              origin: server.url,
              cookie: String(context.cookie),
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ stake: 1_000, target: 5000, direction: 'under' }),
          }
        },
        onResponse: (status: number, body: string) => {
          if (status >= 300) onRefusal(`${status} ${body}`)
        },
      },
    ],
  }
}

async function measureServer(
  ctx: BenchContext,
  server: RunningServer,
  players: Player[],
  raw: (seconds: number) => Promise<number>,
  bareUrl: string | null,
): Promise<Measured> {
  const session = { url: `${server.url}/api/session`, headers: { cookie: players[0]?.cookie ?? '' } }
  const lobby = {
    url: `${server.url}/api/catalog/lobby`,
    headers: { 'accept-encoding': browserEncodings },
  }
  let refusal = ''
  const bets = diceBets(server, players, (answer) => {
    refusal ||= answer
  })
  // Every bet must be accepted: a refused one costs less than a real one and would flatter the rate.
  if ((await load(ctx, WARM_UP_SECONDS, bets)).errors > 0)
    throw new Error(`a Dice bet was refused: ${refusal}`)
  const bare: autocannon.Options = { url: bareUrl ?? '', method: 'POST', body: '{}' }
  const requests = { bet: bets, session, lobby, ...(bareUrl ? { bare } : {}) }
  // BENCH_REQUESTS=bet measures only the bets (e.g. for a profile of one request); the others stay empty.
  const selected = (process.env.BENCH_REQUESTS?.split(',') ??
    Object.keys(requests)) as (keyof typeof requests)[]
  for (const name of selected)
    if (name !== 'bet') await load(ctx, WARM_UP_SECONDS, requests[name] as autocannon.Options)
  const measured: Measured = { raw: [], bet: [], bare: [], session: [], lobby: [] }
  // Alternated, so a noisy neighbour on the shared machine weighs on every side alike.
  for (let round = 0; round < ROUNDS && !ctx.signal.aborted; round++) {
    measured.raw.push(await raw(ROUND_SECONDS))
    for (const name of selected)
      measured[name].push(await load(ctx, ROUND_SECONDS, requests[name] as autocannon.Options))
    ctx.log(
      `round ${round + 1}: raw ${measured.raw.at(-1)?.toFixed(0)}/s, ` +
        selected.map((name) => `${name} ${measured[name].at(-1)?.rate.toFixed(0)}/s`).join(', '),
    )
  }
  return measured
}

const perSecond = (value: number) => `${Math.round(value).toLocaleString('en')} /s`
const ms = (value: number) => `${value.toFixed(0)} ms`
const percent = (value: number) => `${(value * 100).toFixed(1)} %`

function rows(workers: string, measured: Measured): string[][] {
  const rates = (loads: Load[]) => spread(loads.map((item) => item.rate))
  const medianOf = (loads: Load[], field: 'p50' | 'p99') => spread(loads.map((item) => item[field])).median
  const errors = (loads: Load[]) => loads.reduce((sum, item) => sum + item.errors, 0)
  const raw = spread(measured.raw)
  // Each round's HTTP figure against that round's raw figure: steadier on a shared machine than two medians.
  const ratiosToRaw = (loads: Load[]) =>
    spread(loads.map((load, index) => load.rate / (measured.raw[index] ?? Number.NaN)))
  const row = (name: string, loads: Load[], goal: string, status: (rate: number) => string) => {
    // Left out when not measured (BENCH_REQUESTS).
    if (loads.length === 0) return []
    const rate = rates(loads)
    return [
      [
        workers,
        name,
        `${perSecond(rate.median)} (${perSecond(rate.min)}–${perSecond(rate.max)})`,
        ms(medianOf(loads, 'p50')),
        ms(medianOf(loads, 'p99')),
        String(errors(loads)),
        goal,
        status(rate.median),
      ],
    ]
  }
  return [
    [
      workers,
      'raw: pgbench, `UPDATE … WHERE id = :id` in a transaction',
      `${perSecond(raw.median)} (${perSecond(raw.min)}–${perSecond(raw.max)})`,
      '—',
      '—',
      '—',
      '—',
      '—',
    ],
    ...row(
      'real-money Dice bet `POST /api/originals/dice/bets`',
      measured.bet,
      `≥ ${DICE_BET_GOAL} of raw`,
      () => {
        // Each round's bets against that round's raw figure: steadier on a shared machine than two medians.
        const ratios = ratiosToRaw(measured.bet)
        return `${percent(ratios.median)} of raw (${percent(ratios.min)}–${percent(ratios.max)}) — ${verdict(ratios.median >= DICE_BET_GOAL)}`
      },
    ),
    ...row(
      `bare: \`node:http\` + \`pg\`, BEGIN, ${BET_STATEMENTS} one-row UPDATEs, COMMIT per request`,
      measured.bare,
      '—',
      () => {
        const ratios = ratiosToRaw(measured.bare)
        const betToBare = spread(
          measured.bet.map((bet, index) => bet.rate / (measured.bare[index]?.rate ?? Number.NaN)),
        )
        return `${percent(ratios.median)} of raw; the bet makes ${percent(betToBare.median)} of it`
      },
    ),
    ...row('`GET /api/session` (signed in)', measured.session, `≥ ${perSecond(SESSION_GOAL)}`, (rate) =>
      verdict(rate >= SESSION_GOAL),
    ),
    ...row(
      '`GET /api/catalog/lobby` (summary, compressed)',
      measured.lobby,
      `≥ ${perSecond(LOBBY_GOAL)}`,
      (rate) => verdict(rate >= LOBBY_GOAL),
    ),
  ]
}

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const url = benchPostgresUrl()
  const title = 'Request path: a real-money bet, the session and the lobby summary through HTTP (PostgreSQL)'
  if (!url)
    return {
      title,
      markdown: `**Not measured**: this benchmark needs a PostgreSQL server. ${noPostgresNote}`,
    }

  // BENCH_WORKERS=1 measures one configuration only (e.g. while profiling).
  const configurations = process.env.BENCH_WORKERS?.split(',') ?? ['1', 'auto']
  const table: string[][] = []
  for (const workers of configurations) {
    const databaseUrl = await throwawayDatabase(ctx, url)
    const server = await ctx.startServer({
      DATABASE_URL: databaseUrl,
      WORKERS: workers,
      CRASH_ENGINE: 'false',
      REGISTRATION_LIMIT_PER_IP: '1000',
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      SECRETS_KEY: randomBytes(32).toString('base64'),
    })
    const raw = await preparePgbench(ctx, databaseUrl)
    const players = await fundedPlayers(ctx, server, databaseUrl)
    ctx.log(`request path: WORKERS=${workers}`)
    // The bare baseline runs in one process, so it stands beside WORKERS=1.
    const bareUrl = workers === '1' ? await startBareServer(ctx, databaseUrl, BET_STATEMENTS) : null
    const measured = await measureServer(ctx, server, players, raw, bareUrl)
    await server.stop()
    const label = workers === 'auto' ? `auto (${availableParallelism()})` : workers
    table.push(...rows(label, measured))
  }
  return {
    title,
    markdown: [
      markdownTable(
        ['WORKERS', 'request', 'rate: median (min–max)', 'p50', 'p99', 'non-2xx', 'goal', 'status'],
        table,
      ),
      `The real server (\`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, the Crash engine off) on a fresh database of the ` +
        'PostgreSQL server named by `BENCH_DATABASE_URL` / `TEST_DATABASE_URL` / `DATABASE_URL`, once with one ' +
        'process and once with one serving process per core. ' +
        `${CONNECTIONS} players register through the API and are funded through the ledger; autocannon in the ` +
        `benchmark's own process keeps ${CONNECTIONS} connections busy, one player each, for ${ROUNDS} rounds of ` +
        `${ROUND_SECONDS} s per request after ${WARM_UP_SECONDS} s of warm-up, alternating with pgbench ` +
        `(\`-M prepared -c ${CONNECTIONS} -j 2\`, one random row of 200 per transaction) on the same cluster. A bet ` +
        'is a 10-taka Dice bet (the default minimum) with a new Idempotency-Key, settled at once (stake, and the win when it wins). ' +
        'The session read sends one player cookie; the lobby summary asks for the encodings a browser accepts. ' +
        "The load generator, the server and PostgreSQL share the machine's cores, as pgbench and PostgreSQL do " +
        'on the raw side.',
    ].join('\n\n'),
  }
}
