import type { APIResponse } from '@playwright/test'
import { signInToBackOffice } from './back-office.ts'
import { demoAdmin } from './demo-admin.ts'
import { expect, failedResponse, test } from './fixtures.ts'
import { approveKycThroughApi } from './kyc.ts'
import { createPartner, partnerPassword } from './partners.ts'
import { newPlayer, registerPlayer } from './players.ts'

// The cashier's first try at a shift, before its identity is approved, is refused (403), and a partner has no
// player profile (404).
test.use({ expectedConsoleError: failedResponse(403, 404) })

// The spec's own branch of the agent network (super agent → master → agent → shop with one cashier), funded from
// the operator through the back office's API, so it meets no other test's shop.
test('a cashier opens a shift, deposits for a player, pays a withdrawal by code and closes with a difference', async ({
  page,
  request,
  baseURL,
  playwright,
  browser,
}) => {
  const origin = { origin: String(baseURL) }
  expect(
    (
      await request.post('/api/accounts/sign-in', {
        data: { method: 'email', ...demoAdmin },
        headers: origin,
      })
    ).ok(),
  ).toBe(true)
  let parentId: string | null = null
  const shopName = `E2E shop ${Date.now()}`
  for (const level of ['super', 'master', 'agent', 'shop']) {
    const partner = level === 'shop' ? null : await createPartner(request, String(baseURL), level)
    const node: APIResponse = await request.post('/api/admin/agents/nodes', {
      data: {
        parentId,
        name: level === 'shop' ? shopName : `E2E ${level} ${Date.now()}`,
        userId: partner?.id ?? null,
        creditLimit: 0,
        dailyOperationLimit: 100_000_000,
      },
      headers: origin,
    })
    expect(node.status()).toBe(201)
    parentId = ((await node.json()) as { id: string }).id
    const moved = await request.post('/api/admin/agents/float-moves', {
      data: { nodeId: parentId, direction: 'down', amount: 1_000_000 },
      headers: { ...origin, 'idempotency-key': crypto.randomUUID() },
    })
    expect(moved.ok()).toBe(true)
  }
  const cashier = await createPartner(request, String(baseURL), 'cashier')
  expect(
    (
      await request.post(`/api/admin/agents/nodes/${parentId}/cashiers`, {
        data: { userId: cashier.id },
        headers: origin,
      })
    ).status(),
  ).toBe(201)
  const player = newPlayer()
  const playerSession = await playwright.request.newContext({ baseURL })
  const { id: playerId } = await registerPlayer(playerSession, String(baseURL), player)
  // Withdrawals need approved identity documents under the demo's compliance settings.
  await approveKycThroughApi(playerSession, request, String(baseURL), playerId)

  // The cashier signs in on the site; the page shares the session.
  expect(
    (
      await page.request.post('/api/accounts/sign-in', {
        data: { method: 'email', email: cashier.email, password: partnerPassword },
        headers: origin,
      })
    ).ok(),
  ).toBe(true)
  await page.goto('/agent')
  const openShift = page.getByRole('form', { name: 'Open a shift' })
  await openShift.getByLabel('Cash counted in the drawer (taka)').fill('1000')
  // Partners are KYC-checked: no shift before the cashier's identity is approved.
  await openShift.getByRole('button', { name: 'Open shift' }).click()
  await expect(
    openShift.getByText(/identity must be verified before you move float or open a shift/),
  ).toBeVisible()
  // The profile page, where a partner has no player details, still offers the identity check.
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Identity verification' })).toBeVisible()
  await approveKycThroughApi(page.request, request, String(baseURL), cashier.id)
  await page.goto('/agent')
  await openShift.getByLabel('Cash counted in the drawer (taka)').fill('1000')
  await openShift.getByRole('button', { name: 'Open shift' }).click()

  const deposit = page.getByRole('form', { name: 'Deposit for a player' })
  await deposit.getByLabel("Player's phone or id").fill(player.phone)
  await deposit.getByLabel('Cash received (taka)').fill('500')
  await deposit.getByRole('button', { name: 'Deposit' }).click()
  await expect(page.getByRole('status').filter({ hasText: /Receipt R-\d{8}-/ })).toBeVisible()

  // The player asks for cash at the shop on the withdrawal page and reads the one-time code off it.
  const playerContext = await browser.newContext({
    baseURL,
    storageState: await playerSession.storageState(),
  })
  const playerPage = await playerContext.newPage()
  await playerPage.goto('/withdrawal')
  const atShop = playerPage.getByRole('region', { name: 'Collect cash at a shop' })
  await atShop.getByLabel('Shop').selectOption({ label: shopName })
  const cashToCollect = atShop.getByLabel('Cash to collect (taka)')
  await cashToCollect.fill('abc')
  await atShop.getByRole('button', { name: 'Get a payout code' }).click()
  await expect(cashToCollect).toHaveAttribute('aria-invalid', 'true')
  await cashToCollect.fill('200')
  await atShop.getByRole('button', { name: 'Get a payout code' }).click()
  const code = (await atShop.getByTestId('shop-withdrawal-code').textContent())?.trim() ?? ''
  expect(code).toMatch(/^\d{8}$/)
  await playerContext.close()
  const payout = page.getByRole('form', { name: 'Pay a withdrawal' })
  // A code that is not eight digits is refused on its field before anything is sent.
  await payout.getByLabel("The player's 8-digit code").fill('12')
  await payout.getByRole('button', { name: 'Pay out' }).click()
  await expect(payout.getByLabel("The player's 8-digit code")).toHaveAttribute('aria-invalid', 'true')
  await payout.getByLabel("The player's 8-digit code").fill(code)
  await payout.getByRole('button', { name: 'Pay out' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Pay the player BDT 200.00 in cash.' }),
  ).toBeVisible()

  const close = page.getByRole('form', { name: 'Close the shift' })
  await close.getByLabel('Cash counted in the drawer (taka)').fill('1250')
  await close.getByRole('button', { name: 'Close shift' }).click()
  const report = page.getByRole('region', { name: "Last shift's report" })
  await expect(report.getByText('Expected cash')).toBeVisible()
  await expect(report.getByRole('definition').filter({ hasText: 'BDT 1,300.00' })).toBeVisible()
  await expect(report.getByRole('definition').filter({ hasText: '-BDT 50.00' })).toBeVisible()
  await playerSession.dispose()

  // The cashier signs out from the portal with the keyboard, back to the site; the portal no longer opens.
  await page.getByRole('button', { name: 'Sign out' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`${baseURL}/`)
  await page.goto('/agent')
  await expect(page).toHaveURL(`${baseURL}/`)

  // Staff see the shop's float and the shift's figures on the back office's overview.
  const staffContext = await browser.newContext({ baseURL })
  const staff = await staffContext.newPage()
  await signInToBackOffice(staff)
  const shopRow = staff
    .getByRole('table', { name: 'Latest Shops' })
    .getByRole('row')
    .filter({ hasText: shopName })
  // The float had 10,000, gave the player 500 and gained the 200 paid out.
  await expect(shopRow).toContainText('BDT 9,700.00')
  const shiftRow = staff
    .getByRole('table', { name: 'Latest Shift Stats' })
    .getByRole('row')
    .filter({ hasText: shopName })
  await expect(shiftRow).toContainText('BDT 1,300.00')
  await expect(shiftRow).toContainText('-BDT 50.00')
  await staffContext.close()
})
