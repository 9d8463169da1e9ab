import type { Locator } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { fetchCategoryPage, revealTileActions } from './games.ts'
import { poishaOf } from './money.ts'

const roundWait = { timeout: 100_000 }
const stake = 1_000
const attempts = 5

test.describe('a visitor without an account', () => {
  test('opens a Crash Games tile’s DEMO and lands on Crash with play money', async ({ page }) => {
    const [game] = (await fetchCategoryPage(page.request, 'crash-games')).games
    if (!game) throw new Error('Crash Games has no games')
    await page.goto('/crash-games')
    const tile = page.getByRole('article', { name: game.title, exact: true }).first()
    await revealTileActions(tile)
    const opened = page.waitForEvent('popup')
    await tile.getByRole('link', { name: /^Demo .* \(opens in a new tab\)$/ }).click()
    const demo = await opened
    await expect(demo).toHaveURL(/\/games\/crash\?mode=demo$/)
    await expect(demo.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Crash')
    await expect(demo.getByText('Demo — play money')).toBeVisible()
  })

  test('plays Aviator in demo mode: the play-money balance takes the stake and pays the cash-out', async ({
    page,
  }) => {
    test.setTimeout(attempts * 120_000)
    await page.goto('/aviator?mode=demo')
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Aviator')
    const balance = page.getByTestId('game-balance')
    await expect(balance).toHaveText('BDT 10,000.00')
    const panel = page.getByRole('region', { name: 'Bet 1' })
    await panel.getByRole('textbox', { name: 'Stake (taka)' }).fill('10')

    let isCashedOut = false
    for (let attempt = 0; attempt < attempts && !isCashedOut; attempt++) {
      isCashedOut = await betAndCashOut(panel, balance)
    }
    expect(isCashedOut, `cashed out within ${attempts} rounds`).toBe(true)
    // Play money never reaches the real ledger: a visitor still has no balance in the header.
    await expect(page.getByRole('banner').getByRole('button', { name: /^Balance/ })).toHaveCount(0)
  })
})

/** One round with play money: bet, then cash out as soon as it flies. False when the round crashed first. */
async function betAndCashOut(panel: Locator, balance: Locator): Promise<boolean> {
  const bet = panel.getByRole('button', { name: 'Bet', exact: true })
  await expect(bet).toBeEnabled(roundWait)
  const before = poishaOf((await balance.textContent()) ?? '')
  await bet.click()
  await expect.poll(async () => poishaOf((await balance.textContent()) ?? '')).toBe(before - stake)
  const cashOut = panel.getByRole('button', { name: /^Cash out/ })
  const result = panel.getByRole('status')
  await expect(cashOut.or(result)).toBeVisible(roundWait)
  if (await cashOut.isVisible()) await cashOut.click({ timeout: 2_000 }).catch(() => undefined)
  await expect(result).toBeVisible(roundWait)
  const outcome = (await result.textContent()) ?? ''
  if (!outcome.startsWith('Cashed out at')) return false
  const payout = poishaOf(outcome)
  expect(payout).toBeGreaterThanOrEqual(stake)
  await expect.poll(async () => poishaOf((await balance.textContent()) ?? '')).toBe(before - stake + payout)
  return true
}
