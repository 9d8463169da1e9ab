import { errorBody } from '@khela/contracts/errors'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { registrationFor, signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import type { App } from '../../app.ts'
import { playerProfiles, promoCodes } from '../../db/schema/accounts.ts'
import { users } from '../../db/schema/auth.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { clock } from '../../lib/clock.ts'
import {
  defaultRegistrationSettings,
  registrationSettingsKey,
} from '../settings/find-registration-settings.ts'

const testApp = useTestApp({ SIGN_IN_LIMIT_PER_ACCOUNT: '4' })
let app: App
const day = 24 * 60 * 60 * 1000

beforeAll(async () => {
  app = testApp()
  await app.services.database.db.insert(promoCodes).values([
    { code: 'WELCOME', validFrom: new Date(Date.now() - day), validUntil: new Date(Date.now() + day) },
    { code: 'OLDCODE', validFrom: new Date(Date.now() - 3 * day), validUntil: new Date(Date.now() - day) },
    {
      code: 'ONEUSE',
      validFrom: new Date(Date.now() - day),
      validUntil: new Date(Date.now() + day),
      usageLimit: 1,
    },
  ])
})

const origin = () => ({ origin: app.services.config.publicUrl })
const register = (payload: object) =>
  app.inject({ method: 'POST', url: '/api/accounts/register', headers: origin(), payload })
const signIn = (payload: object, headers: Record<string, string> = origin()) =>
  app.inject({ method: 'POST', url: '/api/accounts/sign-in', headers, payload })
const fieldsOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error.fields

async function setRegistrationSettings(value: object) {
  await app.services.database.db
    .insert(operatorSettings)
    .values({ key: registrationSettingsKey, value: { ...defaultRegistrationSettings, ...value } })
    .onConflictDoUpdate({
      target: operatorSettings.key,
      set: { value: { ...defaultRegistrationSettings, ...value } },
    })
}

describe('registration', () => {
  it('creates the player, signs them in with an HttpOnly cookie and stores the profile with consent', async () => {
    const registration = registrationFor({ phone: '01712 345-678', email: 'Rahim.Uddin@Example.test' })
    const response = await register(registration)
    expect(response.statusCode).toBe(201)
    const { user } = response.json() as { user: { id: string; email: string; role: string } }
    expect(user).toMatchObject({ email: 'rahim.uddin@example.test', role: 'player' })
    const cookie = String([response.headers['set-cookie']].flat()[0])
    expect(cookie).toMatch(/HttpOnly/i)

    const session = await app.inject({ url: '/api/session', headers: { cookie: cookie.split(';')[0] ?? '' } })
    expect(session.json()).toMatchObject({ user: { id: user.id } })
    const [profile] = await app.services.database.db
      .select()
      .from(playerProfiles)
      .where(eq(playerProfiles.userId, user.id))
    expect(profile).toMatchObject({
      phone: '+8801712345678',
      currency: 'BDT',
      welcomeOffer: 'welcome_crash_bonus',
      dateOfBirth: '1990-05-17',
      country: 'BD',
      termsVersion: defaultRegistrationSettings.termsVersion,
    })
    expect(Date.now() - (profile?.termsAcceptedAt.getTime() ?? 0)).toBeLessThan(60_000)
  })

  it('names the field that clashes, whatever way the same email or phone is written', async () => {
    const first = await signUpPlayer(app, { phone: '01811111111' })
    const sameEmail = await register(registrationFor({ email: first.email.toUpperCase() }))
    expect(sameEmail.statusCode).toBe(409)
    expect(fieldsOf(sameEmail)).toEqual({ email: 'EMAIL_TAKEN' })
    for (const phone of ['+8801811111111', '8801811111111', '018 1111 1111']) {
      const samePhone = await register(registrationFor({ phone }))
      expect(fieldsOf(samePhone), phone).toEqual({ phone: 'PHONE_TAKEN' })
    }
  })

  it('reports every malformed field with its code', async () => {
    const response = await register({
      ...registrationFor(),
      email: 'not-an-email',
      phone: '12345',
      currency: 'USD',
      dateOfBirth: '1990-13-45',
      termsAccepted: false,
    })
    expect(response.statusCode).toBe(400)
    expect(fieldsOf(response)).toEqual({
      email: 'INVALID_EMAIL',
      phone: 'INVALID_PHONE',
      currency: 'INVALID_CHOICE',
      dateOfBirth: 'INVALID_DATE',
      termsAccepted: 'TERMS_REQUIRED',
    })
  })

  it('refuses a player under the minimum age, counted from the date of birth', async () => {
    const today = new Date()
    const seventeen = `${today.getUTCFullYear() - 17}-01-01`
    const justEighteen = new Date(
      Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate()),
    )
    expect(fieldsOf(await register(registrationFor({ dateOfBirth: seventeen })))).toEqual({
      dateOfBirth: 'UNDER_AGE',
    })
    const adult = await register(registrationFor({ dateOfBirth: justEighteen.toISOString().slice(0, 10) }))
    expect(adult.statusCode).toBe(201)
  })

  it("applies the operator's password policy and restricted countries", async () => {
    await setRegistrationSettings({
      passwordPolicy: { ...defaultRegistrationSettings.passwordPolicy, minLength: 10, requireDigit: true },
      restrictedCountries: ['US'],
    })
    try {
      expect(fieldsOf(await register(registrationFor({ password: 'short1' })))).toEqual({
        password: 'PASSWORD_TOO_SHORT',
      })
      const noDigit = await register(registrationFor({ password: 'long-enough-but-no-digit', country: 'US' }))
      expect(fieldsOf(noDigit)).toEqual({ password: 'PASSWORD_NEEDS_DIGIT', country: 'COUNTRY_RESTRICTED' })
      const settings = await app.inject('/api/accounts/registration-settings')
      expect(settings.json()).toMatchObject({
        passwordPolicy: { minLength: 10 },
        restrictedCountries: ['US'],
        // Without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET the Google button is not offered.
        isGoogleSignInEnabled: false,
      })
    } finally {
      await app.services.database.db
        .delete(operatorSettings)
        .where(eq(operatorSettings.key, registrationSettingsKey))
    }
  })

  it('refuses the most common passwords, which the default policy alone would accept', async () => {
    for (const password of ['12345678', 'password', 'Password', 'qwerty123', 'iloveyou']) {
      const refused = await register(registrationFor({ password }))
      expect(refused.statusCode, password).toBe(400)
      expect(fieldsOf(refused), password).toEqual({ password: 'PASSWORD_TOO_COMMON' })
    }
    // The policy's own rules come first: a common password that is also too short is told it is too short.
    expect(fieldsOf(await register(registrationFor({ password: '123456' })))).toEqual({
      password: 'PASSWORD_TOO_SHORT',
    })
    expect((await register(registrationFor({ password: 'mangrove-ferry-1971' }))).statusCode).toBe(201)
  })

  it('checks promo codes, counts a use, and refuses unknown, expired and used-up codes', async () => {
    const status = async (code: string) => (await app.inject(`/api/accounts/promo-codes/${code}`)).json()
    expect(await status('welcome')).toEqual({ status: 'valid' })
    expect(await status('NOPE')).toEqual({ status: 'unknown' })
    expect(await status('OLDCODE')).toEqual({ status: 'expired' })

    expect((await register(registrationFor({ promoCode: 'oneuse' }))).statusCode).toBe(201)
    expect(await status('ONEUSE')).toEqual({ status: 'expired' })
    expect(fieldsOf(await register(registrationFor({ promoCode: 'ONEUSE' })))).toEqual({
      promoCode: 'PROMO_EXPIRED',
    })
    expect(fieldsOf(await register(registrationFor({ promoCode: 'NOPE' })))).toEqual({
      promoCode: 'PROMO_UNKNOWN',
    })
    const [welcome] = await app.services.database.db
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, 'WELCOME'))
    expect(welcome?.timesUsed).toBe(0)
  })

  it('leaves nothing half-created when two registrations race for one phone', async () => {
    const phone = '01922222222'
    const first = registrationFor({ phone })
    const second = registrationFor({ phone })
    const responses = await Promise.all([register(first), register(second)])
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409])
    const loser = responses[0]?.statusCode === 409 ? first : second
    expect(fieldsOf(responses.find((response) => response.statusCode === 409) ?? responses[0])).toEqual({
      phone: 'PHONE_TAKEN',
    })
    const leftovers = await app.services.database.db.select().from(users).where(eq(users.email, loser.email))
    expect(leftovers).toEqual([])
  })

  it("keeps Better Auth's own doors closed: sign-up, sign-in, password changes, users and roles", async () => {
    for (const url of ['/api/auth/sign-up/email', '/api/auth/sign-in/email']) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: origin(),
        payload: { email: 'x@example.test', password: 'whatever-123', name: 'x' },
      })
      expect(response.statusCode, url).toBe(404)
    }
    // Even an administrator goes through /api/admin/users, where roles follow canGrantRole and are audited.
    const admin = await signUpPlayer(app)
    await app.services.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.userId))
    const player = await signUpPlayer(app)
    const doors = [
      ['/api/auth/change-password', { currentPassword: admin.password, newPassword: '12345678' }],
      [
        '/api/auth/admin/create-user',
        { email: 'y@example.test', password: '12345678', name: 'y', role: 'admin' },
      ],
      ['/api/auth/admin/set-user-password', { userId: player.userId, newPassword: '12345678' }],
      ['/api/auth/admin/set-role', { userId: player.userId, role: 'admin' }],
      ['/api/auth/admin/update-user', { userId: player.userId, data: { role: 'admin' } }],
    ] as const
    for (const [url, payload] of doors) {
      const response = await app.inject({
        method: 'POST',
        url,
        headers: { ...origin(), cookie: admin.cookie },
        payload,
      })
      expect(response.statusCode, url).toBe(404)
    }
    const [unchanged] = await app.services.database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.id, player.userId))
    expect(unchanged?.role).toBe('player')
    expect((await signIn({ method: 'email', email: admin.email, password: admin.password })).statusCode).toBe(
      200,
    )
  })
})

