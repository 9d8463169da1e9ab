import { registrationSettings } from '@khela/contracts/accounts'
import { errorBody } from '@khela/contracts/errors'
import { type AccountSettings, type AccountSettingsInput, accountSettings } from '@khela/contracts/settings'
import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { registrationFor, signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { playerProfiles } from '../../db/schema/accounts.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { defaultRegistrationSettings, registrationSettingsKey } from './find-registration-settings.ts'

const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'

// Every test starts from the defaults, whatever the one before it saved.
afterEach(async () => {
  await testApp()
    .services.database.db.delete(operatorSettings)
    .where(eq(operatorSettings.key, registrationSettingsKey))
})

const url = '/api/admin/settings/accounts'

function asStaff(cookie: string) {
  const app = testApp()
  const headers = { cookie, origin: app.services.config.publicUrl }
  return {
    read: () => app.inject({ url, headers }),
    save: (payload: unknown) => app.inject({ method: 'PUT', url, headers, payload: payload as object }),
  }
}

function settingsWith(overrides: Partial<AccountSettingsInput> = {}): AccountSettingsInput {
  return { ...structuredClone(defaultRegistrationSettings), ...overrides }
}

function policyWith(overrides: Partial<AccountSettingsInput['passwordPolicy']>) {
  return { ...defaultRegistrationSettings.passwordPolicy, ...overrides }
}

async function publicSettings() {
  return registrationSettings.parse((await testApp().inject('/api/accounts/registration-settings')).json())
}

async function auditEntriesBy(actorId: string) {
  const entries = await testApp()
    .services.database.db.select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), eq(auditLog.recordType, 'operator_settings')))
  return entries.map(({ action, recordId, before, after, ipAddress }) => ({
    action,
    recordId,
    before: before as AccountSettings | null,
    after: after as AccountSettings | null,
    ipAddress,
  }))
}

const fieldsOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error.fields

