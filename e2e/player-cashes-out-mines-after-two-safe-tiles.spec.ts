import type { Page } from '@playwright/test'
import { creditCash, signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { poishaOf } from './money.ts'
import { newPlayer, registerPlayer } from './players.ts'

async function headerBalance(page: Page): Promise<number> {
  const button = page.getByRole('banner').getByRole('button', { name: /^Balance BDT/ })
  return poishaOf((await button.getAttribute('aria-label')) ?? '')
}

const start = 100_000
const stake = 1_000
// One mine, two safe tiles, 1 % edge: floor(0.99 × C(25,2) / C(24,2), 4 decimals) = ×1.0760.
const payout = 1_076
// The layout is secret, so a game that hits the mine (2 in 25 within two tiles) is lost and another is started.
const maxGames = 6

/** Reveals the next hidden tile; true when it was safe. */
async function revealNextTile(page: Page, tile: number): Promise<boolean> {
  await page.getByRole('button', { name: `Tile ${tile}`, exact: true }).click()
  const after = page.getByRole('button', { name: new RegExp(`^Tile ${tile}, `) })
  await expect(after).toBeVisible()
  return (await after.getAttribute('aria-label')) === `Tile ${tile}, safe`
}

test('a player reveals two safe tiles in Mines, cashes out and is paid; the game survives a reload', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const { id } = await registerPlayer(page.request, site, newPlayer())
  await creditCash(admin, site, { userId: id, amount: start })

  await page.goto('/games/mines')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Mines')
  await expect.poll(() => headerBalance(page)).toBe(start)

  let games = 0
  let isCashedOut = false
  while (!isCashedOut && games < maxGames) {
    games += 1
    await page.getByRole('textbox', { name: 'Stake (taka)' }).fill('10')
    await page.getByRole('combobox', { name: 'Mines' }).selectOption('1')
    await page.getByRole('button', { name: 'Start' }).click()
    const cashOut = page.getByRole('button', { name: 'Cash out' })
    await expect(cashOut).toBeDisabled()
    await expect.poll(() => headerBalance(page)).toBe(start - games * stake)

    if (!(await revealNextTile(page, 1))) continue
    await expect(cashOut).toBeEnabled()
    // An open game is picked up again after a reload.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Tile 1, safe' })).toBeVisible()
    if (!(await revealNextTile(page, 2))) continue

    await expect(page.getByText('×1.07')).toBeVisible()
    await page.getByRole('button', { name: 'Cash out' }).click()
    await expect(page.getByTestId('bet-outcome')).toHaveText(/You won BDT\s10\.76 Balance: BDT/)
    isCashedOut = true
  }
  expect(isCashedOut, `cashed out within ${maxGames} games`).toBe(true)

  await expect.poll(() => headerBalance(page)).toBe(start - games * stake + payout)
  // The layout is shown once the game has ended: the one mine among the tiles.
  await expect(page.getByRole('button', { name: /^Tile \d+, mine$/ })).toHaveCount(1)
  await expect(
    page.getByRole('region', { name: 'Your recent bets' }).getByRole('listitem').first(),
  ).toContainText('+BDT 10.76')
})
