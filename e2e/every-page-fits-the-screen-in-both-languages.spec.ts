import { randomUUID } from 'node:crypto'
import { request as apiRequest, type Browser, type BrowserContext } from '@playwright/test'
import { creditCash, depositWithBkash, signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { findLayoutProblems } from './layout-problems.ts'
import { newPlayer, registerPlayer } from './players.ts'

// The main pages of the player site and the back office, at the widths people use (two phones, a tablet, three
// desktops) in English and Bengali: nothing wider than the window or cut off (layout-problems.ts). Each
// width and language gets one browser context per signed-in state, reused for its pages.

const widths = [360, 390, 768, 1280, 1440, 1920] as const
const languages = ['en', 'bn'] as const
/** Below this the site has its touch layout: rows of links may be strips to swipe. */
const desktopWidth = 1024

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>
let player: Storage
let staff: Storage

test.beforeAll(async ({ baseURL }) => {
  const origin = String(baseURL)
  const admin = await apiRequest.newContext({ baseURL: origin })
  await signInAs(admin, origin)
  const playerApi = await apiRequest.newContext({ baseURL: origin })
  const { id } = await registerPlayer(playerApi, origin, newPlayer())
  // A balance as long as they come makes the header's widest state; a rejected deposit with a long reason and a
  // pending one give Payment History and Deposit History rows to lay out.
  await creditCash(admin, origin, { userId: id, amount: 1_234_567_800 })
  const rejected = await depositWithBkash(playerApi, origin, { amount: 50_000, sender: '01711000999' })
  await depositWithBkash(playerApi, origin, { amount: 75_000, sender: '01711000999' })
  const decision = await admin.post(`/api/admin/cashier/deposits/${rejected.id}/decision`, {
    data: {
      decision: 'reject',
      reason: 'The transaction id is not in the bKash statement for that day; send the slip again please',
    },
    headers: { origin, 'idempotency-key': randomUUID() },
  })
  expect(decision.ok(), await decision.text()).toBe(true)
  player = await playerApi.storageState()
  staff = await admin.storageState()
  await Promise.all([admin.dispose(), playerApi.dispose()])
})

const pages: { state: 'visitor' | 'player' | 'staff'; path: string; ready: string }[] = [
  { state: 'visitor', path: '/', ready: 'main article' },
  { state: 'visitor', path: '/slots', ready: 'main article' },
  { state: 'player', path: '/bonuses', ready: 'main article' },
  { state: 'player', path: '/profile', ready: 'main h1' },
  { state: 'player', path: '/payment-history', ready: 'main h1' },
  { state: 'staff', path: '/dashboard', ready: 'main table' },
  { state: 'staff', path: '/dashboard/deposits', ready: 'main table' },
]

async function contextFor(
  browser: Browser,
  state: 'visitor' | 'player' | 'staff',
  width: number,
  language: string,
) {
  const context = await browser.newContext({
    viewport: { width, height: 900 },
    storageState: state === 'player' ? player : state === 'staff' ? staff : undefined,
  })
  await context.addInitScript((chosen) => localStorage.setItem('khela.language', chosen), language)
  return context
}

for (const language of languages) {
  for (const width of widths) {
    test(`the main pages fit ${width} px in ${language === 'en' ? 'English' : 'Bengali'} @desktop`, async ({
      browser,
    }) => {
      // Seven pages in three contexts: longer than one page's test on a busy machine.
      test.setTimeout(180_000)
      const problems: string[] = []
      for (const state of ['visitor', 'player', 'staff'] as const) {
        const context = await contextFor(browser, state, width, language)
        const page = await context.newPage()
        for (const { path, ready } of pages.filter((entry) => entry.state === state)) {
          await page.goto(path)
          await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
          await expect(page.locator('html')).toHaveAttribute('lang', language)
          // Visible ones only: the overview's first table is the chart's figures, folded in a <details>.
          await page.locator(`${ready} >> visible=true`).first().waitFor()
          await page.waitForLoadState('networkidle')
          // Text is measured in the font it is drawn with: the Bengali webfont arrives after the first paint.
          await page.evaluate(() => document.fonts.ready)
          const found = await findLayoutProblems(page, { mayScrollNavigation: width < desktopWidth })
          problems.push(...found.map((problem) => `${path}: ${problem}`))
        }
        await context.close()
      }
      expect(problems).toEqual([])
    })
  }
}
