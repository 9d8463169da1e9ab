import { randomInt, randomUUID } from 'node:crypto'
import { balancesOf, depositWithBkash, signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { approveKycThroughApi } from './kyc.ts'
import { poishaOf } from './money.ts'
import { newPlayer } from './players.ts'
import { withoutSlotPauses } from './reference-provider.ts'

test.use(withoutSlotPauses)

// A welcome bonus is held back when another player's earlier one came from the same IP address; every spec comes
// from 127.0.0.1, so this player's browser says it comes from an address of its own (the e2e server trusts it).
const ownAddress = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`

type Grants = { active: { wagered: number }[]; history: { status: string; convertedAmount: number }[] }

test('a player takes the Welcome Slots Bonus, spins the reference slot until it converts, and keeps it as cash @desktop', async ({
  page,
  request: admin,
  baseURL,
}) => {
  const site = String(baseURL)
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() })
  const player = newPlayer()
  await page.goto('/')
  const header = page.getByRole('banner')

  await header.getByRole('button', { name: 'Registration' }).click()
  const registration = page.getByRole('dialog', { name: 'Registration' })
  await registration.getByLabel('Email').fill(player.email)
  await registration.getByLabel('Phone number').fill(player.phone)
  await registration.getByLabel('Password', { exact: true }).fill(player.password)
  await registration.getByLabel('Date of birth').fill(player.dateOfBirth)
  await registration.getByLabel('Welcome offer').selectOption('welcome_slots_bonus')
  await registration.getByRole('checkbox', { name: /accept the rules/ }).check()
  await registration.getByRole('button', { name: 'Register' }).click()
  await expect(registration).toBeHidden()

  // The minimum deposit, 200 taka, brings 200 of bonus to wager once on slots.
  const session = await page.request.get('/api/session')
  const playerId = ((await session.json()) as { user: { id: string } }).user.id
  await approveKycThroughApi(page.request, admin, site, playerId)
  const deposit = await depositWithBkash(page.request, site, {
    amount: 20_000,
    sender: player.phone,
    declineBonus: false,
  })
  await signInAs(admin, site)
  const decision = await admin.post(`/api/admin/cashier/deposits/${deposit.id}/decision`, {
    data: { decision: 'complete' },
    headers: { origin: site, 'idempotency-key': randomUUID() },
  })
  expect(decision.ok(), await decision.text()).toBe(true)

  await page.goto('/bonuses')
  const active = page.getByRole('list', { name: 'Active bonuses' }).getByRole('listitem', {
    name: 'Welcome Slots Bonus',
  })
  await expect(active).toContainText('BDT 0.00 of BDT 200.00 wagered')
  await expect(active.getByRole('progressbar', { name: /Wagering/ })).toHaveAttribute('value', '0')

  // The studio's slot at its top stake: the frame's bar and the game both show cash and bonus together.
  await page.goto('/play/fortune-five')
  const game = page.getByRole('region', { name: 'Fortune Five' })
  const barBalance = game.locator('p[aria-live="polite"]')
  // Empty until the balance has loaded.
  const shownInBar = async () => {
    const text = await barBalance.textContent()
    return text ? poishaOf(text) : null
  }
  await expect.poll(shownInBar).toBe(40_000)
  const frame = page.frameLocator('iframe[title="Fortune Five: the game"]')
  await frame.getByLabel('Stake').selectOption('10000')
  const spin = frame.getByRole('button', { name: 'Spin' })
  const grants = async () => (await (await page.request.get('/api/bonuses/grants')).json()) as Grants

  // Each spin's whole stake counts at the slots' 100 %: two of 100 taka meet the 200, the second converts.
  await spin.click()
  await expect(spin).toBeEnabled()
  await expect.poll(async () => (await grants()).active[0]?.wagered).toBe(10_000)
  const before = await balancesOf(page.request)
  await spin.click()
  await expect(spin).toBeEnabled()
  await expect.poll(async () => (await grants()).active).toHaveLength(0)
  const [converted] = (await grants()).history
  expect(converted).toMatchObject({ status: 'converted' })
  const after = await balancesOf(page.request)
  expect(after.bonus).toBe(0)
  // The grant's money reached cash: more than a lost spin could leave.
  expect(after.cash).toBeGreaterThanOrEqual(before.cash - 10_000 + (converted?.convertedAmount ?? 0))
  expect(converted?.convertedAmount).toBeGreaterThan(0)
  await expect.poll(shownInBar).toBe(after.cash)

  await page.goto('/bonuses')
  const ended = page.getByRole('list', { name: 'Bonus history' }).getByRole('listitem', {
    name: 'Welcome Slots Bonus',
  })
  await expect(ended).toContainText('Converted')
  await expect(page.getByText('You have no active bonuses.')).toBeVisible()
  const headerBalance = header.getByRole('button', { name: /^Balance BDT/ })
  await expect
    .poll(async () => poishaOf((await headerBalance.getAttribute('aria-label')) ?? ''))
    .toBe(after.cash)
})
