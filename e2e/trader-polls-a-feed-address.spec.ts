import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { signInToBackOffice } from './back-office.ts'
import { createStaff, signInAs, uniqueSuffix } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { serverNow } from './responsible-gambling.ts'

test('a trader registers a feed address, runs it now, sees the run and pauses it @desktop', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const suffix = uniqueSuffix().toLowerCase()
  const startsAt = new Date((await serverNow(admin, site)).getTime() + 3 * 86_400_000)
  const feed = {
    format: 'khela-sportsbook-feed/1',
    source: `e2e-poll-${suffix}`,
    competitions: [
      {
        externalId: 'cup',
        sportSlug: 'cricket',
        slug: `poll-cup-${suffix}`,
        name: { en: `Poll Cup ${suffix}`, bn: `পোল কাপ ${suffix}` },
      },
    ],
    events: [
      {
        externalId: 'match-1',
        competition: 'cup',
        home: { en: `Barishal ${suffix}`, bn: 'বরিশাল' },
        away: { en: `Sylhet ${suffix}`, bn: 'সিলেট' },
        startsAt: startsAt.toISOString(),
        markets: [
          {
            externalId: 'match-1-winner',
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
  // The feed's own server on 127.0.0.1, as an odds supplier's would be: the site's server fetches from it.
  const server = createServer((request, response) => {
    if (request.url === '/feed.json')
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(feed))
    else response.writeHead(404).end()
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/feed.json`

  try {
    const trader = await createStaff(admin, site, { name: 'Poll Trader', role: 'trader' })
    await signInToBackOffice(page, trader)
    await page.goto('/dashboard/sportsbook/feeds')
    const sources = page.getByRole('region', { name: 'Polled feeds' })

    const name = `Supplier ${suffix}`
    await sources.getByLabel('Name').fill(name)
    await sources.getByLabel(/^Address/).fill('ftp://127.0.0.1/feed.json')
    await sources.getByLabel('Every (minutes)').fill('60')
    await sources.getByRole('button', { name: 'Add feed address' }).click()
    await expect(sources.getByText('Only http:// and https:// addresses can be polled.')).toBeVisible()
    await sources.getByLabel(/^Address/).fill(url)
    await sources.getByRole('button', { name: 'Add feed address' }).click()

    const card = sources.getByRole('article', { name })
    await expect(card.getByText('Active · every 60 min', { exact: false })).toBeVisible()
    await card.getByRole('button', { name: `Run now: ${name}` }).click()
    // The leader may poll the new source on its own schedule too; the run started here is the one by "Run now".
    const run = card
      .getByRole('table', { name: `Latest runs of ${name}` })
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: 'Run now', exact: true }) })
    await expect(run.getByRole('cell', { name: 'Imported' })).toBeVisible()
    await expect(run.getByRole('cell', { name: /created/ })).toHaveText(
      /^(1 created, 0 updated, 0 unchanged|0 created, 0 updated, 1 unchanged), 0 refused$/,
    )

    await card.getByRole('button', { name: `Pause ${name}` }).click()
    await expect(card.getByText(/^Paused · every 60 min/)).toBeVisible()
    await expect(card.getByRole('button', { name: `Resume ${name}` })).toBeVisible()
  } finally {
    server.closeAllConnections()
    server.close()
  }
})
