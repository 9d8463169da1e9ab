import { execFile } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import type { BenchContext } from './context.ts'
import { findPgbench, pgbenchEnv } from './pgbench.ts'

const run = promisify(execFile)

/** Players' balances the transfers move money between, two picked at random per transaction. */
const ACCOUNTS = 200

export type TransferRun = { commitsPerSecond: number; p50Ms: number; p99Ms: number; commits: number }

/**
 * Money-like commits for the NOTIFY benchmark: pgbench, 16 clients, each transaction a transfer (debit one
 * balance, credit another, one ledger row), on tables of its own in `databaseUrl`. Returns a function that runs
 * pgbench for `seconds` and answers its commits per second and the commit latency (BEGIN to COMMIT's answer) from
 * pgbench's per-transaction log.
 */
export async function prepareTransfers(
  ctx: BenchContext,
  databaseUrl: string,
): Promise<(seconds: number) => Promise<TransferRun>> {
  const pgbench = await findPgbench()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('CREATE TABLE bench_accounts (id integer PRIMARY KEY, balance bigint NOT NULL)')
    await client.query(
      'CREATE TABLE bench_ledger (id bigserial PRIMARY KEY, from_id integer NOT NULL, to_id integer NOT NULL, ' +
        'amount bigint NOT NULL, created_at timestamptz NOT NULL DEFAULT now())',
    )
    await client.query(
      'INSERT INTO bench_accounts SELECT n, 1000000 FROM generate_series(0, $1::int - 1) AS n',
      [ACCOUNTS],
    )
    await client.query('ANALYZE bench_accounts')
  } finally {
    await client.end()
  }
  const dir = await mkdtemp(join(tmpdir(), 'khela-transfers-'))
  ctx.onCleanup(() => rm(dir, { recursive: true, force: true }))
  const script = join(dir, 'transfer.sql')
  // The lower id is locked first, so two transfers between the same pair never deadlock.
  await writeFile(
    script,
    `\\set a random(0, ${ACCOUNTS - 1})\n\\set b random(0, ${ACCOUNTS - 1})\n` +
      '\\set low least(:a, :b)\n\\set high greatest(:a, :b)\nBEGIN;\n' +
      'UPDATE bench_accounts SET balance = balance - 1 WHERE id = :low;\n' +
      'UPDATE bench_accounts SET balance = balance + 1 WHERE id = :high;\n' +
      'INSERT INTO bench_ledger (from_id, to_id, amount) VALUES (:low, :high, 1);\nCOMMIT;\n',
  )
  const env = pgbenchEnv(databaseUrl)
  let runs = 0
  return async (seconds) => {
    runs += 1
    const prefix = join(dir, `log${runs}`)
    const { stdout } = await run(
      pgbench,
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        '16',
        '-j',
        '2',
        '-T',
        String(seconds),
        '-l',
        `--log-prefix=${prefix}`,
        '-f',
        script,
      ],
      { env, signal: ctx.signal },
    )
    const match = /tps = ([\d.]+)/.exec(stdout)
    if (!match?.[1]) throw new Error(`pgbench printed no tps:\n${stdout}`)
    // Each line of the log: client, transaction number, latency in µs, script, epoch seconds, µs.
    const latencies: number[] = []
    for (const name of await readdir(dir)) {
      if (!name.startsWith(`log${runs}.`)) continue
      for (const line of (await readFile(join(dir, name), 'utf8')).split('\n')) {
        const micros = Number(line.split(' ')[2])
        if (line && Number.isFinite(micros)) latencies.push(micros / 1000)
      }
      await rm(join(dir, name))
    }
    latencies.sort((a, b) => a - b)
    const at = (fraction: number) =>
      latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? Number.NaN
    return { commitsPerSecond: Number(match[1]), p50Ms: at(0.5), p99Ms: at(0.99), commits: latencies.length }
  }
}
