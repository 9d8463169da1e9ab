import { catalogProviders } from '@khela/contracts/catalog'
import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { expect, test } from './fixtures.ts'

test("the footer names the catalogue's studios, and the back office links each one's API keys", async ({
  page,
}) => {
  const response = await page.request.get('/api/catalog/providers')
  const names = catalogProviders.parse(await response.json()).providers.map((provider) => provider.name)
  // Studios of the demo catalogue that the footer once left out.
  expect(names).toEqual(expect.arrayContaining(['Evolution', 'Playson', 'SmartSoft', 'Kiron']))

  await page.goto('/')
  const studios = page.getByRole('contentinfo').getByRole('region', { name: 'Game providers' })
  await expect(studios.getByRole('listitem')).toHaveText(names)

  await signInToBackOffice(page)
  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Games Api key' }).click()
  for (const name of names) await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible()
  await sidebar.getByRole('link', { name: 'Kiron', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Games Api key', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Game provider', { exact: true })).toHaveValue('kiron')
  await expect(page.getByText('is not in the game catalogue yet')).toHaveCount(0)
})
