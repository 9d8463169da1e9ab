import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { balancesOf, depositWithBkash, playerMethods, uniqueSuffix } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { testPicture } from './test-images.ts'

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }))
  expect(widths.page).toBeLessThanOrEqual(widths.viewport)
}

test('staff reject a deposit with a reason, and the player is credited nothing', async ({
  page,
  request: playerApi,
  baseURL,
}) => {
  const site = String(baseURL)
  const player = newPlayer()
  await registerPlayer(playerApi, site, player)
  const deposit = await depositWithBkash(playerApi, site, { amount: 150_000, sender: player.phone })

  await signInToBackOffice(page)
  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('link', { name: /^Banking Deposit/ }).click()
  await expect(page.getByRole('heading', { name: 'Deposit History', level: 1 })).toBeVisible()

  // The search (a transaction id here) and the filters are kept in the address.
  await page.getByRole('searchbox', { name: 'Search requests' }).fill(deposit.transactionId)
  await expect(page).toHaveURL(new RegExp(`search=${deposit.transactionId}`))
  const row = page.getByRole('row').filter({ hasText: deposit.transactionId })
  await expect(row).toHaveCount(1)
  await expect(row.getByRole('cell', { name: 'bKash', exact: true })).toBeVisible()
  await expect(row.getByText(player.phone).first()).toBeVisible()
  await expect(row.getByText('BDT 1,500.00')).toBeVisible()
  await expect(row.getByText(/^\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} (am|pm)$/i)).toBeVisible()
  await expectNoSidewaysScroll(page)

  // Complete opens its own reason dialog; Cancel leaves the deposit pending.
  await row.getByRole('button', { name: /^Complete .+'s deposit$/ }).click()
  const completeDialog = page.getByRole('dialog', { name: 'Complete reason' })
  await expect(completeDialog.getByText('deposited BDT 1,500.00 by bKash')).toBeVisible()
  await completeDialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(completeDialog).toBeHidden()

  await row.getByRole('button', { name: /^Reject .+'s deposit$/ }).click()
  const rejectDialog = page.getByRole('dialog', { name: 'Reject reason' })
  await rejectDialog.getByRole('button', { name: 'Submit' }).click()
  await expect(rejectDialog.getByText('Write a reason of at least 3 characters.')).toBeVisible()
  await rejectDialog.getByLabel('Reason').fill('No such transaction in the bKash statement')
  await rejectDialog.getByRole('button', { name: 'Submit' }).click()
  await expect(rejectDialog).toBeHidden()
  await expect(page.getByText('deposit is rejected.')).toBeVisible()
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible()
  await expect(row.getByText('No such transaction in the bKash statement')).toBeVisible()
  await expect(row.getByRole('button', { name: /^Reject .+'s deposit$/ })).toHaveCount(0)

  // The decided status opens the decision, read-only: its reason, who decided and when.
  await row.getByRole('button', { name: /^Rejected: decision details for / }).click()
  const decided = page.getByRole('dialog', { name: /^Decision for / })
  await expect(decided.getByText('No such transaction in the bKash statement')).toBeVisible()
  await expect(decided.getByText('Decided by')).toBeVisible()
  await expect(decided.getByRole('textbox')).toHaveCount(0)
  await decided.getByRole('button', { name: 'Close' }).click()
  await expect(decided).toBeHidden()

  // The status filter is in the address too, and survives a reload.
  await page.getByLabel('Status').selectOption({ label: 'Pending' })
  await expect(page).toHaveURL(/status=pending/)
  await expect(page.getByText('No deposits found.')).toBeVisible()
  await page.getByLabel('Status').selectOption({ label: 'Rejected' })
  await page.reload()
  await expect(page.getByLabel('Status')).toHaveValue('rejected')
  await expect(row).toHaveCount(1)

  // The player was credited nothing and sees the reason.
  expect((await balancesOf(playerApi)).cash).toBe(0)
  const history = (await (await playerApi.get('/api/cashier/deposits?page=1')).json()) as {
    items: { id: string; status: string; reason: string | null }[]
  }
  expect(history.items.find((item) => item.id === deposit.id)).toMatchObject({
    status: 'rejected',
    reason: 'No such transaction in the bKash statement',
  })
})

test('staff open a bank deposit’s slip at full size from its thumbnail', async ({
  page,
  request: playerApi,
  baseURL,
}) => {
  const site = String(baseURL)
  await registerPlayer(playerApi, site, newPlayer())
  const ibbl = (await playerMethods(playerApi)).deposit.find((method) => method.code === 'ibbl')
  if (!ibbl) throw new Error('IBBL is not enabled for deposits')
  const uploaded = await playerApi.post('/api/cashier/slips', {
    multipart: {
      // A colour of its own: the same picture on another deposit (the other viewport's run) is SLIP_ALREADY_USED.
      image: testPicture('slip.png', 640, 400),
    },
    headers: { origin: site },
  })
  expect(uploaded.status(), await uploaded.text()).toBe(201)
  const slip = (await uploaded.json()) as { id: string }
  const holder = `Holder ${uniqueSuffix()}`
  const deposited = await playerApi.post('/api/cashier/deposits', {
    data: {
      methodId: ibbl.id,
      amount: 500_000,
      inputs: { senderAccountNumber: '20501234567890', accountHolderName: holder, screenshot: slip.id },
    },
    headers: { origin: site, 'idempotency-key': randomUUID() },
  })
  expect(deposited.status(), await deposited.text()).toBe(201)

  await signInToBackOffice(page)
  await page.goto(`/dashboard/deposits?method=ibbl&status=pending`)
  await expect(page.getByLabel('Status')).toHaveValue('pending')
  const row = page.getByRole('row').filter({ hasText: holder })
  await expect(row.getByText('20501234567890')).toBeVisible()
  await row.getByRole('button', { name: /slip$/ }).click()
  const dialog = page.getByRole('dialog', { name: /^Slip from / })
  const image = dialog.getByRole('img', { name: /payment screenshot/ })
  await expect(image).toBeVisible()
  // The private slip really loaded for staff (a broken image has no natural width).
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0)
  await dialog.getByRole('button', { name: 'Close' }).click()
  await expect(dialog).toBeHidden()
})
