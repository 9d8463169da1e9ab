import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every test fails on a console error or an uncaught exception in the page, so a page that "renders"
 * while throwing behind the scenes does not pass.
 */
export const test = base.extend<{ pageErrors: string[]; expectedConsoleError: RegExp | undefined }>({
  /** Console errors a test provokes on purpose, such as Chromium's line for a 4xx it expects. */
  expectedConsoleError: [undefined, { option: true }],
  // A prerendered page shows before React has taken it over (src/boot.ts); a click in between would be
  // lost, so every navigation waits until the app has marked <html data-app="ready">.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    const untilReady = async <T>(navigation: Promise<T>): Promise<T> => {
      const response = await navigation
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' })
      return response
    }
    page.goto = (url, options) => untilReady(goto(url, options))
    page.reload = (options) => untilReady(reload(options))
    await use(page)
  },
  pageErrors: [
    async ({ page, expectedConsoleError }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() !== 'error') return
        const text = message.text()
        // Chromium's line for a failed request does not name it; its location does.
        const { url } = message.location()
        if (!expectedConsoleError?.test(text)) errors.push(`console: ${text}${url ? ` (${url})` : ''}`)
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      await use(errors)
      expect(errors, 'console errors and uncaught exceptions').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Chromium logs every 4xx a page fetches as a console error; a test expecting those statuses allows exactly them. */
export function failedResponse(...statuses: number[]): RegExp {
  return new RegExp(
    `^Failed to load resource: the server responded with a status of (?:${statuses.join('|')}) `,
  )
}

/** The frame is there: the fixed header with the logo link and the page's own title. */
export async function expectFrame(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Khela home' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeAttached()
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 1024
}
