import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { createStaff, signInAs, uniqueSuffix } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { serverNow } from './responsible-gambling.ts'

/**
 * Two days after `now` in the operator's time (Asia/Dhaka, UTC+6 all year), as a datetime-local field takes it.
 * `now` is the server's clock: other specs move it a day or more past the wall clock, and a start before it is
 * refused as past.
 */
function inTwoDaysInDhaka(now: Date): string {
  return new Date(now.getTime() + 2 * 86_400_000 + 6 * 3_600_000).toISOString().slice(0, 16)
}

test('a trader creates a cricket event, prices its match winner from probabilities, then suspends and reopens it', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const trader = await createStaff(admin, site, { name: 'Tanvir Trader', role: 'trader' })
  await signInToBackOffice(page, trader)

  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Sportsbook' }).click()
  await sidebar.getByRole('link', { name: 'New event' }).click()
  await expect(page.getByRole('heading', { name: 'New sportsbook event', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Sport')).toHaveValue('cricket')

  // A competition of its own, so the test depends on no seed: it is chosen for the event once added.
  const suffix = uniqueSuffix()
  await page.getByLabel('Name (English)').fill(`Trader Cup ${suffix}`)
  await page.getByLabel('Name (Bengali)').fill(`ট্রেডার কাপ ${suffix}`)
  await page.getByLabel('Link name').fill(`trader-cup-${suffix}`.toLowerCase())
  await page.getByRole('button', { name: 'Add competition' }).click()
  await expect(page.getByLabel('Competition', { exact: true })).not.toHaveValue('')

  const home = `Dhaka ${suffix}`
  const away = `Sylhet ${suffix}`
  await page.getByLabel('Home side (English)').fill(home)
  await page.getByLabel('Home side (Bengali)').fill('ঢাকা')
  await page.getByLabel('Away side (English)').fill(away)
  await page.getByLabel('Away side (Bengali)').fill('সিলেট')
  await page.getByLabel(/^Start time/).fill(inTwoDaysInDhaka(await serverNow(admin, site)))
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(page.getByRole('heading', { name: `${home} – ${away}`, level: 1 })).toBeVisible()

  // The pricing tool: 60 % and 40 % at the template's 5 % margin give 1.58 and 2.38, a 5.31 % book.
  await page.getByLabel('Market', { exact: true }).selectOption({ label: 'Match winner' })
  await expect(page.getByLabel('Margin (%)')).toHaveValue('5')
  await page.getByLabel(`${home} (%)`).fill('60')
  await page.getByLabel(`${away} (%)`).fill('40')
  const tool = page.getByRole('region', { name: 'Add a market' })
  await expect(tool.getByText('5.31 %')).toBeVisible()
  await expect(tool.getByText('1.58', { exact: true })).toBeVisible()
  await expect(tool.getByText('2.38', { exact: true })).toBeVisible()
  await tool.getByRole('button', { name: 'Add market' }).click()

  const markets = page.getByRole('table', { name: 'Markets' })
  const row = markets.getByRole('row', { name: /Match winner/ })
  await expect(row.getByText('Open', { exact: true })).toBeVisible()
  await expect(row.getByText('5.31 %')).toBeVisible()

  await row.getByRole('button', { name: 'Suspend Match winner' }).click()
  const suspend = page.getByRole('dialog', { name: 'Suspend Match winner?' })
  await suspend.getByRole('button', { name: 'Suspend', exact: true }).click()
  await expect(suspend).toBeHidden()
  await expect(row.getByText('Suspended', { exact: true })).toBeVisible()

  await row.getByRole('button', { name: 'Reopen Match winner' }).click()
  const reopen = page.getByRole('dialog', { name: 'Reopen Match winner?' })
  await reopen.getByRole('button', { name: 'Reopen', exact: true }).click()
  await expect(reopen).toBeHidden()
  await expect(row.getByText('Open', { exact: true })).toBeVisible()
})
