import type { Page } from '@playwright/test'
import { demoAdmin } from './demo-admin.ts'
import { expect, failedResponse, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

/** A player registered through this browser's own request context, then signed out again. */
async function registerSignedOutPlayer(page: Page, baseURL: string) {
  const player = newPlayer()
  await registerPlayer(page.request, baseURL, player)
  await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: baseURL } })
  return player
}

test.describe('staff open the back office', () => {
  test('the admin signs in at /admin and reaches the dashboard', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Back-office sign in' })).toBeVisible()
    await page.getByLabel('Email').fill(demoAdmin.email)
    await page.getByLabel('Password').fill(demoAdmin.password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  })

  test('the admin switches the back office to Bengali and its own texts follow', async ({ page }) => {
    await page.goto('/admin')
    await page.getByLabel('Email').fill(demoAdmin.email)
    await page.getByLabel('Password').fill(demoAdmin.password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()

    await page.getByRole('button', { name: 'Switch to বাংলা' }).click()
    await expect(page.getByRole('heading', { name: 'ড্যাশবোর্ড', level: 1 })).toBeVisible()
    await expect(page.getByRole('button', { name: 'সাইন আউট' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  })

  test('a player is told /admin is for staff and is signed out again', async ({ page, baseURL }) => {
    const player = await registerSignedOutPlayer(page, String(baseURL))

    await page.goto('/admin')
    await page.getByLabel('Email').fill(player.email)
    await page.getByLabel('Password').fill(player.password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'This sign-in is for Khela staff. Players sign in on the main site.',
    )
    await expect(page.getByText('Something went wrong on our side')).toHaveCount(0)
    await expect(page).toHaveURL(/\/admin$/)
    expect(await (await page.request.get('/api/session')).json()).toEqual({ user: null })

    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('a player reading Bengali is told in Bengali that /admin is for staff', async ({ page, baseURL }) => {
    const player = await registerSignedOutPlayer(page, String(baseURL))
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Switch to বাংলা' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn')

    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'ব্যাক অফিসে সাইন ইন' })).toBeVisible()
    await page.getByLabel('ইমেইল').fill(player.email)
    await page.getByLabel('পাসওয়ার্ড').fill(player.password)
    await page.getByRole('button', { name: 'লগ ইন' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'এই সাইন ইন খেলার কর্মীদের জন্য। খেলোয়াড়েরা মূল সাইটে সাইন ইন করেন।',
    )
  })

  test.describe('a wrong password', () => {
    test.use({ expectedConsoleError: failedResponse(401) })

    test('is told once, and the message goes as soon as the password is changed', async ({ page }) => {
      await page.goto('/admin')
      await page.getByLabel('Email').fill(demoAdmin.email)
      const password = page.getByLabel('Password')
      await password.fill('not-the-admin-password-1')
      await page.getByRole('button', { name: 'Log In' }).click()
      const failure = page.getByRole('main').getByRole('alert')
      await expect(failure).toHaveText('Login failed. Please check your credentials.')

      await password.fill('')
      await expect(failure).toHaveCount(0)
      // The browser now asks for the password on its own; nothing is sent and no stale message comes back.
      await page.getByRole('button', { name: 'Log In' }).click()
      expect(await password.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
      await expect(failure).toHaveCount(0)
      await expect(page).toHaveURL(/\/admin$/)
    })
  })

  test('a visitor sent to /dashboard lands on the back-office sign-in', async ({ page }) => {
    await page.goto('/dashboard/deposits')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Back-office sign in' })).toBeVisible()
  })
})
