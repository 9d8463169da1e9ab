import { createDatabaseOn } from '../../apps/server/test/test-database.ts'
import type { BenchContext } from './context.ts'

/** The PostgreSQL server benchmarks use: BENCH_DATABASE_URL, else TEST_DATABASE_URL, else DATABASE_URL. */
export function benchPostgresUrl(): string | undefined {
  return process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
}

/** What a benchmark that needs PostgreSQL says when none is set. */
export const noPostgresNote =
  'Set `BENCH_DATABASE_URL` (or `TEST_DATABASE_URL` / `DATABASE_URL`) to a PostgreSQL server; the benchmark ' +
  'creates a database of its own there and drops it afterwards.'

/** A new, empty database on the server at `url`, dropped when the benchmark ends; its URL. */
export async function throwawayDatabase(ctx: BenchContext, url: string): Promise<string> {
  const created = await createDatabaseOn(url, 'khela_bench')
  ctx.onCleanup(created.drop)
  return created.url
}
