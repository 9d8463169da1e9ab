import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

test.describe('staff ban a player', () => {
  test('the admin finds a player in All Users, bans them, which ends their session, and unbans them', async ({
    page,
    request,
    baseURL,
  }) => {
    // 013–019 are all Bangladeshi mobile prefixes; a random one keeps this spec's players apart from others'.
    const digits = `${Math.floor(Math.random() * 1e8)}`.padStart(8, '0')
    const player = newPlayer({ phone: `01${3 + Math.floor(Math.random() * 7)}${digits}` })
    await registerPlayer(request, String(baseURL), player)
    expect((await (await request.get('/api/session')).json()).user.email).toBe(player.email)

    await signInToBackOffice(page)

    const sidebar = await backOfficeSidebar(page)
    await sidebar.getByRole('button', { name: 'Users' }).click()
    await sidebar.getByRole('link', { name: 'All Users' }).click()
    await expect(page.getByRole('heading', { name: 'All Users', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: '+Add' })).toBeEnabled()

    await page.getByRole('searchbox', { name: 'Search users' }).fill(player.phone)
    await expect(page).toHaveURL(new RegExp(`search=${player.phone}`))
    await page.reload()
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(player.phone)
    const row = page.getByRole('row').filter({ hasText: player.email })
    await expect(row).toHaveCount(1)
    await expect(page.getByText('Page 1 of 1')).toBeVisible()
    await expect(row.getByText('ACTIVE', { exact: true })).toBeVisible()
    await expect(row.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      /\/dashboard\/userprofile\//,
    )

    await row.getByRole('button', { name: 'Ban', exact: true }).click()
    const banDialog = page.getByRole('dialog', { name: `Ban ${player.email}` })
    await banDialog.getByRole('button', { name: 'Submit' }).click()
    await expect(banDialog.getByText('Write a reason of at least 3 characters.')).toBeVisible()
    await banDialog.getByLabel('Reason').fill('Chargeback fraud on three deposits')
    await banDialog.getByRole('button', { name: 'Submit' }).click()
    await expect(banDialog).toBeHidden()
    await expect(page.getByText(`${player.email} is banned.`)).toBeVisible()
    await expect(row.getByText('BANNED', { exact: true })).toBeVisible()

    expect(await (await request.get('/api/session')).json()).toEqual({ user: null })

    await row.getByRole('button', { name: 'Unban' }).click()
    const unbanDialog = page.getByRole('dialog', { name: `Unban ${player.email}` })
    await expect(unbanDialog.getByText('Chargeback fraud on three deposits')).toBeVisible()
    await unbanDialog.getByRole('button', { name: 'Submit' }).click()
    await expect(unbanDialog).toBeHidden()
    await expect(row.getByText('ACTIVE', { exact: true })).toBeVisible()
  })
})
