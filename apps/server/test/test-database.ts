import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Config } from '../src/config.ts'
import { migratedPgTemplate } from './migrated-databases.ts'

/**
 * Where an integration test file's data lives: an in-memory PGlite, or (KHELA_TEST_DRIVER=pg) a database
 * of its own on the TEST_DATABASE_URL server, copied from the migrated template and dropped by `drop()`.
 */
export async function createTestDatabase(): Promise<{ database: Config['database']; drop(): Promise<void> }> {
  if (process.env.KHELA_TEST_DRIVER !== 'pg') {
    return { database: { driver: 'pglite', dataDir: null }, async drop() {} }
  }
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) throw new Error('KHELA_TEST_DRIVER=pg needs TEST_DATABASE_URL')
  const created = await createDatabaseOn(serverUrl, 'khela_test', migratedPgTemplate())
  return { database: { driver: 'pg', url: created.url }, drop: created.drop }
}

/**
 * A new database on the PostgreSQL server at `serverUrl`, named `<prefix>_<random>` — empty, or a copy of
 * `template` — and how to drop it.
 */
export async function createDatabaseOn(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const copying = template ? ` TEMPLATE ${template}` : ''
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}${copying}`))
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      )
    },
  }
}

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}
