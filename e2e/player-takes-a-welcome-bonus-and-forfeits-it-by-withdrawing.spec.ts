import { randomInt, randomUUID } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { approveKycThroughApi } from './kyc.ts'
import { newPlayer } from './players.ts'

// A welcome bonus is held back when another player's earlier one came from the same IP address; every spec comes
// from 127.0.0.1, so this player's browser says it comes from an address of its own (the e2e server trusts it).
const ownAddress = () => `10.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  const serious = results.violations.filter((violation) =>
    ['serious', 'critical'].includes(violation.impact ?? ''),
  )
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target}`)).toEqual([])
}

test('a player registers with the Welcome Slots Bonus and a promo code, deposits, sees the bonus wagering, and forfeits it by withdrawing', async ({
  page,
  request: admin,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const site = String(baseURL)
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ownAddress() })
  const player = newPlayer()
  await page.goto('/')
  const header = page.getByRole('banner')

  // Registration: the welcome offer, and a promo code whose APPLY says what it gives.
  await header.getByRole('button', { name: 'Registration' }).click()
  const registration = page.getByRole('dialog', { name: 'Registration' })
  await registration.getByLabel('Email').fill(player.email)
  await registration.getByLabel('Phone number').fill(player.phone)
  await registration.getByLabel('Password', { exact: true }).fill(player.password)
  await registration.getByLabel('Date of birth').fill(player.dateOfBirth)
  await registration.getByLabel('Welcome offer').selectOption('welcome_slots_bonus')
  await registration.getByRole('button', { name: 'I have a promo code' }).click()
  await registration.getByLabel('Promo code').fill('NO-SUCH-CODE')
  await registration.getByRole('button', { name: 'Apply' }).click()
  await expect(registration.getByText('This promo code does not exist.')).toBeVisible()
  await registration.getByLabel('Promo code').fill('khela2026')
  await registration.getByRole('button', { name: 'Apply' }).click()
  await expect(
    registration.getByText('Code accepted: 50% bonus up to BDT 2,000.00 (KHELA2026 reload).'),
  ).toBeVisible()
  await registration.getByRole('checkbox', { name: /accept the rules/ }).check()
  await registration.getByRole('button', { name: 'Register' }).click()
  await expect(registration).toBeHidden()

  const session = await page.request.get('/api/session')
  const playerId = ((await session.json()) as { user: { id: string } }).user.id
  await approveKycThroughApi(page.request, admin, site, playerId)

  // The deposit shows the welcome bonus it brings (the code is for the second deposit).
  await header.getByRole('link', { name: 'Deposit' }).click()
  const modal = page.getByRole('dialog', { name: 'Deposit' })
  await modal.getByRole('button', { name: 'bKash' }).click()
  await modal.getByRole('button', { name: 'BDT 1,000.00' }).click()
  await modal.getByRole('button', { name: 'Next' }).click()
  await expect(modal.getByTestId('deposit-bonus-preview')).toHaveText(
    'This deposit brings a BDT 500.00 bonus: Welcome Slots Bonus. Wager BDT 500.00 to turn it into cash.',
  )
  await modal.getByLabel('Sender account number').fill(player.phone)
  await modal.getByLabel('Transaction ID').fill(randomUUID().replaceAll('-', '').slice(0, 10).toUpperCase())
  await modal.getByRole('button', { name: 'Submit' }).click()
  await expect(modal).toBeHidden()

  await signInAs(admin, site)
  const deposits = await page.request.get('/api/cashier/deposits?page=1')
  const [deposit] = ((await deposits.json()) as { items: { id: string }[] }).items
  const decision = await admin.post(`/api/admin/cashier/deposits/${deposit?.id}/decision`, {
    data: { decision: 'complete' },
    headers: { origin: site, 'idempotency-key': randomUUID() },
  })
  expect(decision.ok(), await decision.text()).toBe(true)

  // Cash and bonus apart in the header's menu; the bonus and its wagering on /bonuses.
  await expect(header.getByRole('button', { name: 'Balance BDT 1,000.00, account menu' })).toBeVisible()
  await header.getByRole('button', { name: /account menu/ }).click()
  await expect(header.getByText('Bonus account').locator('..')).toContainText('BDT 500.00')
  await header.getByRole('link', { name: 'My bonuses' }).click()
  await expect(page).toHaveURL(/\/bonuses$/)
  const active = page.getByRole('list', { name: 'Active bonuses' }).getByRole('listitem', {
    name: 'Welcome Slots Bonus',
  })
  await expect(active).toContainText('Active')
  await expect(active.getByRole('progressbar', { name: /Wagering/ })).toHaveAttribute('value', '0')
  await expect(active).toContainText('BDT 0.00 of BDT 500.00 wagered')
  await expect(active).toContainText('Slots: 100%')
  await expect(active).toContainText(/29 d 23 h left|30 d 0 h left/)
  await expectNoSeriousAxeViolations(page)

  // A game the bonus's terms do not count says so before a bet: the Welcome Slots Bonus counts slots alone.
  await page.goto('/games/dice')
  await expect(page.getByTestId('wagering-notice')).toHaveText(
    'Bets here do not count towards the wagering of your bonus “Welcome Slots Bonus”.',
  )

  // A withdrawal warns what it forfeits and goes only once the player confirms.
  await page.goto('/withdrawal')
  const warning = page.getByRole('region', { name: 'This withdrawal ends your bonuses' })
  await expect(warning).toContainText('Welcome Slots Bonus')
  await expect(warning).toContainText('Forfeited in all: BDT 500.00')
  await page.getByLabel('Receiver mobile number').fill(player.phone)
  await page.getByLabel('Amount (taka)').fill('500')
  await page.getByRole('button', { name: 'Request withdrawal' }).click()
  await expect(warning.getByRole('alert')).toHaveText(
    'Confirm that you forfeit your bonuses, or keep playing to finish wagering.',
  )
  await expect(warning.getByRole('checkbox')).toBeFocused()
  await warning
    .getByRole('checkbox', { name: 'I understand that withdrawing forfeits these bonuses' })
    .check()
  await page.getByRole('button', { name: 'Request withdrawal' }).click()
  await expect(page.getByText('Withdrawal requested. The amount is on hold until it is paid.')).toBeVisible()

  await page.goto('/bonuses')
  const ended = page.getByRole('list', { name: 'Bonus history' }).getByRole('listitem', {
    name: 'Welcome Slots Bonus',
  })
  await expect(ended).toContainText('Forfeited')
  await expect(ended).toContainText('(a withdrawal)')
  await expect(page.getByText('You have no active bonuses.')).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: 'Switch to বাংলা' }).click()
  await expect(page.getByRole('heading', { name: 'আমার বোনাস' })).toBeVisible()
  await expectNoSeriousAxeViolations(page)
})
