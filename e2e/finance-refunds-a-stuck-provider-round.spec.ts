import { signInToBackOffice } from './back-office.ts'
import { balancesOf, createStaff, creditCash, signInAs, uniqueSuffix } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { sendStudioWalletCall } from './provider-rounds.ts'
import { advanceServerClock } from './responsible-gambling.ts'

// The round becomes stuck on the server's clock, which this spec moves forward for every spec at once: run it at
// one size only.
test("finance refunds a player's stuck provider round with a reason, then finds it in Game History and the overview @desktop", async ({
  page,
  playwright,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const playerApi = await playwright.request.newContext({ baseURL: site })
  const player = newPlayer()
  const { id } = await registerPlayer(playerApi, site, player)
  await creditCash(admin, site, { userId: id, amount: 100_000 })

  // The player opens Khela Studio's slot; the studio takes a stake of 25 taka and never sends the round's end.
  const launch = await playerApi.post('/api/catalog/me/recent/fortune-five/launch?lang=en', {
    headers: { origin: site },
  })
  expect(launch.ok(), await launch.text()).toBe(true)
  const { url } = (await launch.json()) as { url: string }
  const token = new URL(url).searchParams.get('token')
  const roundRef = `e2e-stuck-${uniqueSuffix()}`
  const studio = await playwright.request.newContext({ baseURL: site })
  await sendStudioWalletCall(studio, 'bet', {
    token,
    player: id,
    currency: 'BDT',
    game: 'fortune-five',
    round: roundRef,
    transaction: `${roundRef}-bet`,
    amount: 2_500,
    roundClosed: false,
  })
  expect((await balancesOf(playerApi)).cash).toBe(97_500)

  // Longer than the operator's stuck time passes on the server's clock.
  const settings = await admin.get('/api/admin/providers/settings')
  const { stuckRoundMinutes } = (await settings.json()) as { stuckRoundMinutes: number }
  await advanceServerClock(admin, site, (stuckRoundMinutes + 1) * 60_000)

  const finance = await createStaff(admin, site, { name: 'Round Resolver', role: 'finance' })
  await signInToBackOffice(page, finance)
  await page.goto('/dashboard/provider-rounds')
  await page.getByLabel('Player').fill(player.email)
  await expect(page).toHaveURL(/player=/)
  const rounds = page.getByRole('table', { name: 'Provider rounds' })
  const row = rounds.getByRole('row').filter({ hasText: roundRef })
  await expect(row).toContainText('Stuck')
  await row.getByRole('button', { name: roundRef }).click()

  const detail = page.getByRole('dialog', { name: 'Provider round' })
  const summary = (label: string) => detail.locator(`dt:text-is("${label}") + dd`)
  await detail
    .getByRole('radio', { name: 'Refund the stakes it still holds: BDT 25.00 back to the player' })
    .check()
  await detail.getByRole('button', { name: 'Resolve the round' }).click()
  // A decision needs its reason.
  await expect(detail.getByText('Write at least 3 characters.')).toBeVisible()
  await detail.getByLabel('Reason (required)').fill('The studio never sent the result of the spin')
  await detail.getByRole('button', { name: 'Resolve the round' }).click()

  await expect(page.getByText('The round is refunded.')).toBeVisible()
  await expect(summary('Status')).toHaveText('Closed')
  await expect(summary('Refunded')).toHaveText('BDT 25.00')
  await expect(detail.getByRole('table', { name: 'Transactions' })).toContainText(`khela:resolve:`)
  await expect(detail.getByRole('button', { name: 'Resolve the round' })).toHaveCount(0)
  expect((await balancesOf(playerApi)).cash).toBe(100_000)
  await detail.getByRole('button', { name: 'Close' }).click()
  await expect(row).toContainText('Closed')

  // Game History lists the round beside the Originals' bets, under its provider, and leads back to it.
  await page.goto(`/dashboard/game-history?player=${encodeURIComponent(player.email)}`)
  await expect(page.getByRole('heading', { name: 'Game History', level: 1 })).toBeVisible()
  await page.getByLabel('Source').selectOption({ label: 'Khela Studio' })
  await expect(page).toHaveURL(/source=provider%3Akhela-studio/)
  const bets = page.getByRole('table', { name: 'Bets', exact: true })
  const historyRow = bets.getByRole('row').filter({ hasText: 'Fortune Five' })
  await expect(historyRow).toHaveCount(1)
  await expect(historyRow).toContainText('Khela Studio')
  await expect(historyRow).toContainText('Closed')
  await historyRow.getByRole('link', { name: `Open round ${roundRef}` }).click()
  await expect(page).toHaveURL(/\/dashboard\/provider-rounds\?/)
  await expect(page.getByRole('dialog', { name: 'Provider round' })).toContainText(roundRef)

  // The overview splits the period's games per provider beside its charts.
  await page.goto('/dashboard')
  const perProvider = page.getByRole('table', { name: 'Games per provider (BDT)' })
  await expect(perProvider.getByRole('rowheader', { name: 'Khela Studio' })).toBeVisible()
  await expect(perProvider.getByRole('columnheader', { name: 'GGR' })).toBeVisible()
})
