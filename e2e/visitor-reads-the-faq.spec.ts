import { expect, test } from './fixtures.ts'

test('a visitor reading the FAQ has one answer open at a time', async ({ page }) => {
  await page.goto('/')
  const faq = page.getByRole('region', { name: 'Frequently asked questions' })
  const questions = faq.getByRole('button')
  await expect(questions.nth(1)).toBeVisible()
  expect(await questions.count()).toBeGreaterThan(1)
  const first = questions.nth(0)
  const second = questions.nth(1)

  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'true')
  await expect(faq.getByRole('region')).toHaveCount(1)

  await second.click()
  await expect(second).toHaveAttribute('aria-expanded', 'true')
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(faq.getByRole('region')).toHaveCount(1)
  await expect(faq.getByRole('region')).toHaveAccessibleName((await second.textContent()) ?? '')

  await second.click()
  await expect(faq.getByRole('region')).toHaveCount(0)
})
