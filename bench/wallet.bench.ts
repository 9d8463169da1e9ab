import pg from 'pg'
import { createDatabase, type Database } from '../apps/server/src/db/client.ts'
import { applyMigrations } from '../apps/server/src/db/migrate.ts'
import { ensureOperatorAccount } from '../apps/server/src/modules/wallet/ensure-operator-account.ts'
import { ensurePlayerAccounts } from '../apps/server/src/modules/wallet/ensure-player-accounts.ts'
import { findPlayerAccounts } from '../apps/server/src/modules/wallet/find-player-accounts.ts'
import { reconcileLedger } from '../apps/server/src/modules/wallet/reconcile-ledger.ts'
import { transfer } from '../apps/server/src/modules/wallet/transfer.ts'
import type { BenchContext, BenchResult } from './lib/context.ts'
import { markdownTable, verdict } from './lib/markdown.ts'
import { benchPostgresUrl, noPostgresNote, throwawayDatabase } from './lib/postgres.ts'
import { spread } from './lib/stats.ts'

/** Workers issuing operations at once, for both measurements; the server's pool holds 20 connections. */
const CONCURRENCY = 16
const PLAYERS = 200
const ROUNDS = 5
const ROUND_SECONDS = 8
const WARM_UP_SECONDS = 2
const RATIO_GOAL = 0.4

export const timeoutMs = 4 * 60_000

type Measurement = { rate: number; p99: number; p50: number }

/** Runs `operation` from CONCURRENCY workers for `seconds`; returns completed operations per second and latencies. */
async function measure(
  ctx: BenchContext,
  seconds: number,
  operation: () => Promise<void>,
): Promise<Measurement> {
  const latencies: number[] = []
  const deadline = performance.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline && !ctx.signal.aborted) {
        const begun = performance.now()
        await operation()
        latencies.push(performance.now() - begun)
      }
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const at = (fraction: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0
  return { rate: latencies.length / elapsed, p50: at(0.5), p99: at(0.99) }
}

