import { profile } from '@khela/contracts/accounts'
import { errorBody } from '@khela/contracts/errors'
import { googleDonePage, googleSignInRedirects } from '@khela/contracts/google-sign-in'
import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { startLocalOpenIdProvider } from '../../../../../scripts/lib/local-openid-provider.ts'
import { continueWithGoogle, googleClient } from '../../../test/google-sign-in.ts'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { registrationFor, signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { accounts, users } from '../../db/schema/auth.ts'
import { findBalances } from '../wallet/find-balances.ts'

// The site as the tests address it; the app is not listening, requests are injected.
const publicUrl = 'http://127.0.0.1:4999'
const provider = await startLocalOpenIdProvider({
  client: { ...googleClient, redirectUri: `${publicUrl}/api/auth/callback/google` },
})
afterAll(() => provider.close())

const testApp = useTestApp({
  PUBLIC_URL: publicUrl,
  GOOGLE_CLIENT_ID: googleClient.clientId,
  GOOGLE_CLIENT_SECRET: googleClient.clientSecret,
  GOOGLE_ISSUER_URL: provider.issuer,
})

let counter = 0
function person(name = 'Mitu Akter') {
  counter += 1
  return { email: `google${counter}.${Date.now()}@example.test`, name }
}

async function sessionUser(cookie: string) {
  const response = await testApp().inject({ url: '/api/session', headers: { cookie } })
  return (response.json() as { user: { id: string; email: string; name: string; role: string } | null }).user
}

function asSignedIn(cookie: string) {
  const headers = { cookie, origin: publicUrl }
  return {
    profile: () => testApp().inject({ url: '/api/accounts/profile', headers }),
    complete: (payload: object) =>
      testApp().inject({ method: 'POST', url: '/api/accounts/complete-registration', headers, payload }),
  }
}

/** What the registration asks beyond email and password, valid under the default rules. */
function completionFor(overrides: object = {}) {
  const { email: _email, password: _password, ...details } = registrationFor()
  return { ...details, ...overrides }
}

describe('Continue with Google', () => {
  it('is offered by the registration settings once configured', async () => {
    const response = await testApp().inject({ url: '/api/accounts/registration-settings' })
    expect(response.json()).toMatchObject({ isGoogleSignInEnabled: true })
  })

  it('creates the player at the first sign-in, with the uid, name, email and picture Google gave', async () => {
    const mitu = person()
    const { landedOn, cookie } = await continueWithGoogle(testApp(), {
      ...mitu,
      email: mitu.email.toUpperCase(),
    })

    expect(`${landedOn.pathname}${landedOn.search}`).toBe(googleSignInRedirects.newUserCallbackURL)
    const user = await sessionUser(cookie)
    expect(user).toMatchObject({ email: mitu.email, name: 'Mitu Akter', role: 'player' })

    const { db } = testApp().services.database
    const [stored] = await db.select().from(users).where(eq(users.email, mitu.email))
    expect(stored?.image).toMatch(new RegExp(`^${provider.issuer}/pictures/local-[0-9a-f]+\\.png$`))
    expect(stored?.emailVerified).toBe(true)
    const linked = await db
      .select({ accountId: accounts.accountId })
      .from(accounts)
      .where(and(eq(accounts.userId, user?.id ?? ''), eq(accounts.providerId, 'google')))
    expect(linked).toEqual([{ accountId: expect.stringMatching(/^local-[0-9a-f]+$/) }])
  })

  it('signs the same player in again the next time, without creating another', async () => {
    const nasrin = person('Nasrin')
    const first = await continueWithGoogle(testApp(), nasrin)
    const second = await continueWithGoogle(testApp(), nasrin)

    expect(`${second.landedOn.pathname}${second.landedOn.search}`).toBe(googleSignInRedirects.callbackURL)
    expect((await sessionUser(second.cookie))?.id).toBe((await sessionUser(first.cookie))?.id)
    const rows = await testApp()
      .services.database.db.select({ id: users.id })
      .from(users)
      .where(eq(users.email, nasrin.email))
    expect(rows).toHaveLength(1)
  })

  it('signs an existing player in to their own account once they have confirmed that email', async () => {
    const player = await signUpPlayer(testApp())
    const google = { email: player.email, name: 'Someone' }
    // Unconfirmed, the email may have been typed by someone else: the Google owner must not get that account.
    const refused = await continueWithGoogle(testApp(), google)
    expect(refused.landedOn.searchParams.get('error')).toBe('account_not_linked')
    expect(await sessionUser(refused.cookie)).toBeNull()

    const { db } = testApp().services.database
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, player.userId))
    const linked = await continueWithGoogle(testApp(), google)
    expect((await sessionUser(linked.cookie))?.id).toBe(player.userId)
  })

  it('keeps the popup tied to the site: the callback opts out of the site-wide opener policy', async () => {
    const callback = await testApp().inject({ url: '/api/auth/callback/google?error=access_denied' })
    expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none')
    const elsewhere = await testApp().inject({ url: '/api/health' })
    expect(elsewhere.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
  })

  it('never opens a session for staff, even when Google vouches for their confirmed email', async () => {
    const staff = await makeUserWithRole(testApp(), 'support')
    const { db } = testApp().services.database
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, staff.userId))

    const { landedOn, cookie } = await continueWithGoogle(testApp(), { email: staff.email, name: 'Someone' })
    expect(landedOn.searchParams.get('result')).toBe('failed')
    expect(landedOn.searchParams.get('error')).toBe('STAFF_USE_PASSWORD')
    expect(await sessionUser(cookie)).toBeNull()
  })

  it('creates nothing and signs nobody in when the person cancels at Google', async () => {
    const before = await testApp().services.database.db.$count(users)
    const { landedOn, cookie } = await continueWithGoogle(testApp(), 'cancel')

    expect(landedOn.pathname).toBe(googleDonePage)
    expect(landedOn.searchParams.get('result')).toBe('failed')
    expect(landedOn.searchParams.get('error')).toBe('access_denied')
    expect(await sessionUser(cookie)).toBeNull()
    expect(await testApp().services.database.db.$count(users)).toBe(before)
  })

  it('refuses a banned player', async () => {
    const banned = person()
    const first = await continueWithGoogle(testApp(), banned)
    const id = (await sessionUser(first.cookie))?.id ?? ''
    await testApp().services.database.db.update(users).set({ banned: true }).where(eq(users.id, id))

    const { landedOn, cookie } = await continueWithGoogle(testApp(), banned)
    expect(landedOn.searchParams.get('result')).toBe('failed')
    expect(landedOn.searchParams.get('error')).toBe('BANNED_USER')
    expect(await sessionUser(cookie)).toBeNull()
    expect(await sessionUser(first.cookie)).toBeNull()
  })
})

