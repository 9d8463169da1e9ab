import type { AdminSportList } from '@khela/contracts/admin-sportsbook'
import type { Locator, Page } from '@playwright/test'
import { creditCash, signInAs } from './cashier.ts'
import { expect, failedResponse, isPhone, test } from './fixtures.ts'
import { poishaOf } from './money.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { headerBalance } from './sportsbook-book.ts'

// The suite's match simulator bowls a ball every 3 s, each with a bet stop before it. The spec gives the
// simulated competition a 1 s bet delay (cricket's own is 5 s, longer than the gap between balls), so a bet
// placed between two balls can be decided before the next; one that a ball overtakes is refused, and placed again.

/** The slip: the side panel on a wide screen, the bottom sheet (opened) on a phone. */
async function openSlip(page: Page): Promise<Locator> {
  if (!isPhone(page)) return page.getByRole('complementary', { name: /^Bet slip/ })
  await page.getByRole('button', { name: /^Bet slip/ }).click()
  return page.getByRole('dialog', { name: 'Bet slip' })
}

// Chromium's line for a bet the book refused on arrival (a bet stop came first).
test.use({ expectedConsoleError: failedResponse(409) })

test('a player bets on the over in play: the bet waits its delay, is accepted, and the over settles it', async ({
  page,
  request: admin,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const site = String(baseURL)
  await signInAs(admin, site)
  // The site polls the simulator's fixture a few seconds after it starts: a spec running first waits for it.
  const simulatedIn = async () => {
    const sports = (await (await admin.get('/api/admin/sportsbook/sports')).json()) as AdminSportList
    const cricket = sports.sports.find((sport) => sport.slug === 'cricket')
    const simulated =
      cricket?.competitions.filter((competition) => competition.name.en === 'Simulated T20') ?? []
    return cricket && simulated.length > 0 ? { cricket, simulated } : null
  }
  await expect.poll(simulatedIn, { timeout: 30_000 }).not.toBeNull()
  const found = await simulatedIn()
  if (!found) throw new Error('the simulated competition is listed under cricket')
  const delay = await admin.put('/api/admin/sportsbook/sports/cricket/bet-delay', {
    data: {
      betDelayMs: found.cricket.betDelayMs,
      competitions: found.simulated.map((competition) => ({ id: competition.id, betDelayMs: 1_000 })),
    },
    headers: { origin: site },
  })
  expect(delay.ok(), await delay.text()).toBe(true)

  const { id } = await registerPlayer(page.request, site, newPlayer())
  await creditCash(admin, site, { userId: id, amount: 100_000 })
  await page.goto('/live')
  const match = page
    .getByRole('main')
    .getByRole('list', { name: 'Cricket' })
    .getByRole('link', { name: 'Padma Tigers v Meghna Riders' })
    .first()
  await expect(match).toBeVisible({ timeout: 30_000 })
  await match.click()
  await expect.poll(() => headerBalance(page)).toBe(100_000)

  // "Over" on the over being bowled, at the price standing; placed again if a ball overtakes the delay.
  const over = page.getByRole('list', { name: /^Runs in over \d+$/ }).first()
  let accepted: Locator | null = null
  let overName = ''
  let balanceAfterStake = 100_000
  for (let attempt = 0; attempt < 8 && !accepted; attempt++) {
    const price = over.getByRole('button', { name: /^Over / })
    await expect(price).toBeEnabled({ timeout: 15_000 })
    overName = (await over.getAttribute('aria-label')) ?? ''
    await price.click()
    const slip = await openSlip(page)
    await slip.getByLabel(/^Stake on Over/).fill('50')
    await slip.getByLabel('When the odds change').selectOption('any')
    await slip.getByRole('button', { name: 'Place bets' }).click()
    const waiting = slip.getByTestId('slip-pending-bet').first()
    // A bet stop can come between the click and the bet's arrival: the slip then keeps the pick with the
    // refusal beside it (a 409), and the player clears it and tries again after the ball.
    const refusedAtOnce = slip.getByTestId('leg-refusal')
    await expect(waiting.or(refusedAtOnce)).toBeVisible()
    if (await refusedAtOnce.isVisible()) {
      await expect(refusedAtOnce).toHaveText(/suspended at the moment|takes no more bets/)
      await slip.getByRole('button', { name: 'Clear the slip' }).click()
      if (isPhone(page)) await page.keyboard.press('Escape')
      continue
    }
    // Pending with its countdown (or being decided), then accepted or refused, pushed to the slip.
    await expect(waiting.getByTestId('bet-pending')).toHaveText(/^(Waiting for acceptance: 1 s|Deciding…)$/)
    await expect(waiting).toHaveAttribute('data-status', /^(open|refused)$/, { timeout: 10_000 })
    if ((await waiting.getAttribute('data-status')) === 'open') {
      await expect(waiting.getByTestId('bet-accepted')).toHaveText(/^Accepted at \d+\.\d{2,3}\.$/)
      accepted = waiting
      balanceAfterStake -= 5_000
    } else {
      await expect(waiting.getByTestId('bet-refusal')).toContainText('Your stake was returned.')
      await waiting.getByRole('button', { name: /^Dismiss / }).click()
    }
    if (isPhone(page)) await page.keyboard.press('Escape')
  }
  expect(accepted, 'a bet was accepted within 8 attempts').not.toBeNull()
  await expect.poll(() => headerBalance(page)).toBe(balanceAfterStake)

  // The over is bowled (six balls, 3 s each): the simulator settles its market, and My bets shows the result.
  await page.goto('/sports/my-bets')
  const bet = page.getByTestId('sport-bet').first()
  await expect(bet.getByText(overName, { exact: false }).first()).toBeVisible()
  const settled = bet.getByText(/^(Won|Lost)$/).first()
  await expect(settled).toBeVisible({ timeout: 45_000 })
  // A won bet pays its potential return (the price taken × 50 taka); a lost one leaves the balance as it was.
  const potentialReturn = poishaOf((await bet.getByTestId('bet-return').textContent()) ?? '')
  const paid = (await settled.textContent()) === 'Won' ? potentialReturn : 0
  await expect.poll(() => headerBalance(page)).toBe(balanceAfterStake + paid)
})
