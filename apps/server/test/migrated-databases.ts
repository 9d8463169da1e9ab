import { createHash, randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { readFile, rename, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import type { TestProject } from 'vitest/node'
import { createDatabase, type Database, pgliteDatabase } from '../src/db/client.ts'
import { applyMigrations, migrationsFolder } from '../src/db/migrate.ts'

/**
 * Every integration test file starts from a migrated database. Running the 26 migrations per file cost
 * seconds on PGlite, so the suite migrates once (this file is each integration project's globalSetup) and
 * every file copies the result: PGlite loads a dump of a migrated data directory, PostgreSQL creates the
 * file's database from a migrated template. Both are named by a hash of the migrations, so a changed
 * migration builds new ones and an unchanged one reuses them across runs.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string
    pgTemplate: string
  }
}

export default async function setup(project: TestProject): Promise<void> {
  if (process.env.KHELA_TEST_DRIVER === 'pg' || project.config.env.KHELA_TEST_DRIVER === 'pg') {
    project.provide('pgTemplate', await ensurePgTemplate(requiredServerUrl()))
  } else {
    project.provide('pgliteSnapshot', await ensurePgliteSnapshot())
  }
}

/** A fresh in-memory PGlite holding the migrated schema. */
export async function openMigratedPglite(): Promise<Database> {
  snapshot ??= readFile(inject('pgliteSnapshot')).then((bytes) => new Blob([bytes]))
  return pgliteDatabase(await PGlite.create({ loadDataDir: await snapshot }))
}
let snapshot: Promise<Blob> | undefined

/** The migrated template a test file's PostgreSQL database is created from. */
export function migratedPgTemplate(): string {
  return inject('pgTemplate')
}

function requiredServerUrl(): string {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('KHELA_TEST_DRIVER=pg needs TEST_DATABASE_URL')
  return url
}

function migrationsHash(): string {
  const hash = createHash('sha256')
  const files = readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).sort()
  for (const file of files) {
    const full = path.join(migrationsFolder, file)
    if (!file.endsWith('.sql') && !file.endsWith('.json')) continue
    hash.update(file).update(readFileSync(full))
  }
  return hash.digest('hex').slice(0, 16)
}

async function ensurePgliteSnapshot(): Promise<string> {
  const file = path.join(tmpdir(), `khela-pglite-${migrationsHash()}.tar`)
  if (existsSync(file)) return file
  const client = await PGlite.create()
  const database = pgliteDatabase(client)
  await applyMigrations(database)
  const dump = await client.dumpDataDir('none')
  await database.close()
  // Written aside and renamed, so a concurrent run never loads half a file.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()))
  await rename(partial, file)
  return file
}

async function ensurePgTemplate(serverUrl: string): Promise<string> {
  const name = `khela_template_${migrationsHash()}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount) return name
    // Built under a name of its own and renamed when complete, so a concurrent run never copies half of it.
    const building = `${name}_${randomBytes(4).toString('hex')}`
    await admin.query(`CREATE DATABASE ${building}`)
    const url = new URL(serverUrl)
    url.pathname = `/${building}`
    const database = await createDatabase({ driver: 'pg', url: url.toString() })
    await applyMigrations(database)
    await database.close()
    // A closed pool's backends may not have exited yet; renaming (and copying) needs none connected.
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [building])
    try {
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
    } catch (error) {
      // Another run finished the same template first (42P04: it exists): keep theirs.
      if ((error as { code?: string }).code !== '42P04') throw error
      await admin.query(`DROP DATABASE ${building} WITH (FORCE)`)
    }
    return name
  } finally {
    await admin.end()
  }
}
