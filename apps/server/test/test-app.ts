import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { type App, buildApp } from '../src/app.ts'
import { type Config, parseConfig } from '../src/config.ts'
import { openMigratedPglite } from './migrated-databases.ts'

export const testSessionSecret = 'test-session-secret-of-at-least-32-characters'

export function createTestConfig(database: Config['database'], env: Record<string, string> = {}): Config {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'khela-test-'))
  return {
    ...parseConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      WEB_DIST: path.join(dataDir, 'no-web-build'),
      SESSION_SECRET: testSessionSecret,
      LEADER_POLL_MS: '200',
      // A test that needs Crash rounds switches the engine on (or runs one of its own with short phases).
      CRASH_ENGINE: 'false',
      // Tests register and sign in many players from one address; the limits have tests of their own.
      REGISTRATION_LIMIT_PER_IP: '10000',
      SIGN_IN_LIMIT_PER_IP: '10000',
      AUTH_LIMIT_PER_IP: '10000',
      // Polled feeds in tests are local servers on 127.0.0.1.
      FEED_ALLOW_PRIVATE_ADDRESSES: 'true',
      ...env,
    }),
    database,
  }
}

/**
 * An app on the given database. With PGlite the app gets an in-memory, already migrated instance of its own;
 * with pg each app opens its own pool, as a real instance would.
 */
export async function createTestApp(
  database: Config['database'],
  env: Record<string, string> = {},
): Promise<{ app: App; config: Config }> {
  const config = createTestConfig(database, env)
  if (config.database.driver !== 'pglite') return { app: await buildApp(config), config }
  return { app: await buildApp(config, { database: await openMigratedPglite() }), config }
}
