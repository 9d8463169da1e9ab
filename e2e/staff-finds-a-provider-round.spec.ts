import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { createStaff, creditCash, signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { revealTileActions } from './games.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { withoutSlotPauses } from './reference-provider.ts'

test.use(withoutSlotPauses)

test("support finds a player's round of the reference slot in the back office and opens its transactions", async ({
  page,
  browser,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const player = newPlayer()
  const { id } = await registerPlayer(page.request, site, player)
  await creditCash(admin, site, { userId: id, amount: 100_000 })

  // The player spins the studio's slot once: one round, with its bet.
  await page.goto('/slots')
  const tile = page.getByRole('article', { name: 'Fortune Five' }).first()
  await revealTileActions(tile)
  await tile.getByRole('button', { name: 'Play Fortune Five' }).click()
  const frame = page.frameLocator('iframe[title="Fortune Five: the game"]')
  const spin = frame.getByRole('button', { name: 'Spin' })
  await expect(spin).toBeEnabled()
  await spin.click()
  await expect(spin).toBeEnabled()

  const support = await createStaff(admin, site, { name: 'Round Finder', role: 'support' })
  const context = await browser.newContext()
  const staff = await context.newPage()
  await signInToBackOffice(staff, support)
  // Support reaches the rounds from the back office's menu: of the Game History group they may read only these, so
  // the group is that one link.
  const sidebar = await backOfficeSidebar(staff)
  await sidebar.getByRole('link', { name: 'Game History' }).click()
  await expect(staff.getByRole('heading', { name: 'Provider rounds', level: 1 })).toBeVisible()
  await staff.getByLabel('Player').fill(player.email)
  await expect(staff).toHaveURL(/player=/)
  const rounds = staff.getByRole('table', { name: 'Provider rounds' })
  await expect(rounds.getByRole('row')).toHaveCount(2)
  await expect(rounds.getByText(player.email)).toBeVisible()
  await rounds.getByRole('row').nth(1).getByRole('button').click()

  const detail = staff.getByRole('dialog', { name: 'Provider round' })
  const transactions = detail.getByRole('table', { name: 'Transactions' })
  await expect(transactions.getByRole('cell', { name: 'Bet', exact: true })).toBeVisible()
  // Support reads rounds; only finance and admins decide stuck ones.
  await expect(detail.getByRole('button', { name: 'Resolve the round' })).toHaveCount(0)
  await context.close()
})
