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
// Roll under 50.00 at the published 1 % edge: a 50 % chance paying floor(99 / 50, 4 decimals) = ×1.98.
const payout = 1_980

test('a player bets on Dice; the header balance moves by exactly the stake or the payout, and the bet is listed', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const { id } = await registerPlayer(page.request, site, newPlayer())
  await creditCash(admin, site, { userId: id, amount: start })

  await page.goto('/games/dice')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Dice')
  await expect.poll(() => headerBalance(page)).toBe(start)
  const recent = page.getByRole('region', { name: 'Your recent bets' })
  await expect(recent.getByText('No bets yet.')).toBeVisible()

  await page.getByRole('textbox', { name: 'Stake (taka)' }).fill('10')
  await expect(page.getByRole('textbox', { name: 'Target (0–99.99)' })).toHaveValue('50.00')
  await expect(page.getByText('50.00%')).toBeVisible()
  await expect(page.getByText('×1.98')).toBeVisible()
  await expect(page.getByText('BDT 19.80')).toBeVisible()

  // A stake below the minimum is refused on the page, in words, before anything is sent.
  await page.getByRole('textbox', { name: 'Stake (taka)' }).fill('5')
  await expect(page.getByText('The smallest stake is BDT 10.00.')).toBeVisible()
  await page.getByRole('textbox', { name: 'Stake (taka)' }).fill('10')

  const betRequest = page.waitForRequest(
    (request) => request.url().endsWith('/api/originals/dice/bets') && request.method() === 'POST',
  )
  await page.getByRole('button', { name: 'Bet', exact: true }).click()
  const sent = await betRequest
  expect(sent.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
  expect(sent.postDataJSON()).toEqual({ stake, target: 5000, direction: 'under' })

  const outcome = page.getByTestId('bet-outcome')
  await expect(outcome).toHaveText(/You won BDT\s19\.80|No win this time/)
  const isWon = (await outcome.textContent())?.includes('You won') ?? false
  const expected = isWon ? start - stake + payout : start - stake
  await expect.poll(() => headerBalance(page)).toBe(expected)

  const bet = recent.getByRole('listitem').first()
  await expect(bet).toContainText('Stake BDT 10.00')
  await expect(bet).toContainText(isWon ? '+BDT 19.80' : 'Lost')
  // The seed pair's nonce moved on to the next bet.
  await expect(
    page.getByRole('region', { name: 'Provably fair' }).getByText('1', { exact: true }),
  ).toBeVisible()
})
