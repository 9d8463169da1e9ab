import { randomUUID } from 'node:crypto'
import { creditCash, newTransactionId, playerMethods, signInAs } from './cashier.ts'
import { expect, failedResponse, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { approveKycThroughApi } from './responsible-gambling.ts'

// The bet and the deposit are refused by the server on purpose.
test.use({ expectedConsoleError: failedResponse(403) })

test('a self-excluded player is refused a Dice bet and a deposit, and can still withdraw', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const player = newPlayer()
  const { id } = await registerPlayer(page.request, site, player)
  await creditCash(admin, site, { userId: id, amount: 100_000 })
  // Withdrawals need approved identity documents (the KYC rule), whatever the exclusion.
  await approveKycThroughApi(page.request, admin, site, id)

  // Six months, behind a confirmation; the page then says until when, with nothing to end it.
  await page.goto('/profile/responsible-gambling')
  const selfExclusion = page.getByRole('group', { name: 'Self-exclusion' })
  await selfExclusion.getByLabel('6 months').check()
  await selfExclusion.getByRole('button', { name: 'Exclude me' }).click()
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' })
  await expect(confirm.getByText(/This cannot be undone or ended early\./)).toBeVisible()
  await confirm.getByRole('button', { name: 'Yes, 6 months' }).click()
  await expect(page.getByText(/^You have excluded yourself until \d\d\/\d\d\/\d{4}/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Exclude me' })).toHaveCount(0)

  // A Dice bet is refused with the reason.
  await page.goto('/games/dice')
  await page.getByRole('textbox', { name: 'Stake (taka)' }).fill('10')
  await page.getByRole('button', { name: 'Bet', exact: true }).click()
  await expect(
    page.getByText(
      /^You have excluded yourself until .+: no deposits or play until then\. Withdrawals stay open\.$/,
    ),
  ).toBeVisible()

  // A deposit is refused.
  const bkash = (await playerMethods(page.request)).deposit.find((method) => method.code === 'bkash')
  const deposit = await page.request.post('/api/cashier/deposits', {
    data: {
      methodId: bkash?.id,
      amount: 50_000,
      inputs: { senderAccountNumber: player.phone, transactionId: newTransactionId(10) },
    },
    headers: { origin: site, 'idempotency-key': randomUUID() },
  })
  expect(deposit.status()).toBe(403)
  expect((await deposit.json()).error.code).toBe('SELF_EXCLUDED')

  // A withdrawal is accepted.
  await page.goto('/withdrawal')
  const main = page.getByRole('main')
  await main.getByLabel('Withdrawal method').selectOption({ label: 'bKash' })
  await main.getByText('Agent', { exact: true }).click()
  await main.getByLabel('Receiver mobile number').fill('01812345678')
  await main.getByLabel('Amount (taka)').fill('500')
  await main.getByRole('button', { name: 'Request withdrawal' }).click()
  await expect(
    main.getByRole('region', { name: 'Pending withdrawals' }).getByText('BDT 500.00'),
  ).toBeVisible()
})
