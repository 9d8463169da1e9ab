import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import type { Config } from '../config.ts'
import { createPgListener } from './pg-listener.ts'
import { pipelineTransactionEnds } from './pipelined-transactions.ts'

/** Both drivers' Drizzle databases share this base type, so no module knows which one it runs on. */
export type Db = PgDatabase<PgQueryResultHKT>

export type NotificationHandler = (payload: string) => void

/** A connection of its own, for what must outlive one query: a session-level advisory lock. */
export type DedicatedSession = {
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>
  /** Called once if the connection breaks; whatever it held (locks) is gone. */
  onLost(listener: (error: Error) => void): void
  release(): Promise<void>
}

export type Database = {
  driver: 'pglite' | 'pg'
  db: Db
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>
  listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>>
  /** Sends the payloads on `channel` in one statement, in their order; each arrives once. */
  notify(channel: string, payloads: readonly string[]): Promise<void>
  openSession(): Promise<DedicatedSession>
  close(): Promise<void>
}

export async function createDatabase(
  database: Config['database'],
  log: { warn(obj: object, msg: string): void } = console,
): Promise<Database> {
  return database.driver === 'pg'
    ? createPgDatabase(database.url, log)
    : createPgliteDatabase(database.dataDir)
}

/** `dataDir: null` gives an in-memory database (tests). */
async function createPgliteDatabase(dataDir: string | null): Promise<Database> {
  return pgliteDatabase(dataDir ? await PGlite.create(dataDir) : await PGlite.create())
}

/** A `Database` over an open PGlite (the tests open theirs from a migrated snapshot: test/migrated-databases.ts). */
export function pgliteDatabase(client: PGlite): Database {
  const query = async <Row>(text: string, params?: unknown[]) => (await client.query<Row>(text, params)).rows
  return {
    driver: 'pglite',
    db: drizzlePglite(client) as unknown as Db,
    query,
    async listen(channel, handler) {
      const unlisten = await client.listen(channel, handler)
      return unlisten
    },
    async notify(channel, payloads) {
      await client.query(notifyStatement, [channel, payloads])
    },
    // PGlite is one connection owned by this process, so a "dedicated" session is that same connection:
    // advisory locks still work, and no other process can share the database anyway.
    async openSession() {
      return { query, onLost() {}, async release() {} }
    },
    async close() {
      await client.close()
    },
  }
}

async function createPgDatabase(
  url: string,
  log: { warn(obj: object, msg: string): void },
): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20, pipeline: true } as pg.PoolConfig)
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection failed'))
  pool.on('connect', pipelineTransactionEnds)
  const listener = createPgListener(url, log)
  const query = async <Row>(text: string, params?: unknown[]) =>
    (await pool.query(text, params)).rows as Row[]
  await query('SELECT 1')
  return {
    driver: 'pg',
    db: drizzlePg(pool) as unknown as Db,
    query,
    listen: listener.listen,
    async notify(channel, payloads) {
      // Named: parsed and planned once per connection, not at every publish (one per bet).
      await pool.query({ name: 'khela_notify', text: notifyStatement, values: [channel, payloads] })
    },
    async openSession() {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      let lostListener: ((error: Error) => void) | null = null
      let isReleased = false
      const lose = (error: Error) => {
        if (isReleased) return
        isReleased = true
        lostListener?.(error)
      }
      client.on('error', lose)
      client.on('end', () => lose(new Error('connection ended')))
      return {
        async query<Row>(text: string, params?: unknown[]) {
          return (await client.query(text, params)).rows as Row[]
        },
        onLost(listener) {
          lostListener = listener
        },
        async release() {
          isReleased = true
          await client.end().catch(() => {})
        },
      }
    },
    async close() {
      await listener.close()
      await pool.end()
    },
  }
}

/** The payloads in their array's order (WITH ORDINALITY), one pg_notify each. */
const notifyStatement =
  'SELECT pg_notify($1, payload) FROM unnest($2::text[]) WITH ORDINALITY AS sent (payload, n) ORDER BY n'
