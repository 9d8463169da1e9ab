import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { createStaff, signInAs, uniqueSuffix } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { serverNow } from './responsible-gambling.ts'

test('a trader imports a feed file and opens the event it created @desktop', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const trader = await createStaff(admin, site, { name: 'Feed Trader', role: 'trader' })
  await signInToBackOffice(page, trader)

  // A feed of its own: one cricket match with its match winner, three days after the server's clock.
  const suffix = uniqueSuffix().toLowerCase()
  const startsAt = new Date((await serverNow(admin, site)).getTime() + 3 * 86_400_000)
  const [home, away] = [`Rangpur ${suffix}`, `Khulna ${suffix}`]
  const feed = {
    format: 'khela-sportsbook-feed/1',
    source: `e2e-feed-${suffix}`,
    competitions: [
      {
        externalId: 'cup',
        sportSlug: 'cricket',
        slug: `feed-cup-${suffix}`,
        name: { en: `Feed Cup ${suffix}`, bn: `ফিড কাপ ${suffix}` },
        country: 'BD',
      },
    ],
    events: [
      {
        externalId: `match-${suffix}`,
        competition: 'cup',
        home: { en: home, bn: 'রংপুর' },
        away: { en: away, bn: 'খুলনা' },
        startsAt: startsAt.toISOString(),
        markets: [
          {
            externalId: `match-${suffix}-winner`,
            template: 'match_winner',
            selections: [
              { code: 'home', price: 1750 },
              { code: 'away', price: 2050 },
            ],
          },
        ],
      },
    ],
  }

  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Sportsbook' }).click()
  await sidebar.getByRole('link', { name: 'Feeds' }).click()
  await expect(page.getByRole('heading', { name: 'Sportsbook feeds', level: 1 })).toBeVisible()
  await page.getByLabel('Feed file (JSON)').setInputFiles({
    name: 'feed.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(feed)),
  })
  await page.getByRole('button', { name: 'Import' }).click()

  await expect(page.getByRole('heading', { name: `Imported from ${feed.source}` })).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: `match-${suffix}` })
  await expect(row).toContainText('Created')
  await row.getByRole('link', { name: `match-${suffix}` }).click()
  await expect(page.getByRole('heading', { name: `${home} – ${away}`, level: 1 })).toBeVisible()
  await expect(page.getByText('1.75')).toBeVisible()
})
