import type { Locator } from '@playwright/test'
import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { depositWithBkash } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

/** The pending count on a sidebar link's badge ('3 pending'); 0 without a badge. */
async function pendingOn(link: Locator): Promise<number> {
  const badge = link.getByTitle(/ pending$/)
  if ((await badge.count()) === 0) return 0
  return Number(/(\d+) pending/.exec((await badge.getAttribute('title')) ?? '')?.[1] ?? 0)
}

test('a player’s new deposit raises the pending badge and appears in Deposit History without a reload', async ({
  page,
  request: playerApi,
  baseURL,
}) => {
  const site = String(baseURL)
  const player = newPlayer()
  await registerPlayer(playerApi, site, player)

  // One deposit is pending before staff look, so the badge has a count to start from.
  const first = await depositWithBkash(playerApi, site, { amount: 50_000, sender: player.phone })

  await signInToBackOffice(page)
  // Deposit History, narrowed to this player's phone number.
  await page.goto(`/dashboard/deposits?search=${player.phone}`)
  const rows = page.getByRole('row').filter({ hasText: player.phone })
  await expect(rows).toHaveCount(1)
  await expect(rows.filter({ hasText: first.transactionId })).toBeVisible()
  const sidebar = await backOfficeSidebar(page)
  const link = sidebar.getByRole('link', { name: /^Banking Deposit/ })
  await expect(link.getByTitle(/ pending$/)).toBeVisible()
  // Other specs deposit at the same time, so the badge is compared, not matched.
  const before = await pendingOn(link)
  expect(before).toBeGreaterThan(0)

  const second = await depositWithBkash(playerApi, site, { amount: 60_000, sender: player.phone })
  await expect.poll(() => pendingOn(link)).toBeGreaterThan(before)
  await expect(rows).toHaveCount(2)
  await expect(rows.filter({ hasText: second.transactionId })).toBeVisible()
})
