import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { depositWithBkash, newTransactionId, playerMethods } from './cashier.ts'
import { expect, failedResponse, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { advanceServerClock } from './responsible-gambling.ts'

// The deposit above the limit is refused by the server on purpose.
test.use({ expectedConsoleError: failedResponse(409) })

async function depositWithBkashOnThePage(page: Page, phone: string, amountLabel: string) {
  await page.goto('/deposit')
  const main = page.getByRole('main')
  await main.getByRole('button', { name: 'bKash' }).click()
  await main.getByRole('button', { name: amountLabel }).click()
  await main.getByRole('button', { name: 'Next' }).click()
  await main.getByLabel('Sender account number').fill(phone)
  await main.getByLabel('Transaction ID').fill(newTransactionId(10))
  await main.getByRole('button', { name: 'Submit' }).click()
  return main
}

test('a player sets a daily deposit limit; a deposit above it is refused with the room left; a raise waits 24 hours on the server clock', async ({
  page,
  baseURL,
}) => {
  const site = String(baseURL)
  const player = newPlayer()
  await registerPlayer(page.request, site, player)

  // The profile leads to the tools; a first limit applies at once.
  await page.goto('/profile')
  await page.getByRole('link', { name: 'Open your tools' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Responsible gambling tools')
  const daily = page.getByRole('textbox', { name: 'Deposit limit per day (24 hours)' })
  await daily.fill('1000')
  await page.getByRole('button', { name: 'Save limits' }).click()
  await expect(page.getByText('Your limits are saved.')).toBeVisible()

  // 5,000 taka is more than the day's 1,000: refused, saying how much is left.
  const main = await depositWithBkashOnThePage(page, player.phone, 'BDT 5,000.00')
  await expect(
    main.getByText(
      'This deposit would pass your deposit limit. You can deposit up to BDT 1,000.00 more for now.',
    ),
  ).toBeVisible()

  // Raising it to 10,000 waits 24 hours: shown as pending, the old limit still in force.
  await page.goto('/profile/responsible-gambling')
  await expect(daily).toHaveValue('1000')
  await daily.fill('10000')
  await page.getByRole('button', { name: 'Save limits' }).click()
  await expect(page.getByText('Your limits are saved.').first()).toBeVisible()
  await expect(page.getByText(/^Changes to BDT\s10,000\.00 on \d\d\/\d\d\/\d{4}/)).toBeVisible()
  await expect(daily).toHaveValue('1000')
  const bkash = (await playerMethods(page.request)).deposit.find((method) => method.code === 'bkash')
  const tooMuch = await page.request.post('/api/cashier/deposits', {
    data: {
      methodId: bkash?.id,
      amount: 500_000,
      inputs: { senderAccountNumber: player.phone, transactionId: newTransactionId(10) },
    },
    headers: { origin: site, 'idempotency-key': randomUUID() },
  })
  expect(tooMuch.status()).toBe(409)
  expect((await tooMuch.json()).error.code).toBe('DEPOSIT_LIMIT_REACHED')

  // Once the server's clock has passed 24 hours, the raise applies and the same deposit goes through.
  await advanceServerClock(page.request, site, 24 * 3_600_000)
  await page.reload()
  await expect(daily).toHaveValue('10000')
  await expect(page.getByText(/^Changes to/)).toHaveCount(0)
  await depositWithBkash(page.request, site, { amount: 500_000, sender: player.phone })
})
