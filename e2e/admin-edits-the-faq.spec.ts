import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { expect, test } from './fixtures.ts'

test('an admin adds a question to the FAQ and visitors read it in the footer', async ({ page }) => {
  const question = `Can I play on two phones at once? ${Date.now()}`
  await signInToBackOffice(page)
  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Frontend' }).click()
  await sidebar.getByRole('link', { name: 'FAQ' }).click()
  await expect(page.getByRole('heading', { name: 'FAQ', level: 1 })).toBeVisible()

  await page.getByRole('button', { name: 'Add question' }).click()
  const form = page.getByRole('form', { name: 'New question' })
  await form.getByLabel('Question in English').fill(question)
  await form.getByLabel('Question in Bengali').fill('আমি কি একসাথে দুটি ফোনে খেলতে পারি?')
  await form.getByLabel('Answer in English').fill('Yes, you stay signed in on each of them.')
  await form.getByLabel('Answer in Bengali').fill('হ্যাঁ, প্রতিটিতে আপনি সাইন ইন থাকবেন।')
  await form.getByRole('button', { name: 'Save question' }).click()
  await expect(form).toBeHidden()
  await expect(
    page.getByRole('list', { name: 'Questions in footer order' }).getByRole('listitem', { name: question }),
  ).toBeVisible()

  await page.goto('/')
  const faq = page.getByRole('region', { name: 'Frequently asked questions' })
  await faq.getByRole('button', { name: question }).click()
  await expect(faq.getByRole('region', { name: question })).toHaveText(
    'Yes, you stay signed in on each of them.',
  )
})

// One Rules document for the whole site: run at one size only, so two runs never overwrite each other's text.
test('an admin edits the rules and visitors read them on the Rules page @desktop', async ({ page }) => {
  const line = `Withdrawals above 50,000 BDT are paid within a day. (${Date.now()})`
  await signInToBackOffice(page)
  await page.goto('/dashboard/rules')
  const english = page.getByLabel('Rules in English')
  await expect(english).toHaveValue(/# Rules/)
  await english.fill(`# Rules\n\n## Payments\n- ${line}`)
  await page.getByRole('button', { name: 'Save rules' }).click()
  await expect(page.getByText('The rules are saved.')).toBeVisible()

  await page.goto('/rules')
  await expect(page.getByRole('heading', { name: 'Payments', level: 3 })).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: line })).toBeVisible()
})
