import { expect, isPhone, test } from './fixtures.ts'

// The suite runs the match simulator beside the site (playwright.config.ts): a T20 between Padma Tigers and
// Meghna Riders, a ball every 3 s, posted to the site's live feed. The site polls its fixture every minute, first
// a few seconds after it starts, so a spec running first may wait for the match to appear.

test('a visitor opens Live from the navigation and follows the simulated match ball by ball', async ({
  page,
}) => {
  await page.goto('/')
  if (isPhone(page)) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Live', exact: true }).click()
  } else {
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Live', exact: true })
      .click()
  }
  await expect(page).toHaveURL(/\/live$/)
  const main = page.getByRole('main')
  const cricket = main.getByRole('list', { name: 'Cricket' })
  const match = cricket.getByRole('link', { name: 'Padma Tigers v Meghna Riders' }).first()
  await expect(match).toBeVisible({ timeout: 30_000 })
  // The board's card carries the score and the main market's prices, which go to the bet slip as anywhere else.
  await expect(
    cricket.getByRole('list', { name: 'Match winner' }).first().getByTestId('price').first(),
  ).toHaveText(/^\d+\.\d{2,3}$/)

  await match.click()
  await expect(page).toHaveURL(/\/sports\/events\/[\w-]+$/)
  const scoreboard = main.getByRole('region', { name: 'Live score: Padma Tigers v Meghna Riders' })
  await expect(scoreboard).toBeVisible()
  const commentary = main.getByRole('region', { name: 'Ball-by-ball commentary' })
  const newest = commentary.getByRole('listitem').first()
  await expect(newest).toBeVisible()
  // The next ball arrives by the socket: the newest line of commentary changes without a reload.
  const before = await newest.textContent()
  await expect(newest).not.toHaveText(before ?? '', { timeout: 20_000 })
  await expect(
    scoreboard.getByRole('list', { name: 'Last balls' }).getByRole('listitem').first(),
  ).toBeVisible()
})
