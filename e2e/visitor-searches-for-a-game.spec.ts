import { expect, test } from './fixtures.ts'

test('a visitor finds a game by part of its title, and is told when nothing matches', async ({ page }) => {
  await page.goto('/')
  const search = page.getByRole('searchbox', { name: 'Search games' })
  const results = page.getByRole('region', { name: 'Search results' })

  await search.fill('Fortune Ge')
  await expect(results.getByRole('article', { name: 'Fortune Gems' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Slots', exact: true })).toBeHidden()

  await search.fill('qqzzxx nothing like it')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(results.getByText('No games found')).toBeVisible()
  await expect(results.getByRole('article')).toHaveCount(0)

  await page.getByRole('button', { name: 'Clear search' }).click()
  await expect(results).toBeHidden()
  await expect(page.getByRole('region', { name: 'Slots', exact: true })).toBeVisible()
})

test('search also finds games by their provider', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Search games' }).fill('spribe')
  const results = page.getByRole('region', { name: 'Search results' })
  await expect(results.getByRole('article').first()).toBeVisible()
  const providers = await results
    .getByRole('article')
    .evaluateAll((tiles) => tiles.map((tile) => tile.querySelectorAll('p')[1]?.textContent))
  expect(new Set(providers)).toEqual(new Set(['Spribe']))
})
