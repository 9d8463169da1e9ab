import type { Page } from '@playwright/test'
import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { playerMethods, uniqueSuffix } from './cashier.ts'
import { expect, failedResponse, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

/** Cards and tables keep inside the phone's width: the page itself never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: document.documentElement.clientWidth,
  }))
  expect(widths.page).toBeLessThanOrEqual(widths.viewport)
}

async function openBanking(page: Page) {
  const sidebar = await backOfficeSidebar(page)
  await sidebar.getByRole('button', { name: 'Settings' }).click()
  await sidebar.getByRole('link', { name: 'Banking', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Banking', level: 1 })).toBeVisible()
}

test.describe('Settings → Banking', () => {
  // A code another method has is refused by the API with a 409 on purpose.
  test.use({ expectedConsoleError: failedResponse(409) })

  test('the admin adds a method, changes its preset amounts, and players get the new amounts', async ({
    page,
    request: playerApi,
    baseURL,
  }) => {
    const site = String(baseURL)
    await registerPlayer(playerApi, site, newPlayer())
    await signInToBackOffice(page)
    await openBanking(page)
    await expect(page.getByRole('listitem', { name: 'bKash' })).toBeVisible()
    // The cashier rules: the threshold is in taka and checked before it is sent (saved unchanged here, as
    // another spec relies on the default of 50,000).
    const threshold = page.getByLabel('Second approval above (taka)')
    await expect(threshold).toHaveValue('50000')
    await threshold.fill('fifty')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Enter an amount in taka, such as 500 or 499.50.')).toBeVisible()
    await threshold.fill('50000')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText('Cashier rules saved.')).toBeVisible()

    // A method of this test's own, so the shared demo methods stay as other specs expect them.
    await page.getByRole('button', { name: '+Add' }).click()
    const editor = page.getByRole('dialog', { name: 'Add a payment method' })
    const name = `Pay ${uniqueSuffix()}`.slice(0, 40)
    await editor.getByLabel('Name', { exact: true }).fill(name)
    await editor.getByLabel('Code', { exact: true }).fill('bkash')
    await editor.getByLabel('Receiving account or bank details').fill('Khela Ltd · A/C 9988776655')
    await editor
      .getByRole('group', { name: 'Instruction steps (English)' })
      .getByLabel('Step 1', { exact: true })
      .fill('Send it.')
    await editor
      .getByRole('group', { name: 'Instruction steps (Bengali)' })
      .getByLabel('Step 1', { exact: true })
      .fill('পাঠান।')
    const field = editor.getByRole('region', { name: 'Field 1' })
    await field.getByLabel('Key').fill('senderAccountNumber')
    await field.getByLabel('Label (English)').fill('Sender account number')
    await field.getByLabel('Label (Bengali)').fill('প্রেরকের অ্যাকাউন্ট নম্বর')
    await field.getByLabel('Pattern').fill('([')
    await editor.getByLabel('Preset amounts').fill('300, 700, 1500')
    await editor.getByLabel('Deposit minimum').fill('300')
    await editor.getByLabel('Deposit maximum').fill('40000')
    await editor.getByLabel('Withdrawal minimum').fill('500')
    await editor.getByLabel('Withdrawal maximum').fill('40000')
    await editor.getByRole('button', { name: 'Save method' }).click()
    // The form's own checks, beside their fields.
    await expect(field.getByText('This is not a valid pattern (a regular expression).')).toBeVisible()
    await field.getByLabel('Pattern').fill('^[0-9]{10,20}$')
    await editor.getByLabel('Preset amounts').fill('300, 700, 90000')
    await editor.getByRole('button', { name: 'Save method' }).click()
    await expect(
      editor.getByText('Every preset amount must be within the minimum and maximum.'),
    ).toBeVisible()

    await editor.getByLabel('Preset amounts').fill('300, 700, 1500')
    await editor.getByRole('button', { name: 'Save method' }).click()
    // The API's check: the code is taken.
    await expect(editor.getByText('Another method already has this code.')).toBeVisible()
    const code = `e2e-${uniqueSuffix()}`
    await editor.getByLabel('Code', { exact: true }).fill(code)
    await editor.getByRole('button', { name: 'Save method' }).click()
    await expect(editor).toBeHidden()
    await expect(page.getByText(`${name} is added.`)).toBeVisible()

    const card = page.getByRole('listitem', { name })
    await expect(card.getByText('BDT 300.00, BDT 700.00, BDT 1,500.00')).toBeVisible()
    await expectNoSidewaysScroll(page)
    const offered = async () =>
      (await playerMethods(playerApi)).deposit.find((method) => method.code === code)?.presetAmounts
    await expect.poll(offered).toEqual([30_000, 70_000, 150_000])

    // Staff change the presets (in taka); the player's cashier offers the new ones (in poisha).
    await card.getByRole('button', { name: `Edit ${name}` }).click()
    const edit = page.getByRole('dialog', { name: `Edit ${name}` })
    await expect(edit.getByLabel('Preset amounts')).toHaveValue('300, 700, 1500')
    // The code is fixed once the method exists (its clearing account is kept under it).
    await expect(edit.getByLabel('Code', { exact: true })).toHaveValue(code)
    await expect(edit.getByLabel('Code', { exact: true })).not.toBeEditable()
    await edit.getByLabel('Preset amounts').fill('2500.50, 400, 1000')
    await edit.getByRole('button', { name: 'Save method' }).click()
    await expect(edit).toBeHidden()
    await expect(card.getByText('BDT 400.00, BDT 1,000.00, BDT 2,500.50')).toBeVisible()
    await expect.poll(offered).toEqual([40_000, 100_000, 250_050])

    // Disabled for deposits, it leaves the player's list.
    await card.getByRole('button', { name: `Edit ${name}` }).click()
    await edit.getByLabel('Enabled for deposit').uncheck()
    await edit.getByRole('button', { name: 'Save method' }).click()
    await expect(edit).toBeHidden()
    await expect.poll(offered).toBeUndefined()
  })
})
