import { expect, test } from './fixtures.ts'
import { newPlayer } from './players.ts'

// The demo seed restricts the United States (apps/server/src/seed/seed-demo-data.ts), so this spec changes no shared
// setting. The IP-country check is covered by the API tests (modules/compliance/ip-country.int.test.ts) with a
// generated GeoLite2-format file: the e2e server neither has such a file nor trusts X-Forwarded-For, and every test
// here comes from 127.0.0.1.
test('a visitor who declares a restricted country is told registration is not available there, and the server refuses it too', async ({
  page,
  request,
  baseURL,
}) => {
  const player = newPlayer()
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Registration' }).click()
  const registration = page.getByRole('dialog', { name: 'Registration' })
  await registration.getByLabel('Email').fill(player.email)
  await registration.getByLabel('Phone number').fill(player.phone)
  await registration.getByLabel('Password', { exact: true }).fill(player.password)
  await registration.getByLabel('Date of birth').fill(player.dateOfBirth)
  const country = registration.getByLabel('Country')
  await country.selectOption({ label: 'United States' })
  await registration.getByRole('checkbox', { name: /accept the rules/ }).check()
  await registration.getByRole('button', { name: 'Register' }).click()

  await expect(country).toHaveAccessibleDescription('Khela is not available in this country.')
  await expect(registration).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Registration' })).toBeAttached()

  // The form does not send it; the server must refuse it on its own, and no account may exist afterwards.
  const refused = await request.post('/api/accounts/register', {
    data: {
      email: player.email,
      phone: player.phone,
      password: player.password,
      currency: 'BDT',
      offer: 'welcome_crash_bonus',
      dateOfBirth: player.dateOfBirth,
      country: 'US',
      termsAccepted: true,
    },
    headers: { origin: String(baseURL) },
  })
  expect(refused.status()).toBe(400)
  expect((await refused.json()).error.fields).toEqual({ country: 'COUNTRY_RESTRICTED' })
  const signIn = await request.post('/api/accounts/sign-in', {
    data: { method: 'email', email: player.email, password: player.password },
    headers: { origin: String(baseURL) },
  })
  expect(signIn.status()).toBe(401)

  // The same person choosing an allowed country registers.
  await country.selectOption({ label: 'Bangladesh' })
  await expect(country).not.toHaveAccessibleDescription('Khela is not available in this country.')
  await registration.getByRole('button', { name: 'Register' }).click()
  await expect(page.getByText('Registration successful!')).toBeVisible()
})
