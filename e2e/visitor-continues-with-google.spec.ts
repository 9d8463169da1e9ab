import type { Page } from '@playwright/test'
import { expect, failedResponse, test } from './fixtures.ts'
import { newPlayer } from './players.ts'

// The real authorization-code + PKCE flow, in a popup, against the local OpenID provider that
// playwright.config.ts starts in place of Google.

// Each test goes through the popup's pages and several redirects between two servers: slower than most.
test.describe.configure({ timeout: 90_000 })

function googleAccount() {
  const { email } = newPlayer()
  return { email: email.replace('@khela.test', '@gmail.test'), name: 'Mitu Akter' }
}

/** Clicks 'Continue with Google' in a dialog and returns the popup it opens. */
async function openGooglePopup(page: Page, dialogName: string) {
  const popupOpened = page.waitForEvent('popup')
  await page
    .getByRole('dialog', { name: dialogName })
    .getByRole('button', { name: 'Continue with Google' })
    .click()
  return popupOpened
}

async function expectProviderSignInPage(popup: Page) {
  await expect(popup.getByRole('heading', { name: 'Sign in to the local OpenID provider' })).toBeVisible()
}

async function signInAtGoogle(popup: Page, account: { email: string; name: string }) {
  await expectProviderSignInPage(popup)
  await popup.getByLabel('Email').fill(account.email)
  await popup.getByLabel('Name').fill(account.name)
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Sign in' }).click()
  await closed
}

test('a visitor signs up with Google, completes the registration, and signs in with Google again', async ({
  page,
}) => {
  const account = googleAccount()
  const { phone } = newPlayer()
  const header = page.getByRole('banner')
  await page.goto('/')

  await header.getByRole('button', { name: 'Registration' }).click()
  await signInAtGoogle(await openGooglePopup(page, 'Registration'), account)

  await expect(page.getByText('Google login or registration successful!')).toBeVisible()
  const completion = page.getByRole('dialog', { name: 'Complete your registration' })
  await expect(completion).toBeVisible()
  await completion.getByLabel('Phone number').fill(phone)
  await completion.getByLabel('Date of birth').fill('1996-08-12')
  await completion.getByRole('button', { name: 'Complete registration' }).click()
  const terms = completion.getByRole('checkbox', { name: /accept the rules/ })
  await expect(terms).toHaveAccessibleDescription('Please accept the rules to continue.')
  await terms.check()
  await completion.getByRole('button', { name: 'Complete registration' }).click()
  await expect(page.getByText('Registration complete!')).toBeVisible()
  await expect(completion).toBeHidden()
  await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible()

  await header.getByRole('button', { name: /account menu/ }).click()
  await page.getByRole('link', { name: 'My profile' }).click()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(account.name)
  await expect(page.getByLabel('Phone number')).toHaveValue(`+880${phone.slice(1)}`)
  await page.getByRole('main').getByRole('button', { name: 'Logout' }).click()
  await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible()

  // Still signed in at Google, as a phone's browser usually is: the popup passes straight through. The first
  // sign-in's toast (5 s) may still be up on a fast run; the one looked for below must be the new one.
  await expect(page.getByText('Google login or registration successful!')).toBeHidden()
  await header.getByRole('button', { name: 'Sign in' }).click()
  const popup = await openGooglePopup(page, 'Login')
  await popup.waitForEvent('close')
  await expect(page.getByText('Google login or registration successful!')).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden()
  await expect(page.getByRole('dialog', { name: 'Complete your registration' })).toBeHidden()
  await expect(header.getByRole('link', { name: 'Deposit' })).toBeVisible()
})

test('closing the Google popup closes the modal quietly', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  const popup = await openGooglePopup(page, 'Login')
  await expectProviderSignInPage(popup)
  await popup.close()

  await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expect(page.getByText(/Google/)).toHaveCount(0)
})

test('cancelling at Google closes the modal quietly', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  const popup = await openGooglePopup(page, 'Login')
  await expectProviderSignInPage(popup)
  const closed = popup.waitForEvent('close')
  await popup.getByRole('button', { name: 'Cancel' }).click()
  await closed

  await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign in' })).toBeVisible()
})

test.describe('a Google player who left the registration unfinished', () => {
  // Their profile answers 409 (registration incomplete) until they finish, which Chromium logs.
  test.use({ expectedConsoleError: failedResponse(409) })

  test('is asked to finish it at the next Google sign-in', async ({ page }) => {
    const header = page.getByRole('banner')
    await page.goto('/')
    await header.getByRole('button', { name: 'Sign in' }).click()
    await signInAtGoogle(await openGooglePopup(page, 'Login'), googleAccount())
    const completion = page.getByRole('dialog', { name: 'Complete your registration' })
    await expect(completion).toBeVisible()
    await completion.getByRole('button', { name: 'Close' }).click()
    await expect(completion).toBeHidden()
    // Dismiss the first success toast, so the one asserted below is the second sign-in's.
    const success = page.getByText('Google login or registration successful!')
    await page
      .getByRole('listitem')
      .filter({ has: success })
      .getByRole('button', { name: 'Close toast' })
      .click()
    await expect(success).toBeHidden()

    await header.getByRole('button', { name: /account menu/ }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(header.getByRole('button', { name: 'Sign in' })).toBeVisible()

    await header.getByRole('button', { name: 'Sign in' }).click()
    const popup = await openGooglePopup(page, 'Login')
    await popup.waitForEvent('close')
    await expect(success).toBeVisible()
    await expect(completion).toBeVisible()
  })
})
