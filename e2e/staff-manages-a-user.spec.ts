import type { Page } from '@playwright/test'
import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { demoAdmin } from './demo-admin.ts'
import { expect, failedResponse, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

async function openFromSidebar(page: Page, link: string) {
  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Users' }).click()
  await sidebar.getByRole('link', { name: link }).click()
}

/** Waits until the search has reached the address, so a later click cannot race the debounced search. */
async function searchUsers(page: Page, search: string) {
  await page.getByRole('searchbox', { name: 'Search users' }).fill(search)
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(search)}`))
}

/** Tables scroll inside their frame; the page itself must never scroll sideways on a phone. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }))
  expect(widths.page).toBeLessThanOrEqual(widths.viewport)
}

function uniqueEmail(label: string) {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@khela.test`
}

test.describe('staff manage a user', () => {
  // Adding an email that is taken is refused with a 409 on purpose.
  test.use({ expectedConsoleError: failedResponse(409) })

  test('the admin adds a user, views, renames, re-roles and bans them, then deletes them', async ({
    page,
  }) => {
    await signInToBackOffice(page, demoAdmin)
    await openFromSidebar(page, 'All Users')
    await expect(page.getByRole('heading', { name: 'All Users', level: 1 })).toBeVisible()

    await page.getByRole('button', { name: '+Add' }).click()
    const addDialog = page.getByRole('dialog', { name: 'Add a user' })
    await addDialog.getByRole('button', { name: 'Create user' }).click()
    await expect(addDialog.getByText('Enter a valid email address.')).toBeVisible()
    // At least the staff floor of 8, or more if the operator's policy asks more (another spec raises it).
    await expect(addDialog.getByText(/^The password needs at least \d+ characters\.$/)).toBeVisible()

    await addDialog.getByLabel('Email').fill(demoAdmin.email)
    await addDialog.getByLabel('Name').fill('Nadia Support')
    await addDialog.getByLabel('First password').fill('support-pass-1')
    await addDialog.getByLabel('Role').selectOption({ label: 'Support' })
    await addDialog.getByRole('button', { name: 'Create user' }).click()
    await expect(addDialog.getByText('An account with this email already exists.')).toBeVisible()
    await expect(addDialog.getByLabel('Email')).toBeFocused()

    const email = uniqueEmail('support')
    await addDialog.getByLabel('Email').fill(email)
    await addDialog.getByRole('button', { name: 'Create user' }).click()
    await expect(addDialog).toBeHidden()
    await expect(page.getByText(`${email} is added as Support.`)).toBeVisible()

    await searchUsers(page, email)
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Support', { exact: true })).toBeVisible()
    await expectNoSidewaysScroll(page)

    await row.getByRole('link', { name: 'View' }).click()
    await expect(page).toHaveURL(/\/dashboard\/userprofile\/[^/]+$/)
    const userId = decodeURIComponent(page.url().split('/').at(-1) ?? '')
    await expect(page.getByRole('heading', { name: 'User Profile', level: 1 })).toBeVisible()
    const balance = page.getByRole('region', { name: 'Balance' })
    await expect(balance.getByText('No player account, so no currency')).toBeVisible()
    await expect(balance.getByRole('button', { name: 'Adjust balance' })).toHaveCount(0)
    await expect(page.getByRole('tab', { name: 'User Info' })).toHaveAttribute('aria-selected', 'true')
    await expectNoSidewaysScroll(page)

    const editForm = page.getByRole('region', { name: 'Edit' })
    await expect(editForm.getByRole('button', { name: 'Save changes' })).toBeDisabled()
    await editForm.getByLabel('Name').fill('Nadia Rahman')
    await editForm.getByLabel('Role').selectOption({ label: 'Cash agent' })
    await editForm.getByRole('button', { name: 'Save changes' }).click()
    await expect(page.getByText(`${email} is saved.`)).toBeVisible()
    const details = page.getByRole('region', { name: 'Details' })
    await expect(details.getByText('Nadia Rahman', { exact: true })).toBeVisible()
    await expect(details.getByText('Cash agent', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: 'Ban', exact: true }).click()
    const banDialog = page.getByRole('dialog', { name: `Ban ${email}` })
    await banDialog.getByLabel('Reason').fill('Shared their password')
    await banDialog.getByRole('button', { name: 'Submit' }).click()
    await expect(banDialog).toBeHidden()
    await expect(page.getByText(`${email} is banned.`)).toBeVisible()
    await expect(details.getByText('Banned: Shared their password')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Unban' })).toBeVisible()

    await page.getByRole('tab', { name: 'Transaction History' }).click()
    await expect(page.getByRole('tabpanel')).toHaveText('No transactions available.')
    await page.getByRole('tab', { name: 'Transaction History' }).press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'KYC Update' })).toBeFocused()
    await expect(page.getByRole('tabpanel')).toContainText('This user has not sent identity documents.')

    await page.getByRole('main').getByRole('link', { name: 'All Users' }).click()
    await searchUsers(page, email)
    await expect(row).toHaveCount(1)
    await row.getByRole('button', { name: 'Delete' }).click()
    const deleteDialog = page.getByRole('dialog', { name: `Delete ${email}?` })
    await expect(deleteDialog.getByText(`You are about to delete Nadia Rahman (${email}).`)).toBeVisible()
    await expect(deleteDialog.getByText(/personal data .* is anonymised/)).toBeVisible()
    await expect(
      deleteDialog.getByText('Their money records are kept, so the accounts still add up.'),
    ).toBeVisible()
    await deleteDialog.getByRole('button', { name: 'Delete user' }).click()
    await expect(deleteDialog).toBeHidden()
    await expect(page.getByText(`${email} is deleted; their personal data is anonymised.`)).toBeVisible()
    await expect(row).toHaveCount(0)
    await expect(page.getByText('No users found.')).toBeVisible()

    const deleted = await (await page.request.get(`/api/admin/users/${encodeURIComponent(userId)}`)).json()
    expect(deleted).toMatchObject({
      id: userId,
      name: 'Deleted user',
      email: `deleted-${userId}@deleted.invalid`,
    })
  })
})

