import type { Locator, Page } from '@playwright/test'
import { creditCash, signInAs } from './cashier.ts'
import { expect, failedResponse, test } from './fixtures.ts'
import { fetchCategoryPage, revealTileActions } from './games.ts'
import { poishaOf } from './money.ts'
import { newPlayer, registerPlayer } from './players.ts'

async function headerBalance(page: Page): Promise<number> {
  const button = page.getByRole('banner').getByRole('button', { name: /^Balance BDT/ })
  return poishaOf((await button.getAttribute('aria-label')) ?? '')
}

async function expectHeaderBalance(page: Page, poisha: number): Promise<void> {
  await expect.poll(() => headerBalance(page)).toBe(poisha)
}

// A round is 5 s of betting, a flight that is long now and then (×50 takes about 65 s) and a 3 s pause.
const roundWait = { timeout: 100_000 }
const stake = 5_000
const attempts = 5

test.describe('a player on Crash', () => {
  // A cash-out that arrives after the crash is refused with a 409 (the test then tries the next round).
  test.use({ expectedConsoleError: failedResponse(409) })

  test('bets, cashes out while the multiplier runs, and the header balance shows the stake and the payout', async ({
    page,
    request: admin,
    baseURL,
  }) => {
    test.setTimeout(attempts * 120_000)
    const site = String(baseURL)
    await signInAs(admin, site)
    const { id } = await registerPlayer(page.request, site, newPlayer())
    await creditCash(admin, site, { userId: id, amount: 100_000 })

    await page.goto('/games/crash')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Crash')
    const panel = page.getByRole('region', { name: 'Bet 1' })
    await panel.getByRole('textbox', { name: 'Stake (taka)' }).fill('50')
    await expectHeaderBalance(page, 100_000)

    // About 1 round in 100 crashes at ×1.00 and a few more before a click can land: those lose the stake and the
    // test bets again on the next round, a bounded number of times.
    let isCashedOut = false
    for (let attempt = 0; attempt < attempts && !isCashedOut; attempt++) {
      isCashedOut = await betAndCashOut(page, panel)
    }
    expect(isCashedOut, `cashed out within ${attempts} rounds`).toBe(true)
  })

  test('opens Crash from a Crash Games tile’s PLAY', async ({ page, baseURL }) => {
    await registerPlayer(page.request, String(baseURL), newPlayer())
    const [game] = (await fetchCategoryPage(page.request, 'crash-games')).games
    if (!game) throw new Error('Crash Games has no games')
    await page.goto('/crash-games')
    const tile = page.getByRole('article', { name: game.title, exact: true }).first()
    await revealTileActions(tile)
    await tile.getByRole('button', { name: /^Play / }).click()
    await expect(page).toHaveURL(/\/games\/crash$/)
    await expect(page.getByRole('region', { name: 'Bet 1' })).toBeVisible()
  })
})

/** One round: bet, then cash out as soon as it flies. False when the round crashed first. */
async function betAndCashOut(page: Page, panel: Locator): Promise<boolean> {
  const bet = panel.getByRole('button', { name: 'Bet', exact: true })
  await expect(bet).toBeEnabled(roundWait)
  const before = await headerBalance(page)
  await bet.click()
  const cashOut = panel.getByRole('button', { name: /^Cash out/ })
  const result = panel.getByRole('status')
  const refused = panel.getByRole('alert')
  await expect(
    panel.getByRole('button', { name: 'Bet placed — waiting for take-off' }).or(cashOut),
  ).toBeVisible()
  await expectHeaderBalance(page, before - stake)

  await expect(cashOut.or(result)).toBeVisible(roundWait)
  if (await cashOut.isVisible()) await cashOut.click({ timeout: 2_000 }).catch(() => undefined)
  // A cash-out that meets the crash shows both the refusal and the loss: either one ends the wait.
  await expect(result.or(refused).first()).toBeVisible(roundWait)
  const outcome = (await result.or(refused).first().textContent()) ?? ''
  if (!outcome.startsWith('Cashed out at')) {
    await expect(result).toContainText('Lost: the round crashed at', roundWait)
    await expectHeaderBalance(page, before - stake)
    return false
  }
  const payout = poishaOf(outcome)
  // The payout is the stake at the multiplier it was cashed out at (two decimals, so exact in poisha).
  const hundredths = Number(/×([\d,]+)\.(\d{2})/.exec(outcome)?.slice(1, 3).join('').replaceAll(',', ''))
  expect(hundredths).toBeGreaterThanOrEqual(100)
  expect(payout).toBe((stake * hundredths) / 100)
  await expectHeaderBalance(page, before - stake + payout)
  return true
}
