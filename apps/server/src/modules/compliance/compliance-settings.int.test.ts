import { isDeepStrictEqual } from 'node:util'
import {
  type ComplianceSettings,
  complianceSettingsView,
  defaultComplianceSettings,
  publicLicence,
} from '@khela/contracts/compliance'
import { errorBody } from '@khela/contracts/errors'
import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { registrationFor, signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import {
  defaultRegistrationSettings,
  registrationSettingsKey,
} from '../settings/find-registration-settings.ts'
import { complianceSettingsKey, findComplianceSettings } from './find-compliance-settings.ts'

// No GEOIP_DATABASE: this app has no IP-country check at all.
const testApp = useTestApp()
const isPostgres = process.env.KHELA_TEST_DRIVER === 'pg'
const db = () => testApp().services.database.db

afterEach(async () => {
  await db().delete(operatorSettings).where(eq(operatorSettings.key, complianceSettingsKey))
  await db().delete(operatorSettings).where(eq(operatorSettings.key, registrationSettingsKey))
})

const url = '/api/admin/compliance/settings'

function asStaff(cookie: string) {
  const app = testApp()
  const headers = { cookie, origin: app.services.config.publicUrl }
  return {
    read: () => app.inject({ url, headers }),
    save: (payload: unknown) => app.inject({ method: 'PUT', url, headers, payload: payload as object }),
  }
}

function settingsWith(overrides: Partial<ComplianceSettings> = {}): ComplianceSettings {
  return { ...structuredClone(defaultComplianceSettings), ...overrides }
}

const licensed = settingsWith({
  licence: { jurisdiction: 'Curaçao', number: 'OGL/2026/118/0042' },
  kyc: { isRequiredForWithdrawals: false, depositTotalRequiringKyc: 25_000_00 },
  isIpCountryCheckEnabled: false,
})

async function auditEntriesBy(actorId: string) {
  const entries = await db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), eq(auditLog.recordId, complianceSettingsKey)))
  return entries.map(({ action, recordType, before, after, ipAddress }) => ({
    action,
    recordType,
    before,
    after,
    ipAddress,
  }))
}

const fieldsOf = (response: { json(): unknown }) => errorBody.parse(response.json()).error.fields
const licence = async () => {
  const response = await testApp().inject('/api/compliance/licence')
  expect(response.statusCode).toBe(200)
  return publicLicence.parse(response.json())
}

