import { expect, test } from '@playwright/test'

// The lobby is prerendered per language, so a phone that has the HTML and CSS but not yet the scripts
// already shows the page. With JavaScript switched off that first paint is all there is.
test.use({ javaScriptEnabled: false })

test('a visitor sees the lobby and its navigation before any script runs', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1, name: 'All Games' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: 'Khela home' })).toBeVisible()
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Bonuses' }).first()).toHaveAttribute(
    'href',
    '/bonuses',
  )
  await expect(page).toHaveTitle('All Games · Khela')
})

test('a visitor who chose Bengali gets the lobby prerendered in Bengali', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: 'khela_lang', value: 'bn', url: String(baseURL) }])
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('heading', { level: 1, name: 'সব গেম' })).toBeVisible()
})
