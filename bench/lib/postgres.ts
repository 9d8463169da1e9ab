import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { BenchContext } from './context.ts'

/** The PostgreSQL server benchmarks use: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else DATABASE_URL. */
export function benchPostgresUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
}

/** What a benchmark that needs PostgreSQL says when none is set. */
export const noPostgresNote =
  'Set `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL` / `DATABASE_URL`) to a PostgreSQL server; the benchmark ' +
  'creates a database of its own there and drops it afterwards.'

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** A new, empty database on the server at `url`, dropped when the benchmark ends; its URL. */
export async function throwawayDatabase(ctx: BenchContext, url: string): Promise<string> {
  const name = `khela_bench_${randomBytes(5).toString('hex')}`
  await withAdminClient(url, (client) => client.query(`CREATE DATABASE ${name}`))
  ctx.onCleanup(async () => {
    await withAdminClient(url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
  })
  const databaseUrl = new URL(url)
  databaseUrl.pathname = `/${name}`
  return databaseUrl.toString()
}
