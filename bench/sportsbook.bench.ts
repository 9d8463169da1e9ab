import { randomBytes, randomUUID } from 'node:crypto'
import { availableParallelism } from 'node:os'
import autocannon from 'autocannon'
import { eq, sql } from 'drizzle-orm'
import pg from 'pg'
import { createDatabase } from '../apps/server/src/db/client.ts'
import { users } from '../apps/server/src/db/schema/auth.ts'
import { sportBets, sportMarkets, sportSelections } from '../apps/server/src/db/schema/sportsbook.ts'
import { ensureSports } from '../apps/server/src/modules/sportsbook/ensure-sports.ts'
import { enterMarketResult } from '../apps/server/src/modules/sportsbook/enter-market-result.ts'
import { settleSportBets } from '../apps/server/src/modules/sportsbook/settle-sport-bets.ts'
import { upsertFixture } from '../apps/server/src/modules/sportsbook/upsert-fixture.ts'
import { ensureOperatorAccount } from '../apps/server/src/modules/wallet/ensure-operator-account.ts'
import { ensurePlayerAccounts } from '../apps/server/src/modules/wallet/ensure-player-accounts.ts'
import { findPlayerAccounts } from '../apps/server/src/modules/wallet/find-player-accounts.ts'
import { reconcileLedger } from '../apps/server/src/modules/wallet/reconcile-ledger.ts'
import { transfer } from '../apps/server/src/modules/wallet/transfer.ts'
import type { BenchContext, BenchResult } from './lib/context.ts'
import { markdownTable, verdict } from './lib/markdown.ts'
import { preparePgbench } from './lib/pgbench.ts'
import { benchPostgresUrl, noPostgresNote, throwawayDatabase } from './lib/postgres.ts'
import { cpuPerOperation, cpuSnapshot } from './lib/process-cpu.ts'
import { registerPlayer } from './lib/register-player.ts'
import type { RunningServer } from './lib/server.ts'
import { type BareServer, startBareBetServer } from './lib/start-bare-server.ts'
import { spread } from './lib/stats.ts'

/** Connections on the HTTP side, one player each, as pgbench's clients on the raw side. */
const CONNECTIONS = 16
const ROUNDS = 3
const ROUND_SECONDS = 6
const WARM_UP_SECONDS = 3
/** Events with an open two-way market each; a single takes one of their selections, an accumulator five events. */
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10)
const ACCUMULATOR_LEGS = 5
const PLACEMENT_GOAL = 0.1
/** Open singles on the one market settled; half on each of its two selections. */
const SETTLEMENT_BETS = 100_000
/** The players those bets are spread over (made straight in the database, not through the API). */
const SETTLEMENT_PLAYERS = 1_000
const SETTLEMENT_GOAL = 0.5
/** 10 taka, the minimum stake. */
const STAKE = 1_000
const PRICES = { home: 1850, away: 2000 } as const
const SOURCE = 'bench'

export const timeoutMs = 25 * 60_000

type Player = { cookie: string }
/** cpu: milliseconds of CPU per bet (or raw transaction) used by PostgreSQL and by the server, null off Linux. */
type Load = { rate: number; p50: number; p99: number; errors: number; cpu: Cpu | null }
type Cpu = { postgresMs: number; serverMs: number }
type Leg = { selectionId: string; price: number; marketVersion: number }
type BookEvent = { eventId: string; marketId: string; legs: { home: Leg; away: Leg } }
type Settlement = {
  rawBefore: number
  rawAfter: number
  resultSeconds: number
  settleSeconds: number
  settled: number
  won: number
  lost: number
  roundTrips: number
  prepareSeconds: number
}

const text = (value: string) => ({ en: value, bn: value })
const logNothing = { warn: () => {} }

/**
 * One event starting in a week with one open `match_winner` market (home 1.85, away 2.00, limits far above the
 * bets), written through the module's feed upsert; the legs a slip would send, at the market's version now.
 */
