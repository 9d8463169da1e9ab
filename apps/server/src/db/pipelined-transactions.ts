import type pg from 'pg'

/**
 * Round trips a transaction on PostgreSQL is spared. The pool's connections run in pg's pipeline mode (a query is
 * written at once, not after the previous one's answer), and:
 * - a transaction's BEGIN (Drizzle sends `begin` and awaits it) is answered at once and held in the socket's
 *   buffer, then written in one packet with the transaction's first statement. BEGIN fails only with the
 *   connection, and then so does that statement, which reports it;
 * - a transaction whose last statement is known (runFinalStatement) sends its COMMIT with it, and Drizzle's own
 *   COMMIT (or ROLLBACK) after it is answered here.
 * Whatever else a pooled connection is asked runs as before, one answer per query, in order.
 */
export function pipelineTransactionEnds(client: pg.PoolClient) {
  const { stream } = (client as unknown as { connection: { stream: Stream } }).connection
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>
  const state: PipelineState = { isBeginHeld: false, hasEnded: false, stream, query }
  states.set(client, state)
  const flushBegin = () => {
    if (!state.isBeginHeld) return
    state.isBeginHeld = false
    stream.uncork()
  }
  ;(client as { query: unknown }).query = (...args: unknown[]) => {
    const text = plainTextOf(args)
    if (text !== null && /^begin\b/i.test(text) && !state.isBeginHeld) {
      state.hasEnded = false
      stream.cork()
      state.isBeginHeld = true
      query(text).catch(() => {})
      // Written with the next statement, or on the next turn of the event loop if none comes.
      setImmediate(flushBegin)
      return Promise.resolve(answer('BEGIN'))
    }
    if (state.hasEnded) {
      state.hasEnded = false
      if (text !== null && /^(commit|rollback)$/i.test(text))
        return Promise.resolve(answer(text.toUpperCase()))
      return Promise.reject(new Error('a statement after the transaction committed with its last one'))
    }
    try {
      return query(...args)
    } finally {
      flushBegin()
    }
  }
}

/**
 * Runs the last statement of the transaction `client` is in and commits it, in one round trip: the statement and
 * COMMIT are written together. The statement's error, or the commit's, is thrown, and the transaction is then
 * rolled back already; so is a statement that refuses by raising. Nothing may run in the transaction after it: its
 * owner's COMMIT or ROLLBACK is answered without being sent. Null on a connection that is not pipelined.
 */
export async function commitWithStatement<Row extends pg.QueryResultRow>(
  client: pg.ClientBase,
  statement: { name: string; text: string; values: unknown[] },
): Promise<Row[] | null> {
  const state = states.get(client)
  if (!state) return null
  state.stream.cork()
  // A BEGIN still held (the transaction's only statement is this one) goes in the same packet.
  const isBeginHeld = state.isBeginHeld
  state.isBeginHeld = false
  let written: Promise<pg.QueryResult<Row>>
  let committed: Promise<unknown>
  try {
    written = state.query(statement) as Promise<pg.QueryResult<Row>>
    committed = state.query('COMMIT')
  } finally {
    state.stream.uncork()
    if (isBeginHeld) state.stream.uncork()
  }
  state.hasEnded = true
  const [result, commit] = await Promise.allSettled([written, committed])
  if (result.status === 'rejected') throw result.reason
  if (commit.status === 'rejected') throw commit.reason
  const tag = (commit.value as { command?: string }).command
  if (tag !== 'COMMIT') throw new Error(`the transaction ended with ${tag}, not COMMIT`)
  return result.value.rows
}

/**
 * Runs `statements` one after another in the transaction `client` is in, written in one packet (with a BEGIN still
 * held): one round trip for all of them. PostgreSQL runs each once the one before it has finished, so a statement's
 * snapshot still sees what the ones before it waited for (a lock granted). If one fails, those after it fail too
 * (the transaction is aborted). On a connection that is not pipelined they are queued in order, one round trip each.
 */
export function queryTogether(
  client: pg.ClientBase,
  statements: readonly { name: string; text: string; values: unknown[] }[],
): Promise<pg.QueryResult[]> {
  const state = states.get(client)
  if (!state) return Promise.all(statements.map((statement) => client.query(statement)))
  if (state.hasEnded)
    return Promise.reject(new Error('a statement after the transaction committed with its last one'))
  state.stream.cork()
  const isBeginHeld = state.isBeginHeld
  state.isBeginHeld = false
  let answers: Promise<pg.QueryResult>[]
  try {
    answers = statements.map((statement) => state.query(statement) as Promise<pg.QueryResult>)
  } finally {
    state.stream.uncork()
    if (isBeginHeld) state.stream.uncork()
  }
  return Promise.all(answers)
}

type Stream = { cork(): void; uncork(): void }
type PipelineState = {
  isBeginHeld: boolean
  /** The transaction committed with its last statement; its owner's COMMIT or ROLLBACK is answered here. */
  hasEnded: boolean
  stream: Stream
  query: (...args: unknown[]) => Promise<unknown>
}

const states = new WeakMap<object, PipelineState>()

/** The text of a query with no parameters (how Drizzle sends BEGIN, COMMIT and ROLLBACK), else null. */
function plainTextOf(args: unknown[]): string | null {
  const [config, values] = args
  if (args.length > 2 || (values !== undefined && !(Array.isArray(values) && values.length === 0)))
    return null
  const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text
  return typeof text === 'string' ? text.trim() : null
}

const answer = (command: string) => ({ command, rowCount: null, oid: 0, rows: [], fields: [] })
