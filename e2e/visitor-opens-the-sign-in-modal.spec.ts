import { expect, test } from './fixtures.ts'

test('a visitor opens SIGN IN and REGISTRATION as accessible modals', async ({ page }) => {
  await page.goto('/')
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' })
  await signIn.click()
  const login = page.getByRole('dialog', { name: 'Login' })
  await expect(login).toBeVisible()
  await expect(login.getByText('Sign-in is on its way')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true')

  await page.keyboard.press('Escape')
  await expect(login).toBeHidden()
  await expect(signIn).toBeFocused()

  await page.getByRole('banner').getByRole('button', { name: 'Registration' }).click()
  const registration = page.getByRole('dialog', { name: 'Registration' })
  await expect(registration.getByText('6000 BDT on first deposit')).toBeVisible()
  await registration.getByRole('button', { name: 'Close' }).click()
  await expect(registration).toBeHidden()
  await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked')
})
