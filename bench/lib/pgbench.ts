import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import type { BenchContext } from './context.ts'

const run = promisify(execFile)

/** Rows the raw side updates, one picked at random per transaction (as many as the benchmarks' players). */
const RAW_ROWS = 200

/** pgbench from PATH, else from the newest PostgreSQL under /usr/lib/postgresql (Debian's layout). */
export async function findPgbench(): Promise<string> {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    if (dir && existsSync(join(dir, 'pgbench'))) return join(dir, 'pgbench')
  }
  const versions = await readdir('/usr/lib/postgresql').catch(() => [] as string[])
  const newest = versions.toSorted((a, b) => Number(b) - Number(a))[0]
  const candidate = newest ? `/usr/lib/postgresql/${newest}/bin/pgbench` : ''
  if (candidate && existsSync(candidate)) return candidate
  throw new Error('pgbench not found: install PostgreSQL (Debian: apt-get install postgresql)')
}

/** The environment that points pgbench (libpq) at `databaseUrl`. */
export function pgbenchEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl)
  return {
    ...process.env,
    PGHOST: url.hostname,
    PGPORT: url.port || '5432',
    PGUSER: decodeURIComponent(url.username) || 'postgres',
    PGPASSWORD: decodeURIComponent(url.password),
    PGDATABASE: url.pathname.slice(1),
  }
}

/**
 * "Raw" in DESIGN §8: pgbench's single-row UPDATE transactions per second, 16 clients, on the same PostgreSQL
 * cluster in the same run as the measurement it is set against. Prepares a table of its own in `databaseUrl`
 * and returns a function that runs pgbench for `seconds` and answers its transactions per second.
 */
export async function preparePgbench(
  ctx: BenchContext,
  databaseUrl: string,
): Promise<(seconds: number) => Promise<number>> {
  const pgbench = await findPgbench()
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    await client.query('CREATE TABLE bench_counters (id integer PRIMARY KEY, value bigint NOT NULL)')
    await client.query('INSERT INTO bench_counters SELECT n, 0 FROM generate_series(0, $1::int - 1) AS n', [
      RAW_ROWS,
    ])
    await client.query('ANALYZE bench_counters')
  } finally {
    await client.end()
  }
  const script = join(ctx.rootDir, 'node_modules', '.cache', `khela-pgbench-${process.pid}.sql`)
  await run('mkdir', ['-p', join(ctx.rootDir, 'node_modules', '.cache')])
  await writeFile(
    script,
    `\\set id random(0, ${RAW_ROWS - 1})\nBEGIN;\nUPDATE bench_counters SET value = value + 1 WHERE id = :id;\nCOMMIT;\n`,
  )
  ctx.onCleanup(() => run('rm', ['-f', script]).then(() => undefined))
  const env = pgbenchEnv(databaseUrl)
  return async (seconds) => {
    // -n: no vacuum of pgbench's own tables (there are none); prepared statements, as the server's hot
    // statements are; two threads for the two cores.
    const { stdout } = await run(
      pgbench,
      ['-n', '-M', 'prepared', '-c', '16', '-j', '2', '-T', String(seconds), '-f', script],
      { env, signal: ctx.signal },
    )
    const match = /tps = ([\d.]+)/.exec(stdout)
    if (!match?.[1]) throw new Error(`pgbench printed no tps:\n${stdout}`)
    return Number(match[1])
  }
}
