import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { creditCash, signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

function taka(poisha: number): string {
  const sign = poisha < 0 ? '-' : ''
  const absolute = Math.abs(poisha)
  return `${sign}BDT ${Math.floor(absolute / 100).toLocaleString('en-GB')}.${String(absolute % 100).padStart(2, '0')}`
}

async function diceEdgeOfNewSeed(api: APIRequestContext): Promise<number> {
  const response = await api.get('/api/originals/seeds')
  expect(response.ok(), await response.text()).toBe(true)
  return (
    ((await response.json()) as { active: { edgesBps: Record<string, number> } }).active.edgesBps.dice ?? 0
  )
}

// One settings document for the whole site: run at one size only, and put the published 1 % back straight after,
// so the Dice specs running beside this one see a 2 % edge for as short a time as possible.
test('staff see a player’s bets in Game History with their totals, and an admin sets the Dice edge to 2 % for the next seeds @desktop', async ({
  page,
  request: admin,
  playwright,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const playerApi = await playwright.request.newContext({ baseURL: site })
  const player = newPlayer()
  const { id } = await registerPlayer(playerApi, site, player)
  await creditCash(admin, site, { userId: id, amount: 100_000 })

  let stakes = 0
  let payouts = 0
  for (const stake of [1_000, 2_000, 3_000]) {
    const placed = await playerApi.post('/api/originals/dice/bets', {
      data: { stake, target: 5000, direction: 'under' },
      headers: { origin: site, 'idempotency-key': randomUUID() },
    })
    expect(placed.status(), await placed.text()).toBe(200)
    stakes += stake
    payouts += ((await placed.json()) as { bet: { payout: number } }).bet.payout
  }

  await signInToBackOffice(page)
  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Game History' }).click()
  await sidebar.getByRole('link', { name: 'Game History', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Game History', level: 1 })).toBeVisible()

  await page.getByLabel('Player').fill(player.email)
  await expect(page).toHaveURL(/player=/)
  await page.getByLabel('Game', { exact: true }).selectOption({ label: 'Dice' })
  await expect(page).toHaveURL(/game=dice/)
  const bets = page.getByRole('region', { name: 'Bets', exact: true })
  await expect(bets.getByRole('row').filter({ hasText: player.email })).toHaveCount(3)
  const totals = page.getByRole('region', { name: 'Totals for these filters' })
  const total = (label: string) => totals.locator(`dt:text-is("${label}") + dd`)
  await expect(total('Bets')).toHaveText('3')
  await expect(total('Stakes')).toHaveText(taka(stakes))
  await expect(total('Payouts')).toHaveText(taka(payouts))
  await expect(total('GGR')).toHaveText(taka(stakes - payouts))
  const days = page.getByRole('region', { name: 'By game and day' })
  await expect(days.getByRole('row').filter({ hasText: 'Dice' })).toHaveCount(1)
  await expect(days.getByRole('row').filter({ hasText: 'Dice' })).toContainText(taka(stakes - payouts))

  // The filters are in the address: a reload shows the same list.
  await page.reload()
  await expect(page.getByLabel('Player')).toHaveValue(player.email)
  await expect(total('Bets')).toHaveText('3')

  const sidebarAgain = await backOfficeSidebar(page)
  await sidebarAgain.getByRole('button', { name: 'Game History' }).click()
  await sidebarAgain.getByRole('link', { name: 'Live Crash Round' }).click()
  await expect(page.getByRole('heading', { name: 'Live Crash Round', level: 1 })).toBeVisible()
  await expect(page.locator('dt:text-is("Phase") + dd')).toHaveText(/^(Taking bets|Flying|Crashed)$/)

  await sidebarAgain.getByRole('link', { name: 'Game Settings' }).click()
  await expect(page.getByRole('heading', { name: 'Game Settings', level: 1 })).toBeVisible()
  const diceEdge = page.getByRole('textbox', { name: 'Dice house edge (%)' })
  await expect(diceEdge).toHaveValue('1.00')
  await diceEdge.fill('5.5')
  await page.getByRole('button', { name: 'Save game settings' }).click()
  await expect(page.getByText('Enter a percentage from 1.00 to 5.00.')).toBeVisible()

  try {
    await diceEdge.fill('2')
    await page.getByRole('button', { name: 'Save game settings' }).click()
    await expect(
      page.getByText(
        "Game settings saved. A new edge applies from each player's next seed and the next round.",
      ),
    ).toBeVisible()
    await page.reload()
    await expect(page.getByRole('textbox', { name: 'Dice house edge (%)' })).toHaveValue('2.00')

    // Audited, with the edge before and after.
    const audit = await admin.get('/api/admin/audit?action=originals.settings.update&pageSize=5')
    expect(audit.ok(), await audit.text()).toBe(true)
    const [latest] = ((await audit.json()) as { items: { before: unknown; after: unknown }[] }).items
    expect(latest?.after).toMatchObject({ games: { dice: { edgeBps: 200 } } })

    // The player's seed pair keeps the edge it was made with; a new player's first pair gets 2 %.
    expect(await diceEdgeOfNewSeed(playerApi)).toBe(100)
    const newcomer = await playwright.request.newContext({ baseURL: site })
    await registerPlayer(newcomer, site, newPlayer())
    expect(await diceEdgeOfNewSeed(newcomer)).toBe(200)
  } finally {
    const current = await admin.get('/api/admin/originals/settings')
    const settings = (await current.json()) as { games: Record<string, { edgeBps: number }> }
    if (settings.games.dice) settings.games.dice.edgeBps = 100
    const restored = await admin.put('/api/admin/originals/settings', {
      data: settings,
      headers: { origin: site },
    })
    expect(restored.status(), await restored.text()).toBe(200)
  }
})
