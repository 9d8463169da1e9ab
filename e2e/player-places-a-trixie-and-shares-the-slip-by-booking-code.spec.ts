import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { creditCash, signInAs, uniqueSuffix } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { cricketMatch, eventRow, headerBalance, post } from './sportsbook-book.ts'

/** Three matches of a competition of the test's own, each match winner's home side at 1.58; the home sides' names. */
async function threeMatches(admin: APIRequestContext, baseURL: string | undefined) {
  const site = String(baseURL)
  await signInAs(admin, site)
  const suffix = uniqueSuffix()
  const slug = `system-cup-${suffix}`.toLowerCase()
  const competition = await post(admin, site, '/api/admin/sportsbook/competitions', {
    sportSlug: 'cricket',
    slug,
    name: { en: `System Cup ${suffix}`, bn: `সিস্টেম কাপ ${suffix}` },
  })
  const cities = ['Sylhet', 'Comilla', 'Dhaka']
  const homes = cities.map((city) => `${city} ${suffix}`)
  for (const [index, city] of cities.entries())
    await cricketMatch(
      admin,
      site,
      competition.id,
      `${city} ${suffix}`,
      `${city} Rivals ${suffix}`,
      index * 10,
    )
  return { site, homes, path: `/cricket?competition=${slug}` }
}

async function pickHomes(page: Page, homes: readonly string[]) {
  for (const home of homes) {
    const button = eventRow(page, home).getByRole('button', { name: new RegExp(`^${home} `) })
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
  }
}

/** Serious and critical WCAG 2.2 AA violations inside the slip, as the site-wide WCAG spec counts them. */
async function slipViolations(page: Page, slip: Locator): Promise<string[]> {
  const selector = (await slip.getAttribute('role')) === 'dialog' ? '[role="dialog"]' : 'aside'
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .options({ resultTypes: ['violations'] })
    .analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    )
}

/** The slip: the side panel on a wide screen, the bottom sheet (opened) on a phone. */
async function openSlip(page: Page, count: number): Promise<Locator> {
  if ((page.viewportSize()?.width ?? 0) >= 1280) return page.getByRole('complementary', { name: /^Bet slip/ })
  await page.getByRole('button', { name: `Bet slip (${count})` }).click()
  return page.getByRole('dialog', { name: 'Bet slip' })
}

test('a player builds a slip of three, places a Trixie and sees its four lines in My bets', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const { site, homes, path } = await threeMatches(admin, baseURL)
  const { id } = await registerPlayer(page.request, site, newPlayer())
  await creditCash(admin, site, { userId: id, amount: 100_000 })

  await page.goto(path.toLowerCase())
  await expect.poll(() => headerBalance(page)).toBe(100_000)
  await pickHomes(page, homes)
  const slip = await openSlip(page, 3)
  await expect(slip.getByText('Accumulator of 3')).toBeVisible()
  // The tabs are a radio group: the arrow keys move from Accumulator to System.
  await slip.getByRole('radio', { name: 'Accumulator' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(slip.getByRole('radio', { name: 'System' })).toBeChecked()
  await expect(slip.getByLabel('Which system')).toHaveValue('trixie')
  await expect(slip.getByTestId('slip-line-count')).toHaveText('4')
  await slip.getByLabel('Stake per line (taka)').fill('10')
  await expect(slip.getByText('Stake from BDT 10.00 to')).toBeVisible()
  await expect(slip.getByTestId('slip-total-stake')).toHaveText('BDT 40.00')
  // Three doubles at 1.58 × 1.58 (24.964 → 24.96 each) and the treble at 1.58³ (39.443 → 39.44), on 10 taka.
  await expect(slip.getByTestId('slip-potential-return')).toHaveText('BDT 114.32')
  expect(await slipViolations(page, slip)).toEqual([])
  await slip.getByRole('button', { name: 'Place bets' }).click()

  await expect(page.getByText('Bets placed: 1. Good luck!')).toBeVisible()
  await expect.poll(() => headerBalance(page)).toBe(96_000)
  await slip.getByRole('link', { name: 'My bets' }).click()
  const bet = page.getByTestId('sport-bet').first()
  await expect(bet.getByRole('heading', { name: 'Trixie' })).toBeVisible()
  await expect(bet.getByTestId('bet-stake')).toHaveText('BDT 40.00')
  await expect(bet.getByTestId('bet-lines')).toHaveText('4 lines × BDT 10.00')
})

test('a booking code made in one browser loads the same slip in another', async ({
  page,
  request: admin,
  baseURL,
  browser,
}) => {
  const { site, homes, path } = await threeMatches(admin, baseURL)
  await page.goto(path.toLowerCase())
  await pickHomes(page, homes)
  const slip = await openSlip(page, 3)
  await slip.getByRole('radio', { name: 'System' }).check()
  await slip.getByLabel('Which system').selectOption('patent')
  await slip.getByRole('button', { name: 'Get booking code' }).click()
  const code = (await slip.getByTestId('booking-code').textContent())?.trim() ?? ''
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{8}$/)
  expect(await slipViolations(page, slip)).toEqual([])

  const other = await browser.newContext({ baseURL: site, viewport: page.viewportSize() })
  try {
    const elsewhere = await other.newPage()
    await elsewhere.goto(path.toLowerCase())
    await elsewhere.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
    const emptySlip = await openSlip(elsewhere, 0)
    const codeBox = emptySlip.getByLabel('Have a code? Enter it')
    await codeBox.fill('ZZZZ ZZZZ')
    await emptySlip.getByRole('button', { name: 'Load code' }).click()
    await expect(emptySlip.getByRole('alert')).toHaveText(
      'There is no bet slip with this booking code. Check the code and try again.',
    )
    await codeBox.fill(code.toLowerCase())
    await emptySlip.getByRole('button', { name: 'Load code' }).click()
    await expect(elsewhere.getByText(`Slip loaded from booking code ${code}.`)).toBeVisible()
    for (const home of homes)
      await expect(emptySlip.getByRole('button', { name: `Remove ${home}` })).toBeVisible()
    await expect(emptySlip.getByRole('radio', { name: 'System' })).toBeChecked()
    await expect(emptySlip.getByLabel('Which system')).toHaveValue('patent')
  } finally {
    await other.close()
  }
})
