import { randomUUID } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import { signInToBackOffice } from './back-office.ts'
import { depositWithBkash, signInAs, uniqueSuffix } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { approveKycThroughApi } from './kyc.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { advanceServerClock } from './responsible-gambling.ts'

function taka(poisha: number): string {
  const sign = poisha < 0 ? '-' : ''
  const absolute = Math.abs(poisha)
  return `${sign}BDT ${Math.floor(absolute / 100).toLocaleString('en-GB')}.${String(absolute % 100).padStart(2, '0')}`
}

/** The Monday (Asia/Dhaka) that starts the week holding `day`. */
function mondayOf(day: Date): string {
  const dhakaDay = new Date(`${day.toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' })}T00:00:00Z`)
  dhakaDay.setUTCDate(dhakaDay.getUTCDate() - ((dhakaDay.getUTCDay() + 6) % 7))
  return dhakaDay.toISOString().slice(0, 10)
}

async function approvedAffiliateWithLink(
  affiliate: APIRequestContext,
  admin: APIRequestContext,
  site: string,
): Promise<{ id: string; userId: string; linkAddress: string }> {
  const { id: userId } = await registerPlayer(affiliate, site, newPlayer())
  const applied = await affiliate.post('/api/partners/applications', {
    data: {
      channel: 'https://kabaddi-tips.example.test',
      trafficSources: 'A YouTube channel',
      expectedMonthlyPlayers: 10,
      messenger: 'whatsapp 01700000000',
    },
    headers: { origin: site },
  })
  expect(applied.status(), await applied.text()).toBe(201)
  const { id } = ((await applied.json()) as { affiliate: { id: string } }).affiliate
  const approved = await admin.post(`/api/admin/partners/affiliates/${id}/decision`, {
    data: { decision: 'approve' },
    headers: { origin: site },
  })
  expect(approved.ok(), await approved.text()).toBe(true)
  const link = await affiliate.post('/api/partners/links', {
    data: { name: `Kabaddi ${uniqueSuffix()}` },
    headers: { origin: site },
  })
  expect(link.status(), await link.text()).toBe(201)
  const { code } = (await link.json()) as { code: string }
  return { id, userId, linkAddress: `${site}/r/${code}` }
}

