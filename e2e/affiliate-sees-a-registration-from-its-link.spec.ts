import { signInToBackOffice } from './back-office.ts'
import { demoAdmin } from './demo-admin.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { serverNow } from './responsible-gambling.ts'

test('an affiliate makes a link, a visitor follows it and registers, and the affiliate sees it counted', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const origin = { origin: String(baseURL) }
  // The affiliate: a player who applied, approved by an administrator (both through the API: not the subject here).
  const affiliateAccount = newPlayer()
  await registerPlayer(page.request, String(baseURL), affiliateAccount)
  const applied = await page.request.post('/api/partners/applications', {
    data: {
      channel: 'https://cricket-tips.example.test',
      trafficSources: 'A Facebook page',
      expectedMonthlyPlayers: 20,
      messenger: 'telegram @tips',
    },
    headers: origin,
  })
  expect(applied.status()).toBe(201)
  const { affiliate } = (await applied.json()) as { affiliate: { id: string } }
  expect(
    (
      await request.post('/api/accounts/sign-in', {
        data: { method: 'email', ...demoAdmin },
        headers: origin,
      })
    ).ok(),
  ).toBe(true)
  const approved = await request.post(`/api/admin/partners/affiliates/${affiliate.id}/decision`, {
    data: { decision: 'approve' },
    headers: origin,
  })
  expect(approved.ok()).toBe(true)

  await page.goto('/partners')
  const newLink = page.getByRole('form', { name: 'New tracking link' })
  const linkName = `Cricket page ${Date.now()}`
  await newLink.getByLabel('Name').fill(linkName)
  await newLink.getByLabel('Sub-id').fill('fb-post')
  await newLink.getByRole('button', { name: 'Make link' }).click()
  const linkRow = page.getByRole('table', { name: 'Tracking links' }).getByRole('row', { name: linkName })
  const address = (await linkRow.locator('code').textContent()) ?? ''
  expect(address).toMatch(/\/r\/[A-Za-z0-9_-]{8}$/)

  const visitorContext = await browser.newContext()
  try {
    const visitor = await visitorContext.newPage()
    await visitor.goto(address)
    await expect(visitor).toHaveURL(`${baseURL}/`)
    // The visitor's registration carries the link's cookie, as the registration form's request would.
    await registerPlayer(visitorContext.request, String(baseURL), newPlayer())
  } finally {
    await visitorContext.close()
  }

  // Clicks and registrations are dated by the server's clock, which other specs may have moved days ahead of the
  // browser's, whose today ends the period the pages show first: the period is made to end on the server's day.
  const serverDay = (await serverNow(request, String(baseURL))).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Dhaka',
  })
  await page.reload()
  await page.getByLabel('To', { exact: true }).fill(serverDay)
  const reportRow = page.getByRole('table', { name: 'Per link' }).getByRole('row', { name: linkName })
  // Code, Clicks, Registrations: one click, one registration.
  await expect(reportRow.getByRole('cell').nth(1)).toHaveText('1')
  await expect(reportRow.getByRole('cell').nth(2)).toHaveText('1')

  // Staff see the same registration on the Affiliators page, and open the affiliate's portal from its row.
  const staffContext = await browser.newContext()
  try {
    const staff = await staffContext.newPage()
    await signInToBackOffice(staff)
    await staff.goto('/dashboard/affilitors')
    await staff.getByLabel('To', { exact: true }).fill(serverDay)
    await staff.getByLabel('Search name, email or channel').fill(affiliateAccount.email)
    const affiliateRow = staff.getByRole('row', { name: new RegExp(affiliateAccount.email) })
    await expect(affiliateRow.getByRole('cell').nth(4)).toHaveText('1')
    await affiliateRow.getByRole('link').click()
    await staff.getByLabel('To', { exact: true }).fill(serverDay)
    await expect(
      staff.getByRole('table', { name: 'Per link' }).getByRole('row', { name: linkName }),
    ).toBeVisible()
  } finally {
    await staffContext.close()
  }
})
