import { expect, failedResponse, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

test.describe('a wrong password', () => {
  test.use({ expectedConsoleError: failedResponse(401) })

  test('shows the inline message and the toast, and the modal stays open', async ({
    page,
    request,
    baseURL,
  }) => {
    const player = newPlayer()
    await registerPlayer(request, String(baseURL), player)
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    const login = page.getByRole('dialog', { name: 'Login' })
    await login.getByRole('textbox', { name: 'Email' }).fill(player.email)
    await login.getByLabel('Password').fill('not-the-password-9')
    await login.getByRole('button', { name: 'Sign in', exact: true }).click()

    await expect(login.getByRole('alert')).toHaveText('Invalid email or password. Please try again.')
    await expect(page.getByText('Login failed. Please check your credentials.')).toBeVisible()
    await expect(login).toBeVisible()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeAttached()
  })

  test('followed by a cleared password shows only that the password is needed', async ({
    page,
    request,
    baseURL,
  }) => {
    const player = newPlayer()
    await registerPlayer(request, String(baseURL), player)
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
    const login = page.getByRole('dialog', { name: 'Login' })
    await login.getByRole('textbox', { name: 'Email' }).fill(player.email)
    const password = login.getByLabel('Password')
    await password.fill('not-the-password-9')
    await login.getByRole('button', { name: 'Sign in', exact: true }).click()
    await expect(login.getByRole('alert')).toHaveText('Invalid email or password. Please try again.')

    await password.fill('')
    await expect(password).toHaveAccessibleDescription('This field is required.')
    await expect(login.getByRole('alert')).toHaveCount(0)
    await expect(page.getByText('Login failed. Please check your credentials.')).toHaveCount(0)
  })
})

test.describe('an email already registered', () => {
  test.use({ expectedConsoleError: failedResponse(409) })

  test('is named at the email field with the toast', async ({ page, request, baseURL }) => {
    const existing = newPlayer()
    await registerPlayer(request, String(baseURL), existing)
    const newcomer = newPlayer({ email: existing.email })
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Registration' }).click()
    const registration = page.getByRole('dialog', { name: 'Registration' })
    await registration.getByLabel('Email').fill(newcomer.email)
    await registration.getByLabel('Phone number').fill(newcomer.phone)
    await registration.getByLabel('Password', { exact: true }).fill(newcomer.password)
    await registration.getByLabel('Date of birth').fill(newcomer.dateOfBirth)
    await registration.getByRole('checkbox', { name: /accept the rules/ }).check()
    await registration.getByRole('button', { name: 'Register' }).click()

    await expect(page.getByText('Failed to register!')).toBeVisible()
    const email = registration.getByLabel('Email')
    await expect(email).toHaveAccessibleDescription('An account with this email already exists.')
    await expect(email).toBeFocused()
  })
})
