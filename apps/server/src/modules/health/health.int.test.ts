import { readFileSync } from 'node:fs'
import path from 'node:path'
import { health } from '@khela/contracts/health'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/use-test-app.ts'
import type { App } from '../../app.ts'
import { migrationsFolder } from '../../db/migrate.ts'

const testApp = useTestApp()
let app: App

beforeAll(() => {
  app = testApp()
})

describe('GET /api/health', () => {
  it('reports a reachable database and the newest committed migration', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[]
    }
    const response = await app.inject('/api/health')
    expect(response.statusCode).toBe(200)
    const body = health.parse(response.json())
    expect(body.status).toBe('ok')
    expect(body.database).toEqual({ driver: app.services.database.driver, reachable: true })
    expect(body.migration).toEqual({ applied: journal.entries.length, latest: journal.entries.at(-1)?.tag })
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('applying the migrations again changes nothing', async () => {
    const { applyMigrations } = await import('../../db/migrate.ts')
    await applyMigrations(app.services.database)
    const body = health.parse((await app.inject('/api/health')).json())
    expect(body.migration.applied).toBeGreaterThan(0)
  })

  it('answers 503 degraded when the database is unreachable', async () => {
    const { database } = app.services
    const failing = { ...database, query: async () => Promise.reject(new Error('connection refused')) }
    app.services.database = failing
    try {
      const response = await app.inject('/api/health')
      expect(response.statusCode).toBe(503)
      expect(health.parse(response.json())).toMatchObject({
        status: 'degraded',
        database: { reachable: false },
      })
    } finally {
      app.services.database = database
    }
  })
})
