import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { expect, test } from './fixtures.ts'
import { testPicture } from './test-images.ts'

test('an admin publishes a promotion in a new category and players find it on Bonuses in both languages', async ({
  page,
}) => {
  const stamp = Date.now()
  const category = `Reload ${stamp}`
  const title = `Tuesday reload ${stamp}`
  await signInToBackOffice(page)
  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Frontend' }).click()
  await sidebar.getByRole('link', { name: 'Promotions' }).click()
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible()

  const form = page.getByRole('form', { name: 'New promotion' })
  await form.getByRole('button', { name: 'Add Category' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add Category' })
  await dialog.getByLabel('Name in English').fill(category)
  await dialog.getByRole('button', { name: 'Add category' }).click()
  await expect(dialog).toBeHidden()
  await form.getByRole('checkbox', { name: category }).check()
  await form.getByLabel('Title in English').fill(title)
  await form.getByLabel('Title in Bengali').fill(`মঙ্গলবার রিলোড ${stamp}`)
  await form.getByLabel('Picture').setInputFiles(testPicture('reload.png', 960, 540))
  await expect(form.getByRole('img', { name: 'The uploaded picture' })).toBeVisible()
  await form.getByLabel('Details in English').fill('Fifty percent on every Tuesday deposit.')
  await form.getByLabel('Details in Bengali').fill('প্রতি মঙ্গলবারের ডিপোজিটে পঞ্চাশ শতাংশ।')
  await form.getByRole('button', { name: 'Publish Now' }).click()
  await expect(page.getByRole('listitem', { name: title })).toContainText('Published')

  await page.goto('/bonuses')
  const card = page.getByRole('article', { name: title })
  await expect(card).toBeVisible()
  await expect(card).toContainText('Fifty percent on every Tuesday deposit.')
  await expect(card.locator('img')).toHaveAttribute('src', /^\/api\/uploads\/[a-f0-9]{32}\.webp\?w=960$/)
  await page.getByRole('button', { name: category }).click()
  await expect(page.getByRole('article')).toHaveCount(1)
  await expect(card).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: 'Switch to বাংলা' }).click()
  await expect(page.getByRole('article', { name: `মঙ্গলবার রিলোড ${stamp}` })).toContainText(
    'প্রতি মঙ্গলবারের ডিপোজিটে পঞ্চাশ শতাংশ।',
  )
})
