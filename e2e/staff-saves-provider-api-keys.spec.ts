import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { expect, test } from './fixtures.ts'

test('an admin saves a provider’s API keys and sees them only masked after a reload', async ({
  page,
}, testInfo) => {
  // Each project has a provider of its own, so the two runs never overwrite each other's keys.
  const provider = testInfo.project.name === 'phone' ? 'Spribe' : 'Evolution'
  const ending = String(Math.floor(1000 + Math.random() * 9000))
  const apiKey = `live-api-key-${Date.now()}-${ending}`
  await signInToBackOffice(page)
  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Games Api key' }).click()
  await sidebar.getByRole('link', { name: provider, exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Games Api key', level: 1 })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'API Setup' })).toHaveAttribute('aria-selected', 'true')

  await page.getByLabel('API Key', { exact: true }).fill(apiKey)
  await page.getByLabel('Secret Pin').fill('2468')
  await page.getByLabel('Provider IP').fill('203.0.113.7, not-an-address')
  await page.getByRole('button', { name: 'Save API' }).click()
  await expect(page.getByText('Enter IPv4 or IPv6 addresses only')).toBeVisible()

  await page.getByLabel('Provider IP').fill('203.0.113.7\n2001:db8::1')
  await page.getByRole('button', { name: 'Save API' }).click()
  await expect(page.getByText('API settings were saved.')).toBeVisible()

  await page.reload()
  await expect(page.getByTestId('stored-apiKey')).toHaveText(`Saved: ••••••${ending}`)
  await expect(page.getByTestId('stored-secretPin')).toHaveText('Saved: ••••••')
  await expect(page.getByLabel('API Key', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Provider IP')).toHaveValue('203.0.113.7\n2001:db8::1')
  await expect(page.locator('body')).not.toContainText(apiKey)
})
