import type { Page } from '@playwright/test'
import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { depositWithBkash, newTransactionId } from './cashier.ts'
import { expect, isPhone, test } from './fixtures.ts'
import { approveKycThroughApi } from './kyc.ts'
import { newPlayer, registerPlayer } from './players.ts'

/** The page is no wider than a 360 px phone: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0)
}

/** Staff find a deposit by its transaction id in Deposit History and complete or reject it. */
async function decideDeposit(
  staffPage: Page,
  transactionId: string,
  decision: 'Complete' | 'Reject',
  reason = '',
) {
  const sidebar = await backOfficeSidebar(staffPage)
  await sidebar.getByRole('link', { name: /^Banking Deposit/ }).click()
  await expect(staffPage.getByRole('heading', { name: 'Deposit History', level: 1 })).toBeVisible()
  await staffPage.getByRole('searchbox', { name: 'Search requests' }).fill(transactionId)
  await expect(staffPage).toHaveURL(new RegExp(`search=${transactionId}`))
  const row = staffPage.getByRole('row').filter({ hasText: transactionId })
  await expect(row).toHaveCount(1)
  await row.getByRole('button', { name: decision }).click()
  const dialog = staffPage.getByRole('dialog', { name: `${decision} reason` })
  if (reason) await dialog.getByLabel('Reason').fill(reason)
  await dialog.getByRole('button', { name: 'Submit' }).click()
  await expect(dialog).toBeHidden()
  await expect(
    row.getByText(decision === 'Complete' ? 'Completed' : 'Rejected', { exact: true }),
  ).toBeVisible()
}

