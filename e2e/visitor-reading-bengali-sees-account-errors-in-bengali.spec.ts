import { expect, failedResponse, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

test.use({ expectedConsoleError: failedResponse(401, 409) })

test.beforeEach(async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Switch to বাংলা' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
})

test('a failed registration explains itself in Bengali', async ({ page, request, baseURL }) => {
  const existing = newPlayer()
  await registerPlayer(request, String(baseURL), existing)
  const newcomer = newPlayer({ email: existing.email })
  await page.getByRole('banner').getByRole('button', { name: 'নিবন্ধন' }).click()
  const registration = page.getByRole('dialog', { name: 'নিবন্ধন' })
  await expect(registration.getByText('প্রথম ডিপোজিটে ৬০০০ টাকা')).toBeVisible()
  await registration.getByLabel('ইমেইল').fill(newcomer.email)
  await registration.getByLabel('ফোন নম্বর').fill(newcomer.phone)
  await registration.getByLabel('পাসওয়ার্ড', { exact: true }).fill(newcomer.password)
  await registration.getByLabel('জন্ম তারিখ').fill(newcomer.dateOfBirth)
  await registration.getByRole('checkbox', { name: /মেনে নিচ্ছি/ }).check()
  await registration.getByRole('button', { name: 'নিবন্ধন করুন' }).click()

  await expect(page.getByText('নিবন্ধন করা যায়নি!')).toBeVisible()
  await expect(registration.getByLabel('ইমেইল')).toHaveAccessibleDescription(
    'এই ইমেইল দিয়ে আগেই একটি অ্যাকাউন্ট খোলা হয়েছে।',
  )
})

test('a failed sign-in explains itself in Bengali', async ({ page, request, baseURL }) => {
  const player = newPlayer()
  await registerPlayer(request, String(baseURL), player)
  await page.getByRole('banner').getByRole('button', { name: 'সাইন ইন' }).click()
  const login = page.getByRole('dialog', { name: 'লগইন' })
  await login.getByRole('radio', { name: 'ফোন' }).check()
  await login.getByLabel('ফোন নম্বর').fill(player.phone)
  await login.getByLabel('পাসওয়ার্ড').fill('not-the-password-9')
  await login.getByRole('button', { name: 'সাইন ইন', exact: true }).click()

  await expect(login.getByRole('alert')).toHaveText('ইমেইল বা পাসওয়ার্ড সঠিক নয়। অনুগ্রহ করে আবার চেষ্টা করুন।')
  await expect(page.getByText('লগইন ব্যর্থ হয়েছে। অনুগ্রহ করে আপনার তথ্য যাচাই করুন।')).toBeVisible()
})
