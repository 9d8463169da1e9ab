import type { Page } from '@playwright/test'
import { signInToBackOffice } from './back-office.ts'
import { expect, test } from './fixtures.ts'

/**
 * The game is the test's own, imported for a demo provider into a main category only: no lobby category's
 * count changes, so the lobby and category-page specs running alongside are not disturbed.
 */
async function importOwnGame(page: Page, title: string) {
  const code = title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  const origin = new URL(page.url()).origin
  const response = await page.request.post('/api/admin/catalog/providers/kiron/game-file', {
    headers: { origin },
    data: { fileName: 'games.csv', content: `code,title,categories\n${code},${title},main:casino\n` },
  })
  expect(response.status()).toBe(200)
  const report = (await response.json()) as { added: { slug: string }[] }
  const slug = report.added[0]?.slug
  if (!slug) throw new Error('the game was not added')
  return slug
}

async function searchTheLobby(page: Page, title: string) {
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Search games' }).fill(title)
  return page.getByRole('region', { name: 'Search results' })
}

test('an admin deactivates a game in Active Games and players no longer find it', async ({ page }) => {
  const title = `Zephyr Test ${Date.now()}${Math.floor(Math.random() * 1000)}`
  await signInToBackOffice(page)
  const slug = await importOwnGame(page, title)

  const results = await searchTheLobby(page, title)
  await expect(results.getByRole('article', { name: title })).toBeVisible()
  expect((await page.request.get(`/api/catalog/games/${slug}`)).status()).toBe(200)

  await page.goto('/dashboard/activegames')
  await expect(page.getByRole('heading', { name: 'Active Games', level: 1 })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search games' }).fill(title)
  await expect(page.getByRole('row')).toHaveCount(2)
  await page.getByRole('button', { name: `Deactivate ${title}` }).click()
  await expect(page.getByText(`${title} is inactive: players no longer see it.`)).toBeVisible()
  await expect(page.getByText('No active games match.')).toBeVisible()

  await page.goto('/dashboard/inactivegames')
  await page.getByRole('searchbox', { name: 'Search games' }).fill(title)
  const row = page.getByRole('row', { name: new RegExp(title) })
  await expect(row.getByText('INACTIVE', { exact: true })).toBeVisible()
  await expect(row.getByRole('button', { name: `Activate ${title}` })).toBeVisible()

  const after = await searchTheLobby(page, title)
  await expect(after.getByText('No games found')).toBeVisible()
  expect((await page.request.get(`/api/catalog/games/${slug}`)).status()).toBe(404)
})
