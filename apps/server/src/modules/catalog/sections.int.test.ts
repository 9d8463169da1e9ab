import { type CategoryGamesPage, type LobbySummary, sectionSlugs } from '@khela/contracts/catalog'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { seedDemoCatalog } from '../../seed/seed-demo-catalog.ts'

const testApp = useTestApp()

beforeAll(async () => {
  await seedDemoCatalog(testApp().services.database.db)
})

async function sectionPage(slug: string, query = '') {
  const response = await testApp().inject(`/api/catalog/categories/${slug}/games?limit=30${query}`)
  expect(response.statusCode, slug).toBe(200)
  return response.json<CategoryGamesPage>()
}

describe('site sections', () => {
  it('each show the games the operator assigned them, with a count and filters like a category', async () => {
    for (const slug of sectionSlugs) {
      const page = await sectionPage(slug)
      expect(page.category.slug).toBe(slug)
      expect(page.category.gameCount, slug).toBeGreaterThan(0)
      expect(page.games.length, slug).toBe(Math.min(30, page.category.gameCount))
    }
    expect((await sectionPage('live-dealers')).category.gameCount).toBe(98)
    expect((await sectionPage('top-live-dealer')).category.gameCount).toBe(24)

    const evolution = await sectionPage('live-dealers', '&provider=evolution')
    expect(evolution.games.length).toBeGreaterThan(0)
    expect(evolution.games.every((game) => game.provider.code === 'evolution')).toBe(true)
  })

  it('stay out of the lobby, whose categories are its own', async () => {
    const lobby = (await testApp().inject('/api/catalog/lobby')).json<LobbySummary>()
    const slugs = lobby.categories.map((category) => category.slug)
    for (const slug of sectionSlugs) expect(slugs).not.toContain(slug)
  })

  it('refuse a section category for a path that is not a section', async () => {
    const app = testApp()
    const admin = await makeUserWithRole(app, 'admin')
    const headers = { cookie: admin.cookie, origin: app.services.config.publicUrl }
    const refused = await app.inject({
      method: 'POST',
      url: '/api/admin/catalog/categories',
      headers,
      payload: { kind: 'section', name: { en: 'Poker', bn: 'পোকার' }, slug: 'poker' },
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ error: { fields: { slug: 'INVALID_CHOICE' } } })
  })
})
