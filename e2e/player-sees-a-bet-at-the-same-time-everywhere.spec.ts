import { creditCash, signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

// A browser far from Dhaka: the site must still write the operator's time, the same on every page.
test.use({ timezoneId: 'America/New_York' })

test('a bet shows the same time, in the operator’s zone, in Your recent bets and in Bet History', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const { id } = await registerPlayer(page.request, site, newPlayer())
  await creditCash(admin, site, { userId: id, amount: 100_000 })

  await page.goto('/games/dice')
  await page.getByRole('textbox', { name: 'Stake (taka)' }).fill('10')
  await page.getByRole('button', { name: 'Bet', exact: true }).click()
  await expect(page.getByTestId('bet-outcome')).toHaveText(/You won|No win this time/)

  const recent = page.getByRole('region', { name: 'Your recent bets' })
  const recentTime = recent.locator('time').first()
  await expect(recentTime).toHaveText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} (am|pm)$/)
  const shown = (await recentTime.textContent()) ?? ''
  await expect(recent.getByText('GMT+6').first()).toBeVisible()

  await page.goto('/bet-history')
  const table = page.getByRole('main').getByRole('table')
  await expect(table.getByRole('row').nth(1).locator('time')).toHaveText(shown)
  await expect(table.getByRole('columnheader', { name: /Time GMT\+6/ })).toBeVisible()

  // What the operator's clock said when the bet was placed, not the browser's (New York is hours behind Dhaka).
  const dhaka = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Dhaka',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
  })
  const lastMinutes = [0, 1, 2, 3].map((minutes) => dhaka.format(new Date(Date.now() - minutes * 60_000)))
  expect(lastMinutes).toContain(shown)
})
