import { afterAll, beforeAll, expect } from 'vitest'
import type { App } from '../src/app.ts'
import { createTestApp } from './test-app.ts'
import { createTestDatabase } from './test-database.ts'

/**
 * One app on a fresh database for the enclosing test file (or describe block): created before its tests,
 * closed and dropped after them. Returns a getter, since the app exists only once `beforeAll` has run.
 * Afterwards it fails the file if any answer carried an error code its operation's API document does not list:
 * add the code to the route's `config.errors` (or fix the answer).
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
    const undocumented = app?.undocumentedErrors ?? []
    await app?.close()
    await dropDatabase()
    expect(undocumented, 'error codes answered but not in the API document').toEqual([])
  })
  return () => {
    if (!app) throw new Error('the test app exists only inside tests and hooks')
    return app
  }
}
