import { expect, test } from './fixtures.ts'

test.describe('staff open the back office', () => {
  test('/admin shows the staff sign-in form with its notice', async ({ page }) => {
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Back-office sign in' })).toBeVisible()
    await expect(page.getByLabel('Email')).toBeVisible()
    await expect(page.getByLabel('Password')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible()
    await expect(page.getByText(/Staff sign-in opens together with accounts/)).toBeVisible()
  })

  test('a visitor sent to /dashboard lands on the back-office sign-in', async ({ page }) => {
    await page.goto('/dashboard/deposits')
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Back-office sign in' })).toBeVisible()
  })
})
