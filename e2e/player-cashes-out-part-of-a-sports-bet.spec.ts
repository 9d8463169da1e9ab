import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { creditCash, signInAs, uniqueSuffix } from './cashier.ts'
import { expect, failedResponse, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { cricketMatch, eventRow, headerBalance, post } from './sportsbook-book.ts'

/** A cricket match of the test's own competition and a 100-taka single on its home side at 1.58 from the slip. */
async function playerBacksHome(page: Page, admin: APIRequestContext, site: string) {
  await signInAs(admin, site)
  const suffix = uniqueSuffix()
  const competition = await post(admin, site, '/api/admin/sportsbook/competitions', {
    sportSlug: 'cricket',
    slug: `cash-out-cup-${suffix}`.toLowerCase(),
    name: { en: `Cash-out Cup ${suffix}`, bn: `ক্যাশ আউট কাপ ${suffix}` },
  })
  const home = `Sylhet ${suffix}`
  const { marketId } = await cricketMatch(admin, site, competition.id, home, `Sylhet Rivals ${suffix}`, 0)

  const { id } = await registerPlayer(page.request, site, newPlayer())
  await creditCash(admin, site, { userId: id, amount: 100_000 })

  await page.goto(`/cricket?competition=cash-out-cup-${suffix}`.toLowerCase())
  await expect.poll(() => headerBalance(page)).toBe(100_000)
  const price = eventRow(page, home).getByRole('button', { name: new RegExp(`^${home} `) })
  await price.click()
  await expect(price).toHaveAttribute('aria-pressed', 'true')
  let slip: Locator
  if ((page.viewportSize()?.width ?? 0) < 1280) {
    await page.getByRole('button', { name: 'Bet slip (1)' }).click()
    slip = page.getByRole('dialog', { name: 'Bet slip' })
  } else {
    slip = page.getByRole('complementary', { name: /^Bet slip/ })
  }
  await slip.getByLabel(`Stake on ${home} (taka)`).fill('100')
  await slip.getByRole('button', { name: 'Place bets' }).click()
  await expect(page.getByText('Bets placed: 1. Good luck!')).toBeVisible()
  await expect.poll(() => headerBalance(page)).toBe(90_000)
  return { marketId }
}

/** A trader's (here the admin's) new price for the home side. */
async function moveHomePrice(admin: APIRequestContext, site: string, marketId: string, price: number) {
  const moved = await admin.put(`/api/admin/sportsbook/markets/${marketId}/prices`, {
    data: { prices: [{ code: 'home', price }] },
    headers: { origin: site },
  })
  expect(moved.ok(), await moved.text()).toBe(true)
}

test('a player places a single, cashes out part of it, sees the balance move and the rest of the bet open with an offer that follows the price, then cashes out the rest', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  const { marketId } = await playerBacksHome(page, admin, site)

  await page.goto('/sports/my-bets')
  const bet = page.getByTestId('sport-bet').first()
  // Nothing has moved: 100 taka back, less the 5 % margin.
  await expect(bet.getByTestId('cash-out-offer')).toHaveText('BDT 95.00')

  // 40 of the 100 taka: 40 % of the offer.
  await bet.getByRole('button', { name: 'Cash out BDT 95.00' }).click()
  const part = bet.getByLabel('Stake to cash out (taka, up to BDT 100.00)')
  await expect(part).toHaveValue('100')
  await expect(bet.getByText('You receive BDT 95.00.')).toBeVisible()
  // The confirm step meets WCAG 2.2 AA as the site-wide spec counts it (serious and critical violations).
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid="sport-bet"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .analyze()
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => violation.id),
  ).toEqual([])
  await part.fill('40')
  await expect(bet.getByText('You receive BDT 38.00.')).toBeVisible()
  await bet.getByRole('button', { name: 'Confirm cash-out' }).click()
  await expect(
    bet.getByText('Part cashed out: BDT 38.00 paid to your balance. The rest of the bet stays open.'),
  ).toBeVisible()
  await expect.poll(() => headerBalance(page)).toBe(90_000 + 3_800)

  // The rest, 60 taka, stays on at 1.58 and is offered on its own.
  await expect(bet.getByTestId('bet-cashed-out')).toHaveText('BDT 38.00 for BDT 40.00 of the stake')
  await expect(bet.getByText('Open', { exact: true }).first()).toBeVisible()
  await expect(bet.getByTestId('cash-out-offer')).toHaveText('BDT 57.00')

  // A trader lengthens the price to 1.90: the page hears of it and the offer falls, without a reload.
  await moveHomePrice(admin, site, marketId, 1900)
  // 60 × 1.58 ÷ 1.90 × 0.95 = 47.40 taka.
  await expect(bet.getByTestId('cash-out-offer')).toHaveText('BDT 47.40')

  // The rest, at the new offer, with the keyboard: the bet is cashed out and the header follows.
  await bet.getByRole('button', { name: 'Cash out BDT 47.40' }).focus()
  await page.keyboard.press('Enter')
  await expect(bet.getByText('You receive BDT 47.40.')).toBeVisible()
  await bet.getByRole('button', { name: 'Confirm cash-out' }).focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Cashed out: BDT 47.40 paid to your balance.').first()).toBeVisible()
  await expect.poll(() => headerBalance(page)).toBe(90_000 + 3_800 + 4_740)
  await expect(bet.getByText('Cashed out', { exact: true })).toBeVisible()
  await expect(bet.getByTestId('bet-cashed-out')).toHaveText('BDT 85.40 for BDT 100.00 of the stake')
  await expect(bet.getByTestId('cash-out-offer')).toHaveCount(0)
})

