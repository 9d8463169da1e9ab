import { readFileSync } from 'node:fs'
import path from 'node:path'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import type { Database } from './client.ts'

export const migrationsFolder = path.join(import.meta.dirname, 'migrations')

// Any fixed number works; it only has to be the same in every instance of Khela.
const migrationLockKey = 727_001

/** Applies the committed migrations. Instances starting together take turns behind an advisory lock. */
export async function applyMigrations(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder })
    return
  }
  const session = await database.openSession()
  try {
    await session.query('SELECT pg_advisory_lock($1)', [migrationLockKey])
    await migrateNodePg(database.db as never, { migrationsFolder })
  } finally {
    await session.release()
  }
}

type Journal = { entries: { idx: number; tag: string }[] }

export async function findMigrationState(database: Database) {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as Journal
  const [row] = await database.query<{ applied: number }>(
    'SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations',
  )
  const applied = row?.applied ?? 0
  return { applied, latest: journal.entries[applied - 1]?.tag ?? null }
}
