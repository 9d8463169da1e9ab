import { catalogProviders } from '@khela/contracts/catalog'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../../../test/use-test-app.ts'
import { gameProviders, games } from '../../db/schema/catalog.ts'

const getApp = useTestApp()

beforeAll(async () => {
  const { db } = getApp().services.database
  await db.insert(gameProviders).values([
    { code: 'zeta', name: 'Zeta Studio' },
    { code: 'alpha', name: 'alpha Games' },
    { code: 'gamma', name: 'Gamma Play', status: 'inactive' },
    { code: 'empty', name: 'Empty Studio' },
    { code: 'retired', name: 'Retired Studio' },
  ])
  const game = (providerCode: string, slug: string, status: 'active' | 'inactive' = 'active') => ({
    providerCode,
    code: slug,
    slug,
    title: slug,
    status,
  })
  await db
    .insert(games)
    .values([
      game('zeta', 'zeta-one'),
      game('alpha', 'alpha-one'),
      game('alpha', 'alpha-two'),
      game('alpha', 'alpha-off', 'inactive'),
      game('gamma', 'gamma-one'),
      game('retired', 'retired-one', 'inactive'),
    ])
})

describe('GET /api/catalog/providers', () => {
  it("lists the active providers with listed games, by name, with their games' count", async () => {
    const response = await getApp().inject('/api/catalog/providers')
    expect(response.statusCode).toBe(200)
    expect(catalogProviders.parse(response.json()).providers).toEqual([
      { code: 'alpha', name: 'alpha Games', gameCount: 2 },
      { code: 'zeta', name: 'Zeta Studio', gameCount: 1 },
    ])
  })

  it('answers 304 to a current copy, and a new list once a provider has no listed game left', async () => {
    const app = getApp()
    const first = await app.inject('/api/catalog/providers')
    const etag = String(first.headers.etag)
    expect(first.headers['cache-control']).toBe('public, no-cache')
    const again = await app.inject({ url: '/api/catalog/providers', headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)

    await app.services.database.db.update(games).set({ status: 'inactive' }).where(eq(games.slug, 'zeta-one'))
    const changed = await app.inject({ url: '/api/catalog/providers', headers: { 'if-none-match': etag } })
    expect(changed.statusCode).toBe(200)
    expect(catalogProviders.parse(changed.json()).providers.map((provider) => provider.code)).toEqual([
      'alpha',
    ])
  })
})
