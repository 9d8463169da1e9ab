import { defineConfig } from 'vitest/config'

const integrationFiles = ['apps/server/src/**/*.int.test.ts']
// Migrates once per run; each test file copies the result (apps/server/test/migrated-databases.ts).
const globalSetup = ['apps/server/test/migrated-databases.ts']

// The integration suite runs on an in-memory PGlite per test file and, when TEST_DATABASE_URL names a
// PostgreSQL server, once more against it (a fresh database per test file).
const postgresProjects = process.env.TEST_DATABASE_URL
  ? [
      {
        test: {
          name: 'integration-pg',
          include: integrationFiles,
          env: { KHELA_TEST_DRIVER: 'pg' },
          globalSetup,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : []

export default defineConfig({
  test: {
    // Two files at a time. Vitest's default (the cores less one) runs one at a time on the 2-core CI machine,
    // where an integration file waits on its database or its timers much of the time: in a clean-clone
    // `.ci/run`, two workers took both integration projects from 411 s to 239 s.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/reference-provider/src/**/*.test.ts',
            'apps/match-simulator/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: integrationFiles,
          env: { KHELA_TEST_DRIVER: 'pglite' },
          globalSetup,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...postgresProjects,
    ],
  },
})
