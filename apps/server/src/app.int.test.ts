import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUpPlayer } from '../test/sign-up.ts'
import { createTestApp } from '../test/test-app.ts'
import { createTestDatabase } from '../test/test-database.ts'
import { useTestApp } from '../test/use-test-app.ts'
import type { App } from './app.ts'

let dropDatabase: () => Promise<void>
let databaseConfig: Awaited<ReturnType<typeof createTestDatabase>>['database']

beforeAll(async () => {
  const testDatabase = await createTestDatabase()
  databaseConfig = testDatabase.database
  dropDatabase = testDatabase.drop
})

afterAll(async () => {
  await dropDatabase()
})

describe('the application', () => {
  it('finishes a request in flight before it closes, then stops listening', async () => {
    const { app } = await createTestApp(databaseConfig)
    let releaseSlowRequest = () => {}
    let markStarted = () => {}
    const started = new Promise<void>((resolve) => {
      markStarted = resolve
    })
    app.get('/api/test/slow', async () => {
      markStarted()
      await new Promise<void>((resolve) => {
        releaseSlowRequest = resolve
      })
      return { finished: true }
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    const base = `http://127.0.0.1:${address.port}`

    const inFlight = fetch(`${base}/api/test/slow`)
    await started
    const closing = app.close()
    releaseSlowRequest()
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ finished: true })
    await closing
    await expect(fetch(`${base}/api/health`)).rejects.toThrow()
  })

  describe('sessions', () => {
    const testApp = useTestApp()
    let app: App
    beforeAll(() => {
      app = testApp()
    })

    it('reports no user to a visitor', async () => {
      const response = await app.inject('/api/session')
      expect(response.json()).toEqual({ user: null })
      expect(response.headers['cache-control']).toBe('no-store')
    })

    it('reports the signed-in player behind the session cookie, in an HttpOnly SameSite cookie', async () => {
      const player = await signUpPlayer(app)
      const response = await app.inject({ url: '/api/session', headers: { cookie: player.cookie } })
      expect(response.json()).toEqual({
        user: { id: player.userId, email: player.email, name: player.email.split('@')[0], role: 'player' },
      })
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in',
        headers: { origin: app.services.config.publicUrl },
        payload: { method: 'email', email: player.email, password: player.password },
      })
      const cookie = String([signIn.headers['set-cookie']].flat()[0])
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).toMatch(/SameSite=Lax/i)
    })
  })
})
