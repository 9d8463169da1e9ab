import { depositWithBkash, newTransactionId } from './cashier.ts'
import { expect, failedResponse, isPhone, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { testPicture } from './test-images.ts'

// The duplicate transaction id (400) and the renamed text file (415) are refused by the server on purpose.
test.use({ expectedConsoleError: failedResponse(400, 415) })

test('the deposit modal checks the mobile number, the transaction id, a repeated transaction id and the screenshot, and goes back a step at a time', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000)
  const site = String(baseURL)
  const player = newPlayer()
  await registerPlayer(page.request, site, player)
  // A transaction id this player has already submitted for bKash.
  const { transactionId: taken } = await depositWithBkash(page.request, site, {
    amount: 50_000,
    sender: player.phone,
  })
  if (isPhone(page)) await page.setViewportSize({ width: 360, height: 780 })

  await page.goto('/')
  // On a phone the modal opens from the slide-out menu's Deposit, on a computer from the header's.
  if (isPhone(page)) {
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Deposit' }).click()
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click()
  }
  const modal = page.getByRole('dialog', { name: 'Deposit' })
  await modal.getByRole('button', { name: 'bKash' }).click()

  // No amount: step 2 says so.
  await modal.getByRole('button', { name: 'Next' }).click()
  await expect(modal.getByRole('alert')).toHaveText('Add amount to deposit')
  await modal.getByRole('button', { name: 'BDT 500.00' }).click()
  await expect(modal.getByRole('button', { name: 'BDT 500.00' })).toHaveAttribute('aria-pressed', 'true')
  await modal.getByRole('button', { name: 'Next' }).click()

  // The receiving number is copied with a confirmation.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await modal.getByRole('button', { name: 'Copy' }).click()
  await expect(modal.getByRole('button', { name: 'Copied' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('01712345678')

  // Everything missing, then each rule as the player types.
  await modal.getByRole('button', { name: 'Submit' }).click()
  await expect(modal.getByText('This field is required.')).toHaveCount(2)
  const sender = modal.getByLabel('Sender account number')
  await sender.fill('01212345678')
  await expect(
    modal.getByText(
      'Enter a Bangladeshi mobile number: 01, then 3 to 9, then 8 more digits, such as 01712345678.',
    ),
  ).toBeVisible()
  await expect(sender).toHaveAttribute('aria-invalid', 'true')
  await sender.fill(player.phone)
  await expect(sender).toHaveAttribute('aria-invalid', 'false')
  const transaction = modal.getByLabel('Transaction ID')
  await transaction.fill('ABC123')
  await expect(
    modal.getByText('Enter the transaction ID: 10 letters and digits, as in the confirmation SMS.'),
  ).toBeVisible()

  // A transaction id already submitted is refused beside its field, and Submit can be pressed again.
  await transaction.fill(` ${taken.toLowerCase()} `)
  await expect(transaction).toHaveAttribute('aria-invalid', 'false')
  await modal.getByRole('button', { name: 'Submit' }).click()
  await expect(modal.getByText('This transaction ID has already been submitted.')).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Submit' })).toBeEnabled()
  await transaction.fill(newTransactionId(10))
  if (isPhone(page)) {
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
  }

  // Back arrows go back one step at a time, keeping the amount.
  await modal.getByRole('button', { name: 'Back' }).click()
  await expect(modal.getByRole('button', { name: 'BDT 500.00' })).toHaveAttribute('aria-pressed', 'true')
  await modal.getByRole('button', { name: 'Back' }).click()
  await expect(modal.getByRole('tab', { name: 'Mobile banking' })).toBeVisible()

  // A bank transfer needs a screenshot: a file that is not a picture is refused, in the browser and by the server.
  await modal.getByRole('tab', { name: 'Bank transfer' }).click()
  await modal.getByRole('button', { name: 'IBBL' }).click()
  await modal.getByRole('button', { name: 'BDT 1,000.00' }).click()
  await modal.getByRole('button', { name: 'Next' }).click()
  await modal.getByLabel('Sender account number').fill('20501234567890')
  await modal.getByLabel('Account holder name').fill('Rahim Uddin')
  const screenshot = modal.getByLabel('Screenshot')
  await screenshot.setInputFiles({
    name: 'statement.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  })
  const notAnImage = modal.getByText('This file is not an image. Upload a PNG, JPEG, WebP or AVIF picture.')
  await expect(notAnImage).toBeVisible()
  const refused = page.waitForResponse((response) => response.url().endsWith('/api/cashier/slips'))
  await screenshot.setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture at all'),
  })
  expect((await refused).status()).toBe(415)
  await expect(notAnImage).toBeVisible()
  await screenshot.setInputFiles(testPicture('slip.png', 40, 30))
  await expect(modal.getByText('Screenshot uploaded.')).toBeVisible()
  await expect(notAnImage).toBeHidden()
  // While the request is under way, Submit reads '...', is named 'Submitting…' and cannot be pressed again.
  let answer = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  await page.route('**/api/cashier/deposits', async (route) => {
    await answered
    await route.continue()
  })
  await modal.getByRole('button', { name: 'Submit' }).click()
  const submitting = modal.getByRole('button', { name: 'Submitting…' })
  await expect(submitting).toBeDisabled()
  await expect(submitting).toHaveText('...')
  await expect(submitting).toHaveAttribute('aria-busy', 'true')
  // Nor can the modal be closed meanwhile, so the answer is not lost with it.
  await page.keyboard.press('Escape')
  await modal.getByRole('button', { name: 'Close' }).click()
  await expect(submitting).toBeVisible()
  answer()
  await expect(page.getByText('Deposited successfully. Wait for the response.')).toBeVisible()
  await expect(modal).toBeHidden()

  // The request is in the player's history, pending, with its screenshot noted.
  await page.goto('/payment-history')
  const card = page.getByRole('main').getByRole('article', { name: 'IBBL BDT 1,000.00' })
  await expect(card.getByText('Pending')).toBeVisible()
  await expect(card.getByText('Screenshot sent')).toBeVisible()
  await expect(card.getByText('Rahim Uddin')).toBeVisible()
})

test('the deposit page takes a typed amount in taka within the method limits', async ({ page, baseURL }) => {
  const player = newPlayer()
  await registerPlayer(page.request, String(baseURL), player)
  if (isPhone(page)) await page.setViewportSize({ width: 360, height: 780 })

  await page.goto('/deposit')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Deposit', level: 1 })).toBeVisible()
  await main.getByRole('button', { name: 'Nagad' }).click()
  // Each new step's heading takes the focus from the control that replaced it.
  await expect(main.getByRole('heading', { name: 'Choose an amount' })).toBeFocused()
  await expect(main.getByText('Minimum BDT 200.00 · Maximum BDT 35,000.00')).toBeVisible()
  const amount = main.getByLabel('Or type an amount (taka)')
  await amount.fill('12.345')
  await main.getByRole('button', { name: 'Next' }).click()
  await expect(
    main.getByText('Enter an amount in taka, with at most two decimals, such as 500 or 250.50.'),
  ).toBeVisible()
  await amount.fill('150')
  await main.getByRole('button', { name: 'Next' }).click()
  await expect(main.getByText('The amount is below the minimum for this method.')).toBeVisible()
  await amount.fill('35000.01')
  await main.getByRole('button', { name: 'Next' }).click()
  await expect(main.getByText('The amount is above the maximum for this method.')).toBeVisible()
  await amount.fill('250.5')
  await main.getByRole('button', { name: 'Next' }).click()
  await expect(main.getByText('BDT 250.50', { exact: true })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Send the money' })).toBeFocused()
  await main.getByRole('button', { name: 'Back' }).click()
  await expect(main.getByRole('heading', { name: 'Choose an amount' })).toBeFocused()
  await main.getByRole('button', { name: 'Back' }).click()
  await expect(main.getByRole('heading', { name: 'Choose a payment method' })).toBeFocused()
  await main.getByRole('button', { name: 'Nagad' }).click()
  await main.getByRole('button', { name: 'Next' }).click()
  await expect(main.getByText('BDT 250.50', { exact: true })).toBeVisible()
  await expect(main.getByText('01812345678')).toBeVisible()
  await main.getByLabel('Sender account number').fill(player.phone)
  await main.getByLabel('Transaction ID').fill(newTransactionId(8))
  if (isPhone(page)) {
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0)
  }
  await main.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByText('Deposited successfully. Wait for the response.')).toBeVisible()
  await expect(main.getByRole('tab', { name: 'Mobile banking' })).toBeVisible()

  const history = (await (await page.request.get('/api/cashier/deposits?page=1')).json()) as {
    items: { amount: number; methodCode: string; status: string }[]
  }
  expect(history.items).toEqual([
    expect.objectContaining({ amount: 25_050, methodCode: 'nagad', status: 'pending' }),
  ])
})