async function makeEvent(db: Parameters<typeof upsertFixture>[0], tag: string): Promise<BookEvent> {
  const eventId = await upsertFixture(db, {
    source: SOURCE,
    competition: {
      externalId: 'bench-league',
      sportSlug: 'soccer',
      slug: 'bench-league',
      name: text('Bench league'),
      country: null,
      position: 0,
    },
    event: {
      externalId: tag,
      home: text(`Home ${tag}`),
      away: text(`Away ${tag}`),
      startsAt: new Date(Date.now() + 7 * 86_400_000),
    },
    markets: [
      {
        externalId: `${tag}-winner`,
        template: 'match_winner',
        name: text('Match winner'),
        period: 'match',
        line: null,
        maxStake: 100_000_000,
        maxPayout: 10_000_000_000,
        // Far above what a run's bets add up to: the bench measures placement, not the market suspending.
        liabilityLimit: 1_000_000_000_000,
        position: 0,
        selections: [
          { code: 'home', name: text(`Home ${tag}`), price: PRICES.home, position: 0 },
          { code: 'away', name: text(`Away ${tag}`), price: PRICES.away, position: 1 },
        ],
      },
    ],
  })
  const rows = await db
    .select({
      marketId: sportMarkets.id,
      version: sportMarkets.version,
      selectionId: sportSelections.id,
      code: sportSelections.code,
      price: sportSelections.price,
    })
    .from(sportMarkets)
    .innerJoin(sportSelections, eq(sportSelections.marketId, sportMarkets.id))
    .where(eq(sportMarkets.eventId, eventId))
  const leg = (code: string): Leg => {
    const row = rows.find((candidate) => candidate.code === code)
    if (!row) throw new Error(`bench event ${tag} has no ${code} selection`)
    return { selectionId: row.selectionId, price: row.price, marketVersion: Number(row.version) }
  }
  const marketId = rows[0]?.marketId
  if (!marketId) throw new Error(`bench event ${tag} has no market`)
  return { eventId, marketId, legs: { home: leg('home'), away: leg('away') } }
}

/** Players registered (and so signed in) through the API, each funded with 1,000,000 taka through the ledger. */
async function setUpPlacement(ctx: BenchContext, server: RunningServer, databaseUrl: string) {
  const database = await createDatabase({ driver: 'pg', url: databaseUrl }, logNothing)
  try {
    const { db } = database
    await ensureSports(db)
    const events: BookEvent[] = []
    for (let index = 0; index < EVENTS; index++) events.push(await makeEvent(db, `placement-${index}`))
    const clearing = await ensureOperatorAccount(db, {
      kind: 'method_clearing',
      currency: 'BDT',
      code: 'BENCH',
    })
    const players: Player[] = []
    for (let index = 0; index < CONNECTIONS; index++) {
      const { id, cookie } = await registerPlayer(server, index)
      const accounts = await findPlayerAccounts(db, id)
      if (!accounts) throw new Error(`bench player ${index} has no wallet`)
      await transfer(db, {
        idempotencyKey: `bench-deposit-${id}`,
        debit: clearing,
        credit: accounts.ids.player_cash,
        amount: 100_000_000,
        currency: 'BDT',
        kind: 'deposit',
      })
      players.push({ cookie })
    }
    ctx.log(`sportsbook: ${players.length} players registered and funded, ${events.length} events`)
    return { players, events }
  } finally {
    await database.close()
  }
}

/** `count` distinct picks from `items`, at random. */
function pick<T>(items: readonly T[], count: number): T[] {
  const pool = [...items]
  const picked: T[] = []
  while (picked.length < count && pool.length > 0)
    picked.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0] as T)
  return picked
}

const randomLeg = (event: BookEvent): Leg => (Math.random() < 0.5 ? event.legs.home : event.legs.away)

/**
 * Bets from CONNECTIONS connections, each one player's (autocannon keeps one context per connection), each with
 * a fresh Idempotency-Key and odds policy `any`: singles on a random selection of a random event, or accumulators
 * of ACCUMULATOR_LEGS legs on as many different events.
 */
