import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'

// One licence for the whole site: run at one size only, and put back what was there straight after.
test('an admin saves the operator licence in Settings → Compliance and visitors see it in the footer in both languages @desktop', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const before = await admin.get('/api/admin/compliance/settings')
  expect(before.ok(), await before.text()).toBe(true)
  const { ipCountryDatabase: _database, ...previous } = (await before.json()) as Record<string, unknown>
  const number = `MGA/B2C/${Date.now() % 1_000_000}`

  try {
    await signInToBackOffice(page)
    const sidebar = await backOfficeSidebar(page)
    await sidebar.getByRole('button', { name: 'Settings' }).click()
    await sidebar.getByRole('link', { name: 'Compliance' }).click()
    await expect(page.getByRole('heading', { name: 'Compliance', level: 1 })).toBeVisible()

    // Minimum age and restricted countries stay in the account settings; this page shows them and links there.
    const registrationRules = page.getByRole('region', { name: 'Minimum age and restricted countries' })
    await expect(registrationRules).toContainText('United States')
    await expect(registrationRules.getByRole('link', { name: 'Change them in Settings' })).toHaveAttribute(
      'href',
      '/dashboard/settings',
    )
    await expect(page.getByRole('status').filter({ hasText: 'No IP database is configured' })).toBeVisible()

    const licence = page.getByRole('group', { name: 'Licence' })
    await licence.getByLabel('Licensing jurisdiction').fill('Malta Gaming Authority')
    const licenceNumber = licence.getByLabel('Licence number')
    await licenceNumber.fill('')
    await page.getByRole('button', { name: 'Save compliance settings' }).click()
    await expect(licenceNumber).toHaveAccessibleDescription('Fill this in.')

    await licenceNumber.fill(number)
    await page.getByRole('button', { name: 'Save compliance settings' }).click()
    await expect(page.getByText('Compliance settings saved. They apply from the next request.')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Licence number')).toHaveValue(number)

    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByText(`Licensed by Malta Gaming Authority, licence no. ${number}`)).toBeVisible()
    await page.getByRole('banner').getByRole('button', { name: 'Switch to বাংলা' }).click()
    await expect(
      footer.getByText(`Malta Gaming Authority কর্তৃক লাইসেন্সপ্রাপ্ত, লাইসেন্স নং ${number}`),
    ).toBeVisible()
  } finally {
    const restored = await admin.put('/api/admin/compliance/settings', {
      data: previous,
      headers: { origin: site },
    })
    expect(restored.status(), await restored.text()).toBe(200)
  }
})
