import { balancesOf, creditCash, signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { revealTileActions } from './games.ts'
import { poishaOf } from './money.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { withoutSlotPauses } from './reference-provider.ts'

test.use(withoutSlotPauses)

test("a player opens the reference studio's slot from the lobby, spins, and the balance follows the wallet", async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const { id } = await registerPlayer(page.request, site, newPlayer())
  await creditCash(admin, site, { userId: id, amount: 100_000 })

  await page.goto('/slots')
  const tile = page.getByRole('article', { name: 'Fortune Five' }).first()
  await revealTileActions(tile)
  await tile.getByRole('button', { name: 'Play Fortune Five' }).click()
  await expect(page).toHaveURL(/\/play\/fortune-five$/)
  const game = page.getByRole('region', { name: 'Fortune Five' })
  const barBalance = game.locator('p[aria-live="polite"]')
  await expect.poll(async () => poishaOf((await barBalance.textContent()) ?? '')).toBe(100_000)

  // The studio's own page, in its frame, moves money only through the site's wallet API.
  const frame = page.frameLocator('iframe[title="Fortune Five: the game"]')
  const spin = frame.getByRole('button', { name: 'Spin' })
  await expect(spin).toBeEnabled()
  await spin.click()
  await expect(spin).toBeEnabled()
  // One stake left the cash and the round's win (if any) came back, as the ledger lists them.
  const transactions = await page.request.get('/api/wallet/transactions')
  type Entry = { kind: string; direction: 'credit' | 'debit'; amount: number }
  const entries = ((await transactions.json()) as { items: Entry[] }).items.filter((entry) =>
    entry.kind.startsWith('provider_'),
  )
  expect(entries.filter((entry) => entry.kind === 'provider_bet')).toHaveLength(1)
  const net = entries.reduce(
    (sum, entry) => sum + (entry.direction === 'credit' ? entry.amount : -entry.amount),
    0,
  )
  const { cash } = await balancesOf(page.request)
  expect(cash).toBe(100_000 + net)
  // The bar (and on a desktop the header) shows what the wallet holds after the bet and its win.
  await expect.poll(async () => poishaOf((await barBalance.textContent()) ?? '')).toBe(cash)
  const header = page.getByRole('banner').getByRole('button', { name: /^Balance BDT/ })
  if (await header.isVisible())
    await expect.poll(async () => poishaOf((await header.getAttribute('aria-label')) ?? '')).toBe(cash)

  // Bet History lists the round beside the Originals' bets.
  await page.goto('/bet-history')
  const rounds = page.getByRole('region', { name: 'Provider games' })
  await expect(rounds.getByRole('row', { name: /Fortune Five/ })).toHaveCount(1)
})

test("a visitor opens the studio's demo without an account and spins with play money", async ({ page }) => {
  await page.goto('/play/fortune-five?mode=demo')
  const game = page.getByRole('region', { name: 'Fortune Five' })
  await expect(game.getByText('Demo · play money')).toBeVisible()
  const frame = page.frameLocator('iframe[title="Fortune Five: the game"]')
  const spin = frame.getByRole('button', { name: 'Spin' })
  await spin.click()
  await expect(spin).toBeEnabled()
  await expect(frame.getByText(/FUN/).first()).toBeVisible()
})
