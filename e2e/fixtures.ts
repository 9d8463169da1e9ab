import { test as base, expect, type Page } from '@playwright/test'

/**
 * Every test fails on a console error or an uncaught exception in the page, so a page that "renders"
 * while throwing behind the scenes does not pass.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`)
      })
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
      await use(errors)
      expect(errors, 'console errors and uncaught exceptions').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** The frame is there: the fixed header with the logo link and the page's own title. */
export async function expectFrame(page: Page): Promise<void> {
  await expect(page.getByRole('banner').getByRole('link', { name: 'Khela home' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeAttached()
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 1024
}
