import { randomUUID } from 'node:crypto'
import type { Locator } from '@playwright/test'
import { signInToBackOffice } from './back-office.ts'
import { depositWithBkash } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

/** An amount as the overview writes it in English ('BDT 1,250.00'), in poisha. */
async function poishaIn(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? ''
  const amount = /-?[\d,]+\.\d{2}/.exec(text)?.[0]
  if (!amount) throw new Error(`no amount in "${text}"`)
  return Math.round(Number(amount.replaceAll(',', '')) * 100)
}

test('an admin on the overview sees Total Money and the period’s deposits rise when a deposit is completed, without a reload', async ({
  page,
  request: playerApi,
  baseURL,
}) => {
  const site = String(baseURL)
  const player = newPlayer()
  await registerPlayer(playerApi, site, player)
  const amount = 73_100
  const deposit = await depositWithBkash(playerApi, site, { amount, sender: player.phone })

  await signInToBackOffice(page)
  const totalMoney = page.getByRole('listitem', { name: 'Total Money' }).locator('[data-currency="BDT"]')
  const cashier = page.getByRole('figure', { name: 'Deposits and withdrawals (BDT)' })
  const depositsInPeriod = cashier.locator('[data-series-total="deposits"]')
  await expect(page.getByRole('button', { name: 'Last 30 days', pressed: true })).toBeVisible()
  await expect(totalMoney).toBeVisible()
  await expect(depositsInPeriod).toBeVisible()
  // Other specs move money on the same server at the same time: the figures are compared, not matched.
  const moneyBefore = await poishaIn(totalMoney)
  const depositsBefore = await poishaIn(depositsInPeriod)
  await page.evaluate(() => {
    ;(window as { overviewNotReloaded?: boolean }).overviewNotReloaded = true
  })

  // The admin's own session completes it, as Deposit History's Complete button would.
  const decision = await page.request.post(`/api/admin/cashier/deposits/${deposit.id}/decision`, {
    data: { decision: 'complete' },
    headers: { origin: site, 'idempotency-key': randomUUID() },
  })
  expect(decision.ok(), await decision.text()).toBe(true)

  await expect.poll(() => poishaIn(depositsInPeriod)).toBeGreaterThanOrEqual(depositsBefore + amount)
  await expect.poll(() => poishaIn(totalMoney)).not.toBe(moneyBefore)
  // Today's row of the chart's table holds the deposit too.
  await cashier.getByText('Show the figures as a table').click()
  const today = cashier.getByRole('row').last()
  await expect.poll(async () => poishaIn(today.getByRole('cell').first())).toBeGreaterThanOrEqual(amount)
  expect(await page.evaluate(() => (window as { overviewNotReloaded?: boolean }).overviewNotReloaded)).toBe(
    true,
  )
})
