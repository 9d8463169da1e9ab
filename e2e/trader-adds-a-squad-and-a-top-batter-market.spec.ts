import { signInToBackOffice } from './back-office.ts'
import { createStaff, signInAs, uniqueSuffix } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { serverNow } from './responsible-gambling.ts'

/** Two days after the server's `now` in the operator's time (Asia/Dhaka, UTC+6 all year), as the back office takes it. */
function inTwoDaysInDhaka(now: Date): string {
  return new Date(now.getTime() + 2 * 86_400_000 + 6 * 3_600_000).toISOString().slice(0, 16)
}

test('a trader enters squads at creation and on the event page, and prices a top batter market from one', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const suffix = uniqueSuffix()
  const competition = await admin.post('/api/admin/sportsbook/competitions', {
    data: {
      sportSlug: 'cricket',
      slug: `squad-cup-${suffix}`.toLowerCase(),
      name: { en: `Squad Cup ${suffix}`, bn: `স্কোয়াড কাপ ${suffix}` },
    },
    headers: { origin: site },
  })
  expect(competition.ok(), await competition.text()).toBe(true)
  const home = `Comilla ${suffix}`
  const away = `Rangpur ${suffix}`

  const trader = await createStaff(admin, site, { name: 'Shakib Trader', role: 'trader' })
  await signInToBackOffice(page, trader)
  // The away side's squad is pasted as a team sheet when the event is created; the home side's comes later.
  await page.goto('/dashboard/sportsbook/events/new')
  await expect(page.getByLabel('Sport')).toHaveValue('cricket')
  await page.getByLabel('Competition', { exact: true }).selectOption({ label: `Squad Cup ${suffix}` })
  await page.getByLabel('Home side (English)').fill(home)
  await page.getByLabel('Home side (Bengali)').fill('কুমিল্লা')
  await page.getByLabel('Away side (English)').fill(away)
  await page.getByLabel('Away side (Bengali)').fill('রংপুর')
  await page.getByLabel(/^Start time/).fill(inTwoDaysInDhaka(await serverNow(admin, site)))
  await page.getByLabel('Away side squad (optional)').fill('Naim Sheikh | নাঈম শেখ\nAfif Hossain')
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(
    page.getByText('These lines need the English and the Bengali name, separated by |: 2.'),
  ).toBeVisible()
  await page.getByLabel('Away side squad (optional)').fill('Naim Sheikh | নাঈম শেখ\nAfif Hossain | আফিফ হোসেন')
  await page.getByRole('button', { name: 'Create event' }).click()
  await expect(page.getByRole('heading', { name: `${home} – ${away}`, level: 1 })).toBeVisible()

  const squads = page.getByRole('region', { name: 'Squads' })
  await expect(squads.getByLabel(`${away} player 2 (Bengali)`)).toHaveValue('আফিফ হোসেন')
  await expect(squads.getByLabel(`${away} player 2 key`)).toHaveValue('afif-hossain')
  const batters = [
    ['Liton Kumar', 'লিটন কুমার'],
    ['Imrul Kayes', 'ইমরুল কায়েস'],
    ['Mominul Haque', 'মমিনুল হক'],
  ] as const
  for (const [index, [english, bengali]] of batters.entries()) {
    await squads.getByRole('button', { name: `Add a ${home} player` }).click()
    await squads.getByLabel(`${home} player ${index + 1} (English)`).fill(english)
    await squads.getByLabel(`${home} player ${index + 1} (Bengali)`).fill(bengali)
  }
  // A key typed twice is refused on the second, before anything is saved.
  await squads.getByLabel(`${home} player 3 key`).fill('liton-kumar')
  await squads.getByRole('button', { name: 'Save squads' }).click()
  await expect(squads.getByText('This is already in the list. Give each entry its own.')).toBeVisible()
  await squads.getByLabel(`${home} player 3 key`).fill('')
  await squads.getByRole('button', { name: 'Save squads' }).click()
  await expect(page.getByText('Squads saved.')).toBeVisible()
  await expect(squads.getByLabel(`${home} player 2 key`)).toHaveValue('imrul-kayes')

  // Now the top batter is offered: its selections are the squad, priced from the trader's probabilities.
  await page.getByLabel('Market', { exact: true }).selectOption({ label: `${home} top batter` })
  await expect(page.getByLabel('Margin (%)')).toHaveValue('15')
  await page.getByLabel('Liton Kumar (%)').fill('45')
  await page.getByLabel('Imrul Kayes (%)').fill('35')
  await page.getByLabel('Mominul Haque (%)').fill('20')
  const tool = page.getByRole('region', { name: 'Add a market' })
  await expect(tool.getByText('Total 100.00 %')).toBeVisible()
  await tool.getByRole('button', { name: 'Add market' }).click()

  const row = page.getByRole('table', { name: 'Markets' }).getByRole('row', { name: /top batter/ })
  await expect(row.getByRole('rowheader')).toHaveText(`${home} top batter`)
  await expect(row.getByText(/^Liton Kumar:/)).toBeVisible()
  await expect(row.getByText(/^Mominul Haque:/)).toBeVisible()
  await expect(row.getByText('Open', { exact: true })).toBeVisible()
})
