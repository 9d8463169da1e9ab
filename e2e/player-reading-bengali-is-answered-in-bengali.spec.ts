import { request as apiRequest } from '@playwright/test'
import { demoAdmin } from './demo-admin.ts'
import { expect, failedResponse, isPhone, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

// Every message of the account flows, read in Bengali: the toasts, the notices and the refusals. The
// failed registration and sign-in are in visitor-reading-bengali-sees-account-errors-in-bengali.spec.ts.

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Switch to বাংলা' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
})

test.describe('a new player', () => {
  test('a visitor registers, signs out, is asked to sign in for a section, and signs in — all in Bengali', async ({
    page,
  }) => {
    const player = newPlayer()
    const header = page.getByRole('banner')
    await header.getByRole('button', { name: 'নিবন্ধন' }).click()
    const registration = page.getByRole('dialog', { name: 'নিবন্ধন' })
    await registration.getByLabel('ইমেইল').fill(player.email)
    await registration.getByLabel('ফোন নম্বর').fill(player.phone)
    await registration.getByLabel('পাসওয়ার্ড', { exact: true }).fill(player.password)
    await registration.getByLabel('জন্ম তারিখ').fill(player.dateOfBirth)
    await registration.getByRole('checkbox', { name: /মেনে নিচ্ছি/ }).check()
    await registration.getByRole('button', { name: 'নিবন্ধন করুন' }).click()
    await expect(page.getByText('নিবন্ধন সফল হয়েছে!')).toBeVisible()
    await expect(header.getByRole('link', { name: 'ডিপোজিট' })).toBeVisible()

    await header.getByRole('button', { name: /অ্যাকাউন্ট মেনু/ }).click()
    await page.getByRole('button', { name: 'লগ আউট' }).click()
    await expect(page.getByText('সফলভাবে লগ আউট হয়েছে!')).toBeVisible()

    // Casino asks a visitor to sign in; the sportsbook's prices are open to read.
    const navName = isPhone(page) ? 'বিভাগসমূহ' : 'প্রধান নেভিগেশন'
    const section = 'ক্যাসিনো'
    await page.getByRole('navigation', { name: navName }).getByRole('link', { name: section }).click()
    await expect(page.getByText('অনুগ্রহ করে আগে লগইন করুন')).toBeVisible()
    const login = page.getByRole('dialog', { name: 'লগইন' })
    await login.getByRole('textbox', { name: 'ইমেইল' }).fill(player.email)
    await login.getByLabel('পাসওয়ার্ড').fill(player.password)
    await login.getByRole('button', { name: 'সাইন ইন', exact: true }).click()
    await expect(page.getByText('লগইন সফল হয়েছে!')).toBeVisible()
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(section)
  })
})

test.describe('a banned player', () => {
  // The request the ended session makes (401) and the refused sign-in (403) are logged by Chromium.
  test.use({ expectedConsoleError: failedResponse(401, 403) })

  test('is signed out on their next request and told why in Bengali', async ({ page, baseURL }) => {
    const player = newPlayer()
    // Registered in this browser, so the browser holds the player's session.
    const registered = await registerPlayer(page.request, String(baseURL), player)
    await page.reload()
    const header = page.getByRole('banner')
    await expect(header.getByRole('link', { name: 'ডিপোজিট' })).toBeVisible()

    const staff = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { origin: String(baseURL) } })
    try {
      const signedIn = await staff.post('/api/accounts/sign-in', {
        data: { method: 'email', email: demoAdmin.email, password: demoAdmin.password },
      })
      expect(signedIn.ok()).toBe(true)
      const banned = await staff.post(`/api/admin/users/${registered.id}/ban`, {
        data: { reason: 'Multiple accounts' },
      })
      expect(banned.ok()).toBe(true)
    } finally {
      await staff.dispose()
    }

    // Their next request finds the session ended: the header's own (its live balance refetches when its socket
    // subscribes, which may come after the ban) or, at the latest, opening their profile.
    await page.goto('/profile')
    await expect(header.getByRole('button', { name: 'সাইন ইন' })).toBeVisible()

    await header.getByRole('button', { name: 'সাইন ইন' }).click()
    const login = page.getByRole('dialog', { name: 'লগইন' })
    await login.getByRole('textbox', { name: 'ইমেইল' }).fill(player.email)
    await login.getByLabel('পাসওয়ার্ড').fill(player.password)
    await login.getByRole('button', { name: 'সাইন ইন', exact: true }).click()
    await expect(login.getByRole('alert')).toHaveText(
      'এই অ্যাকাউন্টটি বন্ধ করা হয়েছে। অনুগ্রহ করে সাপোর্টে যোগাযোগ করুন।',
    )
  })
})
