import { randomUUID } from 'node:crypto'
import { creditCash, depositWithBkash, signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

// The header's balance is a button label, which a screen reader does not read out when it changes. A polite live
// region beside it speaks each change (a bet, a win, an approved deposit), and a bet's result says the balance too.

test('a player hears the balance after a Dice bet and after an approved deposit', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const player = newPlayer()
  const { id } = await registerPlayer(page.request, site, player)
  await creditCash(admin, site, { userId: id, amount: 100_000 })

  await page.goto('/games/dice')
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Balance BDT 1,000.00, account menu' })).toBeVisible()
  const spoken = header.getByRole('status')
  await expect(spoken).toHaveAttribute('aria-live', 'polite')
  // Nothing is said when the balance first shows: only a change is news.
  await expect(spoken).toHaveText('')

  await page.getByRole('textbox', { name: 'Stake (taka)' }).fill('10')
  await page.getByRole('button', { name: 'Bet', exact: true }).click()
  const outcome = page.getByTestId('bet-outcome')
  await expect(outcome).toHaveText(/You won BDT\s19\.80|No win this time/)
  const after = (await outcome.textContent())?.includes('You won') ? 'BDT 1,009.80' : 'BDT 990.00'
  await expect(outcome).toContainText(`Balance: ${after}`)
  await expect(spoken).toHaveText(`Balance now ${after}`)

  // A deposit staff approve arrives by the realtime channel, and is spoken as well.
  const { id: depositId } = await depositWithBkash(page.request, site, {
    amount: 50_000,
    sender: player.phone,
  })
  const decision = await admin.post(`/api/admin/cashier/deposits/${depositId}/decision`, {
    data: { decision: 'complete' },
    headers: { origin: site, 'idempotency-key': randomUUID() },
  })
  expect(decision.ok(), await decision.text()).toBe(true)
  const afterDeposit = after === 'BDT 990.00' ? 'BDT 1,490.00' : 'BDT 1,509.80'
  await expect(spoken).toHaveText(`Balance now ${afterDeposit}`)
  await expect(header.getByRole('button', { name: `Balance ${afterDeposit}, account menu` })).toBeVisible()
})
