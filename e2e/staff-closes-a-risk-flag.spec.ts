import { backOfficeSidebar, signInToBackOffice } from './back-office.ts'
import { createStaff, depositWithBkash, signInAs } from './cashier.ts'
import { expect, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'

test('two players deposit from one sender number, and finance closes the flag with a note', async ({
  page,
  playwright,
  baseURL,
}) => {
  const site = String(baseURL)
  // Each player in a context of their own: a browser, and so a device, each.
  const firstApi = await playwright.request.newContext({ baseURL: site })
  const secondApi = await playwright.request.newContext({ baseURL: site })
  const adminApi = await playwright.request.newContext({ baseURL: site })
  try {
    const first = newPlayer()
    const second = newPlayer()
    await registerPlayer(firstApi, site, first)
    await registerPlayer(secondApi, site, second)
    // A sender number no other test uses.
    const sender = `019${`${Math.floor(Math.random() * 1e8)}`.padStart(8, '0')}`
    await depositWithBkash(firstApi, site, { amount: 50_000, sender })
    await depositWithBkash(secondApi, site, { amount: 70_000, sender })

    await signInAs(adminApi, site)
    const finance = await createStaff(adminApi, site, { name: 'Farida Risk', role: 'finance' })
    await signInToBackOffice(page, finance)
    const sidebar = await backOfficeSidebar(page)
    await sidebar.getByRole('link', { name: 'Risk Flags' }).click()
    await expect(page.getByRole('heading', { name: 'Risk flags', level: 1 })).toBeVisible()

    // The list is everyone's: narrow it to the first player, in the address.
    await page.getByRole('searchbox', { name: 'Player' }).fill(first.email)
    await expect(page).toHaveURL(new RegExp(`player=${encodeURIComponent(first.email)}`))
    const flag = page.getByRole('listitem').filter({ hasText: 'Shared sender number' })
    await expect(flag).toHaveCount(1)
    await expect(
      flag.getByText(`The sender number ${sender} was used for deposits by 2 players.`),
    ).toBeVisible()
    await expect(flag.getByText(first.email)).toBeVisible()
    await expect(flag.getByText(second.email)).toBeVisible()
    await expect(flag.getByRole('link', { name: 'Deposits' })).toHaveCount(2)

    await flag.getByRole('button', { name: 'Close' }).click()
    const dialog = page.getByRole('dialog', { name: 'Close the flag' })
    await dialog.getByRole('button', { name: 'Close the flag' }).click()
    await expect(dialog.getByText('Write at least 3 characters.')).toBeVisible()
    const note = `Brothers sharing one bKash account ${Date.now()}`
    await dialog.getByLabel('What you found (required)').fill(note)
    await dialog.getByRole('button', { name: 'Close the flag' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByText('Flag closed.')).toBeVisible()
    await expect(flag).toHaveCount(0)
    await expect(page.getByText('No flags match these filters.')).toBeVisible()

    await page.getByLabel('Status', { exact: true }).selectOption('closed')
    await expect(page).toHaveURL(/status=closed/)
    await expect(flag).toHaveCount(1)
    await expect(flag.getByText(note)).toBeVisible()
    await expect(flag.getByText(/^Closed by Farida Risk/)).toBeVisible()
  } finally {
    await firstApi.dispose()
    await secondApi.dispose()
    await adminApi.dispose()
  }
})
