import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

test('a player asks for a new confirmation link, and the admin reads it in the email outbox', async ({
  page,
  request,
  baseURL,
}) => {
  const player = newPlayer()
  await registerPlayer(request, String(baseURL), player)
  const origin = { origin: String(baseURL) }
  const signIn = await page.request.post('/api/accounts/sign-in', {
    data: { method: 'email', email: player.email, password: player.password },
    headers: origin,
  })
  expect(signIn.ok()).toBe(true)
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(page.getByText(`We sent a confirmation link to ${player.email}.`)).toBeVisible()
  await page.request.post('/api/auth/sign-out', { data: {}, headers: origin })

  await signInToBackOffice(page)
  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Users' }).click()
  await sidebar.getByRole('link', { name: 'Email Outbox' }).click()
  await expect(page.getByRole('heading', { name: 'Email Outbox', level: 1 })).toBeVisible()

  await page.getByRole('searchbox', { name: 'Recipient email' }).fill(player.email)
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(/recipient=/)
  // One link at registration, one on request.
  const rows = page.getByRole('row').filter({ hasText: player.email })
  await expect(rows).toHaveCount(2)
  await expect(rows.first().getByText('Confirm your email for Khela', { exact: false })).toBeVisible()
  await expect(rows.first().getByText('NOT SENT')).toBeVisible()
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }))
  expect(widths.page).toBeLessThanOrEqual(widths.viewport)

  await rows.first().getByRole('button', { name: 'Read' }).click()
  const email = page.getByRole('dialog', { name: /Confirm your email for Khela/ })
  await expect(email.getByText(player.email)).toBeVisible()
  const body = email.locator('pre')
  await expect(body).toContainText('Confirm your email address by opening this link:')
  await expect(body).toContainText(`${baseURL}/api/auth/verify-email?token=`)
  await expect(body.locator('a, *')).toHaveCount(0)
})
