import { expect, test } from './fixtures.ts'

test.describe('a visitor on a phone uses the slide-out menu @phone', () => {
  test('the page behind the open menu does not scroll, and scrolls again once it closes', async ({
    page,
  }) => {
    await page.goto('/')
    const root = page.locator('html')
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    await expect(root).toHaveAttribute('data-scroll-locked', 'true')
    await expect(root).toHaveCSS('overflow', 'hidden')

    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(200)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await menu.getByRole('button', { name: 'Close' }).click()
    await expect(menu).toBeHidden()
    await expect(root).not.toHaveAttribute('data-scroll-locked')
    await page.mouse.wheel(0, 800)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  })

  test('the menu lists every section and closes on Escape', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu.getByRole('button', { name: 'Deposit' })).toBeVisible()
    await expect(menu.getByRole('link', { name: /Khela on your phone/ })).toBeVisible()
    const labels = [
      'Main',
      'Live',
      'Sports',
      'Cricket',
      'Casino',
      'Live Dealers',
      'TV Games',
      'Aviator',
      'JetX',
      'Aviatrix',
      'eSport',
      'Bonuses',
      'Rules',
      'Tutorials',
    ]
    const links = menu.getByRole('navigation', { name: 'Main navigation' }).getByRole('link')
    await expect(links).toHaveText(labels)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })

  test('a menu item leads to its page and closes the menu', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await menu.getByRole('link', { name: 'Tutorials' }).click()
    await expect(menu).toBeHidden()
    await expect(page).toHaveURL(/\/tutorials$/)
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Tutorials')
  })
})