test.describe('staff find a user by profile', () => {
  // An unknown user id is answered with a 404 on purpose.
  test.use({ expectedConsoleError: failedResponse(404) })

  test('the admin picks a player from User Profile, sees their currency, and an unknown id is explained', async ({
    page,
    request,
    baseURL,
  }) => {
    const player = newPlayer()
    await registerPlayer(request, String(baseURL), player)
    await signInToBackOffice(page, demoAdmin)

    await openFromSidebar(page, 'User Profile')
    await expect(page.getByRole('heading', { name: 'Choose a user' })).toBeVisible()
    await searchUsers(page, player.email)
    await page
      .getByRole('list', { name: 'Matching users' })
      .getByRole('link', { name: new RegExp(player.email) })
      .click()

    const balance = page.getByRole('region', { name: 'Balance' })
    await expect(balance.getByText(player.email)).toBeVisible()
    // A new player's cash, bonus and on-hold balances, in their account's currency.
    await expect(balance.getByRole('definition')).toHaveText(['BDT 0.00', 'BDT 0.00', 'BDT 0.00'])
    const details = page.getByRole('region', { name: 'Details' })
    await expect(details.getByText('Bangladesh')).toBeVisible()
    await expect(details.getByText('15/03/1994')).toBeVisible()
    await expectNoSidewaysScroll(page)
    const profileUrl = page.url()

    await page.getByRole('button', { name: 'Switch to বাংলা' }).click()
    await expect(page.getByRole('tab', { name: 'ব্যবহারকারীর তথ্য' })).toBeVisible()
    // Opened by its address in Bengali, the back office's own words arrive in Bengali too.
    await page.goto(profileUrl)
    await page.getByRole('tab', { name: 'লেনদেনের ইতিহাস' }).click()
    await expect(page.getByRole('tabpanel')).toHaveText('কোনো লেনদেন নেই।')
    await page.getByRole('button', { name: 'English ভাষায় দেখুন' }).click()
    // The switch is kept once English has loaded; leaving the page before then would come back in Bengali.
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await page.goto('/dashboard/userprofile/no-such-user')
    await expect(page.getByRole('heading', { name: 'There is no user with this id' })).toBeVisible()
    await page.getByRole('link', { name: 'Find a user' }).click()
    await expect(page).toHaveURL(/\/dashboard\/userprofile$/)
  })
})

test.describe('finance staff only look', () => {
  test('a finance member sees users and profiles but no add, edit, ban or delete', async ({
    page,
    request,
    baseURL,
  }) => {
    const origin = { origin: String(baseURL) }
    const signIn = await request.post('/api/accounts/sign-in', {
      data: { method: 'email', ...demoAdmin },
      headers: origin,
    })
    expect(signIn.ok()).toBe(true)
    const finance = { email: uniqueEmail('finance'), password: 'finance-pass-1' }
    const created = await request.post('/api/admin/users', {
      data: { ...finance, name: 'Farhan Finance', role: 'finance' },
      headers: origin,
    })
    expect(created.status()).toBe(201)
    const player = newPlayer()
    await registerPlayer(request, String(baseURL), player)

    await signInToBackOffice(page, finance)
    await openFromSidebar(page, 'All Users')
    await searchUsers(page, player.email)
    const row = page.getByRole('row').filter({ hasText: player.email })
    await expect(row).toHaveCount(1)
    await expect(page.getByRole('button', { name: '+Add' })).toHaveCount(0)
    await expect(row.getByRole('button')).toHaveCount(0)

    await row.getByRole('link', { name: 'View' }).click()
    await expect(page.getByRole('region', { name: 'Details' }).getByText(player.email)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Edit' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Ban', exact: true })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0)
  })
})
