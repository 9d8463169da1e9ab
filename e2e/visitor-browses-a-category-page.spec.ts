import { expect, failedResponse, test } from './fixtures.ts'
import { englishCount, fetchCategoryPage } from './games.ts'

test('a category page shows the real count and loads more games as the visitor scrolls', async ({
  page,
  request,
}) => {
  const slots = await fetchCategoryPage(request, 'slots', 'limit=1')
  await page.goto('/slots')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Slots')
  await expect(page.getByText(englishCount(slots.category.gameCount), { exact: true })).toBeVisible()
  const games = page.getByRole('list', { name: 'Slots' }).getByRole('listitem')
  await expect(games).toHaveCount(30)

  // Scrolling to the end of the grid, as a thumb would: the next page arrives without a tap.
  await games.last().scrollIntoViewIfNeeded()
  await expect(games).toHaveCount(60)
  await games.last().scrollIntoViewIfNeeded()
  await expect(games).toHaveCount(90)
})

test('the provider filter and the sort live in the URL and survive a reload', async ({ page, request }) => {
  const expected = await fetchCategoryPage(request, 'slots', 'provider=jili&sort=az&limit=3')
  await page.goto('/slots')
  await page.getByRole('combobox', { name: 'Provider' }).selectOption('jili')
  await page.getByRole('combobox', { name: 'Sort' }).selectOption('az')
  await expect(page).toHaveURL(/\/slots\?provider=jili&sort=az$/)
  const games = page.getByRole('list', { name: 'Slots' }).getByRole('article')
  await expect(games.first()).toHaveAccessibleName(expected.games[0]?.title ?? '')

  await page.reload()
  await expect(page).toHaveURL(/\/slots\?provider=jili&sort=az$/)
  await expect(page.getByRole('combobox', { name: 'Provider' })).toHaveValue('jili')
  await expect(page.getByRole('combobox', { name: 'Sort' })).toHaveValue('az')
  await expect(games.nth(2)).toHaveAccessibleName(expected.games[2]?.title ?? '')
  await expect(games.first().getByText('JILI', { exact: true })).toBeVisible()
})

test.describe('a category the operator has removed', () => {
  // The page's request for the category answers 404, which Chromium logs as a console error.
  test.use({ expectedConsoleError: failedResponse(404) })

  test('shows the not-found state instead of an empty grid', async ({ page }) => {
    await page.route('**/api/catalog/categories/roulette/games?*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'NOT_FOUND', message: 'No such game category.', requestId: 'e2e' },
        }),
      }),
    )
    await page.goto('/roulette')
    await expect(page.getByText('There is no such game category.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back to the lobby' })).toBeVisible()
  })
})