test('player deposits with bKash, staff completes it, the header balance changes without a reload, the player withdraws, staff approves, both appear in payment history with their statuses and pages, and a rejected deposit shows its reason', async ({
  page,
  browser,
  request: admin,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const site = String(baseURL)
  const player = newPlayer()
  const { id: playerId } = await registerPlayer(page.request, site, player)
  // Withdrawals need approved identity documents (the KYC spec walks through that page by page).
  await approveKycThroughApi(page.request, admin, site, playerId)
  // Staff work in their own browser, signed in to the back office.
  const staffContext = await browser.newContext({
    baseURL: site,
    viewport: page.viewportSize() ?? undefined,
    isMobile: isPhone(page),
  })
  const staffPage = await staffContext.newPage()
  await signInToBackOffice(staffPage)
  if (isPhone(page)) await page.setViewportSize({ width: 360, height: 780 })

  await page.goto('/')
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Balance BDT 0.00, account menu' })).toBeVisible()

  // The player deposits 1,000 taka with bKash from the header's DEPOSIT.
  await header.getByRole('link', { name: 'Deposit' }).click()
  const modal = page.getByRole('dialog', { name: 'Deposit' })
  await expect(modal.getByRole('tab', { name: 'Mobile banking' })).toHaveAttribute('aria-selected', 'true')
  await modal.getByRole('button', { name: 'bKash' }).click()
  await modal.getByRole('button', { name: 'BDT 1,000.00' }).click()
  await expect(modal.getByText('Minimum BDT 200.00 · Maximum BDT 25,000.00')).toBeVisible()
  await modal.getByRole('button', { name: 'Next' }).click()
  await expect(modal.getByText('01712345678')).toBeVisible()
  await modal.getByLabel('Sender account number').fill(player.phone)
  const transactionId = newTransactionId(10)
  await modal.getByLabel('Transaction ID').fill(transactionId.toLowerCase())
  // The demo's welcome bonus would make the withdrawal below forfeit it: this player turns it down.
  await modal.getByLabel("I don't want a bonus with this deposit").check()
  await expect(modal.getByText('No bonus will be added to this deposit.')).toBeVisible()
  if (isPhone(page)) await expectNoSidewaysScroll(page)
  await modal.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Deposited successfully. Wait for the response.')).toBeVisible()
  await expect(modal).toBeHidden()

  // Staff complete it; the header follows without a reload.
  await decideDeposit(staffPage, transactionId, 'Complete')
  await expect(page.getByText('Your deposit was approved and added to your balance.')).toBeVisible()
  await expect(header.getByRole('button', { name: 'Balance BDT 1,000.00, account menu' })).toBeVisible()
  if (isPhone(page)) {
    // A phone's header shows the sign, not the code, so the balance stays inside 360 px.
    const balanceButton = header.getByRole('button', { name: /^Balance/ })
    await expect(balanceButton.getByText('৳1,000.00')).toBeVisible()
    await expect(balanceButton.getByText('BDT 1,000.00')).toBeHidden()
    const box = await balanceButton.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(360)
  }

  // Six more deposits (the history's second page) and a rejected one.
  for (let index = 0; index < 5; index++) {
    await depositWithBkash(page.request, site, { amount: 20_000 + index * 100, sender: player.phone })
  }
  const rejected = await depositWithBkash(page.request, site, { amount: 30_000, sender: player.phone })
  await decideDeposit(
    staffPage,
    rejected.transactionId,
    'Reject',
    'No such transaction in the bKash statement',
  )
  await expect(page.getByText('Your deposit was rejected. See Payment history for the reason.')).toBeVisible()

  // The player withdraws 500 taka: the amount is held at once.
  await header.getByRole('button', { name: /^Balance/ }).click()
  await expect(header.getByText('Bonus account')).toBeVisible()
  await page.getByRole('link', { name: 'Withdrawal' }).first().click()
  await expect(page.getByRole('heading', { name: 'Withdrawal', level: 1 })).toBeVisible()
  const main = page.getByRole('main')
  await expect(main.getByText('BDT 1,000.00')).toBeVisible()
  await main.getByLabel('Withdrawal method').selectOption({ label: 'bKash' })
  await main.getByText('Agent', { exact: true }).click()
  await main.getByLabel('Receiver mobile number').fill('0171234')
  await main.getByLabel('Amount (taka)').fill('500')
  await main.getByRole('button', { name: 'Request withdrawal' }).click()
  await expect(
    main.getByText('Enter a Bangladeshi mobile number of 11 digits, such as 01712345678.'),
  ).toBeVisible()
  await main.getByLabel('Receiver mobile number').fill('01812345678')
  await main.getByRole('button', { name: 'Request withdrawal' }).click()
  await expect(page.getByText('Withdrawal requested. The amount is on hold until it is paid.')).toBeVisible()
  await expect(header.getByRole('button', { name: 'Balance BDT 500.00, account menu' })).toBeVisible()
  await expect(main.getByText('BDT 500.00').first()).toBeVisible()
  const pending = main.getByRole('region', { name: 'Pending withdrawals' })
  await expect(pending.getByRole('article')).toHaveCount(1)

  // Amounts outside the limits or above the withdrawable cash are refused as they are typed.
  await main.getByLabel('Receiver mobile number').fill('01812345678')
  await main.getByLabel('Amount (taka)').fill('400')
  await expect(main.getByText('The amount is below the minimum for this method.')).toBeVisible()
  await main.getByLabel('Amount (taka)').fill('900')
  await expect(main.getByText('Your balance is too low for this amount.')).toBeVisible()

  // A second one, cancelled while pending, comes back to the balance.
  await main.getByLabel('Amount (taka)').fill('500')
  await main.getByRole('button', { name: 'Request withdrawal' }).click()
  await expect(header.getByRole('button', { name: 'Balance BDT 0.00, account menu' })).toBeVisible()
  await expect(pending.getByRole('article')).toHaveCount(2)
  if (isPhone(page)) await expectNoSidewaysScroll(page)
  await pending.getByRole('article').first().getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('Withdrawal cancelled. The amount is back in your balance.')).toBeVisible()
  await expect(pending.getByRole('article')).toHaveCount(1)
  await expect(header.getByRole('button', { name: 'Balance BDT 500.00, account menu' })).toBeVisible()

  // Staff approve the first in Withdraw History with finance's payout reference.
  const sidebar = await backOfficeSidebar(staffPage)
  await sidebar.getByRole('link', { name: /^Banking Withdraw/ }).click()
  await expect(staffPage.getByRole('heading', { name: 'Withdraw History', level: 1 })).toBeVisible()
  await staffPage.getByRole('searchbox', { name: 'Search requests' }).fill(player.email)
  const withdrawalRow = staffPage
    .getByRole('row')
    .filter({ hasText: '01812345678' })
    .filter({ has: staffPage.getByRole('button', { name: /^Pending/ }) })
  await expect(withdrawalRow).toHaveCount(1)
  await withdrawalRow.getByRole('button', { name: /^Pending/ }).click()
  const withdrawalDialog = staffPage.getByRole('dialog', { name: 'Approve reason' })
  await expect(withdrawalDialog.getByLabel('Approve')).toBeChecked()
  await withdrawalDialog.getByLabel('Payout reference').fill('BKASH-PAYOUT-7731')
  await withdrawalDialog.getByRole('button', { name: 'Submit' }).click()
  await expect(withdrawalDialog).toBeHidden()
  const approvedRow = staffPage.getByRole('row').filter({ hasText: 'BKASH-PAYOUT-7731' })
  await approvedRow.getByRole('button', { name: /^Approved: decision details for / }).click()
  const decidedDialog = staffPage.getByRole('dialog', { name: /^Decision for / })
  await expect(decidedDialog.getByText('BKASH-PAYOUT-7731')).toBeVisible()
  await decidedDialog.getByRole('button', { name: 'Close' }).click()
  await expect(decidedDialog).toBeHidden()
  await staffContext.close()
  await expect(page.getByText('Your withdrawal was approved and paid out.')).toBeVisible()
  await expect(pending).toBeHidden()
  await expect(header.getByRole('button', { name: 'Balance BDT 500.00, account menu' })).toBeVisible()

  // A third, left pending, is cancelled from Payment History below.
  await main.getByLabel('Receiver mobile number').fill('01812345678')
  await main.getByLabel('Amount (taka)').fill('500')
  await main.getByRole('button', { name: 'Request withdrawal' }).click()
  await expect(header.getByRole('button', { name: 'Balance BDT 0.00, account menu' })).toBeVisible()
  await expect(pending.getByRole('article')).toHaveCount(1)

  // Payment history: seven deposits on two pages of six, the statuses and the rejection's reason.
  await header.getByRole('button', { name: /^Balance/ }).click()
  await page.getByRole('link', { name: 'Payment History' }).first().click()
  await expect(page.getByRole('heading', { name: 'Payment History', level: 1 })).toBeVisible()
  await expect(main.getByRole('tab', { name: 'Deposit history' })).toHaveAttribute('aria-selected', 'true')
  await expect(main.getByText('Page 1 of 2')).toBeVisible()
  await expect(main.getByRole('article')).toHaveCount(6)
  const rejectedCard = main.getByRole('article', { name: 'bKash BDT 300.00' })
  await expect(rejectedCard.getByText('Rejected')).toBeVisible()
  await expect(rejectedCard.getByText('Reason: No such transaction in the bKash statement')).toBeVisible()
  await expect(main.getByRole('article').filter({ hasText: 'Pending' })).toHaveCount(5)
  if (isPhone(page)) await expectNoSidewaysScroll(page)
  await main.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/page=2/)
  await expect(main.getByText('Page 2 of 2')).toBeVisible()
  const approvedDeposit = main.getByRole('article', { name: 'bKash BDT 1,000.00' })
  await expect(approvedDeposit.getByText('Approved')).toBeVisible()
  await expect(approvedDeposit.getByText(transactionId)).toBeVisible()
  await expect(main.getByRole('button', { name: 'Next' })).toBeDisabled()

  await main.getByRole('tab', { name: 'Withdrawal history' }).click()
  await expect(page).toHaveURL(/tab=withdrawals/)
  await expect(main.getByText('Page 1 of 1')).toBeVisible()
  await expect(main.getByRole('article')).toHaveCount(3)
  const pendingWithdrawal = main.getByRole('article').filter({ hasText: 'Pending' })
  // The first cancellation's toast may still be up on a fast run; this one's must be a new toast.
  const cancelledToast = page.getByText('Withdrawal cancelled. The amount is back in your balance.')
  await expect(cancelledToast).toBeHidden()
  await pendingWithdrawal.getByRole('button', { name: 'Cancel' }).click()
  await expect(cancelledToast).toBeVisible()
  await expect(header.getByRole('button', { name: 'Balance BDT 500.00, account menu' })).toBeVisible()
  await expect(pendingWithdrawal).toHaveCount(0)
  const approvedWithdrawal = main.getByRole('article').filter({ hasText: 'Approved' })
  await expect(approvedWithdrawal).toHaveAccessibleName('bKash BDT 500.00')
  await expect(approvedWithdrawal.getByText('01812345678')).toBeVisible()
  await expect(approvedWithdrawal.getByText('Agent')).toBeVisible()
  await expect(main.getByRole('article').filter({ hasText: 'Cancelled' })).toHaveCount(2)
  await page.reload()
  await expect(main.getByRole('tab', { name: 'Withdrawal history' })).toHaveAttribute('aria-selected', 'true')
})
