import type { GameLaunch, PlayerGameList } from '@khela/contracts/catalog'
import { recentGamesKept } from '@khela/contracts/catalog'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import type { App } from '../../app.ts'
import { gameProviders, games } from '../../db/schema/catalog.ts'
import { providerCredentials } from '../../db/schema/provider-credentials.ts'
import { findLaunchSession } from '../providers/launch-sessions.ts'

// 24 listed games of Alpha (game-01 … game-24), one inactive game and one game of an inactive provider.
const listedSlugs = Array.from({ length: 24 }, (_, index) => `game-${String(index + 1).padStart(2, '0')}`)

async function insertFixtures(app: App) {
  const { db } = app.services.database
  await db.insert(gameProviders).values([
    { code: 'alpha', name: 'Alpha Studio' },
    { code: 'closed', name: 'Closed Studio', status: 'inactive' },
  ])
  await db.insert(games).values([
    ...listedSlugs.map((slug, index) => ({
      slug,
      title: `Game ${index + 1}`,
      providerCode: 'alpha',
      code: slug,
      position: index,
    })),
    {
      slug: 'retired',
      title: 'Retired',
      providerCode: 'alpha',
      code: 'retired',
      status: 'inactive' as const,
    },
    { slug: 'orphan', title: 'Orphan', providerCode: 'closed', code: 'orphan' },
    {
      slug: 'alpha-dice',
      title: 'Alpha Dice',
      providerCode: 'alpha',
      code: 'alpha-dice',
      launchKind: 'in_house' as const,
      originalGame: 'dice' as const,
    },
  ])
}

const slugsOf = (list: PlayerGameList) => list.games.map((game) => game.slug)