function placements(
  url: string,
  players: Player[],
  events: BookEvent[],
  kind: 'single' | 'accumulator',
  onRefusal: (answer: string) => void,
): autocannon.Options {
  let nextPlayer = 0
  return {
    url,
    requests: [
      {
        method: 'POST',
        path: '/api/sportsbook/bets',
        setupRequest: (request, context: { cookie?: string }) => {
          context.cookie ??= players[nextPlayer++ % players.length]?.cookie
          const legs =
            kind === 'single'
              ? [randomLeg(events[Math.floor(Math.random() * events.length)] as BookEvent)]
              : pick(events, ACCUMULATOR_LEGS).map(randomLeg)
          return {
            ...request,
            headers: {
              'content-type': 'application/json',
              origin: url,
              cookie: String(context.cookie),
              'idempotency-key': randomUUID(),
            },
            body: JSON.stringify({ type: kind, legs, stake: STAKE, oddsPolicy: 'any' }),
          }
        },
        onResponse: (status: number, body: string) => {
          if (status !== 200) onRefusal(`${status} ${body}`)
        },
      },
    ],
  }
}

/** `options`' load for `seconds` on the server whose process is `serverPid` (its CPU per request measured). */
async function load(
  ctx: BenchContext,
  serverPid: number,
  seconds: number,
  options: autocannon.Options,
): Promise<Load> {
  const before = await cpuSnapshot(serverPid)
  const result = await autocannon({ connections: CONNECTIONS, duration: seconds, ...options })
  const after = await cpuSnapshot(serverPid)
  if (ctx.signal.aborted) throw new Error('aborted')
  return {
    cpu: before && after ? cpuPerOperation(before, after, result['2xx']) : null,
    rate: result['2xx'] / seconds,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Any answer but 200 (a 201 would be 2xx too) counts.
    errors:
      result.non2xx +
      result.errors +
      result.timeouts +
      (result['2xx'] - (result.statusCodeStats?.['200']?.count ?? 0)),
  }
}

const KINDS = ['single', 'accumulator'] as const
type Kind = (typeof KINDS)[number]

/**
 * Alternating rounds of raw, Khela's singles and accumulators and, with `bare` (WORKERS=1), the same requests to
 * the bare bet server (bench/lib/bare-bet-server.ts) on the same database.
 */
async function measurePlacement(
  ctx: BenchContext,
  workers: string,
  server: RunningServer,
  bare: BareServer | null,
  databaseUrl: string,
  raw: (seconds: number) => Promise<number>,
) {
  const { players, events } = await setUpPlacement(ctx, server, databaseUrl)
  let refusal = ''
  const onRefusal = (answer: string) => {
    refusal ||= answer
  }
  const sides = [
    { pid: server.pid, url: server.url, measured: { single: [] as Load[], accumulator: [] as Load[] } },
    ...(bare
      ? [{ pid: bare.pid, url: bare.url, measured: { single: [] as Load[], accumulator: [] as Load[] } }]
      : []),
  ].map((side) => ({
    ...side,
    requests: Object.fromEntries(
      KINDS.map((kind) => [kind, placements(side.url, players, events, kind, onRefusal)]),
    ) as Record<Kind, autocannon.Options>,
  }))
  // Every bet must be accepted: a refused one costs less than a real one and would flatter the rate.
  for (const side of sides)
    for (const kind of KINDS)
      if ((await load(ctx, side.pid, WARM_UP_SECONDS, side.requests[kind])).errors > 0)
        throw new Error(`a sportsbook bet was refused: ${refusal}`)
  const measured = { raw: [] as number[], rawCpu: [] as (Cpu | null)[] }
  const cpuText = (cpu: Cpu | null | undefined) =>
    cpu ? `${cpu.postgresMs.toFixed(2)} + ${cpu.serverMs.toFixed(2)} ms` : '—'
  // Alternated, so a noisy neighbour on the shared machine weighs on every side alike.
  for (let round = 0; round < ROUNDS && !ctx.signal.aborted; round++) {
    const before = await cpuSnapshot(server.pid)
    const rate = await raw(ROUND_SECONDS)
    const after = await cpuSnapshot(server.pid)
    measured.raw.push(rate)
    measured.rawCpu.push(before && after ? cpuPerOperation(before, after, rate * ROUND_SECONDS) : null)
    for (const side of sides)
      for (const kind of KINDS)
        side.measured[kind].push(await load(ctx, side.pid, ROUND_SECONDS, side.requests[kind]))
    const [khela, bareSide] = sides
    ctx.log(
      `WORKERS=${workers} round ${round + 1}: raw ${rate.toFixed(0)}/s (PostgreSQL ${measured.rawCpu.at(-1)?.postgresMs.toFixed(3)} ms CPU each); ` +
        KINDS.map(
          (kind) =>
            `${kind}s ${khela?.measured[kind].at(-1)?.rate.toFixed(0)}/s (${cpuText(khela?.measured[kind].at(-1)?.cpu)})` +
            (bareSide
              ? `, bare ${bareSide.measured[kind].at(-1)?.rate.toFixed(0)}/s (${cpuText(bareSide.measured[kind].at(-1)?.cpu)})`
              : ''),
        ).join('; '),
    )
  }
  if (refusal) throw new Error(`a sportsbook bet was refused: ${refusal}`)
  return { ...measured, khela: sides[0]?.measured, bare: sides[1]?.measured ?? null }
}

