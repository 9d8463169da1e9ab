import { expect, failedResponse, test } from './fixtures.ts'
import { newPlayer } from './players.ts'

// A live region put in the page together with its first message is often not read out: the notifications region
// is in the page, empty, before anything is said in it, and the first toast is said in that same region.

test.use({ expectedConsoleError: failedResponse(401) })

test('the notifications region is in the page before its first toast, which appears in it once', async ({
  page,
}) => {
  await page.goto('/')
  const region = page.getByRole('region', { name: 'Notifications' })
  await expect(region).toBeAttached()
  await expect(region).toHaveAttribute('aria-live', 'polite')
  await expect(region).toHaveText('')
  // Marked now, so the toast below is shown to be inside the region that was already there, not a new one.
  await region.evaluate((element) => element.setAttribute('data-was-there-before', ''))

  const player = newPlayer()
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  const login = page.getByRole('dialog', { name: 'Login' })
  await login.getByRole('textbox', { name: 'Email' }).fill(player.email)
  await login.getByLabel('Password').fill(player.password)
  await login.getByRole('button', { name: 'Sign in', exact: true }).click()
  const toast = page.locator('[data-was-there-before]').getByText('Login failed')
  await expect(toast).toBeVisible()
  await expect(toast).toHaveCount(1)
})
