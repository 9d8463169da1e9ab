import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Db } from './client.ts'
import { commitWithStatement, queryTogether } from './pipelined-transactions.ts'

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

/** A prepared statement: its name, its text with $1… placeholders and their values. */
export type PreparedStatement = { name: string; text: string; values: unknown[] }

/**
 * runPrepared for several statements of the transaction `tx`, run in order and sent together: one round trip on
 * PostgreSQL (pipelined-transactions.ts, queryTogether), each statement still run after the one before it has
 * finished. Their rows, in the same order.
 */
export async function runPreparedTogether<Rows extends unknown[][]>(
  tx: Db,
  statements: { [Index in keyof Rows]: PreparedStatement },
): Promise<Rows> {
  const client = pgClientOf(tx)
  if (client instanceof pg.Pool) throw new Error('statements run together in a transaction')
  if (client) return (await queryTogether(client, statements)).map((result) => result.rows) as Rows
  const rows: unknown[][] = []
  for (const statement of statements)
    rows.push(await runPrepared(tx, statement.name, statement.text, statement.values))
  return rows as Rows
}

/**
 * For a transaction's first statements (runPreparedTogether): PostgreSQL plans the rest of the transaction's
 * prepared statements once per connection (a generic plan, `plan_cache_mode`) and by index only (`enable_seqscan`
 * off), until the transaction ends. Left to itself it keeps custom plans for statements over uuid[] parameters,
 * planned anew at every run (a fifth of the database's CPU samples under sportsbook bets, docs/benchmarks.md), and
 * scans a small table whole and hashes it where a few index lookups do. Only for a transaction whose every row is
 * found by key, and whose statements' plans were checked (EXPLAIN) to be index plans.
 */
export const genericIndexPlans: PreparedStatement = {
  name: 'khela_generic_index_plans',
  text: `SELECT set_config('plan_cache_mode', 'force_generic_plan', true), set_config('enable_seqscan', 'off', true)`,
  values: [],
}

/** The node-postgres pool behind `db`, or the connection of the transaction `db` is. */
function pgClientOf(db: Db): pg.Pool | pg.ClientBase | null {
  const pool = (db as { $client?: unknown }).$client
  if (pool instanceof pg.Pool) return pool
  const connection = (db as unknown as { session?: { client?: unknown } }).session?.client
  return connection instanceof pg.Client ? connection : null
}
