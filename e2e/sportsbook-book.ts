import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { poishaOf } from './money.ts'
import { serverNow } from './responsible-gambling.ts'

// The sportsbook as the bet slip specs set it up: a trader's competitions and priced matches, and what a player
// reads off the page.

/**
 * Two days (and `minutes`) after `now` in the operator's time (Asia/Dhaka, UTC+6 all year), as the back office
 * takes a start. `now` is the server's clock, which other specs move a day or more past the wall clock.
 */
function inTwoDaysInDhaka(now: Date, minutes: number): string {
  return new Date(now.getTime() + 2 * 86_400_000 + 6 * 3_600_000 + minutes * 60_000)
    .toISOString()
    .slice(0, 16)
}

export async function post(admin: APIRequestContext, site: string, path: string, data: unknown) {
  const response = await admin.post(path, { data, headers: { origin: site } })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as {
    id: string
    event: { id: string }
    markets: { id: string; template: string }[]
  }
}

/** A cricket event of the test's own competition, its match winner priced 1.58 / 2.38; returns both ids. */
export async function cricketMatch(
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

export async function headerBalance(page: Page): Promise<number> {
  const button = page.getByRole('banner').getByRole('button', { name: /^Balance BDT/ })
  return poishaOf((await button.getAttribute('aria-label')) ?? '')
}

export function eventRow(page: Page, home: string): Locator {
  return page.getByRole('article').filter({ has: page.getByRole('link', { name: new RegExp(home) }) })
}
