import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import {
  type CategoryGamesPage,
  type GameTile,
  type LobbySummary,
  lobbySummary,
} from '@khela/contracts/catalog'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/use-test-app.ts'
import type { App } from '../../app.ts'
import { gameCategories, gameCategoryMembers, gameProviders, games } from '../../db/schema/catalog.ts'
import { demoLobbyCategories } from '../../seed/demo-catalog.ts'
import { seedDemoCatalog } from '../../seed/seed-demo-catalog.ts'
import { findLobbySummary } from './find-lobby-summary.ts'

type FixtureGame = {
  slug: string
  title: string
  providerCode: string
  categories: string[]
  position: number
  releasedDay: number
  status?: 'active' | 'inactive'
}

// Slots: 7 listed games, one inactive game and one game of an inactive provider. Crash Games: 2 listed.
const fixtureGames: FixtureGame[] = [
  {
    slug: 'mango-reels',
    title: 'Mango Reels',
    providerCode: 'alpha',
    categories: ['slots'],
    position: 3,
    releasedDay: 5,
  },
  {
    slug: 'tiger-gold',
    title: 'Tiger Gold',
    providerCode: 'beta',
    categories: ['slots'],
    position: 1,
    releasedDay: 9,
  },
  {
    slug: 'lotus-spins',
    title: 'Lotus Spins',
    providerCode: 'alpha',
    categories: ['slots'],
    position: 7,
    releasedDay: 1,
  },
  {
    slug: 'apple-rush',
    title: 'Apple Rush',
    providerCode: 'beta',
    categories: ['slots'],
    position: 2,
    releasedDay: 3,
  },
  {
    slug: 'zebra-wilds',
    title: 'Zebra Wilds',
    providerCode: 'alpha',
    categories: ['slots'],
    position: 5,
    releasedDay: 8,
  },
  {
    slug: 'comet-cash',
    title: 'Comet Cash',
    providerCode: 'beta',
    categories: ['slots'],
    position: 4,
    releasedDay: 2,
  },
  {
    slug: 'berry-100',
    title: 'Berry 100% Bonus',
    providerCode: 'alpha',
    categories: ['slots'],
    position: 6,
    releasedDay: 7,
  },
  {
    slug: 'retired-reels',
    title: 'Retired Reels',
    providerCode: 'alpha',
    categories: ['slots'],
    position: 8,
    releasedDay: 4,
    status: 'inactive',
  },
  {
    slug: 'gamma-gems',
    title: 'Gamma Gems',
    providerCode: 'gamma',
    categories: ['slots'],
    position: 9,
    releasedDay: 6,
  },
  {
    slug: 'rocket-ride',
    title: 'Rocket Ride',
    providerCode: 'alpha',
    categories: ['crash-games', 'slots-no'],
    position: 10,
    releasedDay: 10,
  },
  {
    slug: 'tiger-jet',
    title: 'Tiger Jet',
    providerCode: 'beta',
    categories: ['crash-games'],
    position: 11,
    releasedDay: 11,
  },
]
const listedSlots = [
  'tiger-gold',
  'apple-rush',
  'mango-reels',
  'comet-cash',
  'zebra-wilds',
  'berry-100',
  'lotus-spins',
]

async function insertFixtures(app: App) {
  const { db } = app.services.database
  await db.insert(gameProviders).values([
    { code: 'alpha', name: 'Alpha Studio' },
    { code: 'beta', name: 'Beta Games' },
    { code: 'gamma', name: 'Gamma Play', status: 'inactive' },
  ])
  const categories = await db
    .insert(gameCategories)
    .values([
      { kind: 'lobby', slug: 'slots', name: { en: 'Slots', bn: 'স্লট' }, position: 2 },
      { kind: 'lobby', slug: 'crash-games', name: { en: 'Crash Games', bn: 'ক্র্যাশ গেম' }, position: 1 },
      { kind: 'lobby', slug: 'hidden', name: { en: 'Hidden', bn: 'লুকানো' }, position: 3, status: 'inactive' },
      { kind: 'main', slug: 'casino', name: { en: 'Casino', bn: 'ক্যাসিনো' }, position: 1 },
    ])
    .returning({ id: gameCategories.id, slug: gameCategories.slug })
  const categoryIds = new Map(categories.map((category) => [category.slug, category.id]))
  for (const game of fixtureGames) {
    const [inserted] = await db
      .insert(games)
      .values({
        slug: game.slug,
        title: game.title,
        providerCode: game.providerCode,
        code: game.slug,
        position: game.position,
        status: game.status ?? 'active',
        rtpBasisPoints: game.slug === 'tiger-gold' ? 9650 : null,
        hasDemo: true,
        launchKind: 'provider',
        releasedAt: new Date(Date.UTC(2026, 0, game.releasedDay)),
      })
      .returning({ id: games.id })
    for (const slug of game.categories) {
      const categoryId = categoryIds.get(slug)
      if (inserted && categoryId !== undefined) {
        await db
          .insert(gameCategoryMembers)
          .values({ categoryId, gameId: inserted.id, position: game.position })
      }
    }
  }
}

