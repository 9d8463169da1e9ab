import { errorBody } from '@khela/contracts/errors'
import { siteSettings } from '@khela/contracts/settings'
import { and, eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import { siteSettingsKey } from './find-site-settings.ts'

const testApp = useTestApp()

afterEach(async () => {
  await testApp()
    .services.database.db.delete(operatorSettings)
    .where(eq(operatorSettings.key, siteSettingsKey))
})

const url = '/api/admin/settings/site'

function asStaff(cookie: string) {
  const app = testApp()
  const headers = { cookie, origin: app.services.config.publicUrl }
  return {
    read: () => app.inject({ url, headers }),
    save: (payload: object) => app.inject({ method: 'PUT', url, headers, payload }),
  }
}

async function publicZone() {
  const response = await testApp().inject('/api/settings/site')
  expect(response.statusCode).toBe(200)
  return siteSettings.parse(response.json()).timeZone
}

async function auditEntriesBy(actorId: string) {
  return testApp()
    .services.database.db.select({
      recordId: auditLog.recordId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), eq(auditLog.recordType, 'operator_settings')))
}

describe("the operator's time zone", () => {
  it('is Asia/Dhaka until an admin changes it, for everyone', async () => {
    expect(await publicZone()).toBe('Asia/Dhaka')
    const admin = await makeUserWithRole(testApp(), 'admin')
    expect((await asStaff(admin.cookie).read()).json()).toEqual({ timeZone: 'Asia/Dhaka' })
  })

  it('saves a new zone with an audit entry, and the public endpoint shows it', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    const saved = await asStaff(admin.cookie).save({ timeZone: 'Europe/London' })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toEqual({ timeZone: 'Europe/London' })
    expect(await publicZone()).toBe('Europe/London')
    expect(await auditEntriesBy(admin.userId)).toEqual([
      {
        recordId: siteSettingsKey,
        before: { timeZone: 'Asia/Dhaka' },
        after: { timeZone: 'Europe/London' },
      },
    ])
    await asStaff(admin.cookie).save({ timeZone: 'Europe/London' })
    expect(await auditEntriesBy(admin.userId)).toHaveLength(1)
  })

  it('refuses a name that is not an IANA zone with a 400 and keeps the zone', async () => {
    const admin = await makeUserWithRole(testApp(), 'admin')
    for (const timeZone of ['Mars/Olympus', 'GMT+6', '', 'Asia/Dhaka; drop table']) {
      const refused = await asStaff(admin.cookie).save({ timeZone })
      expect(refused.statusCode).toBe(400)
      expect(errorBody.parse(refused.json()).error.fields).toHaveProperty('timeZone')
    }
    expect(await publicZone()).toBe('Asia/Dhaka')
  })

  it('lets only those who may change settings do it', async () => {
    const support = await makeUserWithRole(testApp(), 'support')
    expect((await asStaff(support.cookie).save({ timeZone: 'Europe/London' })).statusCode).toBe(403)
    expect(await publicZone()).toBe('Asia/Dhaka')
  })
})
