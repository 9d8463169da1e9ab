import { randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { signInToBackOffice } from './back-office.ts'
import { balancesOf, createStaff, creditCash, signInAs, uniqueSuffix } from './cashier.ts'
import { demoAdmin } from './demo-admin.ts'
import { expect, test } from './fixtures.ts'
import { poishaOf } from './money.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { serverNow } from './responsible-gambling.ts'

/** Two days after `now` (the server's clock) in the operator's time, Asia/Dhaka (UTC+6 all year). */
function inTwoDaysInDhaka(now: Date): string {
  return new Date(now.getTime() + 2 * 86_400_000 + 6 * 3_600_000).toISOString().slice(0, 16)
}

type EventDetail = {
  event: { id: string }
  markets: { id: string; template: string; version: number; selections: { id: string; price: number }[] }[]
}

async function post<T>(context: APIRequestContext, site: string, path: string, data: unknown, key?: string) {
  const response = await context.post(path, {
    data,
    headers: { origin: site, ...(key ? { 'idempotency-key': key } : {}) },
  })
  expect(response.ok(), await response.text()).toBe(true)
  return (await response.json()) as T
}

/** A cricket match of its own competition, its match winner priced 1.58 / 2.38 by the admin context. */
async function cricketMatch(admin: APIRequestContext, site: string) {
  const suffix = uniqueSuffix()
  const competition = await post<{ id: string }>(admin, site, '/api/admin/sportsbook/competitions', {
    sportSlug: 'cricket',
    slug: `result-cup-${suffix}`.toLowerCase(),
    name: { en: `Result Cup ${suffix}`, bn: `ফল কাপ ${suffix}` },
  })
  const home = `Comilla ${suffix}`
  const away = `Rangpur ${suffix}`
  const event = await post<EventDetail>(admin, site, '/api/admin/sportsbook/events', {
    competitionId: competition.id,
    home: { en: home, bn: home },
    away: { en: away, bn: away },
    startsAt: inTwoDaysInDhaka(await serverNow(admin, site)),
  })
  const priced = await post<EventDetail>(
    admin,
    site,
    `/api/admin/sportsbook/events/${event.event.id}/markets`,
    {
      template: 'match_winner',
      probabilities: [6_000, 4_000],
      marginBasisPoints: 500,
    },
  )
  const market = priced.markets.find((found) => found.template === 'match_winner')
  if (!market) throw new Error('no match winner market')
  return { eventId: event.event.id, market, home, away }
}

/** A player with 1,000 taka who has bet 100 taka on the home side at 1.58, signed in on `player`. */
async function playerBacksHome(
  player: APIRequestContext,
  admin: APIRequestContext,
  site: string,
  match: Awaited<ReturnType<typeof cricketMatch>>,
) {
  const { id } = await registerPlayer(player, site, newPlayer())
  await creditCash(admin, site, { userId: id, amount: 100_000 })
  const [homeSelection] = match.market.selections
  if (!homeSelection) throw new Error('no home selection')
  await post(
    player,
    site,
    '/api/sportsbook/bets',
    {
      type: 'single',
      legs: [
        { selectionId: homeSelection.id, price: homeSelection.price, marketVersion: match.market.version },
      ],
      stake: 10_000,
    },
    randomUUID(),
  )
  return id
}

/** Serious and critical WCAG 2.2 AA violations axe finds on the page as it is now. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

async function headerBalance(page: Page): Promise<number> {
  const button = page.getByRole('banner').getByRole('button', { name: /^Balance BDT/ })
  return poishaOf((await button.getAttribute('aria-label')) ?? '')
}

/** A second browser of its own, signed in to the back office as `staff`. */
async function backOfficeAs(browser: Browser, staff: { email: string; password: string }, site: string) {
  const context = await browser.newContext({ baseURL: site })
  const page = await context.newPage()
  await page.goto('/admin')
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
  await page.getByLabel('Email').fill(staff.email)
  await page.getByLabel('Password').fill(staff.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  return { page, close: () => context.close() }
}

test.describe('a trader results a market in the back office', () => {
  test('enters the result through the dialog, and the player sees the win in the header', async ({
    page,
    browser,
    request: admin,
    baseURL,
  }) => {
    const site = String(baseURL)
    await signInAs(admin, site)
    const match = await cricketMatch(admin, site)
    const playerId = await playerBacksHome(page.request, admin, site, match)
    await page.goto('/cricket')
    await expect.poll(() => headerBalance(page)).toBe(90_000)

    const trader = await createStaff(admin, site, { name: 'Rumana Trader', role: 'trader' })
    const back = await backOfficeAs(browser, trader, site)
    try {
      const office = back.page
      await office.goto(`/dashboard/sportsbook/events/${match.eventId}`)
      await office.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      const row = office.getByRole('table', { name: 'Markets' }).getByRole('row', { name: /Match winner/ })
      // From the keyboard: the row's Result button, then Escape closes the dialog and gives the focus back.
      const enter = row.getByRole('button', { name: 'Enter the result of Match winner' })
      await enter.focus()
      await office.keyboard.press('Enter')
      const dialog = office.getByRole('dialog', { name: 'Result of Match winner' })
      await expect(dialog.getByLabel(`Result of ${match.home}`)).toBeVisible()
      await office.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(enter).toBeFocused()
      await enter.click()

      // A dead heat asks for its share; axe finds nothing serious in the dialog with every field shown.
      await dialog.getByLabel(`Result of ${match.home}`).selectOption({ label: 'Dead heat' })
      await expect(dialog.getByLabel(`Places paid (${match.home})`)).toHaveValue('1')
      await expect(dialog.getByLabel(`Tied for them (${match.home})`)).toHaveValue('2')
      expect(await seriousViolations(office)).toEqual([])

      // Two winners of a two-way market: the server's check names both rows.
      await dialog.getByLabel(`Result of ${match.home}`).selectOption({ label: 'Won' })
      await dialog.getByLabel(`Result of ${match.away}`).selectOption({ label: 'Won' })
      await dialog.getByRole('button', { name: 'Review' }).click()
      await dialog.getByRole('button', { name: 'Settle the market' }).click()
      await expect(
        dialog.getByText('These results do not fit together. Check the selections marked.'),
      ).toBeVisible()
      await expect(dialog.getByLabel(`Result of ${match.away}`)).toHaveAttribute('aria-invalid', 'true')

      await dialog.getByLabel(`Result of ${match.away}`).selectOption({ label: 'Lost' })
      await dialog.getByRole('button', { name: 'Review' }).click()
      await expect(dialog.getByText(match.home)).toBeVisible()
      await dialog.getByRole('button', { name: 'Settle the market' }).click()
      await expect(dialog).toBeHidden()
      await expect(
        office.getByRole('status').filter({ hasText: 'Match winner is settled: 1 bets settled.' }),
      ).toBeVisible()
      await expect(row.getByText('Settled', { exact: true })).toBeVisible()
      await expect(row.getByRole('button', { name: 'Correct result of Match winner' })).toBeVisible()
    } finally {
      await back.close()
    }

    // 100 taka at 1.58 pays 158 taka: the header hears of it without a reload.
    await expect.poll(() => headerBalance(page)).toBe(90_000 + 15_800)

    // Staff who read users find the bet, won and paid, in the player's profile.
    const staff = await backOfficeAs(browser, demoAdmin, site)
    try {
      await staff.page.goto(`/dashboard/userprofile/${playerId}`)
      await staff.page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      await staff.page.getByRole('tab', { name: 'Sports bets' }).click()
      const bets = staff.page.getByRole('table', { name: 'Sports bets of the player' })
      const bet = bets.getByRole('row', { name: new RegExp(match.home) })
      await expect(bet.getByText('Won', { exact: true })).toBeVisible()
      // The potential return and what was paid.
      await expect(bet.getByText('BDT 158.00')).toHaveCount(2)
    } finally {
      await staff.close()
    }
  })
})

test('a correction above the approval amount waits for a second trader', async ({
  page,
  browser,
  playwright,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  // 10 taka: any correction of a 158-taka win is above it.
  const settings = await admin.put('/api/admin/sportsbook/settings', {
    data: { correctionApprovalAbove: 1_000 },
    headers: { origin: site },
  })
  expect(settings.ok(), await settings.text()).toBe(true)
  const match = await cricketMatch(admin, site)
  const player = await playwright.request.newContext({ baseURL: site })
  await playerBacksHome(player, admin, site, match)
  await post(admin, site, `/api/admin/sportsbook/markets/${match.market.id}/result`, {
    results: [
      { code: 'home', result: 'won' },
      { code: 'away', result: 'lost' },
    ],
  })
  expect((await balancesOf(player)).cash).toBe(90_000 + 15_800)

  const first = await createStaff(admin, site, { name: 'Farhan First', role: 'trader' })
  const second = await createStaff(admin, site, { name: 'Sadia Second', role: 'trader' })
  await signInToBackOffice(page, first)
  // The events page tells traders the amount; only admins may change it.
  await page.goto('/dashboard/sportsbook/events')
  const amount = page.getByRole('region', { name: 'Result corrections' })
  await expect(amount.getByText('BDT 10.00')).toBeVisible()
  await expect(amount.getByRole('textbox')).toHaveCount(0)
  await page.goto(`/dashboard/sportsbook/events/${match.eventId}`)
  const row = page.getByRole('table', { name: 'Markets' }).getByRole('row', { name: /Match winner/ })
  await row.getByRole('button', { name: 'Correct result of Match winner' }).click()
  const dialog = page.getByRole('dialog', { name: 'Correct the result of Match winner' })
  await expect(dialog.getByLabel(`Result of ${match.home}`)).toHaveValue('won')
  await dialog.getByLabel(`Result of ${match.home}`).selectOption({ label: 'Lost' })
  await dialog.getByLabel(`Result of ${match.away}`).selectOption({ label: 'Won' })
  await dialog.getByRole('button', { name: 'Review' }).click()
  await dialog.getByRole('button', { name: 'Ask for the correction' }).click()
  await expect(dialog).toBeHidden()

  const pending = page.getByRole('listitem', { name: 'Correction of Match winner' })
  await expect(pending.getByText('Waiting for a second trader')).toBeVisible()
  await expect(pending.getByText('Another trader must approve your correction.')).toBeVisible()
  await expect(pending.getByRole('button', { name: 'Approve the correction of Match winner' })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
  // Nothing has moved yet.
  await expect(row.getByText('Settled', { exact: true })).toBeVisible()

  const back = await backOfficeAs(browser, second, site)
  try {
    const office = back.page
    await office.goto(`/dashboard/sportsbook/events/${match.eventId}`)
    await office.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    const item = office.getByRole('listitem', { name: 'Correction of Match winner' })
    await expect(item.getByText('Asked for by Farhan First', { exact: false })).toBeVisible()
    await item.getByRole('button', { name: 'Approve the correction of Match winner' }).click()
    await expect(item.getByText('Applied', { exact: true })).toBeVisible()
    await expect(item.getByText(/decided by Sadia Second, 1 bets re-paid/)).toBeVisible()
  } finally {
    await back.close()
  }
  // The win is taken back and the lost side pays nothing: the player is left with the stake lost.
  await expect.poll(async () => (await balancesOf(player)).cash).toBe(90_000)
  await player.dispose()
})
