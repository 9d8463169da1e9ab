import { signInToBackOffice } from './back-office.ts'
import { balancesOf } from './cashier.ts'
import { expect, failedResponse, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

test.describe('the user profile', () => {
  // A debit larger than the cash is refused with a 409 on purpose.
  test.use({ expectedConsoleError: failedResponse(409) })

  test('staff credit and debit a player’s cash; the balance panel and Transaction History follow, and the ledger reconciles', async ({
    page,
    request: playerApi,
    baseURL,
  }) => {
    const site = String(baseURL)
    const player = newPlayer()
    const { id } = await registerPlayer(playerApi, site, player)

    await signInToBackOffice(page)
    await page.goto(`/dashboard/userprofile/${encodeURIComponent(id)}`)
    const balance = page.getByRole('region', { name: 'Balance' })
    await expect(balance.getByRole('definition').first()).toHaveText('BDT 0.00')
    await expect(balance.getByText('On hold')).toBeVisible()

    await balance.getByRole('button', { name: 'Adjust balance' }).click()
    const dialog = page.getByRole('dialog', { name: /^Adjust .+'s cash$/ })
    await dialog.getByRole('button', { name: 'Adjust' }).click()
    await expect(dialog.getByText('Enter an amount in taka, such as 500 or 499.50.')).toBeVisible()
    await expect(dialog.getByText('Write a reason of at least 3 characters.')).toBeVisible()
    await dialog.getByLabel('Amount (taka)').fill('1,250.50')
    await dialog.getByLabel('Reason').fill('Goodwill credit for a failed game round')
    await dialog.getByRole('button', { name: 'Adjust' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('BDT 1,250.50 credited. Cash is now BDT 1,250.50.')).toBeVisible()
    await expect(balance.getByRole('definition').first()).toHaveText('BDT 1,250.50')

    // A debit beyond the cash is refused and changes nothing.
    await balance.getByRole('button', { name: 'Adjust balance' }).click()
    await dialog.getByLabel('Credit or debit').selectOption({ label: 'Debit (take)' })
    await dialog.getByLabel('Amount (taka)').fill('5000')
    await dialog.getByLabel('Reason').fill('Reversal of a duplicate credit')
    await dialog.getByRole('button', { name: 'Adjust' }).click()
    await expect(dialog.getByText("The player's cash is less than this debit.")).toBeVisible()
    await dialog.getByLabel('Amount (taka)').fill('250.50')
    await dialog.getByRole('button', { name: 'Adjust' }).click()
    await expect(dialog).toBeHidden()
    await expect(balance.getByRole('definition').first()).toHaveText('BDT 1,000.00')
    expect((await balancesOf(playerApi)).cash).toBe(100_000)

    await page.getByRole('tab', { name: 'Transaction History' }).click()
    const panel = page.getByRole('tabpanel', { name: 'Transaction History' })
    const credit = panel.getByRole('row').filter({ hasText: 'Goodwill credit for a failed game round' })
    await expect(credit.getByText('+BDT 1,250.50')).toBeVisible()
    await expect(credit.getByRole('cell', { name: 'Adjustment' })).toBeVisible()
    const debit = panel.getByRole('row').filter({ hasText: 'Reversal of a duplicate credit' })
    await expect(debit.getByText('−BDT 250.50')).toBeVisible()
    await expect(debit.getByRole('cell', { name: 'BDT 1,000.00', exact: true })).toBeVisible()

    // The ledger page's reconciliation agrees with the books.
    await page.goto('/dashboard/settings/ledger')
    await page.getByRole('button', { name: 'Run reconciliation' }).click()
    const report = page.getByRole('region', { name: 'Reconciliation report' })
    await expect(report.getByText('The books are clean')).toBeVisible()
    await expect(report.getByRole('cell', { name: 'BDT', exact: true })).toBeVisible()
  })

  test('staff grant a bonus by hand from the Bonuses tab and forfeit it with a reason', async ({
    page,
    request: playerApi,
    baseURL,
  }) => {
    const site = String(baseURL)
    const { id } = await registerPlayer(playerApi, site, newPlayer())

    await signInToBackOffice(page)
    await page.goto(`/dashboard/userprofile/${encodeURIComponent(id)}`)
    await page.getByRole('tab', { name: 'Bonuses' }).click()
    const panel = page.getByRole('tabpanel', { name: 'Bonuses' })
    await expect(panel.getByRole('definition').filter({ hasText: /^Welcome Crash Bonus$/ })).toBeVisible()
    await expect(panel.getByText('This player has no bonuses.')).toBeVisible()

    const form = panel.getByRole('form', { name: 'Grant a bonus by hand' })
    await form.getByLabel('Campaign (its terms apply)').selectOption({ label: 'Welcome Live Bonus' })
    await form.getByLabel('Bonus amount (taka)').fill('300')
    await form.getByLabel('Reason (kept in the audit log)').fill('Goodwill after a stream outage')
    await form.getByRole('button', { name: 'Grant bonus' }).click()
    const row = panel.getByRole('row').filter({ hasText: 'Welcome Live Bonus' })
    await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible()
    await expect(row.getByRole('cell', { name: 'BDT 300.00' }).first()).toBeVisible()
    expect((await balancesOf(playerApi)).bonus).toBe(30_000)

    await row.getByRole('button', { name: 'Forfeit Welcome Live Bonus' }).click()
    const dialog = page.getByRole('dialog', { name: 'Forfeit Welcome Live Bonus' })
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Granted to the wrong player')
    await dialog.getByRole('button', { name: 'Forfeit bonus' }).click()
    await expect(dialog).toBeHidden()
    await expect(row.getByRole('cell', { name: 'Forfeited (staff)' })).toBeVisible()
    expect((await balancesOf(playerApi)).bonus).toBe(0)
  })
})