/**
 * Every query a `pg` client of this process sends, from a client opened after this is called: a pooled
 * connection binds its `query` when it opens (db/pipelined-transactions.ts).
 */
function countQueries(): { count(): number; stop(): void } {
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown }
  const original = prototype.query
  let count = 0
  prototype.query = function (this: unknown, ...args: unknown[]) {
    count++
    return original.apply(this, args)
  }
  return {
    count: () => count,
    stop: () => {
      prototype.query = original
    },
  }
}

/**
 * SETTLEMENT_BETS open singles on one market, made in bulk in one transaction so the ledger stays what placing
 * them would have left: for each bet a `sport_bet_stake` transfer from the player's cash to the book's liability
 * account under the key `sport-bet:<id>:stake` (with the cash balance after it), each player's cash lowered by the
 * sum of their stakes, the bet (`stake_transfer_id` naming its transfer, potential return at the price) and its
 * one leg at the market's version. Half the bets are on home, half on away.
 */
async function insertOpenBets(databaseUrl: string, event: BookEvent, liability: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('BEGIN')
    await client.query(
      `CREATE TEMP TABLE bench_bets ON COMMIT DROP AS
       WITH players AS (
         SELECT (row_number() OVER (ORDER BY id) - 1)::int AS n, id AS cash, owner_id AS user_id
         FROM ledger_accounts WHERE kind = 'player_cash' AND owner_id LIKE 'bench-settle-%')
       SELECT gen_random_uuid() AS bet_id, gen_random_uuid() AS transfer_id, g AS n, p.user_id, p.cash,
              $1::bigint + (g % 10) * 100 AS stake,
              CASE WHEN g % 2 = 0 THEN $2::uuid ELSE $3::uuid END AS selection_id,
              CASE WHEN g % 2 = 0 THEN $4::int ELSE $5::int END AS price
       FROM generate_series(0, $6::int - 1) AS g JOIN players AS p ON p.n = g % $7::int`,
      [
        STAKE,
        event.legs.home.selectionId,
        event.legs.away.selectionId,
        event.legs.home.price,
        event.legs.away.price,
        SETTLEMENT_BETS,
        SETTLEMENT_PLAYERS,
      ],
    )
    await client.query(
      `INSERT INTO ledger_transfers (id, idempotency_key, debit_account_id, credit_account_id, amount, currency,
         kind, ref_type, ref_id, metadata, debit_balance_after)
       SELECT b.transfer_id, 'sport-bet:' || b.bet_id || ':stake', b.cash, $1::uuid, b.stake, 'BDT',
              'sport_bet_stake', 'sport_bet', b.bet_id::text, '{}'::jsonb,
              a.balance - sum(b.stake) OVER (PARTITION BY b.cash ORDER BY b.n)
       FROM bench_bets AS b JOIN ledger_accounts AS a ON a.id = b.cash`,
      [liability],
    )
    await client.query(
      `UPDATE ledger_accounts AS a SET balance = a.balance - t.total
       FROM (SELECT cash, sum(stake) AS total FROM bench_bets GROUP BY cash) AS t WHERE a.id = t.cash`,
    )
    await client.query(
      `INSERT INTO sport_bets (id, user_id, currency, type, stake, stake_per_line, potential_return, odds_policy,
         idempotency_key, stake_transfer_id)
       SELECT bet_id, user_id, 'BDT', 'single', stake, stake, stake * price / 1000, 'any', 'bench-settle-' || n,
         transfer_id
       FROM bench_bets`,
    )
    await client.query(
      `INSERT INTO sport_bet_legs (bet_id, position, selection_id, market_id, event_id, price, market_version)
       SELECT bet_id, 0, selection_id, $1::uuid, $2::uuid, price, $3::bigint FROM bench_bets`,
      [event.marketId, event.eventId, event.legs.home.marketVersion],
    )
    await client.query('COMMIT')
    await client.query('ANALYZE ledger_accounts, ledger_transfers, sport_bets, sport_bet_legs')
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {})
    throw error
  } finally {
    await client.end()
  }
}

