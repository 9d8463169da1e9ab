import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer } from './players.ts'

// Every spec runs in parallel against one server and one database, and this one runs in the phone and the
// desktop project at the same time. Restoring the old policy afterwards would race with the other copy and with
// every spec registering in the meantime, so instead the change is one every e2e password already meets
// (players.ts: 'khela-player-1' has 14 characters, a digit and a symbol), and both copies save the same values,
// which the API treats as no change. Each run starts on a fresh database (playwright.config.ts).
const passwordBreakingTheRule = 'khelaplayer1'

test('an admin tightens the password policy; a visitor sees the new rules and the server refuses a password that breaks them', async ({
  page,
  request,
  baseURL,
}) => {
  await signInToBackOffice(page)

  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Settings' }).click()
  await sidebar.getByRole('link', { name: 'Settings', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible()

  const policy = page.getByRole('group', { name: 'Password policy' })
  await policy.getByLabel('Minimum length').fill('10')
  await policy.getByRole('checkbox', { name: 'Require a digit' }).check()
  await policy.getByRole('checkbox', { name: 'Require a symbol' }).check()
  await policy.getByLabel('Try a password').fill(passwordBreakingTheRule)
  await expect(policy.getByRole('listitem').filter({ hasText: 'At least 10 characters' })).toContainText(
    'done',
  )
  await expect(policy.getByRole('listitem').filter({ hasText: /^A digit/ })).toContainText('done')
  await expect(policy.getByRole('listitem').filter({ hasText: /^A symbol/ })).toContainText('not yet')

  const maximum = policy.getByLabel('Maximum length')
  await maximum.fill('8')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(maximum).toHaveAccessibleDescription(/The maximum cannot be less than the minimum length\./)
  await expect(maximum).toBeFocused()
  await maximum.fill('')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(
    page.getByText('Settings saved. They apply from the next registration or password change.'),
  ).toBeVisible()

  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  const player = newPlayer()
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Registration' }).click()
  const registration = page.getByRole('dialog', { name: 'Registration' })
  const password = registration.getByLabel('Password', { exact: true })
  await password.fill(passwordBreakingTheRule)
  await expect(registration.getByRole('listitem').filter({ hasText: 'At least 10 characters' })).toBeVisible()
  await expect(registration.getByRole('listitem').filter({ hasText: /^A symbol/ })).toContainText('not yet')

  // The form would not send it; the server must refuse it on its own too.
  const refused = await request.post('/api/accounts/register', {
    data: {
      email: player.email,
      phone: player.phone,
      password: passwordBreakingTheRule,
      currency: 'BDT',
      offer: 'welcome_crash_bonus',
      dateOfBirth: player.dateOfBirth,
      country: 'BD',
      termsAccepted: true,
    },
    headers: { origin: String(baseURL) },
  })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).error.fields).toEqual({ password: 'PASSWORD_NEEDS_SYMBOL' })

  await registration.getByLabel('Email').fill(player.email)
  await registration.getByLabel('Phone number').fill(player.phone)
  await password.fill(player.password)
  await expect(registration.getByRole('listitem').filter({ hasText: /^A symbol/ })).toContainText('done')
  await registration.getByLabel('Date of birth').fill(player.dateOfBirth)
  await registration.getByRole('checkbox', { name: /accept the rules/ }).check()
  await registration.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Registration successful!')).toBeVisible()
})