test('a player sets an automatic cash-out and the bet cashes itself out when the price shortens', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  const { marketId } = await playerBacksHome(page, admin, site)
  await page.goto('/sports/my-bets')
  const bet = page.getByTestId('sport-bet').first()
  await expect(bet.getByTestId('cash-out-offer')).toHaveText('BDT 95.00')
  await bet.getByLabel('Cash out automatically at (taka)').fill('100')
  await bet.getByRole('button', { name: 'Set auto cash-out' }).click()
  await expect(bet.getByText('Cashes out automatically when the offer reaches BDT 100.00.')).toBeVisible()

  // 1.58 → 1.40: 100 × 1.58 ÷ 1.40 × 0.95 = 107.21 taka, past the 100 set. The leader's sweep cashes it out and
  // the page hears of it.
  await moveHomePrice(admin, site, marketId, 1400)
  await expect(bet.getByText('Cashed out', { exact: true })).toBeVisible()
  await expect(bet.getByTestId('bet-cashed-out')).toHaveText('BDT 107.21 for BDT 100.00 of the stake')
  await expect.poll(() => headerBalance(page)).toBe(90_000 + 10_721)
})

test.describe('a cash-out whose answer is lost', () => {
  test.use({ expectedConsoleError: failedResponse(504) })

  test('ends in an error instead of a spinner, and trying again is paid once', async ({
    page,
    request: admin,
    baseURL,
  }) => {
    const site = String(baseURL)
    await playerBacksHome(page, admin, site)
    await page.goto('/sports/my-bets')
    const bet = page.getByTestId('sport-bet').first()
    await expect(bet.getByTestId('cash-out-offer')).toHaveText('BDT 95.00')

    // The first request reaches the server and is paid, but a proxy loses its answer.
    let requests = 0
    await page.route('**/api/sportsbook/bets/*/cash-out', async (route) => {
      requests += 1
      if (requests > 1) return route.continue()
      await route.fetch()
      await route.fulfill({ status: 504, body: '' })
    })
    await bet.getByRole('button', { name: 'Cash out BDT 95.00' }).click()
    await bet.getByLabel('Stake to cash out (taka, up to BDT 100.00)').fill('40')
    await bet.getByRole('button', { name: 'Confirm cash-out' }).click()
    await expect(bet.getByRole('alert')).toHaveText('Something went wrong on our side. Please try again.')
    await expect(
      bet.getByText(
        'Your cash-out got no answer, so it may have been paid. Try again to find out: it is never paid twice.',
      ),
    ).toBeVisible()

    // The same request again, under the same key: the server answers with the first result and pays nothing more.
    await bet.getByRole('button', { name: 'Try again' }).click()
    await expect(
      bet.getByText('Part cashed out: BDT 38.00 paid to your balance. The rest of the bet stays open.'),
    ).toBeVisible()
    expect(requests).toBe(2)
    await expect.poll(() => headerBalance(page)).toBe(90_000 + 3_800)
    await expect(bet.getByTestId('bet-cashed-out')).toHaveText('BDT 38.00 for BDT 40.00 of the stake')
    await expect(bet.getByTestId('cash-out-offer')).toHaveText('BDT 57.00')
  })
})
