import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { BenchContext, BenchResult } from './lib/context.ts'
import { markdownTable } from './lib/markdown.ts'
import type { NotifyLoadResult } from './lib/notify-load.ts'
import { benchPostgresUrl, noPostgresNote, throwawayDatabase } from './lib/postgres.ts'
import { prepareTransfers, type TransferRun } from './lib/transfer-pgbench.ts'

const execFileAsync = promisify(execFile)

/** NOTIFY messages a second sent alongside the money commits; 0 is the commits alone. */
const RATES = process.env.NOTIFY_RATES?.split(',').map(Number) ?? [100, 1_000, 2_500, 5_000]
/**
 * Rates sent over CHAINS chains as well (as that many processes would send them, each in its own order): whether
 * the limit of one chain is PostgreSQL's or the hub's one NOTIFY at a time.
 */
const PARALLEL_RATES = process.env.NOTIFY_PARALLEL_RATES?.split(',').map(Number) ?? [5_000, 10_000, 20_000]
const CHAINS = 4
const SECONDS = Number(process.env.NOTIFY_SECONDS ?? 15)
/** 100 live events × 10 price messages a second: what the issue's "many live events" asks of the fan-out. */
const NEEDED_RATE = 1_000
/** A live price is on time if it reaches the other instances within a tick of the 10 a second it is sent at. */
const DELIVERY_LIMIT_MS = 100

export const timeoutMs = 8 * 60_000

type Level = { rate: number; chains: number; commits: TransferRun; notify: NotifyLoadResult | null }

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—')
const count = (value: number) => Math.round(value).toLocaleString('en')

/** Transfers for SECONDS with `rate` NOTIFY messages a second sent by bench/lib/notify-load.ts meanwhile. */
async function measureLevel(
  ctx: BenchContext,
  databaseUrl: string,
  transfers: (seconds: number) => Promise<TransferRun>,
  rate: number,
  chains = 1,
): Promise<Level> {
  if (rate === 0) return { rate, chains, commits: await transfers(SECONDS), notify: null }
  const load = execFileAsync(
    process.execPath,
    [
      join(ctx.rootDir, 'bench/lib/notify-load.ts'),
      databaseUrl,
      String(rate),
      String(SECONDS),
      String(chains),
    ],
    { signal: ctx.signal, maxBuffer: 1024 * 1024 },
  )
  const commits = await transfers(SECONDS)
  const notify = JSON.parse((await load).stdout) as NotifyLoadResult
  return { rate, chains, commits, notify }
}

