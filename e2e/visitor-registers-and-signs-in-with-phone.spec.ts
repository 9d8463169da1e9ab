import { expect, test } from './fixtures.ts'
import { newPlayer } from './players.ts'

test('a visitor registers with email, signs out, and signs back in with phone and password', async ({
  page,
}) => {
  const player = newPlayer()
  await page.goto('/')
  const header = page.getByRole('banner')

  await header.getByRole('button', { name: 'Registration' }).click()
  const registration = page.getByRole('dialog', { name: 'Registration' })
  await expect(registration.getByText('6000 BDT ON FIRST DEPOSIT')).toBeVisible()
  await expect(registration.getByLabel('Currency')).toHaveValue('BDT')
  await expect(registration.getByLabel('Welcome offer')).toHaveValue('welcome_crash_bonus')
  await registration.getByLabel('Email').fill(player.email)
  await registration.getByLabel('Phone number').fill(player.phone)
  await registration.getByLabel('Password', { exact: true }).fill(player.password)
  await registration.getByLabel('Date of birth').fill(player.dateOfBirth)
  await expect(registration.getByRole('checkbox', { name: /accept the rules/ })).not.toBeChecked()
  await registration.getByRole('checkbox', { name: /accept the rules/ }).check()
  await registration.getByRole('button', { name: 'Register' }).click()

  await expect(page.getByText('Registration successful!')).toBeVisible()
  await expect(registration).toBeHidden()
  await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible()

  await header.getByRole('button', { name: /account menu/ }).click()
  await page.getByRole('button', { name: 'Logout' }).click()
  const loggedOut = page.getByText('Successfully logged out!')
  await expect(loggedOut).toBeVisible()
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible()
  // Toasts sit below the header (the toast itself slides in, so its list is measured), so Sign in can be
  // pressed while one shows.
  const headerBox = await header.boundingBox()
  const toasts = await page.locator('[data-sonner-toaster]').boundingBox()
  expect(toasts?.y).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 0))

  await header.getByRole('button', { name: 'Sign in' }).click()
  const login = page.getByRole('dialog', { name: 'Login' })
  await login.getByRole('radio', { name: 'Phone' }).check()
  await login.getByLabel('Phone number').fill(`+880${player.phone.slice(1)}`)
  await login.getByLabel('Password').fill(player.password)
  await login.getByRole('button', { name: 'Sign in', exact: true }).click()

  await expect(page.getByText('Login successful!')).toBeVisible()
  await expect(login).toBeHidden()
  await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible()
})

test('registration refuses an under-age date of birth at the field', async ({ page }) => {
  const seventeenYearsAgo = new Date()
  seventeenYearsAgo.setUTCFullYear(seventeenYearsAgo.getUTCFullYear() - 17)
  const player = newPlayer({ dateOfBirth: seventeenYearsAgo.toISOString().slice(0, 10) })
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Registration' }).click()
  const registration = page.getByRole('dialog', { name: 'Registration' })
  await registration.getByLabel('Email').fill(player.email)
  await registration.getByLabel('Phone number').fill(player.phone)
  await registration.getByLabel('Password', { exact: true }).fill(player.password)
  await registration.getByLabel('Date of birth').fill(player.dateOfBirth)
  await registration.getByRole('checkbox', { name: /accept the rules/ }).check()
  await registration.getByRole('button', { name: 'Register' }).click()

  const dateOfBirth = registration.getByLabel('Date of birth')
  await expect(dateOfBirth).toHaveAccessibleDescription('You must be at least 18 years old to play.')
  await expect(dateOfBirth).toBeFocused()
  await expect(registration).toBeVisible()
})

test('APPLY says when a promo code does not exist', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Registration' }).click()
  const registration = page.getByRole('dialog', { name: 'Registration' })
  await registration.getByRole('button', { name: 'I have a promo code' }).click()
  await registration.getByLabel('Promo code').fill(`NOPE${Date.now()}`)
  await registration.getByRole('button', { name: 'Apply' }).click()
  await expect(registration.getByLabel('Promo code')).toHaveAccessibleDescription(
    'This promo code does not exist.',
  )
})
