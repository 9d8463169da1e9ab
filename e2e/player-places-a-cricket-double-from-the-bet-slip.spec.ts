import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { creditCash, signInAs, uniqueSuffix } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { poishaOf } from './money.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { serverNow } from './responsible-gambling.ts'

/**
 * Two days (and `minutes`) after `now` in the operator's time (Asia/Dhaka, UTC+6 all year), as the back office
 * takes a start. `now` is the server's clock, which other specs move a day or more past the wall clock.
 */
function inTwoDaysInDhaka(now: Date, minutes: number): string {
  return new Date(now.getTime() + 2 * 86_400_000 + 6 * 3_600_000 + minutes * 60_000)
    .toISOString()
    .slice(0, 16)
}

async function post(admin: APIRequestContext, site: string, path: string, data: unknown) {
  const response = await admin.post(path, { data, headers: { origin: site } })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as {
    id: string
    event: { id: string }
    markets: { id: string; template: string }[]
  }
}

/** A cricket event of the test's own competition, its match winner priced 1.58 / 2.38; returns both ids. */
async function cricketMatch(
  admin: APIRequestContext,
  site: string,
  competitionId: string,
  home: string,
  away: string,
  minutes: number,
): Promise<{ eventId: string; marketId: string }> {
  const now = await serverNow(admin, site)
  const event = await post(admin, site, '/api/admin/sportsbook/events', {
    competitionId,
    home: { en: home, bn: home },
    away: { en: away, bn: away },
    startsAt: inTwoDaysInDhaka(now, minutes),
  })
  const priced = await post(admin, site, `/api/admin/sportsbook/events/${event.event.id}/markets`, {
    template: 'match_winner',
    probabilities: [6_000, 4_000],
    marginBasisPoints: 500,
  })
  const market = priced.markets.find((found) => found.template === 'match_winner')
  if (!market) throw new Error('no match winner market')
  return { eventId: event.event.id, marketId: market.id }
}

/**
 * The home side's squad of two and its top batter market, priced like the match winner (60 % and 40 % at a 5 %
 * margin: 1.58 / 2.38); returns the favourite's name.
 */
async function topBatter(admin: APIRequestContext, site: string, eventId: string, suffix: string) {
  const favourite = `Liton ${suffix}`
  const batters = [favourite, `Imrul ${suffix}`]
  const players = batters.map((name, index) => ({ key: `batter-${index + 1}`, name: { en: name, bn: name } }))
  const squads = await admin.put(`/api/admin/sportsbook/events/${eventId}/squads`, {
    data: { home: players, away: [] },
    headers: { origin: site },
  })
  expect(squads.ok(), await squads.text()).toBe(true)
  await post(admin, site, `/api/admin/sportsbook/events/${eventId}/markets`, {
    template: 'top_batter',
    side: 'home',
    probabilities: [6_000, 4_000],
    marginBasisPoints: 500,
  })
  return favourite
}

async function headerBalance(page: Page): Promise<number> {
  const button = page.getByRole('banner').getByRole('button', { name: /^Balance BDT/ })
  return poishaOf((await button.getAttribute('aria-label')) ?? '')
}

function eventRow(page: Page, home: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('link', { name: new RegExp(home) }) })
}

test('a player adds a match winner and a top batter from two matches to the bet slip, places a double and sees it in My bets', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const suffix = uniqueSuffix()
  const competition = await post(admin, site, '/api/admin/sportsbook/competitions', {
    sportSlug: 'cricket',
    slug: `slip-cup-${suffix}`.toLowerCase(),
    name: { en: `Slip Cup ${suffix}`, bn: `স্লিপ কাপ ${suffix}` },
  })
  const first = `Rajshahi ${suffix}`
  const second = `Khulna ${suffix}`
  const third = `Barishal ${suffix}`
  await cricketMatch(admin, site, competition.id, first, `Rajshahi Rivals ${suffix}`, 0)
  const secondMatch = await cricketMatch(admin, site, competition.id, second, `Khulna Rivals ${suffix}`, 10)
  const batter = await topBatter(admin, site, secondMatch.eventId, suffix)
  const { marketId: suspended } = await cricketMatch(
    admin,
    site,
    competition.id,
    third,
    `Barishal Rivals ${suffix}`,
    20,
  )
  await post(admin, site, `/api/admin/sportsbook/markets/${suspended}/status`, { status: 'suspended' })

  const { id } = await registerPlayer(page.request, site, newPlayer())
  await creditCash(admin, site, { userId: id, amount: 100_000 })

  await page.goto(`/cricket?competition=slip-cup-${suffix}`.toLowerCase())
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Cricket')
  await expect.poll(() => headerBalance(page)).toBe(100_000)

  // The suspended market's prices cannot be picked.
  for (const button of await eventRow(page, third).getByRole('button').all())
    await expect(button).toBeDisabled()

  const firstHome = eventRow(page, first).getByRole('button', { name: new RegExp(`^${first} `) })
  await firstHome.click()
  await expect(firstHome).toHaveAttribute('aria-pressed', 'true')
  // The top batter is on the second match's own page, kept on the slip on the way.
  await eventRow(page, second)
    .getByRole('link', { name: new RegExp(second) })
    .click()
  const batters = page.getByRole('list', { name: `${second} top batter` })
  const batterPrice = batters.getByRole('button', { name: new RegExp(`^${batter} `) })
  await batterPrice.click()
  await expect(batterPrice).toHaveAttribute('aria-pressed', 'true')

  const isPhone = (page.viewportSize()?.width ?? 0) < 1280
  let slip: Locator
  if (isPhone) {
    await page.getByRole('button', { name: 'Bet slip (2)' }).click()
    slip = page.getByRole('dialog', { name: 'Bet slip' })
  } else {
    slip = page.getByRole('complementary', { name: /^Bet slip/ })
  }
  await expect(slip.getByText('Accumulator of 2')).toBeVisible()
  await slip.getByLabel('Accumulator stake (taka)').fill('100')
  // 100 × 1.58 × 1.58 = 249.64
  await expect(slip.getByTestId('slip-potential-return')).toHaveText('BDT 249.64')
  await expect(slip.getByLabel('When the odds change')).toHaveValue('higher')
  await slip.getByRole('button', { name: 'Place bets' }).click()

  await expect(page.getByText('Bets placed: 1. Good luck!')).toBeVisible()
  await expect.poll(() => headerBalance(page)).toBe(90_000)
  await expect(slip.getByText('Choose a price to add it to your bet slip.')).toBeVisible()

  await slip.getByRole('link', { name: 'My bets' }).click()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('My bets')
  const bet = page.getByTestId('sport-bet').first()
  await expect(bet.getByRole('heading', { name: 'Accumulator of 2' })).toBeVisible()
  await expect(bet.getByText(first, { exact: true }).first()).toBeVisible()
  await expect(bet.getByText(batter, { exact: true }).first()).toBeVisible()
  await expect(bet.getByTestId('bet-stake')).toHaveText('BDT 100.00')
  await expect(bet.getByText('Open', { exact: true }).first()).toBeVisible()
})
