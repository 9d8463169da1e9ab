import AxeBuilder from '@axe-core/playwright'
import {
  request as apiRequest,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test'
import {
  adminSignInPath,
  dashboardPathPatterns,
  playerSitePathPatterns,
} from '../apps/web/src/app/page-paths.ts'
import { signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { fetchLobby } from './games.ts'
import { newPlayer, registerPlayer } from './players.ts'

// WCAG 2.2 AA, as far as a machine can check it (axe-core): every page of the player site and the back office,
// in English and Bengali, for a visitor, a signed-in player and the demo admin, fails on a serious or critical
// violation. The pages come from apps/web/src/app/page-paths.ts, which the router is built from, so a new page
// is checked without being added here. One browser context per state and language, reused for its pages.

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const languages = ['en', 'bn'] as const
type State = 'visitor' | 'player' | 'staff'

/**
 * Parts of pages axe does not judge, each with its reason. Empty now; an entry needs a reason a reviewer accepts.
 */
const exclusions: { selector: string; reason: string }[] = []

type Storage = Awaited<ReturnType<BrowserContext['storageState']>>
let player: Storage
let staff: Storage
/** A value for each route parameter; a new parameter fails the test until it has one here. */
let samples: Record<string, string>

test.beforeAll(async ({ baseURL }) => {
  const origin = String(baseURL)
  const admin = await apiRequest.newContext({ baseURL: origin })
  await signInAs(admin, origin)
  const playerApi = await apiRequest.newContext({ baseURL: origin })
  const { id } = await registerPlayer(playerApi, origin, newPlayer())
  const game = (await fetchLobby(playerApi)).categories[0]?.games.find(
    (tile) => tile.launchKind !== 'in_house',
  )
  if (!game) throw new Error('the lobby has no provider game')
  // A demo cricket event for the player's and the trader's event pages.
  const cricket = await playerApi.get('/api/sportsbook/sports/cricket')
  const event = ((await cricket.json()) as { events: { id: string }[] }).events[0]
  if (!event) throw new Error('the demo sportsbook has no cricket event')
  // The demo affiliate, for the back office's read-only view of an affiliate's portal.
  const today = new Date().toISOString().slice(0, 10)
  const listed = await admin.get(`/api/admin/partners/affiliates?from=${today}&to=${today}`)
  const affiliate = ((await listed.json()) as { affiliates: { id: string }[] }).affiliates[0]
  if (!affiliate) throw new Error('the demo has no affiliate')
  samples = {
    ':slug': game.slug,
    ':categorySlug': 'no-such-category',
    ':userId?': id,
    ':sportSlug': 'soccer',
    ':eventId': event.id,
    ':affiliateId': affiliate.id,
  }
  player = await playerApi.storageState()
  staff = await admin.storageState()
  await Promise.all([admin.dispose(), playerApi.dispose()])
})

function withSamples(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment
      const sample = samples[segment]
      if (sample === undefined) throw new Error(`no sample value for ${segment} in ${pattern}`)
      return sample
    })
    .join('/')
}

function pathsFor(state: State): string[] {
  if (state === 'staff') {
    // One of the sections that only say what is coming (one component for all), and a page that isn't there.
    return [...dashboardPathPatterns(), '/dashboard/tournament', '/dashboard/no-such-page'].map(withSamples)
  }
  const site = playerSitePathPatterns().map(withSamples)
  return state === 'visitor' ? [...site, adminSignInPath] : site
}

async function contextFor(browser: Browser, state: State, language: string) {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    storageState: state === 'player' ? player : state === 'staff' ? staff : undefined,
  })
  await context.addInitScript((chosen) => localStorage.setItem('khela.language', chosen), language)
  return context
}

/**
 * Resolves once no script, style, font or API call has been in flight for a moment: the page's chunk and data are
 * in. Playwright's networkidle waits half a second each time and never counts the app's event stream out.
 */
function trackLoading(page: Page): () => Promise<void> {
  const loading = new Set<Request>()
  let lastChange = Date.now()
  const counts = (request: Request) =>
    ['script', 'stylesheet', 'font', 'fetch', 'xhr', 'document'].includes(request.resourceType())
  page.on('request', (request) => {
    if (!counts(request)) return
    loading.add(request)
    lastChange = Date.now()
  })
  const done = (request: Request) => {
    if (loading.delete(request)) lastChange = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  const quiet = 200
  return () =>
    expect
      .poll(
        () =>
          loading.size > 0 || Date.now() - lastChange < quiet ? [...loading].map((r) => r.url()) : 'settled',
        {
          message: 'the page still loads these',
          timeout: 15_000,
          intervals: [50],
        },
      )
      .toBe('settled')
}

async function seriousViolations(page: Page, path: string): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .withTags(wcagTags)
    // Only the violations: listing every passing node too costs axe most of its time.
    .options({ resultTypes: ['violations'] })
  for (const { selector } of exclusions) builder = builder.exclude(selector)
  const { violations } = await builder.analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${path}: ${violation.id} (${violation.impact}) at ${violation.nodes
          .slice(0, 5)
          .map((node) => node.target.join(' '))
          .join(' | ')}${violation.nodes.length > 5 ? ` and ${violation.nodes.length - 5} more` : ''}`,
    )
}

for (const language of languages) {
  for (const state of ['visitor', 'player', 'staff'] as const) {
    test(`every page meets WCAG 2.2 AA for a ${state} in ${language === 'en' ? 'English' : 'Bengali'} @desktop`, async ({
      browser,
    }) => {
      // Thirty to fifty pages in one context: far longer than one page's test on a busy machine.
      test.setTimeout(240_000)
      const context = await contextFor(browser, state, language)
      const page = await context.newPage()
      const isSettled = trackLoading(page)
      const problems: string[] = []
      const [first, ...rest] = pathsFor(state)
      await page.goto(String(first))
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      await isSettled()
      problems.push(...(await seriousViolations(page, String(first))))
      // The rest in the app, as a click on a link would go: a page load each would cost most of the run.
      for (const path of rest) {
        await page.evaluate((next) => {
          window.history.pushState({ usr: null, key: next, idx: window.history.length }, '', next)
          window.dispatchEvent(new PopStateEvent('popstate'))
        }, path)
        await page.locator('main').waitFor()
        await isSettled()
        problems.push(...(await seriousViolations(page, path)))
      }
      await context.close()
      expect(problems).toEqual([])
    })
  }
}