// The week is the real one: the player's deposit and bets carry the real date, whatever the test clock says. The
// clock is moved 8 days on so that week has ended when staff close it (periods close in order, and a run that
// already closed this one is answered with the period as it stands). The affiliate then withdraws its commission.
test('an affiliate on a plan reads its commission statement with its player’s line and what it was paid @desktop', async ({
  page,
  request: admin,
  browser,
  baseURL,
}) => {
  const site = String(baseURL)
  await signInAs(admin, site)
  const affiliate = await approvedAffiliateWithLink(page.request, admin, site)
  const week = mondayOf(new Date())

  // A visitor follows the affiliate's link, registers, deposits 1,000 taka and loses it at Dice, at a 2 % chance.
  const visitorContext = await browser.newContext()
  let ggr = 0
  let playerName = ''
  try {
    const visitor = await visitorContext.newPage()
    await visitor.goto(affiliate.linkAddress)
    await expect(visitor).toHaveURL(`${site}/`)
    const player = newPlayer()
    await registerPlayer(visitorContext.request, site, player)
    playerName = (
      (await (await visitorContext.request.get('/api/session')).json()) as { user: { name: string } }
    ).user.name
    const deposit = await depositWithBkash(visitorContext.request, site, {
      amount: 100_000,
      sender: player.phone,
    })
    const decision = await admin.post(`/api/admin/cashier/deposits/${deposit.id}/decision`, {
      data: { decision: 'complete' },
      headers: { origin: site, 'idempotency-key': randomUUID() },
    })
    expect(decision.ok(), await decision.text()).toBe(true)
    for (const stake of [50_000, 50_000]) {
      const placed = await visitorContext.request.post('/api/originals/dice/bets', {
        data: { stake, target: 9799, direction: 'over' },
        headers: { origin: site, 'idempotency-key': randomUUID() },
      })
      expect(placed.status(), await placed.text()).toBe(200)
      ggr += stake - ((await placed.json()) as { bet: { payout: number } }).bet.payout
    }
  } finally {
    await visitorContext.close()
  }

  // Staff make a plan and put the affiliate on it, in the back office.
  const staffContext = await browser.newContext()
  try {
    const staff = await staffContext.newPage()
    await signInToBackOffice(staff)
    await staff.goto('/dashboard/commission')
    await expect(staff.getByRole('heading', { name: 'Commission', level: 1 })).toBeVisible()
    await staff.getByRole('button', { name: 'New plan' }).click()
    const planForm = staff.getByRole('form', { name: 'New commission plan' })
    const planName = `Kabaddi share ${uniqueSuffix()}`
    await planForm.getByLabel('Plan name').fill(planName)
    // Hybrid: besides the share, 600 taka for the player, whose first deposit and stakes pass the CPA's minimums.
    await planForm.getByLabel('Kind').selectOption('hybrid')
    await planForm.getByLabel('CPA per qualified player').fill('600')
    await planForm.getByLabel('CPA: minimum first deposit').fill('500')
    await planForm.getByLabel('CPA: minimum turnover').fill('500')
    await expect(planForm.getByLabel('Band 1: from NGR')).toHaveValue('0')
    await planForm.getByLabel('Band 1: rate (%)').fill('30')
    await planForm.getByRole('button', { name: 'Add band' }).click()
    await planForm.getByLabel('Band 2: from NGR').fill('1,000,000')
    await planForm.getByLabel('Band 2: rate (%)').fill('40')
    await planForm.getByRole('button', { name: 'Save plan' }).click()
    await expect(planForm).toBeHidden()
    await expect(
      staff.getByRole('table', { name: 'Commission plans' }).getByRole('row', { name: planName }),
    ).toContainText('from BDT 0.00 at 30%; from BDT 1,000,000.00 at 40%')

    await staff.goto(`/dashboard/affilitors/${affiliate.id}`)
    const terms = staff.getByRole('form', { name: 'Commission terms' })
    await terms.getByLabel('Commission plan').selectOption({ label: `${planName} (BDT)` })
    const saved = staff.waitForResponse(
      (response) =>
        response.url().endsWith(`/affiliates/${affiliate.id}/terms`) && response.request().method() === 'PUT',
    )
    await terms.getByRole('button', { name: 'Save terms' }).click()
    expect((await saved).ok()).toBe(true)

    await advanceServerClock(admin, site, 8 * 24 * 60 * 60 * 1000)

    await staff.goto('/dashboard/commission')
    const close = staff.getByRole('form', { name: 'Close a period' })
    await close.getByLabel('Period').selectOption('weekly')
    await close.getByLabel('First day').fill(week)
    const closed = staff.waitForResponse(
      (response) =>
        response.url().endsWith('/api/admin/partners/commission-periods') &&
        response.request().method() === 'POST',
    )
    await close.getByRole('button', { name: 'Close period' }).click()
    expect((await closed).status()).toBe(200)
  } finally {
    await staffContext.close()
  }

  // The affiliate opens its statement in the portal: its player's line, and what it was paid.
  const statements = await page.request.get('/api/partners/statements')
  const summary = (
    (await statements.json()) as { statements: { startsOn: string; paid: number }[] }
  ).statements.find((statement) => statement.startsOn === week)
  expect(summary, 'the week’s statement').toBeDefined()
  await page.goto('/partners')
  const section = page.getByRole('region', { name: 'Commission statements' })
  await section
    .getByRole('button', { name: /^Open the statement of/ })
    .first()
    .click()
  const statement = section.getByRole('article')
  await expect(statement.getByRole('heading')).toBeFocused()
  const playerRow = statement.getByRole('table', { name: 'Players' }).getByRole('row', { name: playerName })
  // Casino GGR, Sportsbook GGR, GGR.
  await expect(playerRow.getByRole('cell').nth(0)).toHaveText(taka(ggr))
  await expect(playerRow.getByRole('cell').nth(2)).toHaveText(taka(ggr))
  await expect(
    statement.locator('div', { has: page.getByText('Paid', { exact: true }) }).getByRole('definition'),
  ).toHaveText(taka(summary?.paid ?? -1))

  // The commission is in the affiliate's own cash: once its identity is approved it withdraws it like a player.
  expect(summary?.paid ?? 0).toBeGreaterThanOrEqual(60_000)
  await approveKycThroughApi(page.request, admin, site, affiliate.userId)
  await page.goto('/withdrawal')
  const main = page.getByRole('main')
  await main.getByLabel('Withdrawal method').selectOption({ label: 'bKash' })
  await main.getByLabel('Receiver mobile number').fill('01812345678')
  await main.getByLabel('Amount (taka)').fill('500')
  await main.getByRole('button', { name: 'Request withdrawal' }).click()
  await expect(page.getByText('Withdrawal requested. The amount is on hold until it is paid.')).toBeVisible()
})
