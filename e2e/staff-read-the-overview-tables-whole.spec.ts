import type { Page } from '@playwright/test'
import { signInToBackOffice } from './back-office.ts'
import { depositWithBkash } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

/** How far each of the overview's tables reaches past its frame, in CSS pixels (0 when it fits). */
async function overflowOfTables(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('table')].map((table) => {
      const frame = table.parentElement as HTMLElement
      return { name: table.getAttribute('aria-label'), overflow: frame.scrollWidth - frame.clientWidth }
    }),
  )
}

test('on a desktop the overview’s User Payments and User Games fit their frames, with nothing cut off @desktop', async ({
  page,
  request: playerApi,
  baseURL,
}) => {
  const site = String(baseURL)
  const player = newPlayer()
  await registerPlayer(playerApi, site, player)
  await depositWithBkash(playerApi, site, { amount: 1_234_500, sender: player.phone })

  await signInToBackOffice(page)
  const payments = page.getByRole('table', { name: 'User Payments' })
  await expect(payments.getByRole('row').filter({ hasText: player.email })).toHaveCount(1)
  for (const width of [1280, 1440, 1920]) {
    await page.setViewportSize({ width, height: 900 })
    const tables = await overflowOfTables(page)
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['User Payments']))
    // Fitting is scrollWidth ≤ clientWidth; a folded chart table's frame reports less than its width.
    for (const table of tables) expect(table.overflow, `${table.name} at ${width} px`).toBeLessThanOrEqual(0)
  }
})