describe('account settings in the back office', () => {
  it('shows an admin the settings that apply: the defaults until someone saves', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const response = await asStaff(admin.cookie).read()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(accountSettings.parse(response.json())).toEqual(defaultRegistrationSettings)
    expect(response.json()).not.toHaveProperty('isGoogleSignInEnabled')
  })

  it('saves a change with an audit entry of who, before and after, and the public endpoint shows it at once', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const changed = settingsWith({
      passwordPolicy: policyWith({
        minLength: 12,
        maxLength: 64,
        requireUppercase: true,
        requireSymbol: true,
      }),
      minimumAge: 21,
      restrictedCountries: ['US', 'GB'],
      termsVersion: '2027-01-01',
      promoBanner: { en: '100% BONUS UP TO 10000 BDT', bn: '১০০০০ টাকা পর্যন্ত ১০০% বোনাস' },
    })
    const expected = { ...changed, restrictedCountries: ['US', 'GB'] }

    const saved = await asStaff(admin.cookie).save(changed)
    expect(saved.statusCode).toBe(200)
    expect(accountSettings.parse(saved.json())).toEqual(expected)
    expect(accountSettings.parse((await asStaff(admin.cookie).read()).json())).toEqual(expected)
    expect(await publicSettings()).toMatchObject(expected)

    expect(await auditEntriesBy(admin.userId)).toEqual([
      {
        action: 'settings.update',
        recordId: registrationSettingsKey,
        before: defaultRegistrationSettings,
        after: expected,
        ipAddress: '127.0.0.1',
      },
    ])
    const [row] = await testApp()
      .services.database.db.select()
      .from(operatorSettings)
      .where(eq(operatorSettings.key, registrationSettingsKey))
    expect(row?.updatedBy).toBe(admin.userId)
  })

  it('saving the same settings again changes nothing and records nothing', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const staff = asStaff(admin.cookie)
    const first = await staff.save(settingsWith({ restrictedCountries: ['GB', 'IN'] }))
    const again = await staff.save(settingsWith({ restrictedCountries: ['IN', 'GB', 'IN'] }))
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await auditEntriesBy(admin.userId)).toHaveLength(1)

    const other = await makeUserWithRole(testApp(), 'admin')
    await asStaff(other.cookie).save(settingsWith())
    expect(await auditEntriesBy(other.userId)).toHaveLength(1)
    expect(await asStaff(other.cookie).save(settingsWith())).toMatchObject({ statusCode: 200 })
    expect(await auditEntriesBy(other.userId)).toHaveLength(1)
  })

  it('refuses nonsense with a code at each field and leaves the settings as they were', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const staff = asStaff(admin.cookie)
    const refused = await staff.save(
      settingsWith({
        passwordPolicy: policyWith({ minLength: 4, maxLength: 200 }),
        minimumAge: 16,
        restrictedCountries: ['US', 'XX'],
        termsVersion: ' ',
        promoBanner: { en: 'x'.repeat(81), bn: 'বোনাস' },
      }),
    )
    expect(refused.statusCode).toBe(400)
    expect(fieldsOf(refused)).toEqual({
      'passwordPolicy.minLength': 'NUMBER_OUT_OF_RANGE',
      'passwordPolicy.maxLength': 'NUMBER_OUT_OF_RANGE',
      minimumAge: 'NUMBER_OUT_OF_RANGE',
      restrictedCountries: 'INVALID_CHOICE',
      termsVersion: 'REQUIRED',
      'promoBanner.en': 'TEXT_TOO_LONG',
    })

    const maxBelowMin = await staff.save(
      settingsWith({ passwordPolicy: policyWith({ minLength: 12, maxLength: 10 }) }),
    )
    expect(fieldsOf(maxBelowMin)).toEqual({ 'passwordPolicy.maxLength': 'MAX_BELOW_MIN' })
    const tooOld = await staff.save(settingsWith({ minimumAge: 26 }))
    expect(fieldsOf(tooOld)).toEqual({ minimumAge: 'NUMBER_OUT_OF_RANGE' })
    const missing = await staff.save({ minimumAge: 18 })
    expect(errorBody.parse(missing.json()).error.code).toBe('VALIDATION_FAILED')

    expect(accountSettings.parse((await staff.read()).json())).toEqual(defaultRegistrationSettings)
    expect(await auditEntriesBy(admin.userId)).toEqual([])
  })

  it('is for admins only: finance, support and content staff are refused', async () => {
    const app = testApp()
    const routes = app.adminRoutes.filter((route) => route.url === url)
    // The route-table test walks app.adminRoutes, so both are proven to refuse visitors and players too.
    expect(routes.map((route) => route.method).sort()).toEqual(['GET', 'PUT'])
    for (const role of ['finance', 'support', 'content'] as const) {
      const staff = asStaff((await makeUserWithRole(app, role)).cookie)
      expect((await staff.read()).statusCode, `${role} reads`).toBe(403)
      const attempt = await staff.save(settingsWith({ minimumAge: 21 }))
      expect(attempt.statusCode, `${role} saves`).toBe(403)
      expect(errorBody.parse(attempt.json()).error.code).toBe('FORBIDDEN')
    }
    expect((await publicSettings()).minimumAge).toBe(18)
  })

  it('a tightened password policy applies at once to registration and to password change', async () => {
    const app = testApp()
    const admin = await makeUserWithRole(app, 'admin')
    const player = await signUpPlayer(app, { password: 'correct-horse-battery' })
    await asStaff(admin.cookie).save(
      settingsWith({
        passwordPolicy: policyWith({ minLength: 22, requireUppercase: true, requireDigit: true }),
      }),
    )
    expect((await publicSettings()).passwordPolicy).toMatchObject({ minLength: 22, requireUppercase: true })

    const register = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/register',
        headers: { origin: app.services.config.publicUrl },
        payload: registrationFor({ password }),
      })
    expect(fieldsOf(await register('correct-horse-battery'))).toEqual({ password: 'PASSWORD_TOO_SHORT' })
    expect(fieldsOf(await register('correct-horse-battery-staple'))).toEqual({
      password: 'PASSWORD_NEEDS_UPPERCASE',
    })
    expect((await register('Correct-Horse-Battery-2027')).statusCode).toBe(201)

    const changePassword = (newPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/password',
        headers: { cookie: player.cookie, origin: app.services.config.publicUrl },
        payload: { currentPassword: player.password, newPassword },
      })
    expect(fieldsOf(await changePassword('another-long-enough-password'))).toEqual({
      newPassword: 'PASSWORD_NEEDS_UPPERCASE',
    })
    expect((await changePassword('Another-Long-Enough-Password-1')).statusCode).toBe(204)
  })

  it('the minimum age, restricted countries and terms version apply at once to registration', async () => {
    const app = testApp()
    const admin = await makeUserWithRole(app, 'admin')
    await asStaff(admin.cookie).save(
      settingsWith({ minimumAge: 21, restrictedCountries: ['IN'], termsVersion: '2027-02-01' }),
    )
    const today = new Date()
    const twentyYearsAgo = `${today.getUTCFullYear() - 20}-01-01`
    const register = (overrides: Parameters<typeof registrationFor>[0]) =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/register',
        headers: { origin: app.services.config.publicUrl },
        payload: registrationFor(overrides),
      })
    expect(fieldsOf(await register({ dateOfBirth: twentyYearsAgo, country: 'IN' }))).toEqual({
      dateOfBirth: 'UNDER_AGE',
      country: 'COUNTRY_RESTRICTED',
    })

    const accepted = await register({ dateOfBirth: '1990-01-01', country: 'BD' })
    expect(accepted.statusCode).toBe(201)
    const { user } = accepted.json() as { user: { id: string } }
    const [profile] = await app.services.database.db
      .select({ termsVersion: playerProfiles.termsVersion })
      .from(playerProfiles)
      .where(eq(playerProfiles.userId, user.id))
    expect(profile?.termsVersion).toBe('2027-02-01')
  })

  // Only PostgreSQL has a second connection to hold the row with; PGlite runs one statement at a time anyway.
  it.runIf(isPostgres)(
    'two admins saving at once are applied in turn: each audit entry starts from what the other left',
    async () => {
      const app = testApp()
      const { database } = app.services
      const first = await makeUserWithRole(app, 'admin')
      const second = await makeUserWithRole(app, 'admin')
      await database.db
        .insert(operatorSettings)
        .values({ key: registrationSettingsKey, value: defaultRegistrationSettings })
      // Another connection holds the row until both saves are waiting, so they truly overlap: without the
      // row lock both would read the defaults as "before".
      const holder = await database.openSession()
      try {
        await holder.query('BEGIN')
        await holder.query('SELECT key FROM operator_settings WHERE key = $1 FOR UPDATE', [
          registrationSettingsKey,
        ])
        const saves = Promise.all([
          asStaff(first.cookie).save(settingsWith({ minimumAge: 19 })),
          asStaff(second.cookie).save(settingsWith({ minimumAge: 20 })),
        ])
        // Polled from the pool: inside the holder's transaction pg_stat_activity would be one frozen snapshot.
        await expect
          .poll(async () => {
            const [row] = await database.query<{ waiting: number }>(
              `SELECT count(*)::int AS waiting FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            )
            return row?.waiting
          })
          .toBe(2)
        await holder.query('COMMIT')
        expect((await saves).map((response) => response.statusCode)).toEqual([200, 200])
      } finally {
        await holder.release()
      }

      const entries = [...(await auditEntriesBy(first.userId)), ...(await auditEntriesBy(second.userId))]
      expect(entries).toHaveLength(2)
      const earlier = entries.find((entry) => entry.before?.minimumAge === 18)
      const later = entries.find((entry) => entry !== earlier)
      expect(later?.before).toEqual(earlier?.after)
      expect((await publicSettings()).minimumAge).toBe(later?.after?.minimumAge)
    },
  )
})