describe('sign-in', () => {
  it('signs in with email or with the phone in any accepted form', async () => {
    const player = await signUpPlayer(app, { phone: '01633333333' })
    for (const payload of [
      { method: 'email', email: player.email, password: player.password },
      { method: 'phone', phone: '+8801633333333', password: player.password },
      { method: 'phone', phone: '01633333333', password: player.password },
    ]) {
      const response = await signIn(payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(200)
      expect(response.json()).toMatchObject({ user: { id: player.userId } })
      expect(response.headers['set-cookie']).toBeDefined()
    }
  })

  it('gives the same answer for a wrong password and for an account that does not exist', async () => {
    const player = await signUpPlayer(app)
    const wrongPassword = await signIn({ method: 'email', email: player.email, password: 'not-the-password' })
    const unknownPhone = await signIn({ method: 'phone', phone: '01399999999', password: 'whatever-123' })
    for (const response of [wrongPassword, unknownPhone]) {
      expect(response.statusCode).toBe(401)
      expect(errorBody.parse(response.json()).error).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Invalid email or password. Please try again.',
      })
    }
  })

  it('refuses a banned player with a clear message', async () => {
    const player = await signUpPlayer(app)
    await app.services.database.db.update(users).set({ banned: true }).where(eq(users.id, player.userId))
    const response = await signIn({ method: 'email', email: player.email, password: player.password })
    expect(response.statusCode).toBe(403)
    expect(errorBody.parse(response.json()).error.code).toBe('ACCOUNT_BANNED')
  })

  // SIGN_IN_LIMIT_PER_ACCOUNT is 4 in this file: four failures from one address, then that address waits.
  it('counts failures per account, whether its email or its phone was typed', async () => {
    const player = await signUpPlayer(app)
    const byEmail = { method: 'email', email: player.email }
    const byPhone = { method: 'phone', phone: player.phone }
    const statuses: number[] = []
    for (const [attempt, identifier] of [byEmail, byPhone, byEmail, byPhone, byPhone, byEmail].entries()) {
      statuses.push((await signIn({ ...identifier, password: `guess-${attempt}` })).statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429])
    const rightPassword = await signIn({ ...byPhone, password: player.password })
    expect(rightPassword.statusCode).toBe(429)
    expect(errorBody.parse(rightPassword.json()).error).toMatchObject({
      code: 'RATE_LIMITED',
      fields: { retryAfterSeconds: '1' },
    })
    expect(rightPassword.headers['retry-after']).toBe('1')
  })

  it("an attacker's failures from one address do not keep the owner out from another", async () => {
    const player = await signUpPlayer(app)
    const attacker = { origin: app.services.config.publicUrl }
    const from = (remoteAddress: string, payload: object) =>
      app.inject({ method: 'POST', url: '/api/accounts/sign-in', headers: attacker, payload, remoteAddress })
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const guess = await from('203.0.113.9', {
        method: 'email',
        email: player.email,
        password: `guess-${attempt}`,
      })
      expect(guess.statusCode).toBe(401)
    }
    const fifthGuess = { method: 'email', email: player.email, password: 'guess-5' }
    expect((await from('203.0.113.9', fifthGuess)).statusCode).toBe(429)

    const ownerTypo = { method: 'phone', phone: player.phone, password: 'typo' }
    expect((await from('198.51.100.7', ownerTypo)).statusCode).toBe(401)
    const owner = await from('198.51.100.7', {
      method: 'email',
      email: player.email,
      password: player.password,
    })
    expect(owner.statusCode).toBe(200)
    expect(owner.json()).toMatchObject({ user: { id: player.userId } })
  })

  it('makes each further attempt from the same address wait twice as long, and forgets after a success', async () => {
    const player = await signUpPlayer(app)
    const guess = () => signIn({ method: 'email', email: player.email, password: 'not-the-password' })
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await guess()).statusCode).toBe(401)

    const waits: string[] = []
    for (let round = 0; round < 4; round += 1) {
      const held = await guess()
      expect(held.statusCode).toBe(429)
      const retryAfter = String(held.headers['retry-after'])
      waits.push(retryAfter)
      // The clock also runs on by itself between requests, so "too early" is halfway, not a millisecond before.
      clock.advance(Number(retryAfter) * 500)
      expect((await guess()).statusCode, 'halfway through the wait').toBe(429)
      clock.advance(Number(retryAfter) * 500)
      expect((await guess()).statusCode).toBe(401)
    }
    expect(waits).toEqual(['1', '2', '4', '8'])

    clock.advance(16_000)
    expect(
      (await signIn({ method: 'email', email: player.email, password: player.password })).statusCode,
    ).toBe(200)
    expect((await guess()).statusCode, 'counted afresh').toBe(401)
  })

  it('holds back guesses at an email or phone without an account exactly as at one with an account', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const nobody = { method: 'email', email: 'nobody-here@example.test', password: `guess-${attempt}` }
      statuses.push((await signIn(nobody)).statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429])
  })

  it('refuses a cookie-carrying write from another site', async () => {
    const player = await signUpPlayer(app)
    const payload = { method: 'email', email: player.email, password: player.password }
    const crossSite = await signIn(payload, { cookie: player.cookie, origin: 'https://evil.example' })
    expect(crossSite.statusCode).toBe(403)
    const sameSite = await signIn(payload, { cookie: player.cookie, 'sec-fetch-site': 'same-origin' })
    expect(sameSite.statusCode).toBe(200)
    const [count] = await app.services.database.db.select({ n: sql<number>`count(*)::int` }).from(users)
    expect(count?.n).toBeGreaterThan(0)
  })
})

describe('registration from one address', () => {
  const limitedApp = useTestApp({ REGISTRATION_LIMIT_PER_IP: '2' })

  it('is limited per hour', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await limitedApp().inject({
        method: 'POST',
        url: '/api/accounts/register',
        headers: { origin: limitedApp().services.config.publicUrl },
        payload: registrationFor(),
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([201, 201, 429])
  })
})
