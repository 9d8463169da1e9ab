import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { balancesOf, createBankMethod, createStaff, creditCash, signInAs } from './cashier.ts'
import { expect, failedResponse, isPhone, test } from './fixtures.ts'
import { approveKycThroughApi } from './kyc.ts'
import { newPlayer, registerPlayer } from './players.ts'

async function openWithdrawHistory(page: Page, search: string) {
  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('link', { name: /^Banking Withdraw/ }).click()
  await expect(page.getByRole('heading', { name: 'Withdraw History', level: 1 })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(search)
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(search)}`))
}

test.describe('a withdrawal above the threshold', () => {
  // The same staff member's second approval is refused with a 409 on purpose.
  test.use({ expectedConsoleError: failedResponse(409) })

  test('needs a second staff member to approve it before it is paid out', async ({
    page,
    browser,
    playwright,
    request: admin,
    baseURL,
  }) => {
    const site = String(baseURL)
    await signInAs(admin, site)
    const finance = await createStaff(admin, site, { name: 'Farida Finance', role: 'finance' })
    // A method of the test's own with room for 60,000 taka (the default threshold is 50,000).
    const method = await createBankMethod(admin, site)

    const playerApi = await playwright.request.newContext({ baseURL: site })
    const player = newPlayer()
    const { id: playerId } = await registerPlayer(playerApi, site, player)
    await approveKycThroughApi(playerApi, admin, site, playerId)
    await creditCash(admin, site, { userId: playerId, amount: 7_000_000 })
    const receiverAccount = `${Date.now()}`.slice(-12).padStart(12, '7')
    const requested = await playerApi.post('/api/cashier/withdrawals', {
      data: { methodId: method.id, userType: 'personal', receiverAccount, amount: 6_000_000 },
      headers: { origin: site, 'idempotency-key': randomUUID() },
    })
    expect(requested.status(), await requested.text()).toBe(201)
    expect(await balancesOf(playerApi)).toMatchObject({ cash: 1_000_000, onHold: 6_000_000 })

    // The demo admin gives the first approval: it only records itself.
    await signInToBackOffice(page)
    await openWithdrawHistory(page, player.email)
    const row = page.getByRole('row').filter({ hasText: receiverAccount })
    await expect(row).toHaveCount(1)
    await expect(row.getByText(method.name)).toBeVisible()
    await expect(row.getByText('BDT 60,000.00')).toBeVisible()
    await expect(row.getByText('0 of 2 approvals')).toBeVisible()
    await row.getByRole('button', { name: /^Pending/ }).click()
    const dialog = page.getByRole('dialog', { name: 'Approve reason' })
    await expect(
      dialog.getByText('This amount needs two approvals from different staff members.'),
    ).toBeVisible()
    await expect(dialog.getByLabel('Approve')).toBeChecked()
    // The title follows the decision.
    await dialog.getByLabel('Reject').check()
    const rejecting = page.getByRole('dialog', { name: 'Reject reason' })
    await expect(rejecting.getByLabel('Reason')).toBeVisible()
    await rejecting.getByLabel('Approve').check()
    await expect(dialog.getByLabel('Approve')).toBeChecked()
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Another staff member gives the second.')).toBeVisible()
    await expect(row.getByText('1 of 2 approvals')).toBeVisible()
    expect(await balancesOf(playerApi)).toMatchObject({ cash: 1_000_000, onHold: 6_000_000 })

    // The same person cannot give the second.
    await row.getByRole('button', { name: /^Pending/ }).click()
    await expect(dialog.getByText(/^1 of 2 approvals: .+ approved it on/)).toBeVisible()
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(dialog.getByText('Enter the payout reference of the payment you sent.')).toBeVisible()
    await dialog.getByLabel('Payout reference').fill('IBBL-TT-55120')
    await dialog.getByRole('button', { name: 'Submit' }).click()
    await expect(
      dialog.getByText('The second approval must come from another staff member.', { exact: false }),
    ).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()

    // Another staff member, in their own browser, approves it and it is paid out.
    const financeContext = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
      isMobile: isPhone(page),
    })
    try {
      const financePage = await financeContext.newPage()
      await signInToBackOffice(financePage, finance)
      await openWithdrawHistory(financePage, player.email)
      const financeRow = financePage.getByRole('row').filter({ hasText: receiverAccount })
      await financeRow.getByRole('button', { name: /^Pending/ }).click()
      const financeDialog = financePage.getByRole('dialog', { name: 'Approve reason' })
      await financeDialog.getByLabel('Payout reference').fill('IBBL-TT-55120')
      await financeDialog.getByRole('button', { name: 'Submit' }).click()
      await expect(financeDialog).toBeHidden()
      await expect(financeRow.getByText('Approved', { exact: true })).toBeVisible()
      await expect(financeRow.getByText('IBBL-TT-55120')).toBeVisible()

      // Finance approves withdrawals, so it sees the threshold but may not change it (admins only).
      const sidebar = await backOfficeSidebar(financePage)
      await sidebar.getByRole('button', { name: 'Settings' }).click()
      await sidebar.getByRole('link', { name: 'Banking', exact: true }).click()
      await expect(financePage.getByText('Only administrators change this amount.')).toBeVisible()
      await expect(financePage.getByTestId('second-approval-above')).toContainText('50,000')
      await expect(financePage.getByLabel('Second approval above (taka)')).toHaveCount(0)
    } finally {
      await financeContext.close()
    }
    expect(await balancesOf(playerApi)).toMatchObject({ cash: 1_000_000, onHold: 0 })

    // The admin's list follows without a reload (the staff:cashier hint).
    await expect(row.getByText('Approved', { exact: true })).toBeVisible()
    await playerApi.dispose()
  })
})