describe('compliance settings in the back office', () => {
  it('shows an admin the defaults until someone saves, and that no IP database is configured', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const response = await asStaff(admin.cookie).read()
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(complianceSettingsView.parse(response.json())).toEqual({
      licence: null,
      kyc: { isRequiredForWithdrawals: true, depositTotalRequiringKyc: 10_000_000 },
      isIpCountryCheckEnabled: true,
      ipCountryDatabase: null,
    })
  })

  it('saves a change with an audit entry of who, before and after; the reader and the footer see it at once', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const saved = await asStaff(admin.cookie).save({
      ...licensed,
      licence: { jurisdiction: '  Curaçao ', number: ' OGL/2026/118/0042' },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toEqual({ ...licensed, ipCountryDatabase: null })
    expect((await asStaff(admin.cookie).read()).json()).toEqual({ ...licensed, ipCountryDatabase: null })
    expect(await findComplianceSettings(db())).toEqual(licensed)
    expect(await licence()).toEqual({ jurisdiction: 'Curaçao', number: 'OGL/2026/118/0042' })

    expect(await auditEntriesBy(admin.userId)).toEqual([
      {
        action: 'compliance.settings.update',
        recordType: 'operator_settings',
        before: defaultComplianceSettings,
        after: licensed,
        ipAddress: '127.0.0.1',
      },
    ])
    const [row] = await db()
      .select()
      .from(operatorSettings)
      .where(eq(operatorSettings.key, complianceSettingsKey))
    expect(row?.updatedBy).toBe(admin.userId)
  })

  it('saving the same settings again changes nothing and records nothing; removing the licence hides it', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const staff = asStaff(admin.cookie)
    expect((await staff.save(licensed)).statusCode).toBe(200)
    expect((await staff.save(licensed)).statusCode).toBe(200)
    expect(await auditEntriesBy(admin.userId)).toHaveLength(1)

    expect((await staff.save({ ...licensed, licence: null })).statusCode).toBe(200)
    expect(await licence()).toBeNull()
    const entries = await auditEntriesBy(admin.userId)
    expect(entries).toHaveLength(2)
    expect(entries[1]).toMatchObject({ before: licensed, after: { ...licensed, licence: null } })
  })

  it('refuses nonsense with a code at each field and leaves the settings as they were', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const staff = asStaff(admin.cookie)
    const refused = await staff.save({
      licence: { jurisdiction: ' ', number: 'x'.repeat(81) },
      kyc: { isRequiredForWithdrawals: 'yes', depositTotalRequiringKyc: 12.5 },
      isIpCountryCheckEnabled: null,
    })
    expect(refused.statusCode).toBe(400)
    expect(fieldsOf(refused)).toEqual({
      'licence.jurisdiction': 'REQUIRED',
      'licence.number': 'TEXT_TOO_LONG',
      'kyc.isRequiredForWithdrawals': 'REQUIRED',
      'kyc.depositTotalRequiringKyc': 'NUMBER_OUT_OF_RANGE',
      isIpCountryCheckEnabled: 'REQUIRED',
    })
    const noTotal = await staff.save(
      settingsWith({ kyc: { isRequiredForWithdrawals: true, depositTotalRequiringKyc: 0 } }),
    )
    expect(fieldsOf(noTotal)).toEqual({ 'kyc.depositTotalRequiringKyc': 'NUMBER_OUT_OF_RANGE' })
    const missing = await staff.save({ licence: null })
    expect(errorBody.parse(missing.json()).error.code).toBe('VALIDATION_FAILED')

    expect(await findComplianceSettings(db())).toEqual(defaultComplianceSettings)
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
      const attempt = await staff.save(licensed)
      expect(attempt.statusCode, `${role} saves`).toBe(403)
      expect(errorBody.parse(attempt.json()).error.code).toBe('FORBIDDEN')
    }
    const player = await signUpPlayer(app)
    expect((await asStaff(player.cookie).save(licensed)).statusCode).toBe(403)
    expect(await licence()).toBeNull()
  })

  // Only PostgreSQL has a second connection to hold the row with.
  it.runIf(isPostgres)(
    'two admins saving at once are applied in turn: each audit entry starts from what the other left',
    async () => {
      const app = testApp()
      const first = await makeUserWithRole(app, 'admin')
      const second = await makeUserWithRole(app, 'admin')
      await db()
        .insert(operatorSettings)
        .values({ key: complianceSettingsKey, value: defaultComplianceSettings })
      const holder = await app.services.database.openSession()
      try {
        await holder.query('BEGIN')
        await holder.query('SELECT key FROM operator_settings WHERE key = $1 FOR UPDATE', [
          complianceSettingsKey,
        ])
        const saves = Promise.all([
          asStaff(first.cookie).save(licensed),
          asStaff(second.cookie).save({ ...licensed, isIpCountryCheckEnabled: true }),
        ])
        // Polled from the pool: inside the holder's transaction pg_stat_activity would be one frozen snapshot.
        await expect
          .poll(async () => {
            const [row] = await app.services.database.query<{ waiting: number }>(
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
      const earlier = entries.find((entry) => isDeepStrictEqual(entry.before, defaultComplianceSettings))
      const later = entries.find((entry) => entry !== earlier)
      expect(earlier).toBeDefined()
      expect(later?.before).toEqual(earlier?.after)
    },
  )
})

describe('the public licence', () => {
  it('is null until configured, then the jurisdiction and number only, to anyone, revalidated on each use', async () => {
    expect(await licence()).toBeNull()
    const admin = await makeUserWithRole(testApp(), 'admin')
    await asStaff(admin.cookie).save(licensed)
    const response = await testApp().inject('/api/compliance/licence')
    expect(response.headers['cache-control']).toBe('no-cache')
    expect(response.json()).toEqual({ jurisdiction: 'Curaçao', number: 'OGL/2026/118/0042' })
  })
})

describe('without an IP database', () => {
  it('registration and play go by the declared country only, whatever the address', async () => {
    const app = testApp()
    await db()
      .insert(operatorSettings)
      .values({
        key: registrationSettingsKey,
        value: { ...defaultRegistrationSettings, restrictedCountries: ['US'] },
      })
    // 203.0.113.0/24 is the restricted country's network in ip-country.int.test.ts; here nothing can place it.
    const registered = await app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      headers: { origin: app.services.config.publicUrl },
      remoteAddress: '203.0.113.9',
      payload: registrationFor(),
    })
    expect(registered.statusCode, registered.body).toBe(201)
    const declared = await app.inject({
      method: 'POST',
      url: '/api/accounts/register',
      headers: { origin: app.services.config.publicUrl },
      remoteAddress: '198.51.100.9',
      payload: registrationFor({ country: 'US' }),
    })
    expect(fieldsOf(declared)).toEqual({ country: 'COUNTRY_RESTRICTED' })
  })
})
