import { demoAdmin } from './demo-admin.ts'
import { expect, test } from './fixtures.ts'

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

  test('a player is refused at /admin and signed out again', async ({ page, baseURL }) => {
    const unique = `${Date.now()}`.slice(-8)
    const email = `player-${unique}-${Math.round(Math.random() * 1e6)}@khela.test`
    const password = 'a-player-password-1'
    const signUp = await page.request.post('/api/accounts/register', {
      data: {
        email,
        phone: `018${unique}`,
        password,
        currency: 'BDT',
        offer: 'welcome_crash_bonus',
        dateOfBirth: '1991-02-03',
        country: 'BD',
        termsAccepted: true,
      },
      headers: { origin: String(baseURL) },
    })
    expect(signUp.ok()).toBe(true)
    await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: String(baseURL) } })

    await page.goto('/admin')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Log In' }).click()
    await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible()
    await expect(page).toHaveURL(/\/admin$/)
    expect(await (await page.request.get('/api/session')).json()).toEqual({ user: null })

    await page.goto('/dashboard')
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('a visitor sent to /dashboard lands on the back-office sign-in', async ({ page }) => {
    await page.goto('/dashboard/deposits')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Back-office sign in' })).toBeVisible()
  })
})