/**
 * One market with SETTLEMENT_BETS open singles, resulted (home won, away lost) and settled through the module's
 * functions in this process, timed; raw measured right before and right after.
 */
async function measureSettlement(
  ctx: BenchContext,
  databaseUrl: string,
  raw: (seconds: number) => Promise<number>,
): Promise<Settlement> {
  const queries = countQueries()
  const database = await createDatabase({ driver: 'pg', url: databaseUrl }, logNothing)
  try {
    const { db } = database
    const prepareStart = performance.now()
    await ensureSports(db)
    const event = await makeEvent(db, 'settlement')
    const clearing = await ensureOperatorAccount(db, {
      kind: 'method_clearing',
      currency: 'BDT',
      code: 'BENCH',
    })
    const liability = await ensureOperatorAccount(db, { kind: 'sportsbook_liability', currency: 'BDT' })
    for (let index = 0; index < SETTLEMENT_PLAYERS; index++) {
      const id = `bench-settle-${`${index}`.padStart(5, '0')}`
      await db.insert(users).values({ id, name: `Bench ${index}`, email: `${id}@khela.test` })
      await ensurePlayerAccounts(db, id, 'BDT')
      const accounts = await findPlayerAccounts(db, id)
      if (!accounts) throw new Error('bench player has no wallet')
      await transfer(db, {
        idempotencyKey: `bench-deposit-${id}`,
        debit: clearing,
        credit: accounts.ids.player_cash,
        amount: 100_000_000,
        currency: 'BDT',
        kind: 'deposit',
      })
    }
    await insertOpenBets(databaseUrl, event, liability)
    const staffId = 'bench-trader'
    await db.insert(users).values({ id: staffId, name: 'Bench trader', email: `${staffId}@khela.test` })
    const prepareSeconds = (performance.now() - prepareStart) / 1000
    ctx.log(`sportsbook: ${SETTLEMENT_BETS} open bets on one market in ${prepareSeconds.toFixed(1)} s`)

    const rawBefore = await raw(ROUND_SECONDS)
    const queriesBefore = queries.count()
    let resultSeconds: number
    let settleSeconds: number
    let settled: number
    try {
      const resultStart = performance.now()
      await enterMarketResult(db, {
        staff: { id: staffId, email: `${staffId}@khela.test`, name: 'Bench trader', role: 'admin' },
        marketId: event.marketId,
        input: {
          results: [
            { code: 'home', result: 'won' },
            { code: 'away', result: 'lost' },
          ],
        },
        ipAddress: null,
      })
      const settleStart = performance.now()
      resultSeconds = (settleStart - resultStart) / 1000
      settled = await settleSportBets(
        db,
        { realtime: { publish: async () => {} }, log: logNothing },
        { marketId: event.marketId },
      )
      settleSeconds = (performance.now() - settleStart) / 1000
    } finally {
      queries.stop()
    }
    const roundTrips = queries.count() - queriesBefore
    const rawAfter = await raw(ROUND_SECONDS)
    const counts = await db
      .select({ status: sportBets.status, count: sql<number>`count(*)::int` })
      .from(sportBets)
      .where(sql`${sportBets.idempotencyKey} LIKE 'bench-settle-%'`)
      .groupBy(sportBets.status)
    const countOf = (status: string) => counts.find((row) => row.status === status)?.count ?? 0
    if (settled !== SETTLEMENT_BETS || countOf('open') > 0)
      throw new Error(`settlement left bets open: settled ${settled}, ${JSON.stringify(counts)}`)
    return {
      rawBefore,
      rawAfter,
      resultSeconds,
      settleSeconds,
      settled,
      won: countOf('won'),
      lost: countOf('lost'),
      roundTrips,
      prepareSeconds,
    }
  } finally {
    queries.stop()
    await database.close()
  }
}

