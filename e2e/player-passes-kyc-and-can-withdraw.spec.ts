import { signInToBackOffice } from './back-office.ts'
import { creditCash, signInAs } from './cashier.ts'
import { expect, failedResponse, isPhone, test } from './fixtures.ts'
import { newPlayer, registerPlayer } from './players.ts'
import { solidPng } from './test-images.ts'

// The first withdrawal is refused by the server on purpose (KYC_REQUIRED).
test.use({ expectedConsoleError: failedResponse(403) })

const picture = (name: string, colour: [number, number, number]) => ({
  name,
  mimeType: 'image/png',
  buffer: solidPng(120, 80, colour),
})

test('a withdrawal is refused until the player’s identity documents, sent from the profile, are approved by staff in the user profile’s KYC tab', async ({
  page,
  browser,
  request: admin,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const site = String(baseURL)
  await signInAs(admin, site)
  const player = newPlayer()
  const { id: playerId } = await registerPlayer(page.request, site, player)
  await creditCash(admin, site, { userId: playerId, amount: 100_000 })

  // Without approved KYC the withdrawal is refused with a link to the profile's section.
  await page.goto('/withdrawal')
  const main = page.getByRole('main')
  await main.getByLabel('Withdrawal method').selectOption({ label: 'bKash' })
  await main.getByLabel('Receiver mobile number').fill('01812345678')
  await main.getByLabel('Amount (taka)').fill('500')
  await main.getByRole('button', { name: 'Request withdrawal' }).click()
  const refusal = main.getByRole('alert').filter({ hasText: 'Withdrawals need a verified identity.' })
  await expect(refusal).toBeVisible()
  await refusal.getByRole('link', { name: 'Verify your identity in your profile' }).click()
  await expect(page).toHaveURL(/\/profile#identity-verification$/)

  const section = page.getByRole('region', { name: 'Identity verification' })
  await expect(section.getByRole('status').filter({ hasText: 'Status: Not verified' })).toBeVisible()
  await section.getByLabel('Document number').fill('12345')
  await section.getByRole('button', { name: 'Send for review' }).click()
  await expect(
    section.getByText('This is not in the expected format. Please check it and try again.'),
  ).toBeVisible()
  // Front, back and selfie are missing.
  await expect(section.getByText('This field is required.')).toHaveCount(3)
  // A passport needs no back; a national ID does.
  await section.getByText('Passport', { exact: true }).click()
  await expect(section.getByLabel('Back', { exact: true })).toBeHidden()
  await section.getByText('National ID', { exact: true }).click()
  await section.getByLabel('Document number').fill('1990 1234 56789')
  await section.getByLabel('Front', { exact: true }).setInputFiles(picture('front.png', [30, 90, 170]))
  await section.getByLabel('Back', { exact: true }).setInputFiles(picture('back.png', [170, 90, 30]))
  await section.getByLabel('Selfie holding the document').setInputFiles(picture('selfie.png', [90, 170, 30]))
  await section.getByRole('button', { name: 'Send for review' }).click()
  await expect(page.getByText('Your documents were sent. We will review them shortly.')).toBeVisible()
  await expect(section.getByRole('status').filter({ hasText: 'Status: Under review' })).toBeVisible()
  await expect(section.getByText(/your National ID ending 6789 on /)).toBeVisible()
  await expect(section.getByRole('button', { name: 'Send for review' })).toBeHidden()

  // Staff open the player's profile, look at the pictures and approve.
  const staffContext = await browser.newContext({
    baseURL: site,
    viewport: page.viewportSize() ?? undefined,
    isMobile: isPhone(page),
  })
  const staffPage = await staffContext.newPage()
  await signInToBackOffice(staffPage)
  await staffPage.goto(`/dashboard/userprofile/${playerId}`)
  await staffPage.getByRole('tab', { name: 'KYC Update' }).click()
  const submission = staffPage.getByRole('article', { name: /^Submission of / })
  await expect(submission.getByText('1990123456789')).toBeVisible()
  await expect(submission.getByText('Pending', { exact: true })).toBeVisible()
  for (const name of ['Front', 'Back', 'Selfie']) {
    const image = submission.getByRole('img', { name, exact: true })
    await expect(image).toBeVisible()
    // Served through the authenticated admin route and decoded by the browser.
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(120)
  }
  await submission.getByRole('button', { name: 'Approve' }).click()
  const dialog = staffPage.getByRole('dialog', { name: 'Approve identity' })
  await dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(dialog).toBeHidden()
  await expect(submission.getByText('Approved', { exact: true })).toBeVisible()
  await expect(staffPage.getByText('Identity check:')).toBeVisible()
  await staffContext.close()

  // The player sees Approved and the withdrawal is accepted.
  await page.reload()
  await expect(section.getByRole('status').filter({ hasText: 'Status: Approved' })).toBeVisible()
  await page.goto('/withdrawal')
  await main.getByLabel('Withdrawal method').selectOption({ label: 'bKash' })
  await main.getByLabel('Receiver mobile number').fill('01812345678')
  await main.getByLabel('Amount (taka)').fill('500')
  await main.getByRole('button', { name: 'Request withdrawal' }).click()
  await expect(page.getByText('Withdrawal requested. The amount is on hold until it is paid.')).toBeVisible()
})
