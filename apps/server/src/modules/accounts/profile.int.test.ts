import { profile } from '@khela/contracts/accounts'
import { errorBody } from '@khela/contracts/errors'
import { describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { sessionCookieOf, signIn, signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import {
  defaultRegistrationSettings,
  registrationSettingsKey,
} from '../settings/find-registration-settings.ts'

const testApp = useTestApp()

function asPlayer(cookie: string) {
  const app = testApp()
  const headers = { cookie, origin: app.services.config.publicUrl }
  return {
    read: () => app.inject({ url: '/api/accounts/profile', headers }),
    save: (payload: object) => app.inject({ method: 'PUT', url: '/api/accounts/profile', headers, payload }),
    signOutEverywhere: () =>
      app.inject({ method: 'POST', url: '/api/accounts/sign-out-everywhere', headers }),
  }
}

const details = {
  name: 'Rahim',
  surname: 'Uddin',
  gender: 'male',
  country: 'BD',
  city: 'Chattogram',
  isSubscribedToNewsletter: true,
  language: 'bn',
}

describe('the profile', () => {
  it('shows what the player registered with, and saves their changes', async () => {
    const player = await signUpPlayer(testApp(), { phone: '01355555501' })
    const me = asPlayer(player.cookie)
    expect(profile.parse((await me.read()).json())).toMatchObject({
      email: player.email,
      isEmailVerified: false,
      phone: '+8801355555501',
      currency: 'BDT',
      dateOfBirth: player.dateOfBirth,
      gender: null,
    })
    const saved = await me.save({ ...details, phone: '013 5555 5502' })
    expect(saved.statusCode).toBe(200)
    expect(profile.parse(saved.json())).toMatchObject({ ...details, phone: '+8801355555502' })
    expect(profile.parse((await me.read()).json())).toMatchObject({ city: 'Chattogram', language: 'bn' })
  })

  it('names a phone that belongs to someone else, and refuses a restricted country', async () => {
    const other = await signUpPlayer(testApp(), { phone: '01366666601' })
    const player = await signUpPlayer(testApp())
    const clash = await asPlayer(player.cookie).save({ ...details, phone: other.phone })
    expect(clash.statusCode).toBe(409)
    expect(errorBody.parse(clash.json()).error.fields).toEqual({ phone: 'PHONE_TAKEN' })

    const { db } = testApp().services.database
    await db.insert(operatorSettings).values({
      key: registrationSettingsKey,
      value: { ...defaultRegistrationSettings, restrictedCountries: ['GB'] },
    })
    try {
      const restricted = await asPlayer(player.cookie).save({
        ...details,
        phone: player.phone,
        country: 'GB',
      })
      expect(errorBody.parse(restricted.json()).error.fields).toEqual({ country: 'COUNTRY_RESTRICTED' })
    } finally {
      await db.delete(operatorSettings)
    }
  })

  it('is only for a signed-in user, and checks every field', async () => {
    const app = testApp()
    expect((await app.inject('/api/accounts/profile')).statusCode).toBe(401)
    const staff = await makeUserWithRole(app, 'content')
    expect((await asPlayer(staff.cookie).read()).statusCode).toBe(200)
    const invalid = await asPlayer(staff.cookie).save({ ...details, name: '', phone: '123' })
    expect(errorBody.parse(invalid.json()).error.fields).toEqual({ name: 'REQUIRED', phone: 'INVALID_PHONE' })
  })

  it('signs the player out on every device at once', async () => {
    const app = testApp()
    const player = await signUpPlayer(app)
    const otherDevice = await signIn(app, { method: 'email', email: player.email, password: player.password })
    const otherCookie = sessionCookieOf(otherDevice)
    const response = await asPlayer(player.cookie).signOutEverywhere()
    expect(response.statusCode).toBe(204)
    expect(String([response.headers['set-cookie']].flat()[0])).toMatch(/Max-Age=0/i)
    for (const cookie of [player.cookie, otherCookie]) {
      expect((await app.inject({ url: '/api/session', headers: { cookie } })).json()).toEqual({ user: null })
    }
  })

  it('changes the password: the current one must be right, the new one must meet the policy and not be a common one, other devices sign out', async () => {
    const app = testApp()
    const player = await signUpPlayer(app)
    const otherDevice = await signIn(app, { method: 'email', email: player.email, password: player.password })
    const otherCookie = sessionCookieOf(otherDevice)
    const change = (payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/password',
        headers: { cookie: player.cookie, origin: app.services.config.publicUrl },
        payload,
      })

    const wrong = await change({ currentPassword: 'not-it-at-all', newPassword: 'a-brand-new-password' })
    expect(errorBody.parse(wrong.json()).error.fields).toEqual({ currentPassword: 'PASSWORD_INCORRECT' })
    const short = await change({ currentPassword: player.password, newPassword: 'short' })
    expect(errorBody.parse(short.json()).error.fields).toEqual({ newPassword: 'PASSWORD_TOO_SHORT' })
    for (const common of ['12345678', 'Password1', 'iloveyou']) {
      const refused = await change({ currentPassword: player.password, newPassword: common })
      expect(refused.statusCode, common).toBe(400)
      expect(errorBody.parse(refused.json()).error.fields, common).toEqual({
        newPassword: 'PASSWORD_TOO_COMMON',
      })
    }

    const changed = await change({ currentPassword: player.password, newPassword: 'a-brand-new-password' })
    expect(changed.statusCode).toBe(204)
    expect((await app.inject({ url: '/api/session', headers: { cookie: otherCookie } })).json()).toEqual({
      user: null,
    })
    const attempt = await signIn(app, {
      method: 'email',
      email: player.email,
      password: 'a-brand-new-password',
    })
    expect(attempt.statusCode).toBe(200)
  })
})