describe('a player’s favourites and recently played games', () => {
  const getApp = useTestApp()
  beforeAll(async () => insertFixtures(getApp()))

  /** Requests as one signed-in user, writes from the site's own origin. */
  function as(cookie: string) {
    const app = getApp()
    const headers = { cookie, origin: app.services.config.publicUrl }
    return {
      get: (url: string) => app.inject({ method: 'GET', url, headers }),
      put: (url: string) => app.inject({ method: 'PUT', url, headers }),
      delete: (url: string) => app.inject({ method: 'DELETE', url, headers }),
      post: (url: string) => app.inject({ method: 'POST', url, headers }),
    }
  }

  const playerEndpoints = [
    ['GET', '/api/catalog/me/favourites'],
    ['PUT', '/api/catalog/me/favourites/game-01'],
    ['DELETE', '/api/catalog/me/favourites/game-01'],
    ['GET', '/api/catalog/me/recent'],
    ['POST', '/api/catalog/me/recent/game-01/launch'],
  ] as const

  it('refuses a visitor (401) and staff (403) on every endpoint', async () => {
    const app = getApp()
    const staff = await makeUserWithRole(app, 'support')
    for (const [method, url] of playerEndpoints) {
      const visitor = await app.inject({ method, url })
      expect(visitor.statusCode, `${method} ${url}`).toBe(401)
      expect(visitor.json().error.code).toBe('UNAUTHENTICATED')
      const staffAnswer = await app.inject({
        method,
        url,
        headers: { cookie: staff.cookie, origin: app.services.config.publicUrl },
      })
      expect(staffAnswer.statusCode, `${method} ${url}`).toBe(403)
      expect(staffAnswer.json().error.code).toBe('FORBIDDEN')
    }
  })

  it('favourites: PUT and DELETE are idempotent, the list is the player’s own, the latest first', async () => {
    const app = getApp()
    const player = as((await signUpPlayer(app)).cookie)
    const other = as((await signUpPlayer(app)).cookie)

    const empty = await player.get('/api/catalog/me/favourites')
    expect(empty.statusCode).toBe(200)
    expect(empty.headers['cache-control']).toBe('private, no-store')
    expect(slugsOf(empty.json())).toEqual([])

    for (const slug of ['game-03', 'game-01', 'game-03']) {
      const added = await player.put(`/api/catalog/me/favourites/${slug}`)
      expect(added.statusCode).toBe(204)
    }
    const list = await player.get('/api/catalog/me/favourites')
    expect(slugsOf(list.json())).toEqual(['game-01', 'game-03'])
    expect(list.json<PlayerGameList>().games[0]).toMatchObject({
      title: 'Game 1',
      provider: { code: 'alpha', name: 'Alpha Studio' },
      art: { src: expect.stringMatching(/^\/api\/catalog\/art\/game-01\.webp\?v=/) },
    })
    expect(slugsOf((await other.get('/api/catalog/me/favourites')).json())).toEqual([])

    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await player.delete('/api/catalog/me/favourites/game-01')).statusCode).toBe(204)
    }
    expect(slugsOf((await player.get('/api/catalog/me/favourites')).json())).toEqual(['game-03'])
  })

  it('favourites: an unknown or unlisted game cannot be added; a malformed slug is a validation error', async () => {
    const app = getApp()
    const player = as((await signUpPlayer(app)).cookie)
    for (const slug of ['no-such-game', 'retired', 'orphan']) {
      const response = await player.put(`/api/catalog/me/favourites/${slug}`)
      expect(response.statusCode, slug).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
    }
    const malformed = await player.put('/api/catalog/me/favourites/Not_A_Slug')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json().error.code).toBe('VALIDATION_FAILED')
    expect(slugsOf((await player.get('/api/catalog/me/favourites')).json())).toEqual([])
    // Removing what was never there is still "not a favourite".
    expect((await player.delete('/api/catalog/me/favourites/no-such-game')).statusCode).toBe(204)
  })

  it('favourites: a game taken out of the catalogue disappears from the list and returns with it', async () => {
    const app = getApp()
    const { db } = app.services.database
    const player = as((await signUpPlayer(app)).cookie)
    await player.put('/api/catalog/me/favourites/game-05')
    await player.put('/api/catalog/me/favourites/game-06')
    await db.update(games).set({ status: 'inactive' }).where(eq(games.slug, 'game-05'))
    try {
      expect(slugsOf((await player.get('/api/catalog/me/favourites')).json())).toEqual(['game-06'])
    } finally {
      await db.update(games).set({ status: 'active' }).where(eq(games.slug, 'game-05'))
    }
    expect(slugsOf((await player.get('/api/catalog/me/favourites')).json())).toEqual(['game-06', 'game-05'])
  })

  it('favourites: a write from another site is refused and changes nothing', async () => {
    const app = getApp()
    const { cookie } = await signUpPlayer(app)
    const response = await app.inject({
      method: 'PUT',
      url: '/api/catalog/me/favourites/game-02',
      headers: { cookie, origin: 'https://evil.example' },
    })
    expect(response.statusCode).toBe(403)
    expect(slugsOf((await as(cookie).get('/api/catalog/me/favourites')).json())).toEqual([])
  })

  it('launch: answers that the game is not available yet and records it as recently played', async () => {
    const app = getApp()
    const player = as((await signUpPlayer(app)).cookie)
    const other = as((await signUpPlayer(app)).cookie)
    expect(slugsOf((await player.get('/api/catalog/me/recent')).json())).toEqual([])

    for (const slug of ['game-01', 'game-02', 'game-03', 'game-01']) {
      const launched = await player.post(`/api/catalog/me/recent/${slug}/launch`)
      expect(launched.statusCode).toBe(200)
      expect(launched.json<GameLaunch>()).toEqual({ status: 'unavailable', path: null, url: null })
    }
    const recent = await player.get('/api/catalog/me/recent')
    expect(recent.statusCode).toBe(200)
    expect(recent.headers['cache-control']).toBe('private, no-store')
    expect(slugsOf(recent.json())).toEqual(['game-01', 'game-03', 'game-02'])
    expect(slugsOf((await other.get('/api/catalog/me/recent')).json())).toEqual([])
  })

  it('launch: a Khela Original opens at its own page, and its detail names the original', async () => {
    const app = getApp()
    const player = as((await signUpPlayer(app)).cookie)
    const launched = await player.post('/api/catalog/me/recent/alpha-dice/launch')
    expect(launched.json<GameLaunch>()).toEqual({ status: 'in_house', path: '/games/dice', url: null })
    const detail = await app.inject({ method: 'GET', url: '/api/catalog/games/alpha-dice' })
    expect(detail.json()).toMatchObject({ slug: 'alpha-dice', original: 'dice' })
    const provider = await app.inject({ method: 'GET', url: '/api/catalog/games/game-01' })
    expect(provider.json()).toMatchObject({ slug: 'game-01', original: null })
  })

  it("launch: a provider's game opens at its launch URL with a new token bound to the player", async () => {
    const app = getApp()
    const { db } = app.services.database
    await db.insert(gameProviders).values({ code: 'framed', name: 'Framed Studio' })
    await db
      .insert(games)
      .values({ slug: 'framed-slot', title: 'Framed Slot', providerCode: 'framed', code: 'fs-1' })
    await db.insert(providerCredentials).values({
      providerCode: 'framed',
      launchUrl: 'https://games.example/play/{game}?t={token}&p={player}&c={currency}&l={language}',
    })
    const registered = await signUpPlayer(app)
    const player = as(registered.cookie)
    const launched = await player.post('/api/catalog/me/recent/framed-slot/launch?lang=bn')
    expect(launched.statusCode).toBe(200)
    const { status, url } = launched.json<GameLaunch>()
    expect(status).toBe('provider')
    const opened = new URL(url ?? '')
    expect(`${opened.origin}${opened.pathname}`).toBe('https://games.example/play/fs-1')
    expect(Object.fromEntries(opened.searchParams)).toMatchObject({
      p: registered.userId,
      c: 'BDT',
      l: 'bn',
    })
    const session = await findLaunchSession(db, opened.searchParams.get('t') ?? '')
    expect(session).toMatchObject({
      userId: registered.userId,
      providerCode: 'framed',
      gameCode: 'fs-1',
      currency: 'BDT',
      language: 'bn',
    })
    // A second PLAY is a new launch: its own token.
    const again = (await player.post('/api/catalog/me/recent/framed-slot/launch')).json<GameLaunch>()
    expect(new URL(again.url ?? '').searchParams.get('t')).not.toBe(opened.searchParams.get('t'))
    expect(slugsOf((await player.get('/api/catalog/me/recent')).json())).toEqual(['framed-slot'])

    // A player who excluded themselves is told so, and no token is made.
    await app.inject({
      method: 'POST',
      url: '/api/responsible-gambling/exclusion',
      headers: { cookie: registered.cookie, origin: app.services.config.publicUrl },
      payload: { duration: '24h' },
    })
    const excluded = await player.post('/api/catalog/me/recent/framed-slot/launch')
    expect(excluded.statusCode).toBe(403)
    expect(excluded.json().error.code).toBe('TIMED_OUT')
  })

  it("demo: a provider's game with a demo opens at its demo URL, for anyone; without one it is not found", async () => {
    const app = getApp()
    const { db } = app.services.database
    await db.insert(gameProviders).values({ code: 'demo-studio', name: 'Demo Studio' })
    await db.insert(games).values([
      { slug: 'demo-slot', title: 'Demo Slot', providerCode: 'demo-studio', code: 'ds-1', hasDemo: true },
      { slug: 'real-only', title: 'Real Only', providerCode: 'demo-studio', code: 'ds-2' },
    ])
    await db.insert(providerCredentials).values({
      providerCode: 'demo-studio',
      demoUrl: 'https://games.example/demo/{game}?lang={language}',
    })
    const demo = await app.inject({ method: 'GET', url: '/api/catalog/games/demo-slot/demo?lang=bn' })
    expect(demo.statusCode).toBe(200)
    expect(demo.json()).toEqual({ url: 'https://games.example/demo/ds-1?lang=bn' })
    for (const slug of ['real-only', 'game-01', 'alpha-dice', 'no-such-game']) {
      const refused = await app.inject({ method: 'GET', url: `/api/catalog/games/${slug}/demo` })
      expect(refused.statusCode, slug).toBe(404)
    }
  })

  it('launch: an unknown or unlisted game is not found and not recorded', async () => {
    const app = getApp()
    const player = as((await signUpPlayer(app)).cookie)
    for (const slug of ['no-such-game', 'retired', 'orphan']) {
      const response = await player.post(`/api/catalog/me/recent/${slug}/launch`)
      expect(response.statusCode, slug).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
    }
    expect(slugsOf((await player.get('/api/catalog/me/recent')).json())).toEqual([])
  })

  it(`recent: keeps only the latest ${recentGamesKept} games per player`, async () => {
    const app = getApp()
    const { userId, cookie } = await signUpPlayer(app)
    const player = as(cookie)
    for (const slug of listedSlugs) await player.post(`/api/catalog/me/recent/${slug}/launch`)
    const expected = [...listedSlugs].reverse().slice(0, recentGamesKept)
    expect(slugsOf((await player.get('/api/catalog/me/recent')).json())).toEqual(expected)
    const [stored] = await app.services.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM player_recent_games WHERE user_id = $1',
      [userId],
    )
    expect(stored?.count).toBe(recentGamesKept)
  })

  it('recent: a game taken out of the catalogue is left out of the list', async () => {
    const app = getApp()
    const { db } = app.services.database
    const player = as((await signUpPlayer(app)).cookie)
    await player.post('/api/catalog/me/recent/game-07/launch')
    await player.post('/api/catalog/me/recent/game-08/launch')
    await db.update(gameProviders).set({ status: 'inactive' }).where(eq(gameProviders.code, 'alpha'))
    try {
      expect(slugsOf((await player.get('/api/catalog/me/recent')).json())).toEqual([])
    } finally {
      await db.update(gameProviders).set({ status: 'active' }).where(eq(gameProviders.code, 'alpha'))
    }
    expect(slugsOf((await player.get('/api/catalog/me/recent')).json())).toEqual(['game-08', 'game-07'])
  })
})
