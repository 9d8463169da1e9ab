import type { Locator, Page } from '@playwright/test'
import { creditCash, newTransactionId, signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

// WCAG 2.1.1 and 2.4.3: a player signs in, asks for a deposit and bets on Dice with the keyboard alone — Tab,
// Shift+Tab, Enter, Space, arrows and Escape, no pointer — and focus goes where it should: the skip link first,
// into each dialog as it opens and back to what opened it when Escape closes it.

/** Presses `key` (Tab or Shift+Tab) until `target` has focus; fails after `limit` presses. */
async function moveFocusTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 60) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

async function expectFocusInside(dialog: Locator) {
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
}

test('a player signs in, asks for a deposit and bets on Dice with the keyboard alone @desktop', async ({
  page,
  request: admin,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const site = String(baseURL)
  const player = newPlayer()
  const { id } = await registerPlayer(admin, site, player)
  await signInAs(admin, site)
  await creditCash(admin, site, { userId: id, amount: 100_000 })

  // The skip link is the first stop, and leads past the header and sidebar to the page's own content.
  await page.goto('/')
  await page.keyboard.press('Tab')
  const skipLink = page.getByRole('link', { name: 'Skip to main content' })
  await expect(skipLink).toBeFocused()
  await expect(skipLink).toBeInViewport()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('main')).toBeFocused()

  // Sign in: the dialog takes focus, Escape closes it and gives focus back to the button that opened it.
  const header = page.getByRole('banner')
  const signIn = header.getByRole('button', { name: 'Sign in' })
  await moveFocusTo(page, signIn, 'Shift+Tab')
  await page.keyboard.press('Enter')
  const login = page.getByRole('dialog', { name: 'Login' })
  await expect(login).toBeVisible()
  await expectFocusInside(login)
  await page.keyboard.press('Escape')
  await expect(login).toBeHidden()
  await expect(signIn).toBeFocused()

  // Straight after the close: the closed dialog's late close event must not shut the reopened one.
  await page.keyboard.press('Enter')
  await expect(login).toBeVisible()
  await expectFocusInside(login)
  await moveFocusTo(page, login.getByRole('textbox', { name: 'Email' }))
  await page.keyboard.type(player.email)
  await moveFocusTo(page, login.getByLabel('Password'))
  await page.keyboard.type(player.password)
  await page.keyboard.press('Enter')
  await expect(page.getByText('Login successful!')).toBeVisible()
  await expect(login).toBeHidden()
  // Focus goes to the balance, which took the Sign in button's place, not back to the top of the page.
  await expect(header.getByRole('button', { name: /account menu/ })).toBeFocused()

  // A deposit request through the header's DEPOSIT dialog, just before the balance.
  const deposit = header.getByRole('link', { name: 'Deposit' })
  await moveFocusTo(page, deposit, 'Shift+Tab')
  await page.keyboard.press('Enter')
  const modal = page.getByRole('dialog', { name: 'Deposit' })
  await expect(modal).toBeVisible()
  await expectFocusInside(modal)
  await moveFocusTo(page, modal.getByRole('button', { name: 'bKash' }))
  await page.keyboard.press('Enter')
  await moveFocusTo(page, modal.getByRole('button', { name: 'BDT 1,000.00' }))
  await page.keyboard.press('Space')
  await moveFocusTo(page, modal.getByRole('button', { name: 'Next' }))
  await page.keyboard.press('Enter')
  await moveFocusTo(page, modal.getByLabel('Sender account number'))
  await page.keyboard.type(player.phone)
  await moveFocusTo(page, modal.getByLabel('Transaction ID'))
  await page.keyboard.type(newTransactionId(10))
  await moveFocusTo(page, modal.getByRole('button', { name: 'Submit' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Deposited successfully. Wait for the response.')).toBeVisible()
  await expect(modal).toBeHidden()

  // Opened again and left by Escape: it closes and gives focus back to the link that opened it.
  await moveFocusTo(page, deposit)
  await page.keyboard.press('Enter')
  await expect(modal).toBeVisible()
  await expectFocusInside(modal)
  await page.keyboard.press('Escape')
  await expect(modal).toBeHidden()
  await expect(deposit).toBeFocused()

  // The account menu opens on Enter and closes on Escape, giving focus back.
  const accountMenu = header.getByRole('button', { name: /account menu/ })
  await moveFocusTo(page, accountMenu)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden()
  await expect(accountMenu).toBeFocused()

  // A Dice bet: the stake typed, halved and doubled back with its shortcuts, and Bet pressed.
  await page.goto('/games/dice')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
  await page.keyboard.press('Enter')
  const stake = page.getByRole('textbox', { name: 'Stake (taka)' })
  await moveFocusTo(page, stake)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('20')
  await moveFocusTo(page, page.getByRole('button', { name: '½ — halve the stake' }))
  await page.keyboard.press('Enter')
  await expect(stake).toHaveValue('10')
  const bet = page.getByRole('button', { name: 'Bet', exact: true })
  await moveFocusTo(page, bet)
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('bet-outcome')).toHaveText(/You won BDT\s19\.80|No win this time/)
})
