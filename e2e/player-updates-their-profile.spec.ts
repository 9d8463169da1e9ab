import { expect, failedResponse, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

// The wrong current password is refused with a 400 on purpose.
test.use({ expectedConsoleError: failedResponse(400) })

test('a player changes their city and gender, keeps them after a reload, and changes their password', async ({
  page,
  request,
  baseURL,
}) => {
  const player = newPlayer()
  await registerPlayer(request, String(baseURL), player)
  const signIn = await page.request.post('/api/accounts/sign-in', {
    data: { method: 'email', email: player.email, password: player.password },
    headers: { origin: String(baseURL) },
  })
  expect(signIn.ok()).toBe(true)

  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Personal details' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(player.email)

  await page.getByLabel('City').fill('Chattogram')
  await page.getByRole('radio', { name: 'Female' }).check()
  await page.getByRole('button', { name: 'Update Data' }).click()
  await expect(page.getByText('Your details are saved.')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('City')).toHaveValue('Chattogram')
  await expect(page.getByRole('radio', { name: 'Female' })).toBeChecked()

  const newPassword = 'khela-player-2'
  await page.getByLabel('Current password').fill('not-my-password-1')
  await page.getByLabel('New password').fill(newPassword)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('That is not your current password.')).toBeVisible()

  await page.getByLabel('Current password').fill(player.password)
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Your password is changed. Other devices are signed out.')).toBeVisible()
  await expect(page.getByLabel('Current password')).toHaveValue('')

  const signInWithNewPassword = await request.post('/api/accounts/sign-in', {
    data: { method: 'email', email: player.email, password: newPassword },
    headers: { origin: String(baseURL) },
  })
  expect(signInWithNewPassword.ok()).toBe(true)
})

test('a visitor on /profile is asked to sign in', async ({ page }) => {
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Sign in to see your profile' })).toBeVisible()
  await page.getByRole('main').getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible()
})
