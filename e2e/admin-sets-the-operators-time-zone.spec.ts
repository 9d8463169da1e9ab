import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { expect, test } from './fixtures.ts'

// The time zone is one setting for the whole site, and every spec runs in parallel against one server. So this
// spec runs once (desktop only) and moves the zone between two with the same clock and the same name on screen:
// Asia/Thimphu is GMT+6 all year, like Asia/Dhaka, so a spec reading times meanwhile sees the same ones.
test('an admin changes the operator’s time zone in Settings → Site, and it stays changed @desktop', async ({
  page,
  request,
}) => {
  await signInToBackOffice(page)
  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Settings' }).click()
  await sidebar.getByRole('link', { name: 'Settings', exact: true }).click()

  const site = page.getByRole('region', { name: 'Site' })
  const zone = site.getByRole('combobox', { name: 'Time zone' })
  const save = site.getByRole('button', { name: 'Save' })
  await expect(zone).toHaveValue('Asia/Dhaka')
  await expect(zone).toHaveAccessibleDescription(/Players and staff see times in this zone/)
  await expect(save).toBeDisabled()

  await zone.selectOption('Asia/Thimphu')
  await expect(save).toBeEnabled()
  await save.click()
  await expect(page.getByText('Time zone saved. Pages opened from now on write times in it.')).toBeVisible()
  await expect(save).toBeDisabled()
  expect((await (await request.get('/api/settings/site')).json()).timeZone).toBe('Asia/Thimphu')

  await page.reload()
  await expect(zone).toHaveValue('Asia/Thimphu')

  await zone.selectOption('Asia/Dhaka')
  await save.click()
  await expect(save).toBeDisabled()
  expect((await (await request.get('/api/settings/site')).json()).timeZone).toBe('Asia/Dhaka')
})
