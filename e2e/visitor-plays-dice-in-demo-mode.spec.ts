import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { fetchCategoryPage, revealTileActions } from './games.ts'
import { poishaOf } from './money.ts'

const demoBalance = async (page: Page) =>
  poishaOf((await page.getByTestId('game-balance').textContent()) ?? '')

/** Requests that could move money: any write to the originals, and anything of the wallet. */
const isMoneyRequest = (url: string, method: string) =>
  (url.includes('/api/originals/') && method !== 'GET') || url.includes('/api/wallet')

test('a visitor opens Dice from its DEMO button, bets play money and resets it, with no money request', async ({
  page,
  request,
  context,
}) => {
  const khelaFastGames = await fetchCategoryPage(request, 'fast-games', 'provider=khela&limit=50')
  const dice = khelaFastGames.games.find((game) => game.title === 'Dice')
  if (!dice) throw new Error('the demo catalogue has no Khela Dice')
  const moneyRequests: string[] = []
  context.on('request', (sent) => {
    if (isMoneyRequest(sent.url(), sent.method())) moneyRequests.push(`${sent.method()} ${sent.url()}`)
  })

  await page.goto('/fast-games?provider=khela')
  const tile = page.getByRole('article', { name: 'Dice', exact: true }).first()
  await tile.scrollIntoViewIfNeeded()
  await revealTileActions(tile)
  const [demoTab] = await Promise.all([
    context.waitForEvent('page'),
    tile.getByRole('link', { name: /^Demo .* \(opens in a new tab\)$/ }).click(),
  ])
  const tabErrors: string[] = []
  demoTab.on('pageerror', (error) => tabErrors.push(error.message))
  await expect(demoTab).toHaveURL(/\/games\/dice\?mode=demo$/)
  await expect(demoTab.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Dice')
  await expect(demoTab.getByText('Demo — play money')).toBeVisible()
  await expect.poll(() => demoBalance(demoTab)).toBe(1_000_000)
  // The demo server seed is committed to by its hash before the first bet.
  await expect(
    demoTab.getByRole('region', { name: 'Provably fair' }).getByText(/^[0-9a-f]{64}$/),
  ).toBeVisible()

  await demoTab.getByRole('textbox', { name: 'Stake (taka)' }).fill('100')
  await demoTab.getByRole('button', { name: 'Bet', exact: true }).click()
  const outcome = demoTab.getByTestId('bet-outcome')
  await expect(outcome).toHaveText(/You won BDT\s198\.00|No win this time/)
  const isWon = (await outcome.textContent())?.includes('You won') ?? false
  await expect.poll(() => demoBalance(demoTab)).toBe(isWon ? 1_009_800 : 990_000)
  await expect(
    demoTab.getByRole('region', { name: 'Your recent bets' }).getByRole('listitem').first(),
  ).toContainText('Stake BDT 100.00')

  // The play money survives a reload, and Reset starts again from 10,000 taka.
  await demoTab.reload()
  await expect.poll(() => demoBalance(demoTab)).toBe(isWon ? 1_009_800 : 990_000)
  await demoTab.getByRole('button', { name: 'Reset' }).click()
  await expect.poll(() => demoBalance(demoTab)).toBe(1_000_000)
  await expect(demoTab.getByText('No bets yet.')).toBeVisible()

  // Rotating reveals the demo server seed that settled the bet.
  await demoTab.getByRole('button', { name: 'Rotate seeds' }).click()
  await expect(demoTab.getByText('Server seed (revealed)')).toBeVisible()

  expect(moneyRequests).toEqual([])
  expect(tabErrors).toEqual([])
})

test('a visitor opening Dice for real money is asked to sign in or play the demo', async ({ page }) => {
  await page.goto('/games/dice')
  await expect(page.getByRole('heading', { name: 'Sign in to play for real money' })).toBeVisible()
  await page.getByRole('link', { name: 'Play demo' }).click()
  await expect(page).toHaveURL(/\/games\/dice\?mode=demo$/)
  await expect(page.getByText('Demo — play money')).toBeVisible()
})
