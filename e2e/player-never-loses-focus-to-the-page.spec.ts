import type { Page } from '@playwright/test'
import { creditCash, signInAs } from './cashier.ts'
import { expect, failedResponse, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

// WCAG 2.4.3: after a bet, a sign-in (failed or not) and a change of page, focus is on something with a name, never
// dropped to <body>, where a keyboard or screen-reader user would have to start again from the top.

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement
    if (!focused || focused === document.body) return 'body'
    return focused.getAttribute('aria-label') ?? focused.textContent?.trim() ?? focused.tagName
  })

test('after a Dice bet focus stays on Bet, and Enter or Space bets again', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const { id } = await registerPlayer(page.request, site, newPlayer())
  await creditCash(admin, site, { userId: id, amount: 100_000 })
  let bets = 0
  page.on('response', (response) => {
    if (response.url().endsWith('/api/originals/dice/bets') && response.ok()) bets += 1
  })

  await page.goto('/games/dice')
  await page.getByRole('textbox', { name: 'Stake (taka)' }).fill('10')
  const bet = page.getByRole('button', { name: 'Bet', exact: true })
  await bet.focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => bets).toBe(1)
  await expect(page.getByTestId('bet-outcome')).toContainText('Balance: BDT')
  await expect(bet).toBeFocused()
  await page.keyboard.press('Space')
  await expect.poll(() => bets).toBe(2)
  await expect(bet).toBeFocused()
})

test.describe('signing in', () => {
  // The wrong password is answered 401, which Chromium logs.
  test.use({ expectedConsoleError: failedResponse(401) })

  test('after a failed sign-in focus is on the password, after a successful one on the balance', async ({
    page,
    baseURL,
    request,
  }) => {
    const player = newPlayer()
    await registerPlayer(request, String(baseURL), player)
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    const login = page.getByRole('dialog', { name: 'Login' })
    await login.getByRole('textbox', { name: 'Email' }).fill(player.email)
    const password = login.getByLabel('Password')
    await password.fill('not-the-password-1')
    await password.press('Enter')
    await expect(login.getByRole('alert')).toBeVisible()
    await expect(password).toBeFocused()

    await password.fill(player.password)
    await password.press('Enter')
    await expect(login).toBeHidden()
    const balance = page.getByRole('banner').getByRole('button', { name: /^Balance BDT .*, account menu$/ })
    await expect(balance).toBeFocused()
  })
})

test('after a change of page focus is on its heading, and the page is announced', async ({ page }) => {
  await page.goto('/')
  const announcement = page.getByTestId('page-announcement')
  await expect(announcement).toHaveAttribute('role', 'status')
  const link = page.getByRole('region', { name: 'Slots' }).getByRole('link', { name: 'Slots' })
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/slots$/)
  const heading = page.getByRole('main').getByRole('heading', { level: 1 })
  await expect(heading).toBeFocused()
  await expect(announcement).toHaveText(`${await heading.textContent()}, page loaded`)
  expect(await focusedName(page)).not.toBe('body')
})
