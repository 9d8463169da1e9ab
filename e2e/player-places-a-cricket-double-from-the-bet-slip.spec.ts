import { type APIRequestContext, type Locator, request as requests } from '@playwright/test'
import { createStaff, creditCash, signInAs, uniqueSuffix } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { cricketMatch, eventRow, headerBalance, post } from './sportsbook-book.ts'

/**
 * The home side's squad of two and its top batter market, priced like the match winner (60 % and 40 % at a 5 %
 * margin: 1.58 / 2.38); returns the favourite's name and the market's id.
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
  const priced = await post(admin, site, `/api/admin/sportsbook/events/${eventId}/markets`, {
    template: 'top_batter',
    side: 'home',
    probabilities: [6_000, 4_000],
    marginBasisPoints: 500,
  })
  const market = priced.markets.find((found) => found.template === 'top_batter')
  if (!market) throw new Error('no top batter market')
  return { favourite, marketId: market.id }
}

test('a player adds a match winner and a top batter from two matches to the bet slip, places a double, and a trader’s results pay it', async ({
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
  const firstMatch = await cricketMatch(admin, site, competition.id, first, `Rajshahi Rivals ${suffix}`, 0)
  const secondMatch = await cricketMatch(admin, site, competition.id, second, `Khulna Rivals ${suffix}`, 10)
  const { favourite: batter, marketId: batterMarket } = await topBatter(
    admin,
    site,
    secondMatch.eventId,
    suffix,
  )
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

  // A trader results both markets: the double wins 249.64 taka, and the header hears of it without a reload.
  const trader = await requests.newContext({ baseURL: site })
  try {
    await signInAs(trader, site, await createStaff(admin, site, { name: 'Double Trader', role: 'trader' }))
    const results: [string, { code: string; result: 'won' | 'lost' }[]][] = [
      [
        firstMatch.marketId,
        [
          { code: 'home', result: 'won' },
          { code: 'away', result: 'lost' },
        ],
      ],
      [
        batterMarket,
        [
          { code: 'batter-1', result: 'won' },
          { code: 'batter-2', result: 'lost' },
        ],
      ],
    ]
    for (const [marketId, marketResults] of results)
      await post(trader, site, `/api/admin/sportsbook/markets/${marketId}/result`, { results: marketResults })
  } finally {
    await trader.dispose()
  }
  await expect.poll(() => headerBalance(page)).toBe(90_000 + 24_964)
  await page.reload()
  await expect(page.getByTestId('sport-bet').first().getByText('Won', { exact: true }).first()).toBeVisible()

  // Bet History lists it beside the casino's bets.
  await page.goto('/bet-history')
  const sportsBets = page.getByRole('region', { name: 'Sports bets' })
  const won = sportsBets.getByTestId('sport-bet').first()
  await expect(won.getByRole('heading', { name: 'Accumulator of 2', level: 3 })).toBeVisible()
  await expect(won.getByText('Won', { exact: true }).first()).toBeVisible()
  await sportsBets.getByRole('link', { name: 'Open My bets' }).click()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('My bets')
})
