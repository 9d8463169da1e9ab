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

test('an admin creates a promo-code campaign, edits it, pauses it and duplicates it', async ({ page }) => {
  const stamp = Date.now()
  const name = `Weekend ${stamp}`
  await signInToBackOffice(page)
  await page.goto('/dashboard/bonuses')
  await expect(page.getByRole('heading', { name: 'Bonus campaigns', level: 1 })).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Welcome Slots Bonus' })).toBeVisible()

  await page.getByRole('button', { name: 'New campaign' }).click()
  const dialog = page.getByRole('dialog', { name: 'New campaign' })
  await dialog.getByRole('button', { name: 'Save campaign' }).click()
  await expect(dialog.getByText('Required.').first()).toBeVisible()
  await dialog.getByLabel('Name in English').fill(name)
  await dialog.getByLabel('Name in Bengali').fill(`সপ্তাহান্ত ${stamp}`)
  await dialog.getByLabel('Kind').selectOption({ label: 'Fixed amount' })
  await dialog.getByLabel('Bonus (taka)').fill('100')
  await dialog.getByLabel('How it is reached').selectOption({ label: 'Promo code' })
  await dialog.getByLabel('Promo code').fill(`WKND${stamp}`)
  await dialog.getByRole('group', { name: 'Countries' }).getByRole('checkbox', { name: 'Bangladesh' }).check()
  await dialog.getByLabel('Terms in English').fill('100 taka on a weekend deposit.')
  await dialog.getByLabel('Terms in Bengali').fill('সপ্তাহান্তের ডিপোজিটে ১০০ টাকা।')
  await dialog.getByRole('button', { name: 'Save campaign' }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) })
  await expect(row).toContainText('Active')
  await expect(row).toContainText('BDT 100.00')

  await row.getByRole('button', { name: `Edit ${name}` }).click()
  const editing = page.getByRole('dialog', { name: `Edit ${name}` })
  await expect(editing.getByLabel('Promo code')).toHaveValue(`WKND${stamp}`)
  const countries = editing.getByRole('group', { name: 'Countries' })
  await expect(countries.getByRole('checkbox', { name: 'Bangladesh' })).toBeChecked()
  await expect(countries.getByRole('checkbox', { name: 'India' })).not.toBeChecked()
  await editing.getByLabel('Bonus (taka)').fill('150')
  await editing.getByRole('button', { name: 'Save campaign' }).click()
  await expect(editing).toBeHidden()
  await expect(row).toContainText('BDT 150.00')

  await row.getByRole('button', { name: `Pause ${name}` }).click()
  await expect(row).toContainText('Paused')
  await row.getByRole('button', { name: `Duplicate ${name}` }).click()
  await expect(page.getByRole('rowheader', { name: `${name} (copy)` })).toBeVisible()
})
