import { expect, test } from './fixtures.ts'

test('a visitor opens SIGN IN and REGISTRATION as accessible modals', async ({ page }) => {
  await page.goto('/')
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' })
  await signIn.click()
  const login = page.getByRole('dialog', { name: 'Login' })
  await expect(login).toBeVisible()
  await expect(login.getByRole('radio', { name: 'Email' })).toBeChecked()
  await expect(login.getByRole('textbox', { name: 'Email' })).toBeVisible()
  // The e2e site has Google configured (against the local OpenID provider), so the button is offered.
  await expect(login.getByRole('button', { name: 'Continue with Google' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true')

  await page.keyboard.press('Escape')
  await expect(login).toBeHidden()
  await expect(signIn).toBeFocused()

  await page.getByRole('banner').getByRole('button', { name: 'Registration' }).click()
  const registration = page.getByRole('dialog', { name: 'Registration' })
  await expect(registration.getByText('6000 BDT ON FIRST DEPOSIT')).toBeVisible()
  await registration.getByRole('button', { name: 'Close' }).click()
  await expect(registration).toBeHidden()
  await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked')
})

test('a visitor moves between the registration and sign-in modals', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Registration' }).click()
  await page.getByRole('dialog', { name: 'Registration' }).getByRole('button', { name: 'Sign in' }).click()
  const login = page.getByRole('dialog', { name: 'Login' })
  await expect(login).toBeVisible()
  await login.getByRole('button', { name: 'Create an account' }).click()
  await expect(page.getByRole('dialog', { name: 'Registration' })).toBeVisible()
})