const perSecond = (value: number) => `${Math.round(value).toLocaleString('en')} /s`
const ms = (value: number) => `${value.toFixed(0)} ms`
const percent = (value: number) => `${(value * 100).toFixed(1)} %`
const range = (values: number[]) => {
  const { median, min, max } = spread(values)
  return `${perSecond(median)} (${perSecond(min)}–${perSecond(max)})`
}

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const url = benchPostgresUrl()
  const title = 'Sportsbook: bet placement through HTTP and the settlement of one market (PostgreSQL)'
  if (!url)
    return {
      title,
      markdown: `**Not measured**: this benchmark needs a PostgreSQL server. ${noPostgresNote}`,
    }

  // BENCH_WORKERS=1 measures one configuration only (e.g. while profiling); BENCH_SETTLEMENT=false skips the
  // settlement (e.g. for a profile of the placements alone).
  const configurations = process.env.BENCH_WORKERS?.split(',') ?? ['1', 'auto']
  const withSettlement = process.env.BENCH_SETTLEMENT !== 'false'
  const placementRows: string[][] = []
  const settlementRows: string[][] = []
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
    const label = workers === 'auto' ? `auto (${availableParallelism()})` : workers
    // The bare baseline runs in one process, so it stands beside WORKERS=1.
    const bare = workers === '1' ? await startBareBetServer(ctx, databaseUrl) : null
    const measured = await measurePlacement(ctx, workers, server, bare, databaseUrl, raw)
    // The settlement runs in this process through the module's functions, with the server stopped: no HTTP.
    await server.stop()
    const settlement = withSettlement ? await measureSettlement(ctx, databaseUrl, raw) : null
    const check = await createDatabase({ driver: 'pg', url: databaseUrl }, logNothing)
    const reconciliation = await reconcileLedger(check.db)
    await check.close()
    if (!reconciliation.isClean) throw new Error('the ledger does not reconcile after the bets')
    ctx.log(
      `WORKERS=${workers}: ledger clean (${reconciliation.accountsChecked} accounts, ` +
        `${reconciliation.transfersChecked} transfers)`,
    )

    const cpuCell = (cpus: readonly (Cpu | null)[], withServer: boolean) => {
      const known = cpus.filter((cpu): cpu is Cpu => cpu !== null)
      if (known.length === 0) return '—'
      const postgres = spread(known.map((cpu) => cpu.postgresMs)).median.toFixed(2)
      return withServer
        ? `${postgres} + ${spread(known.map((cpu) => cpu.serverMs)).median.toFixed(2)} ms`
        : `${postgres} ms`
    }
    placementRows.push([
      label,
      'raw: pgbench, `UPDATE … WHERE id = :id` in a transaction',
      range(measured.raw),
      cpuCell(measured.rawCpu, false),
      '—',
      '—',
      '—',
      '—',
      '—',
    ])
    // A load's rate, CPU, latencies and refusals, the same columns for Khela and the bare server.
    const loadCells = (loads: readonly Load[]) => [
      range(loads.map((item) => item.rate)),
      cpuCell(
        loads.map((item) => item.cpu),
        true,
      ),
      ms(spread(loads.map((item) => item.p50)).median),
      ms(spread(loads.map((item) => item.p99)).median),
      String(loads.reduce((sum, item) => sum + item.errors, 0)),
    ]
    const ratiosToRaw = (loads: readonly Load[]) =>
      spread(loads.map((item, index) => item.rate / (measured.raw[index] ?? Number.NaN)))
    for (const kind of KINDS) {
      const loads = measured.khela?.[kind] ?? []
      const ratios = ratiosToRaw(loads)
      const bareLoads = measured.bare?.[kind] ?? []
      const ofBare = spread(loads.map((item, index) => item.rate / (bareLoads[index]?.rate ?? Number.NaN)))
      const request = kind === 'single' ? 'single' : `${ACCUMULATOR_LEGS}-leg accumulator`
      placementRows.push([
        label,
        `${request}, \`POST /api/sportsbook/bets\``,
        ...loadCells(loads),
        `≥ ${PLACEMENT_GOAL} of raw`,
        `${percent(ratios.median)} of raw (${percent(ratios.min)}–${percent(ratios.max)}) — ${verdict(ratios.median >= PLACEMENT_GOAL)}` +
          (bareLoads.length > 0 ? `; ${percent(ofBare.median)} of bare` : ''),
      ])
      if (bareLoads.length === 0) continue
      const bareRatios = ratiosToRaw(bareLoads)
      placementRows.push([
        label,
        `bare ${request}: \`node:http\` + \`pg\`, the least a bet writes, 2 round trips`,
        ...loadCells(bareLoads),
        '—',
        `${percent(bareRatios.median)} of raw (${percent(bareRatios.min)}–${percent(bareRatios.max)})`,
      ])
    }
    if (settlement) {
      const rate = settlement.settled / settlement.settleSeconds
      const withResult = settlement.settled / (settlement.settleSeconds + settlement.resultSeconds)
      const rawMean = (settlement.rawBefore + settlement.rawAfter) / 2
      settlementRows.push([
        label,
        `${perSecond(settlement.rawBefore)} / ${perSecond(settlement.rawAfter)}`,
        `${settlement.resultSeconds.toFixed(1)} s`,
        `${settlement.settleSeconds.toFixed(1)} s`,
        `${settlement.won.toLocaleString('en')} won, ${settlement.lost.toLocaleString('en')} lost`,
        `${perSecond(rate)} (${perSecond(withResult)} with the result)`,
        (settlement.roundTrips / settlement.settled).toFixed(2),
        `≥ ${SETTLEMENT_GOAL} of raw`,
        `${percent(rate / rawMean)} of raw (${percent(withResult / rawMean)} with the result) — ${verdict(rate / rawMean >= SETTLEMENT_GOAL)}`,
      ])
      ctx.log(
        `WORKERS=${workers} settlement: ${settlement.settled} bets in ${settlement.settleSeconds.toFixed(1)} s ` +
          `(result ${settlement.resultSeconds.toFixed(1)} s), ${settlement.roundTrips} queries, raw ` +
          `${settlement.rawBefore.toFixed(0)}/${settlement.rawAfter.toFixed(0)}/s`,
      )
    }
  }
  return {
    title,
    markdown: [
      '### Placement',
      markdownTable(
        [
          'WORKERS',
          'request',
          'bets or tx: median (min–max)',
          'CPU each: PostgreSQL + server',
          'p50',
          'p99',
          'non-200',
          'goal',
          'status',
        ],
        placementRows,
      ),
      `The real server (\`NODE_ENV=production\`, \`LOG_LEVEL=warn\`, the Crash engine off) on a fresh database of the ` +
        'PostgreSQL server named by `BENCH_DATABASE_URL` / `TEST_DATABASE_URL` / `DATABASE_URL`, once with one ' +
        `process and once with one serving process per core. ${CONNECTIONS} players register (and so sign in) ` +
        `through the API and are funded through the ledger; ${EVENTS} events (\`BENCH_EVENTS\`) starting in a week, each with an open ` +
        "two-way `match_winner` market (1.85 / 2.00), are written through the module's `upsertFixture`. autocannon " +
        `in the benchmark's own process keeps ${CONNECTIONS} connections busy, one player each, every bet a ` +
        `10-taka stake with a new Idempotency-Key and odds policy \`any\`: singles on a random selection of a random ` +
        `event, and, measured separately, accumulators of ${ACCUMULATOR_LEGS} legs on as many different events. ` +
        'Every answer must be 200 (a refusal costs less and would flatter the rate). ' +
        `${ROUNDS} rounds of ${ROUND_SECONDS} s each after ${WARM_UP_SECONDS} s of warm-up, alternating with ` +
        `pgbench (\`-M prepared -c ${CONNECTIONS} -j 2\`, one random row of 200 per transaction) on the same ` +
        "cluster; the ratio is the median of each round's bets/s over that round's raw transactions/s. " +
        'CPU each: the milliseconds of CPU time (from /proc, medians of the rounds) PostgreSQL (every process of ' +
        'the cluster) and the server (with its workers) spent per bet or raw transaction. With WORKERS=1 the same ' +
        'requests also go to a bare server (`bench/lib/bare-bet-server.ts`: `node:http` and `pg` with nothing of ' +
        "Khela's) that answers each with the least a bet writes, on tables with primary keys only, in two round " +
        "trips as Khela's bet takes: BEGIN with the player's wallet row locked, then one statement that moves the " +
        "stake, records the transfer, the bet and its legs and adds it to its selections' liability, with COMMIT: " +
        'what this machine gives such a bet, so Khela\'s rate against it ("of bare") is Khela\'s own cost.',
      '### Settlement of one market',
      withSettlement
        ? markdownTable(
            [
              'WORKERS (placement)',
              'raw before / after',
              'result entered',
              'settlement',
              'bets',
              'bets settled per second',
              'queries per bet',
              'goal',
              'status',
            ],
            settlementRows,
          )
        : '**Not measured** in this run (`BENCH_SETTLEMENT=false`).',
      `After the placement rounds, with the server stopped, ${SETTLEMENT_BETS.toLocaleString('en')} open singles ` +
        `on one new market, spread over ${SETTLEMENT_PLAYERS.toLocaleString('en')} funded players made straight in ` +
        'the database, are written in bulk in one transaction (one INSERT … SELECT per table): for each bet a ' +
        "`sport_bet_stake` transfer from the player's cash to the book's liability account under the key " +
        "`sport-bet:<id>:stake`, with the balance after it, each player's cash lowered by the sum of their " +
        'stakes, the bet naming its transfer, and its one leg, half on home and half on away: what placing them ' +
        "would have left in the ledger. Then, in the benchmark's process, the module's `enterMarketResult` " +
        '(home won, away lost: one statement gives every leg its result) and `settleSportBets` for that market ' +
        "(batches of 500, one transaction each, the winners' `sport_bet_win` transfers in one statement) are timed. The rate " +
        'is bets settled per second of `settleSportBets`, against the mean of pgbench right before and right ' +
        'after (the same script, 6 s each); "with the result" adds the result\'s transaction. Queries per bet ' +
        "counts every query the process's `pg` clients sent during both (one round trip each). It runs once per " +
        'configuration, since it is long; the server is not involved, so the two runs are two samples of the same ' +
        'code. The ledger is reconciled afterwards (placements and settlement together).',
    ].join('\n\n'),
  }
}