export async function run(ctx: BenchContext): Promise<BenchResult> {
  const url = benchPostgresUrl()
  const title = 'Wallet: bet-like operations against raw single-row update transactions (PostgreSQL)'
  if (!url) {
    return {
      title,
      markdown: `**Not measured**: this benchmark needs a PostgreSQL server. ${noPostgresNote}`,
    }
  }

  const databaseUrl = await throwawayDatabase(ctx, url)

  // Dropping the database at the end cuts the pool's idle connections; only warnings before then matter.
  let isMeasuring = true
  const log = { warn: (_object: object, message: string) => isMeasuring && ctx.log(message) }
  const database: Database = await createDatabase({ driver: 'pg', url: databaseUrl }, log)
  ctx.onCleanup(() => database.close())
  // The raw measurement gets a pool of the same size as the wallet's (client.ts opens 20).
  const raw = new pg.Pool({ connectionString: databaseUrl, max: 20 })
  ctx.onCleanup(() => raw.end())
  await applyMigrations(database)
  const { db } = database

  ctx.log(`wallet: ${PLAYERS} players funded, ${CONCURRENCY} workers`)
  const provider = await ensureOperatorAccount(db, {
    kind: 'provider_clearing',
    currency: 'BDT',
    code: 'BENCH',
  })
  const clearing = await ensureOperatorAccount(db, {
    kind: 'method_clearing',
    currency: 'BDT',
    code: 'BENCH',
  })
  const cashAccounts: string[] = []
  for (let index = 0; index < PLAYERS; index++) {
    const userId = `bench-player-${index}`
    await ensurePlayerAccounts(db, userId, 'BDT')
    const accounts = await findPlayerAccounts(db, userId)
    if (!accounts) throw new Error('bench player has no wallet')
    await transfer(db, {
      idempotencyKey: `bench-deposit-${index}`,
      debit: clearing,
      credit: accounts.ids.player_cash,
      amount: 1_000_000_000,
      currency: 'BDT',
      kind: 'deposit',
    })
    cashAccounts.push(accounts.ids.player_cash)
  }
  await raw.query('CREATE TABLE bench_counters (id integer PRIMARY KEY, value bigint NOT NULL)')
  await raw.query('INSERT INTO bench_counters SELECT n, 0 FROM generate_series(0, $1::int - 1) AS n', [
    PLAYERS,
  ])
  await raw.query('ANALYZE')

  const pick = () => Math.floor(Math.random() * PLAYERS)
  const rawUpdate = async () => {
    const client = await raw.connect()
    try {
      await client.query('BEGIN')
      await client.query('UPDATE bench_counters SET value = value + 1 WHERE id = $1', [pick()])
      await client.query('COMMIT')
    } finally {
      client.release()
    }
  }
  let betCounter = 0
  const betAndWin = async () => {
    const cash = cashAccounts[pick()] as string
    betCounter += 1
    const round = `bench-${betCounter}`
    const stake = 100 + Math.floor(Math.random() * 10_000)
    await transfer(db, {
      idempotencyKey: `${round}:stake`,
      debit: cash,
      credit: provider,
      amount: stake,
      currency: 'BDT',
      kind: 'bet_stake',
      ref: { type: 'bet', id: round },
    })
    await transfer(db, {
      idempotencyKey: `${round}:win`,
      debit: provider,
      credit: cash,
      amount: Math.floor(stake * 1.9),
      currency: 'BDT',
      kind: 'bet_win',
      ref: { type: 'bet', id: round },
    })
  }

  await measure(ctx, WARM_UP_SECONDS, rawUpdate)
  await measure(ctx, WARM_UP_SECONDS, betAndWin)
  const raws: Measurement[] = []
  const bets: Measurement[] = []
  // Alternated, so a noisy neighbour on the shared machine weighs on both sides alike.
  for (let round = 0; round < ROUNDS && !ctx.signal.aborted; round++) {
    raws.push(await measure(ctx, ROUND_SECONDS, rawUpdate))
    bets.push(await measure(ctx, ROUND_SECONDS, betAndWin))
    ctx.log(
      `round ${round + 1}: raw ${raws.at(-1)?.rate.toFixed(0)}/s, bet + win ${bets.at(-1)?.rate.toFixed(0)}/s`,
    )
  }
  const report = await reconcileLedger(db)
  isMeasuring = false

  const median = (values: Measurement[], field: keyof Measurement) =>
    spread(values.map((value) => value[field])).median
  const rawRate = median(raws, 'rate')
  const betRate = median(bets, 'rate')
  // Each round pairs a raw and a wallet measurement taken back to back; the median of their ratios is steadier
  // on a shared machine than the ratio of two medians.
  const ratios = spread(bets.map((bet, index) => bet.rate / (raws[index]?.rate ?? Number.NaN)))
  const ratio = ratios.median
  const percent = (value: number) => `${(value * 100).toFixed(0)} %`
  const perSecond = (value: number) => `${value.toFixed(0)} /s`
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const table = markdownTable(
    ['operation', 'rate (median of rounds)', 'p50', 'p99', 'goal', 'status'],
    [
      [
        'raw: `BEGIN; UPDATE … WHERE id = $1; COMMIT` (one row, pg driver)',
        perSecond(rawRate),
        ms(median(raws, 'p50')),
        ms(median(raws, 'p99')),
        '—',
        '—',
      ],
      [
        'bet-like: stake transfer + win transfer, each idempotent, through `transfer()`',
        perSecond(betRate),
        ms(median(bets, 'p50')),
        ms(median(bets, 'p99')),
        `≥ ${RATIO_GOAL * 100} % of raw`,
        `${percent(ratio)} (median of rounds' ratios, ${percent(ratios.min)}–${percent(ratios.max)}) — ` +
          verdict(ratio >= RATIO_GOAL),
      ],
    ],
  )
  return {
    title,
    markdown: [
      table,
      `${CONCURRENCY} concurrent workers on each side, ${ROUNDS} alternating rounds of ${ROUND_SECONDS} s after ` +
        `${WARM_UP_SECONDS} s of warm-up each, on a fresh database of the PostgreSQL server named by ` +
        '`BENCH_DATABASE_URL` / `TEST_DATABASE_URL` / `DATABASE_URL`, with the migrations applied. ' +
        `${PLAYERS} funded players; each bet-like operation picks one at random and runs two transactions as a game ` +
        "provider's calls would: the stake (a conditional debit of the player's cash to the provider's clearing " +
        'account) and the win (back to the cash), each with its own idempotency key and reference. The clearing ' +
        "account's balance is derived, so it is no hot row. The raw side updates one of as many rows through a pool " +
        `of the same size. Afterwards the reconciliation checked ${report.accountsChecked} accounts and ` +
        `${report.transfersChecked} transfers: ${report.isClean ? 'clean' : '**not clean**'}. Measured in process ` +
        'through the wallet operations; the HTTP path of a bet comes with the game domains.',
    ].join('\n\n'),
  }
}
