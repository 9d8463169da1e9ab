import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Db } from './client.ts'
import { commitWithStatement } from './pipelined-transactions.ts'

/**
 * Runs `text` (with $1… placeholders) on `db`, a pool or a transaction. On PostgreSQL it is a named prepared
 * statement, parsed and planned once per connection (in a transaction too, on the transaction's connection): for a
 * hot statement that planning otherwise costs about as much as running it, and Drizzle's building of the query
 * as much again. On PGlite it goes through Drizzle, each value one parameter (an array too, which Drizzle would
 * otherwise spread into a list).
 */
export async function runPrepared<Row>(
  db: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = pgClientOf(db)
  if (client) return (await client.query<Row & pg.QueryResultRow>({ name, text, values })).rows
  const parts = text.split(/\$(\d+)/)
  const statement = sql.join(
    parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1]))),
  )
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows
}

/**
 * runPrepared for the last statement of a transaction `tx`, committed with it in one round trip on PostgreSQL
 * (pipelined-transactions.ts): once it returns, the transaction has committed, and nothing may follow it. A refusal
 * must therefore be the statement's own error (a raised exception rolls the whole transaction back), not a check
 * after it. On PGlite it is runPrepared, and the transaction's owner commits.
 */
export async function runFinalStatement<Row>(
  tx: Db,
  name: string,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const client = pgClientOf(tx)
  if (client instanceof pg.Pool) throw new Error(`${name}: a final statement runs in a transaction`)
  const rows = client && (await commitWithStatement<Row & pg.QueryResultRow>(client, { name, text, values }))
  return rows ?? runPrepared<Row>(tx, name, text, values)
}

/** The node-postgres pool behind `db`, or the connection of the transaction `db` is. */
function pgClientOf(db: Db): pg.Pool | pg.ClientBase | null {
  const pool = (db as { $client?: unknown }).$client
  if (pool instanceof pg.Pool) return pool
  const connection = (db as unknown as { session?: { client?: unknown } }).session?.client
  return connection instanceof pg.Client ? connection : null
}
