import type { APIRequestContext } from '@playwright/test'
import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { demoAdmin } from './demo-admin.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

/** Signs the given API context in as the demo admin, for changes the test needs made before the browser looks. */
async function signInAsAdmin(request: APIRequestContext, baseURL: string) {
  const signedIn = await request.post('/api/accounts/sign-in', {
    data: { method: 'email', ...demoAdmin },
    headers: { origin: baseURL },
  })
  expect(signedIn.ok()).toBe(true)
}

test.describe('staff read the audit log', () => {
  test('an admin finds a ban by action and record and reads its before and after', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = { origin: String(baseURL) }
    const player = await registerPlayer(request, String(baseURL), newPlayer())
    await signInAsAdmin(request, String(baseURL))
    const reason = `Chargeback fraud ${Date.now()}`
    const banned = await request.post(`/api/admin/users/${player.id}/ban`, {
      data: { reason },
      headers: origin,
    })
    expect(banned.ok()).toBe(true)
    const unbanned = await request.post(`/api/admin/users/${player.id}/unban`, { headers: origin })
    expect(unbanned.ok()).toBe(true)

    await signInToBackOffice(page)
    const sidebar = await backOfficeSidebar(page)
    await sidebar.getByRole('link', { name: 'Audit Log' }).click()
    await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible()

    await page.getByLabel('Record type', { exact: true }).selectOption('user')
    await page.getByRole('searchbox', { name: 'Record ID' }).fill(player.id)
    await expect(page).toHaveURL(new RegExp(`recordId=${player.id}`))
    const rows = page.getByRole('row').filter({ hasText: player.id })
    await expect(rows).toHaveCount(2)
    // Newest first: the unban, then the ban.
    await expect(rows.first()).toContainText('user.unban')

    await page.getByLabel('Action', { exact: true }).selectOption('user.ban')
    await expect(page).toHaveURL(/action=user\.ban/)
    await expect(rows).toHaveCount(1)
    const ban = rows.first()
    await expect(ban.getByText('User banned')).toBeVisible()
    await expect(ban.getByText(demoAdmin.email)).toBeVisible()

    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Record ID' })).toHaveValue(player.id)
    await expect(page.getByLabel('Action', { exact: true })).toHaveValue('user.ban')
    await expect(rows).toHaveCount(1)

    const show = rows.first().getByRole('button', { name: 'Show changes' })
    await show.click()
    await expect(rows.first().getByRole('button', { name: 'Hide changes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    const changes = page.getByRole('row').filter({ hasText: 'isBanned' })
    await expect(changes.getByText('isBanned', { exact: true })).toBeVisible()
    await expect(changes.getByText('banReason', { exact: true })).toBeVisible()
    await expect(changes.getByText(reason, { exact: true })).toBeVisible()
    await expect(changes.getByText('false', { exact: true })).toBeVisible()
    await expect(changes.getByText('true', { exact: true })).toBeVisible()
  })

  test('support staff, who may not read it, have no Audit Log in the menu and are told so at its address', async ({
    page,
    request,
    baseURL,
  }) => {
    await signInAsAdmin(request, String(baseURL))
    const support = {
      email: `support-${Date.now()}-${Math.floor(Math.random() * 1e6)}@khela.test`,
      password: 'support-pass-1!',
    }
    const created = await request.post('/api/admin/users', {
      data: { ...support, name: 'Sadia Support', role: 'support' },
      headers: { origin: String(baseURL) },
    })
    expect(created.status()).toBe(201)

    await signInToBackOffice(page, support)
    const sidebar = await backOfficeSidebar(page)
    await expect(sidebar.getByRole('button', { name: 'Users' })).toBeVisible()
    await expect(sidebar.getByRole('link', { name: 'Audit Log' })).toHaveCount(0)

    await page.goto('/dashboard/audit-log')
    await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible()
    await expect(page.getByText('Not available to you')).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
  })
})
