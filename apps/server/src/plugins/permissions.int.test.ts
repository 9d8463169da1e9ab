import { errorBody } from '@khela/contracts/errors'
import { describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../test/make-staff.ts'
import { signUpPlayer } from '../../test/sign-up.ts'
import { createTestApp } from '../../test/test-app.ts'
import { createTestDatabase } from '../../test/test-database.ts'
import { useTestApp } from '../../test/use-test-app.ts'

const testApp = useTestApp()

describe('the back-office route table', () => {
  it('refuses every admin route to a visitor (401) and to a player (403)', async () => {
    const app = testApp()
    const player = await signUpPlayer(app)
    const origin = app.services.config.publicUrl
    expect(app.adminRoutes.length).toBeGreaterThan(0)
    for (const { method, url } of app.adminRoutes) {
      const path = url.replace(/:[^/]+/g, 'some-id')
      const visitor = await app.inject({
        method: method as 'GET',
        url: path,
        headers: { origin },
        payload: {},
      })
      expect(visitor.statusCode, `${method} ${url} as a visitor`).toBe(401)
      expect(errorBody.parse(visitor.json()).error.code).toBe('UNAUTHENTICATED')
      const asPlayer = await app.inject({
        method: method as 'GET',
        url: path,
        headers: { origin, cookie: player.cookie },
        payload: {},
      })
      expect(asPlayer.statusCode, `${method} ${url} as a player`).toBe(403)
    }
  })

  it('lets a role in only where the permission table says so', async () => {
    const app = testApp()
    const content = await makeUserWithRole(app, 'content')
    const support = await makeUserWithRole(app, 'support')
    const list = (cookie: string) => app.inject({ url: '/api/admin/users', headers: { cookie } })
    expect((await list(content.cookie)).statusCode).toBe(403)
    expect((await list(support.cookie)).statusCode).toBe(200)
  })

  it('refuses to register an admin route that declares no permission', async () => {
    // An app of its own: routes can only be added before an app is ready.
    const testDatabase = await createTestDatabase()
    const { app } = await createTestApp(testDatabase.database)
    try {
      expect(() => app.get('/api/admin/unguarded', async () => 'open')).toThrow(/declares no permission/)
    } finally {
      await app.close()
      await testDatabase.drop()
    }
  })
})