const slugsOf = (tiles: GameTile[]) => tiles.map((tile) => tile.slug)

describe('catalogue API', () => {
  const getApp = useTestApp()
  beforeAll(async () => insertFixtures(getApp()))

  async function allPages(query: string): Promise<string[]> {
    const slugs: string[] = []
    let cursor: string | null = null
    for (let page = 0; page < 20; page++) {
      const url = `/api/catalog/categories/slots/games?limit=2&${query}${cursor ? `&cursor=${cursor}` : ''}`
      const response = await getApp().inject(url)
      expect(response.statusCode).toBe(200)
      const body: CategoryGamesPage = response.json()
      expect(body.games.length).toBeLessThanOrEqual(2)
      slugs.push(...slugsOf(body.games))
      cursor = body.nextCursor
      if (!cursor) return slugs
    }
    throw new Error('pagination did not end')
  }

  it('lobby summary: active lobby categories in order, real counts, first tiles, for a visitor', async () => {
    const response = await getApp().inject('/api/catalog/lobby?tiles=3')
    expect(response.statusCode).toBe(200)
    const body = response.json<LobbySummary>()
    expect(body.categories.map((category) => [category.slug, category.gameCount])).toEqual([
      ['crash-games', 2],
      ['slots', 7],
    ])
    const slots = body.categories[1]
    expect(slugsOf(slots?.games ?? [])).toEqual(['tiger-gold', 'apple-rush', 'mango-reels'])
    expect(slots?.name).toEqual({ en: 'Slots', bn: 'স্লট' })
    expect(slots?.games[0]).toMatchObject({
      title: 'Tiger Gold',
      provider: { code: 'beta', name: 'Beta Games' },
      hasDemo: true,
      launchKind: 'provider',
      art: {
        width: 240,
        height: 240,
        src: expect.stringMatching(/^\/api\/catalog\/art\/tiger-gold\.webp\?v=/),
      },
    })
    expect(response.headers['cache-control']).toBe('public, no-cache')
    expect(response.headers['server-timing']).toMatch(/^app;dur=/)
  })

  it('serves the lobby summary compressed once, byte for byte the summary computed afresh', async () => {
    const app = getApp()
    const computed = JSON.stringify(lobbySummary.parse(await findLobbySummary(app.services.database, 18)))
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync, identity: (bytes: Buffer) => bytes }
    for (const [encoding, decode] of Object.entries(decoders)) {
      // Twice: the first answer fills the cache, the second comes from it.
      for (const round of [1, 2]) {
        const response = await app.inject({
          url: '/api/catalog/lobby',
          headers: { 'accept-encoding': encoding },
        })
        expect(response.statusCode, `${encoding} #${round}`).toBe(200)
        expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding)
        expect(response.headers.vary).toMatch(/accept-encoding/i)
        expect(decode(response.rawPayload).toString(), `${encoding} #${round}`).toBe(computed)
      }
    }
    const preferred = await app.inject({
      url: '/api/catalog/lobby',
      headers: { 'accept-encoding': 'gzip, br;q=0.5' },
    })
    expect(preferred.headers['content-encoding']).toBe('gzip')
  })

  it('answers 304 to a matching If-None-Match, and a new ETag once a game is deactivated', async () => {
    const app = getApp()
    const first = await app.inject('/api/catalog/lobby')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"/)
    const again = await app.inject({ url: '/api/catalog/lobby', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')

    await app.services.database.db
      .update(games)
      .set({ status: 'inactive' })
      .where(eq(games.slug, 'tiger-jet'))
    try {
      const changed = await app.inject({ url: '/api/catalog/lobby', headers: { 'if-none-match': etag } })
      expect(changed.statusCode).toBe(200)
      const crash = changed.json<LobbySummary>().categories.find((c) => c.slug === 'crash-games')
      expect(crash?.gameCount).toBe(1)
      expect(slugsOf(crash?.games ?? [])).toEqual(['rocket-ride'])
      const page = await app.inject('/api/catalog/categories/crash-games/games')
      expect(slugsOf(page.json<CategoryGamesPage>().games)).toEqual(['rocket-ride'])
      expect((await app.inject('/api/catalog/games/tiger-jet')).statusCode).toBe(404)
    } finally {
      await app.services.database.db
        .update(games)
        .set({ status: 'active' })
        .where(eq(games.slug, 'tiger-jet'))
    }
  })

  it('the lobby follows every kind of catalogue change at once: provider, membership, category', async () => {
    const app = getApp()
    const { db } = app.services.database
    const counts = async () =>
      Object.fromEntries(
        (await app.inject('/api/catalog/lobby'))
          .json<LobbySummary>()
          .categories.map((category) => [category.slug, category.gameCount]),
      )
    expect(await counts()).toEqual({ 'crash-games': 2, slots: 7 })
    const [rocket] = await db.select({ id: games.id }).from(games).where(eq(games.slug, 'rocket-ride'))
    const [crash] = await db
      .select({ id: gameCategories.id })
      .from(gameCategories)
      .where(eq(gameCategories.slug, 'crash-games'))
    if (!rocket || !crash) throw new Error('fixture missing')
    try {
      await db.update(gameProviders).set({ status: 'inactive' }).where(eq(gameProviders.code, 'beta'))
      expect(await counts()).toEqual({ 'crash-games': 1, slots: 4 })
      await db.update(gameProviders).set({ status: 'active' }).where(eq(gameProviders.code, 'beta'))
      await db.delete(gameCategoryMembers).where(eq(gameCategoryMembers.gameId, rocket.id))
      expect(await counts()).toEqual({ 'crash-games': 1, slots: 7 })
      await db.update(gameCategories).set({ status: 'inactive' }).where(eq(gameCategories.id, crash.id))
      expect(await counts()).toEqual({ slots: 7 })
    } finally {
      await db.update(gameProviders).set({ status: 'active' }).where(eq(gameProviders.code, 'beta'))
      await db.update(gameCategories).set({ status: 'active' }).where(eq(gameCategories.id, crash.id))
      await db
        .insert(gameCategoryMembers)
        .values({ categoryId: crash.id, gameId: rocket.id, position: 10 })
        .onConflictDoNothing()
    }
    expect(await counts()).toEqual({ 'crash-games': 2, slots: 7 })
  })

  it('category pages return every listed game exactly once, in order, for each sort', async () => {
    expect(await allPages('sort=popular')).toEqual(listedSlots)
    expect(await allPages('sort=az')).toEqual([
      'apple-rush',
      'berry-100',
      'comet-cash',
      'lotus-spins',
      'mango-reels',
      'tiger-gold',
      'zebra-wilds',
    ])
    expect(await allPages('sort=newest')).toEqual([
      'tiger-gold',
      'zebra-wilds',
      'berry-100',
      'mango-reels',
      'apple-rush',
      'comet-cash',
      'lotus-spins',
    ])
  })

  it('filters by provider, lists the providers with counts, and pages within the filter', async () => {
    expect(await allPages('provider=beta&sort=az')).toEqual(['apple-rush', 'comet-cash', 'tiger-gold'])
    const response = await getApp().inject('/api/catalog/categories/slots/games?provider=alpha')
    const body = response.json<CategoryGamesPage>()
    expect(body.category).toMatchObject({ slug: 'slots', gameCount: 7 })
    expect(body.providers).toEqual([
      { code: 'alpha', name: 'Alpha Studio', gameCount: 4 },
      { code: 'beta', name: 'Beta Games', gameCount: 3 },
    ])
    expect(slugsOf(body.games)).toEqual(['mango-reels', 'zebra-wilds', 'berry-100', 'lotus-spins'])
    expect(body.nextCursor).toBeNull()
  })

  it('refuses unknown categories and bad query parameters clearly', async () => {
    const app = getApp()
    for (const slug of ['no-such-category', 'casino', 'hidden']) {
      const response = await app.inject(`/api/catalog/categories/${slug}/games`)
      expect(response.statusCode, slug).toBe(404)
      expect(response.json().error.code).toBe('NOT_FOUND')
    }
    const bad = await app.inject('/api/catalog/categories/slots/games?sort=random&limit=0')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['sort', 'limit']))

    const firstPage = await app.inject('/api/catalog/categories/slots/games?limit=2&sort=az')
    const cursor = firstPage.json<CategoryGamesPage>().nextCursor
    for (const query of [`sort=newest&cursor=${cursor}`, 'cursor=not-a-cursor']) {
      const response = await app.inject(`/api/catalog/categories/slots/games?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { cursor: expect.any(String) },
      })
    }
    const tooMany = await app.inject('/api/catalog/lobby?tiles=500')
    expect(tooMany.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { tiles: expect.any(String) },
    })
  })

  it('searches titles by any part, case-insensitively, and provider names; only listed games', async () => {
    const app = getApp()
    const search = async (q: string) => {
      const response = await app.inject(`/api/catalog/search?q=${encodeURIComponent(q)}`)
      expect(response.statusCode, q).toBe(200)
      return slugsOf(response.json().games)
    }
    expect(await search('TIGER')).toEqual(['tiger-gold', 'tiger-jet'])
    expect(await search('eel')).toEqual(['mango-reels'])
    expect(await search('beta gam')).toEqual(['tiger-gold', 'apple-rush', 'comet-cash', 'tiger-jet'])
    expect(await search('100%')).toEqual(['berry-100'])
    expect(await search('gamma')).toEqual([])
    expect(await search('%%')).toEqual([])

    const tooShort = await app.inject('/api/catalog/search?q=a')
    expect(tooShort.statusCode).toBe(400)
    expect(tooShort.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { q: expect.any(String) },
    })
    const limited = await app.inject('/api/catalog/search?q=tiger&limit=1')
    expect(slugsOf(limited.json().games)).toEqual(['tiger-gold'])
  })

  it('game detail: provider, RTP, lobby categories; 404 for unknown and inactive; 304 when unchanged', async () => {
    const app = getApp()
    const response = await app.inject('/api/catalog/games/tiger-gold')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      slug: 'tiger-gold',
      title: 'Tiger Gold',
      provider: { code: 'beta', name: 'Beta Games' },
      rtpBasisPoints: 9650,
      categories: [{ slug: 'slots', name: { en: 'Slots', bn: 'স্লট' } }],
      bonusProduct: 'slots',
    })
    const cached = await app.inject({
      url: '/api/catalog/games/tiger-gold',
      headers: { 'if-none-match': String(response.headers.etag) },
    })
    expect(cached.statusCode).toBe(304)
    for (const slug of ['no-such-game', 'retired-reels', 'gamma-gems']) {
      expect((await app.inject(`/api/catalog/games/${slug}`)).statusCode, slug).toBe(404)
    }
    expect((await app.inject('/api/catalog/games/Not_A_Slug')).json().error.code).toBe('VALIDATION_FAILED')
  })

  it('serves generated WebP tile art at the asked width, cached for a year under its versioned URL', async () => {
    const app = getApp()
    const lobby = await app.inject('/api/catalog/lobby')
    const src = lobby.json<LobbySummary>().categories[1]?.games[0]?.art.src ?? ''
    const art = await app.inject(src.replace('w=240', 'w=160'))
    expect(art.statusCode).toBe(200)
    expect(art.headers['content-type']).toBe('image/webp')
    expect(art.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await sharp(art.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 160, height: 160 })
    const fromCache = await app.inject(src.replace('w=240', 'w=160'))
    expect(fromCache.rawPayload.equals(art.rawPayload)).toBe(true)

    const stale = await app.inject('/api/catalog/art/tiger-gold.webp?v=old&w=240')
    expect(stale.headers['cache-control']).toBe('public, max-age=300')
    expect((await app.inject('/api/catalog/art/no-such-game.webp')).statusCode).toBe(404)
    const badWidth = await app.inject('/api/catalog/art/tiger-gold.webp?w=100')
    expect(badWidth.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { w: expect.any(String) },
    })
  })
})

describe('demo catalogue seed', () => {
  const getApp = useTestApp()

  it('fills every lobby category at the original sizes, once', async () => {
    const app = getApp()
    expect(await seedDemoCatalog(app.services.database.db)).toBe(true)
    expect(await seedDemoCatalog(app.services.database.db)).toBe(false)
    const lobby = (await app.inject('/api/catalog/lobby')).json<LobbySummary>()
    expect(lobby.categories.map((category) => [category.slug, category.gameCount])).toEqual(
      demoLobbyCategories.map((category) => [category.slug, category.size]),
    )
    expect(lobby.categories[0]?.games.slice(0, 3).map((game) => game.title)).toEqual([
      'Funky Time',
      'Fortune Gems',
      'Super Burning Wins',
    ])
    const aviator = (await app.inject('/api/catalog/search?q=aviator')).json().games[0]
    // Every Crash Games tile opens Khela's Crash, Aviator's too.
    expect(aviator).toMatchObject({ slug: 'aviator', provider: { code: 'spribe' }, launchKind: 'in_house' })
    const aviatorDetail = await app.inject('/api/catalog/games/aviator')
    // What each counts as towards a bonus's wagering: Crash's share, a slot's, a live game's.
    expect(aviatorDetail.json()).toMatchObject({ original: 'crash', bonusProduct: 'crash' })
    const slots = await app.inject('/api/catalog/games/fortune-gems')
    expect(slots.json()).toMatchObject({ launchKind: 'provider', original: null, bonusProduct: 'slots' })
    const live = await app.inject('/api/catalog/games/funky-time')
    expect(live.json()).toMatchObject({ original: null, bonusProduct: 'live_table' })
  })
})
