import type { Locator, Page } from '@playwright/test'
import { creditCash, signInAs } from './cashier.ts'
import { expect, failedResponse, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

// WCAG 2.1.1: ten Dice bets in a row and a Crash bet cashed out, by Tab, Enter and Space alone. Focus stays on
// the button after each press, so the next press is the next bet (or the cash-out).

async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

// A cash-out that meets the crash is refused with a 409; the test then bets on the next round.
test.use({ expectedConsoleError: failedResponse(409) })

test('a player places ten Dice bets in a row and cashes out a Crash bet with the keyboard alone @desktop', async ({
  page,
  request: admin,
  baseURL,
}) => {
  test.setTimeout(600_000)
  const site = String(baseURL)
  await signInAs(admin, site)
  const { id } = await registerPlayer(page.request, site, newPlayer())
  await creditCash(admin, site, { userId: id, amount: 100_000 })
  let diceBets = 0
  page.on('response', (response) => {
    if (response.url().endsWith('/api/originals/dice/bets') && response.ok()) diceBets += 1
  })

  await page.goto('/games/dice')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Enter')
  const stake = page.getByRole('textbox', { name: 'Stake (taka)' })
  await tabTo(page, stake)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('10')
  const bet = page.getByRole('button', { name: 'Bet', exact: true })
  await tabTo(page, bet)
  for (let placed = 1; placed <= 10; placed++) {
    await page.keyboard.press(placed % 2 === 0 ? 'Space' : 'Enter')
    await expect.poll(() => diceBets).toBe(placed)
    await expect(bet).toBeFocused()
  }
  await expect(page.getByRole('region', { name: 'Your recent bets' }).getByRole('listitem')).toHaveCount(10)

  // Crash: Bet, then the same button becomes Cash out while the round flies; Enter each time.
  await page.goto('/games/crash')
  const panel = page.getByRole('region', { name: 'Bet 1' })
  await tabTo(page, panel.getByRole('textbox', { name: 'Stake (taka)' }))
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type('50')
  const crashBet = panel.getByRole('button', { name: 'Bet', exact: true })
  await tabTo(page, crashBet)
  const cashOut = panel.getByRole('button', { name: /^Cash out/ })
  const result = panel.getByRole('status')
  let isCashedOut = false
  for (let round = 0; round < 5 && !isCashedOut; round++) {
    await expect(crashBet).toBeEnabled({ timeout: 100_000 })
    await expect(crashBet).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(cashOut)
      .toBeVisible({ timeout: 100_000 })
      .catch(() => undefined)
    if (await cashOut.isVisible()) {
      await expect(cashOut).toBeFocused()
      await page.keyboard.press('Enter')
    }
    await expect(result.or(panel.getByRole('alert')).first()).toBeVisible({ timeout: 100_000 })
    // A refused cash-out shows the alert and no status: read what is there without waiting for the status.
    isCashedOut = (await result.allTextContents()).some((text) => text.startsWith('Cashed out at'))
  }
  expect(isCashedOut, 'cashed out within 5 rounds').toBe(true)
  await expect(result).toContainText(/Balance: BDT/)
})
