import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import type { App } from '../../app.ts'
import { sessions } from '../../db/schema/auth.ts'

const testApp = useTestApp({ SESSION_IDLE_HOURS: '2', SESSION_MAX_DAYS: '3' })
const hour = 60 * 60 * 1000

describe('session lifetime', () => {
  it('sets a new session to end after the idle timeout', async () => {
    const app = testApp()
    const player = await signUpPlayer(app)
    const [session] = await app.services.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, player.userId))
    const remaining = (session?.expiresAt.getTime() ?? 0) - Date.now()
    expect(remaining).toBeGreaterThan(1.9 * hour)
    expect(remaining).toBeLessThanOrEqual(2 * hour)
  })

  it('ends a session unused for longer than the idle timeout', async () => {
    const app = testApp()
    const player = await signUpPlayer(app)
    await app.services.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, player.userId))
    await untilSessionsForgotten(app, player.userId)
    expect((await app.inject({ url: '/api/session', headers: { cookie: player.cookie } })).json()).toEqual({
      user: null,
    })
  })

  it('ends a session older than the absolute lifetime, however recently it was used', async () => {
    const app = testApp()
    const player = await signUpPlayer(app)
    const session = () => app.inject({ url: '/api/session', headers: { cookie: player.cookie } })
    expect((await session()).json()).toMatchObject({ user: { id: player.userId } })
    await app.services.database.db
      .update(sessions)
      .set({
        createdAt: new Date(Date.now() - 3 * 24 * hour - 60_000),
        expiresAt: new Date(Date.now() + hour),
      })
      .where(eq(sessions.userId, player.userId))
    await untilSessionsForgotten(app, player.userId)
    expect((await session()).json()).toEqual({ user: null })
    const left = await app.services.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, player.userId))
    expect(left).toEqual([])
  })
})

/** The server keeps verified sessions briefly; a change to a session row reaches it from the database. */
async function untilSessionsForgotten(app: App, userId: string) {
  await vi.waitFor(() => expect(app.services.auth.sessionCache.hasUser(userId)).toBe(false))
}
