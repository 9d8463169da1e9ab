import { expect, isPhone, test } from './fixtures.ts'

// The demo sportsbook is seeded at every server start with cricket fixtures for today and the next five days, so
// cricket always has upcoming events with prices. Prices are read-only until the bet slip arrives.

test('a visitor opens Sports from the navigation, reads cricket prices and an event’s markets in fractional odds', async ({
  page,
}) => {
  await page.goto('/')
  if (isPhone(page)) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Sports', exact: true })
      .click()
  } else {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Sports', exact: true })
      .click()
  }
  await expect(page).toHaveURL(/\/main$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Sports')
  await expect(main.getByRole('list', { name: 'Starting soon' }).getByTestId('price').first()).toBeVisible()

  await main
    .getByRole('navigation', { name: 'Sports' })
    .getByRole('link', { name: /^Cricket/ })
    .click()
  await expect(page).toHaveURL(/\/cricket$/)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Cricket')
  const events = main.getByRole('list', { name: 'Events' })
  await expect(events.getByTestId('price').first()).toHaveText(/^\d+\.\d{2,3}$/)

  await events.getByRole('heading', { level: 3 }).first().getByRole('link').click()
  await expect(page).toHaveURL(/\/sports\/events\/[\w-]+$/)
  await expect(main.getByRole('heading', { level: 2, name: 'Match' })).toBeVisible()
  const winner = main.getByRole('button', { name: /^Match winner/ })
  await expect(winner).toHaveAttribute('aria-expanded', 'true')
  const winnerPrices = main.getByRole('list', { name: 'Match winner' })
  await expect(winnerPrices.getByTestId('price').first()).toHaveText(/^\d+\.\d{2,3}$/)
  await winner.click()
  await expect(winner).toHaveAttribute('aria-expanded', 'false')
  await expect(winnerPrices).toBeHidden()
  await winner.press('Enter')
  await expect(winnerPrices).toBeVisible()

  await main.getByRole('combobox', { name: 'Odds format' }).selectOption({ label: 'Fractional' })
  await expect(winnerPrices.getByTestId('price').first()).toHaveText(/^\d+\/\d+$/)
  await page.reload()
  await expect(main.getByRole('combobox', { name: 'Odds format' })).toHaveValue('fractional')
  await expect(main.getByRole('list', { name: 'Match winner' }).getByTestId('price').first()).toHaveText(
    /^\d+\/\d+$/,
  )
})

test('a visitor reading Bengali sees the cricket page in Bengali', async ({ page }) => {
  await page.goto('/cricket')
  await page.getByRole('banner').getByRole('button', { name: 'Switch to বাংলা' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('ক্রিকেট')
  await expect(main.getByRole('heading', { level: 2, name: 'ইভেন্ট' })).toBeVisible()
  await expect(main.getByRole('combobox', { name: 'অডসের ধরন' })).toHaveValue('decimal')
  await expect(main.getByRole('list', { name: 'ইভেন্ট' }).getByTestId('price').first()).toHaveText(
    /^[০-৯]+\.[০-৯]{2,3}$/,
  )
})
