import type { Page } from '@playwright/test'
import { demoAdmin } from './demo-admin.ts'
import { expect, isPhone } from './fixtures.ts'

/** Signs in at /admin (the demo admin unless told otherwise) and waits for the dashboard. */
export async function signInToBackOffice(
  page: Page,
  credentials: { email: string; password: string } = demoAdmin,
) {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(credentials.email)
  await page.getByLabel('Password').fill(credentials.password)
  await page.getByRole('button', { name: 'Log In' }).click()
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
}

/** The back-office sidebar, opened first on a phone, where it hides behind the menu button. */
export async function backOfficeSidebar(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open the back-office menu' }).click()
  return page.getByRole('navigation', { name: 'Back-office sections' })
}