const isSustained = (level: Level) =>
  level.notify !== null &&
  level.notify.received === level.notify.published &&
  level.notify.sentInTime >= level.notify.published * 0.99 &&
  level.notify.deliveryP99Ms <= DELIVERY_LIMIT_MS

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const title = 'Real time: PostgreSQL NOTIFY alongside money commits (PostgreSQL)'
  const postgresUrl = benchPostgresUrl()
  if (!postgresUrl) return { title, markdown: noPostgresNote }
  const databaseUrl = await throwawayDatabase(ctx, postgresUrl)
  const transfers = await prepareTransfers(ctx, databaseUrl)
  await transfers(3)
  // The commits alone before and after the NOTIFY levels, so the machine's drift shows against them.
  const levels: Level[] = [await measureLevel(ctx, databaseUrl, transfers, 0)]
  const asked = [
    ...RATES.map((rate) => ({ rate, chains: 1 })),
    ...PARALLEL_RATES.map((rate) => ({ rate, chains: CHAINS })),
  ]
  for (const { rate, chains } of asked) {
    if (ctx.signal.aborted) break
    const level = await measureLevel(ctx, databaseUrl, transfers, rate, chains)
    levels.push(level)
    ctx.log(
      `notify: ${rate}/s over ${chains}: commits ${count(level.commits.commitsPerSecond)}/s p50 ${ms(level.commits.p50Ms)} ` +
        `p99 ${ms(level.commits.p99Ms)}; NOTIFY ${level.notify?.sentInTime}/${level.notify?.published} sent in ` +
        `time, ${level.notify?.received} received, delivery p99 ${ms(level.notify?.deliveryP99Ms ?? Number.NaN)}`,
    )
  }
  levels.push(await measureLevel(ctx, databaseUrl, transfers, 0))

  const alone = levels.filter((level) => level.notify === null)
  const baseline = {
    commitsPerSecond: alone.reduce((sum, level) => sum + level.commits.commitsPerSecond, 0) / alone.length,
    p99Ms: alone.reduce((sum, level) => sum + level.commits.p99Ms, 0) / alone.length,
  }
  const ofChains = (chains: number) => {
    const sent = levels.filter((level) => level.notify !== null && level.chains === chains)
    const most = sent.filter(isSustained).at(-1)
    const firstNot = sent.find((level) => !isSustained(level))
    return `${most ? count(most.rate) : 'none'} (first not: ${firstNot ? count(firstNot.rate) : '— up to the last rate'})`
  }
  const sustained = levels.filter((level) => level.chains === 1 && isSustained(level)).at(-1)
  const rows = levels.map((level) => {
    const notify = level.notify
    return [
      notify
        ? `${count(level.rate)}${level.chains > 1 ? ` over ${level.chains} chains` : ''}`
        : 'none (commits alone)',
      count(level.commits.commitsPerSecond),
      `${((level.commits.commitsPerSecond / baseline.commitsPerSecond) * 100).toFixed(0)} %`,
      ms(level.commits.p50Ms),
      ms(level.commits.p99Ms),
      notify ? count(notify.sentInTime / SECONDS) : '—',
      notify ? `${count(notify.received)} of ${count(notify.published)}` : '—',
      notify
        ? `${ms(notify.deliveryP50Ms)} / ${ms(notify.deliveryP99Ms)} / ${ms(notify.deliveryMaxMs)}`
        : '—',
      notify ? (isSustained(level) ? 'yes' : '**no**') : '—',
    ]
  })
  return {
    title,
    markdown: [
      markdownTable(
        ['', 'measured'],
        [
          [
            `most NOTIFY messages a second sustained (all delivered, p99 ≤ ${DELIVERY_LIMIT_MS} ms), one hub`,
            ofChains(1),
          ],
          [`the same, ${CHAINS} hubs (processes) sending at once`, ofChains(CHAINS)],
          [
            `needed by 100 live events × 10 price messages a second`,
            `${count(NEEDED_RATE)} (${sustained && sustained.rate >= NEEDED_RATE ? 'sustained' : '**not sustained**'})`,
          ],
          [
            'money commits alone (mean of the runs before and after)',
            `${count(baseline.commitsPerSecond)}/s, p99 ${ms(baseline.p99Ms)}`,
          ],
        ],
      ),
      markdownTable(
        [
          'NOTIFY messages/s asked (one hub unless said)',
          'commits/s',
          'of commits alone',
          'commit p50',
          'commit p99',
          'NOTIFY sent/s (in time)',
          'received',
          'delivery p50 / p99 / max',
          'sustained',
        ],
        rows,
      ),
      '### How it is measured',
      `Money-like commits: pgbench, 16 clients (2 threads), prepared statements, for ${SECONDS} s a level, each ` +
        'transaction a transfer between two of 200 balances (two single-row UPDATEs, lower id first, and one ' +
        'ledger INSERT), on a throwaway database of the same PostgreSQL; commit latency is BEGIN to the answer to ' +
        "COMMIT from pgbench's per-transaction log. Alongside, a separate Node process sends NOTIFY as Khela's hub " +
        "(`apps/server/src/modules/realtime/realtime-hub.ts`) does: `SELECT pg_notify('khela_realtime', …)` on " +
        "a pool of 20, one at a time in the order published, about 300-byte payloads of the hub's shape (a live " +
        "event's prices), paced at the rate asked; a LISTENer on a connection of its own, as another instance, " +
        `counts what arrives and times it from publish to receipt. "Over ${CHAINS} chains": the messages take ` +
        `turns over ${CHAINS} such one-at-a-time chains in that process, as ${CHAINS} server processes would send ` +
        'them, to tell apart what PostgreSQL takes from what one hub sends. **Sustained** means the database took 99 % of ' +
        `the messages by the end of the pacing, every one reached the LISTENer and delivery p99 ≤ ${DELIVERY_LIMIT_MS} ms. ` +
        'The commits alone run first and last (the baseline is their mean). Database, pgbench and the Node ' +
        `processes share the ${ctx.machine.cores} cores of this machine.`,
    ].join('\n\n'),
  }
}
