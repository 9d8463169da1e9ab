import { afterAll, beforeAll } from 'vitest'
import type { App } from '../src/app.ts'
import { createTestApp } from './test-app.ts'
import { createTestDatabase } from './test-database.ts'

/**
 * One app on a fresh database for the enclosing test file (or describe block): created before its tests,
 * closed and dropped after them. Returns a getter, since the app exists only once `beforeAll` has run.
 */
export function useTestApp(env: Record<string, string> = {}): () => App {
  let app: App | undefined
  let dropDatabase = async () => {}
  beforeAll(async () => {
    const testDatabase = await createTestDatabase()
    dropDatabase = testDatabase.drop
    ;({ app } = await createTestApp(testDatabase.database, env))
  })
  afterAll(async () => {
    await app?.close()
    await dropDatabase()
  })
  return () => {
    if (!app) throw new Error('the test app exists only inside tests and hooks')
    return app
  }
}
