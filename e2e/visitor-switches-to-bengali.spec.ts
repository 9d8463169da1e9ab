import { expect, isPhone, test } from './fixtures.ts'

test('a visitor switches the site to Bengali and it stays Bengali after a reload', async ({ page }) => {
  await page.goto('/bonuses')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('banner').getByRole('button', { name: 'Switch to বাংলা' }).click()

  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('বোনাস')
  const sections = page.getByRole('navigation', { name: isPhone(page) ? 'বিভাগসমূহ' : 'প্রধান নেভিগেশন' })
  await expect(sections.getByRole('link', { name: 'প্রধান' })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('button', { name: 'সাইন ইন' })).toBeVisible()
  await expect(page.getByRole('contentinfo').getByText('একটি দেশ নির্বাচন করুন')).toBeAttached()
  await expect(page.getByRole('contentinfo').getByText(/খেলা। সর্বস্বত্ব সংরক্ষিত/)).toBeAttached()

  await page.reload()
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('বোনাস')

  await page.getByRole('banner').getByRole('button', { name: 'English ভাষায় দেখুন' }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Bonuses')
})

test('the FAQ follows the chosen language', async ({ page }) => {
  await page.goto('/')
  const faq = page.getByRole('region', { name: 'Frequently asked questions' })
  await expect(faq.getByRole('button').first()).toBeVisible()
  const english = await faq.getByRole('button').first().textContent()
  await page.getByRole('banner').getByRole('button', { name: 'Switch to বাংলা' }).click()
  const bengaliFaq = page.getByRole('region', { name: 'সাধারণ জিজ্ঞাসা' })
  await expect(bengaliFaq.getByRole('button').first()).not.toHaveText(english ?? '')
  await expect(bengaliFaq.getByRole('button').first()).toHaveText(/[\u0980-\u09FF]/)
})
