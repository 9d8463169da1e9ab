import { randomUUID } from 'node:crypto'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { createStaff, creditCash, signInAs, uniqueSuffix } from './cashier.ts'
import { expect, failedResponse, isPhone, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { serverNow } from './responsible-gambling.ts'

/** Two days after the server's `now` in the operator's time (Asia/Dhaka, UTC+6 all year). */
function inTwoDaysInDhaka(now: Date): string {
  return new Date(now.getTime() + 2 * 86_400_000 + 6 * 3_600_000).toISOString().slice(0, 16)
}

async function post(admin: APIRequestContext, site: string, path: string, data: unknown) {
  const response = await admin.post(path, { data, headers: { origin: site } })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as {
    id: string
    event: { id: string }
    markets: { id: string; template: string; version: number; selections: { id: string; price: number }[] }[]
  }
}

/** The player's bet slip: the side panel on a desktop, the sheet behind its button on a phone. */
async function openSlip(page: Page, count: number): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('complementary', { name: /^Bet slip/ })
  await page.getByRole('button', { name: `Bet slip (${count})` }).click()
  return page.getByRole('dialog', { name: 'Bet slip' })
}

test.describe('sportsbook risk', () => {
  // The bet over the player's stake factor is refused with a 409 on purpose.
  test.use({ expectedConsoleError: failedResponse(409) })

  test("a trader finds a player's bet in Open bets and Liability, then a stake factor limits their next bet", async ({
    page,
    browser,
    request: admin,
    baseURL,
  }) => {
    const site = String(baseURL)
    await signInAs(admin, site)
    const trader = await createStaff(admin, site, { name: 'Rina Risk', role: 'trader' })
    const suffix = uniqueSuffix()
    const competition = await post(admin, site, '/api/admin/sportsbook/competitions', {
      sportSlug: 'cricket',
      slug: `risk-cup-${suffix}`.toLowerCase(),
      name: { en: `Risk Cup ${suffix}`, bn: `রিস্ক কাপ ${suffix}` },
    })
    const home = `Comilla ${suffix}`
    const away = `Rangpur ${suffix}`
    const event = await post(admin, site, '/api/admin/sportsbook/events', {
      competitionId: competition.id,
      home: { en: home, bn: home },
      away: { en: away, bn: away },
      startsAt: inTwoDaysInDhaka(await serverNow(admin, site)),
    })
    // 60 % and 40 % at the template's 5 % margin: 1.58 and 2.38.
    const priced = await post(admin, site, `/api/admin/sportsbook/events/${event.event.id}/markets`, {
      template: 'match_winner',
      probabilities: [6_000, 4_000],
      marginBasisPoints: 500,
    })
    const market = priced.markets.find((found) => found.template === 'match_winner')
    const selection = market?.selections[0]
    if (!market || !selection) throw new Error('no match winner market')

    const player = newPlayer()
    const { id: playerId } = await registerPlayer(page.request, site, player)
    await creditCash(admin, site, { userId: playerId, amount: 100_000 })
    const bet = await page.request.post('/api/sportsbook/bets', {
      headers: { origin: site, 'idempotency-key': randomUUID() },
      data: {
        type: 'single',
        legs: [{ selectionId: selection.id, price: selection.price, marketVersion: market.version }],
        stake: 20_000,
      },
    })
    expect(bet.ok(), await bet.text()).toBe(true)

    // The trader, in a browser of their own.
    const traderContext = await browser.newContext({
      baseURL: site,
      viewport: page.viewportSize() ?? undefined,
      isMobile: isPhone(page),
      hasTouch: isPhone(page),
    })
    const traderPage = await traderContext.newPage()
    await signInToBackOffice(traderPage, trader)
    const sidebar = await backOfficeSidebar(traderPage)
    await sidebar.getByRole('button', { name: 'Sportsbook' }).click()
    await sidebar.getByRole('link', { name: 'Open bets' }).click()
    await expect(traderPage.getByRole('heading', { name: 'Open bets', level: 1 })).toBeVisible()
    await traderPage.getByLabel('Player', { exact: true }).fill(player.email)
    const bets = traderPage.getByRole('table', { name: 'Open bets' })
    const row = bets.getByRole('row').filter({ hasText: player.email })
    await expect(row).toHaveCount(1)
    await expect(row.getByText(home, { exact: true })).toBeVisible()
    await expect(row.getByRole('cell', { name: 'BDT 200.00' })).toBeVisible()
    // 200 × 1.58
    await expect(row.getByRole('cell', { name: 'BDT 316.00' })).toBeVisible()

    await traderPage.goto('/dashboard/sportsbook/liability')
    await expect(traderPage.getByRole('heading', { name: 'Liability', level: 1 })).toBeVisible()
    const eventLiability = traderPage.getByRole('listitem').filter({ hasText: `${home} – ${away}` })
    await eventLiability.getByText(`${home} – ${away}`, { exact: true }).click()
    await eventLiability.locator('summary', { hasText: 'Match winner' }).click()
    // Home wins: 316 taka back against 200 staked.
    const selectionRow = eventLiability.getByRole('row', { name: new RegExp(`^${home}`) })
    await expect(selectionRow.getByRole('cell', { name: 'BDT 116.00' })).toBeVisible()

    // A factor of 0.01 leaves this player 1 % of the market's 50,000-taka maximum stake. Traders set it from the
    // player's bet (the profile, behind users.read, offers the same to admins).
    await traderPage.goto(`/dashboard/sportsbook/bets?player=${encodeURIComponent(player.email)}`)
    await bets.getByRole('button', { name: /^Stake factor of / }).click()
    const dialog = traderPage.getByRole('dialog', { name: /^Stake factor: / })
    await expect(dialog.getByText(/^Stake factor: 1\.00\./)).toBeVisible()
    await dialog.getByLabel(/^Stake factor \(/).fill('0.01')
    await dialog.getByRole('button', { name: 'Save factor' }).click()
    await expect(dialog.getByText(/^Stake factor: 0\.01\./)).toBeVisible()
    await traderContext.close()

    // The player's slip is told what it still takes.
    await page.goto(`/cricket?competition=risk-cup-${suffix}`.toLowerCase())
    await page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: new RegExp(home) }) })
      .getByRole('button', { name: new RegExp(`^${home} `) })
      .click()
    const slip = await openSlip(page, 1)
    await slip.getByLabel(`Stake on ${home} (taka)`).fill('600')
    await slip.getByRole('button', { name: 'Place bets' }).click()
    await expect(slip.getByText('The most this bet takes is BDT 500.00.')).toBeVisible()
  })
})
