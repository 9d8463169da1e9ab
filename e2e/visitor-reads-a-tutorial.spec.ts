import { expect, test } from './fixtures.ts'

test('a visitor opens Tutorials and reads the guide to depositing with bKash', async ({ page }) => {
  await page.goto('/tutorials')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Tutorials')
  await expect(main.getByRole('heading', { name: 'How to deposit with bKash' })).toBeVisible()
  await expect(main.getByText('Guides are coming')).toHaveCount(0)
  for (const guide of ['How to register', 'How to place a bet', 'How to set your limits']) {
    await expect(main.getByRole('heading', { name: guide })).toBeVisible()
  }
})