describe('completing the registration after signing up with Google', () => {
  it('asks for it before the profile exists', async () => {
    const { cookie } = await continueWithGoogle(testApp(), person())
    const response = await asSignedIn(cookie).profile()
    expect(response.statusCode).toBe(409)
    expect(errorBody.parse(response.json()).error.code).toBe('REGISTRATION_INCOMPLETE')
  })

  it('applies the registration rules and reports every broken one by its field', async () => {
    const { cookie } = await continueWithGoogle(testApp(), person())
    const me = asSignedIn(cookie)
    const malformed = await me.complete(completionFor({ phone: '12', termsAccepted: false }))
    expect(malformed.statusCode).toBe(400)
    expect(errorBody.parse(malformed.json()).error.fields).toEqual({
      phone: 'INVALID_PHONE',
      termsAccepted: 'TERMS_REQUIRED',
    })

    const refused = await me.complete(completionFor({ dateOfBirth: '2015-01-01', promoCode: 'NO-SUCH-CODE' }))
    expect(refused.statusCode).toBe(400)
    expect(errorBody.parse(refused.json()).error.fields).toEqual({
      dateOfBirth: 'UNDER_AGE',
      promoCode: 'PROMO_UNKNOWN',
    })
    expect((await me.profile()).statusCode).toBe(409)
  })

  it('names the phone when another player has it', async () => {
    const other = await signUpPlayer(testApp())
    const { cookie } = await continueWithGoogle(testApp(), person())
    const response = await asSignedIn(cookie).complete(completionFor({ phone: other.phone }))
    expect(response.statusCode).toBe(409)
    expect(errorBody.parse(response.json()).error.fields).toEqual({ phone: 'PHONE_TAKEN' })
  })

  it('stores the details with consent, once, and opens the wallet in the chosen currency', async () => {
    const sadia = person('Sadia Islam')
    const { cookie } = await continueWithGoogle(testApp(), sadia)
    const details = completionFor({ currency: 'INR', offer: 'welcome_slots_bonus', country: 'IN' })
    const me = asSignedIn(cookie)
    const userId = (await sessionUser(cookie))?.id ?? ''
    const { db } = testApp().services.database
    expect(await findBalances(db, userId)).toBeNull()

    const completed = await me.complete(details)
    expect(completed.statusCode).toBe(201)
    const expected = { email: sadia.email, name: 'Sadia Islam', currency: 'INR', country: 'IN' }
    expect(profile.parse(completed.json())).toMatchObject(expected)
    expect(profile.parse((await me.profile()).json())).toMatchObject(expected)
    expect(await findBalances(db, userId)).toEqual({ currency: 'INR', cash: 0, bonus: 0, onHold: 0 })

    // Sent twice (a double tap), the same details are refused as already complete, not as a phone clash.
    const again = await me.complete(details)
    expect(again.statusCode).toBe(409)
    expect(errorBody.parse(again.json()).error).toMatchObject({
      code: 'CONFLICT',
      message: 'This registration is already complete.',
    })
  })

  it('leaves a Google account without a password to change, and says so at the field', async () => {
    const { cookie } = await continueWithGoogle(testApp(), person())
    await asSignedIn(cookie).complete(completionFor())
    const response = await testApp().inject({
      method: 'POST',
      url: '/api/accounts/password',
      headers: { cookie, origin: publicUrl },
      payload: { currentPassword: 'anything-at-all', newPassword: 'a-new-password-1' },
    })
    expect(response.statusCode).toBe(400)
    expect(errorBody.parse(response.json()).error.fields).toEqual({ currentPassword: 'PASSWORD_NOT_SET' })
  })

  it('is not for staff accounts', async () => {
    const staff = await makeUserWithRole(testApp(), 'finance')
    const response = await asSignedIn(staff.cookie).complete(completionFor())
    expect(response.statusCode).toBe(403)
  })

  it('needs a signed-in player', async () => {
    const response = await testApp().inject({
      method: 'POST',
      url: '/api/accounts/complete-registration',
      headers: { origin: publicUrl },
      payload: completionFor(),
    })
    expect(response.statusCode).toBe(401)
  })
})
