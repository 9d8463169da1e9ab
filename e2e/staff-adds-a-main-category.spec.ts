import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { expect, failedResponse, test } from './fixtures.ts'

// A taken name and deleting a category that holds games are refused with a 409 on purpose.
test.use({ expectedConsoleError: failedResponse(409) })

test('an admin adds a main category, is told when its name is taken, and deletes it', async ({ page }) => {
  const name = `Arcade ${Date.now()}${Math.floor(Math.random() * 1000)}`
  await signInToBackOffice(page)
  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Games Control' }).click()
  await sidebar.getByRole('link', { name: 'Add Categories' }).click()
  await expect(page.getByRole('heading', { name: 'Add Categories', level: 1 })).toBeVisible()
  const main = page.getByRole('region', { name: 'Main Categories' })
  await expect(main.getByRole('rowheader', { name: 'Casino', exact: true })).toBeVisible()

  await main.getByRole('button', { name: 'Add main category' }).click()
  const dialog = page.getByRole('dialog', { name: 'Add a main category' })
  await dialog.getByRole('button', { name: 'Add' }).click()
  await expect(dialog.getByText('This field is required.')).toBeVisible()
  await dialog.getByLabel('Name (English)').fill(name)
  await dialog.getByRole('button', { name: 'Add' }).click()
  await expect(page.getByText(`${name} was added.`)).toBeVisible()
  const row = main.getByRole('row', { name: new RegExp(name) })
  await expect(row.getByText('ACTIVE', { exact: true })).toBeVisible()

  await main.getByRole('button', { name: 'Add main category' }).click()
  await dialog.getByLabel('Name (English)').fill(name)
  await dialog.getByRole('button', { name: 'Add' }).click()
  await expect(dialog.getByText('Another category of this kind already has this link name.')).toBeVisible()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  await row.getByRole('button', { name: `Delete ${name}` }).click()
  const confirm = page.getByRole('dialog', { name: `Delete ${name}?` })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible()
  await expect(main.getByRole('row', { name: new RegExp(name) })).toHaveCount(0)
})

test('an admin cannot delete a lobby category that holds games, and is told what to do instead', async ({
  page,
}) => {
  await signInToBackOffice(page)
  await page.goto('/dashboard/gamecategories')
  await expect(page.getByRole('heading', { name: 'All Game Categories', level: 1 })).toBeVisible()
  const slots = page.getByRole('row', { name: /^Slots/ })
  await expect(slots.getByRole('cell', { name: '/slots' })).toBeVisible()
  await slots.getByRole('button', { name: 'Delete Slots' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Slots?' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(confirm.getByRole('alert')).toHaveText(/still holds games, so it cannot be deleted/)
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(slots).toBeVisible()
})
