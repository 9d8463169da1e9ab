import { type TutorialsDocument, tutorialsDocument } from '@khela/contracts/content'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import type { App } from '../../app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { tutorialsSlug } from './find-content-document.ts'

const testApp = useTestApp()

function asStaff(app: App, cookie: string) {
  const headers = { cookie, origin: app.services.config.publicUrl }
  return {
    read: () => app.inject({ url: '/api/admin/content/tutorials', headers }),
    save: (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/admin/content/tutorials', headers, payload }),
  }
}

async function publicTutorials(app: App): Promise<TutorialsDocument> {
  const response = await app.inject('/api/content/tutorials')
  expect(response.statusCode).toBe(200)
  return tutorialsDocument.parse(response.json())
}

describe('tutorials', () => {
  it('are empty until written, then served publicly in both languages, with an audit entry per save', async () => {
    const app = testApp()
    const staff = await makeUserWithRole(app, 'content')
    const unwritten = { body: { en: '', bn: '' }, updatedAt: null }
    expect(await publicTutorials(app)).toEqual(unwritten)
    expect((await asStaff(app, staff.cookie).read()).json()).toEqual(unwritten)

    const body = {
      en: '# How to deposit with bKash\n\n- Open Deposit\n- Choose bKash',
      bn: '# বিকাশে কীভাবে ডিপোজিট করবেন\n\n- ডিপোজিট খুলুন\n- বিকাশ বেছে নিন',
    }
    const saved = await asStaff(app, staff.cookie).save({ body })
    expect(saved.statusCode).toBe(200)
    const served = await publicTutorials(app)
    expect(served.body).toEqual(body)
    expect(served.updatedAt).not.toBeNull()

    const entries = await app.services.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'content_document'), eq(auditLog.recordId, tutorialsSlug)))
    expect(entries).toEqual([{ action: 'tutorials.update', actorId: staff.userId, after: served }])
  })

  it('refuses an empty or oversized language with a 400 at its field and keeps the guides', async () => {
    const app = testApp()
    const staff = await makeUserWithRole(app, 'content')
    const before = await publicTutorials(app)
    const blank = await asStaff(app, staff.cookie).save({ body: { en: 'Guide', bn: ' ' } })
    expect(blank.statusCode).toBe(400)
    expect(blank.json()).toMatchObject({ error: { fields: { 'body.bn': 'REQUIRED' } } })
    const long = await asStaff(app, staff.cookie).save({ body: { en: 'x'.repeat(40_001), bn: 'গাইড' } })
    expect(long.statusCode).toBe(400)
    expect(await publicTutorials(app)).toEqual(before)
  })

  it('may be changed only by staff who write content', async () => {
    const app = testApp()
    const support = await makeUserWithRole(app, 'support')
    expect((await asStaff(app, support.cookie).save({ body: { en: 'a', bn: 'b' } })).statusCode).toBe(403)
    expect((await asStaff(app, support.cookie).read()).statusCode).toBe(403)
  })
})
