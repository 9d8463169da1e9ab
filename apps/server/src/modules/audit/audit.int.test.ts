import { randomUUID } from 'node:crypto'
import { auditFacets, auditPage } from '@khela/contracts/audit'
import { errorBody } from '@khela/contracts/errors'
import { eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { users } from '../../db/schema/auth.ts'

const testApp = useTestApp()

type Staff = Awaited<ReturnType<typeof makeUserWithRole>>
let finance: Staff

beforeAll(async () => {
  finance = await makeUserWithRole(testApp(), 'finance')
})

const db = () => testApp().services.database.db

function get(cookie: string | null, url: string) {
  return testApp().inject({ url, headers: cookie ? { cookie } : {} })
}

async function pageOf(query: string) {
  const response = await get(finance.cookie, `/api/admin/audit?${query}`)
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200)
  return auditPage.parse(response.json())
}

const errorOf = (response: { json: () => unknown }) => errorBody.parse(response.json()).error

/** A record type no other test writes, so each test reads only its own entries. */
function uniqueRecordType() {
  return `test_${randomUUID().replaceAll('-', '').slice(0, 12)}`
}

/** Writes an entry as a module would, at a chosen time (a new row, which the append-only trigger allows). */
async function entryWith(overrides: Partial<typeof auditLog.$inferInsert> & { recordType: string }) {
  const [entry] = await db()
    .insert(auditLog)
    .values({ actorId: null, action: 'test.change', recordId: randomUUID(), ...overrides })
    .returning()
  if (!entry) throw new Error('no entry')
  return entry
}

async function nameOf(userId: string) {
  const [user] = await db().select({ name: users.name }).from(users).where(eq(users.id, userId))
  return user?.name
}

describe('the Audit Log', () => {
  it('shows a ban and an unban with their actor, before and after, newest first', async () => {
    const app = testApp()
    const support = await makeUserWithRole(app, 'support')
    const player = await signUpPlayer(app)
    const headers = { cookie: support.cookie, origin: app.services.config.publicUrl }
    const ban = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${player.userId}/ban`,
      headers,
      payload: { reason: 'Chargeback fraud' },
    })
    expect(ban.statusCode).toBe(200)
    const unban = await app.inject({
      method: 'POST',
      url: `/api/admin/users/${player.userId}/unban`,
      headers,
    })
    expect(unban.statusCode).toBe(200)

    const page = await pageOf(`recordType=user&recordId=${player.userId}`)
    const actor = {
      id: support.userId,
      name: await nameOf(support.userId),
      email: support.email,
      role: 'support',
    }
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 })
    expect(page.items).toEqual([
      {
        id: expect.any(String),
        actor,
        action: 'user.unban',
        recordType: 'user',
        recordId: player.userId,
        before: { isBanned: true, banReason: 'Chargeback fraud' },
        after: { isBanned: false, banReason: null },
        ipAddress: '127.0.0.1',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      expect.objectContaining({
        actor,
        action: 'user.ban',
        before: { isBanned: false, banReason: null },
        after: { isBanned: true, banReason: 'Chargeback fraud' },
      }),
    ])
  })

  it('filters by actor (id, part of the name or email), action, record type and record id, and pages', async () => {
    const recordType = uniqueRecordType()
    const admin = await makeUserWithRole(testApp(), 'admin')
    const support = await makeUserWithRole(testApp(), 'support')
    const recordId = randomUUID()
    const at = (minute: number) => new Date(Date.UTC(2026, 4, 1, 8, minute))
    const first = await entryWith({
      recordType,
      actorId: admin.userId,
      action: 'test.create',
      createdAt: at(1),
    })
    const second = await entryWith({
      recordType,
      actorId: support.userId,
      action: 'test.update',
      recordId,
      createdAt: at(2),
    })
    const third = await entryWith({
      recordType,
      actorId: admin.userId,
      action: 'test.update',
      createdAt: at(3),
    })
    const system = await entryWith({ recordType, action: 'test.expire', recordId, createdAt: at(4) })
    const ids = async (query: string) =>
      (await pageOf(`recordType=${recordType}&${query}`)).items.map((item) => item.id)

    expect(await ids('')).toEqual([system.id, third.id, second.id, first.id])
    expect(await ids(`actor=${admin.userId}`)).toEqual([third.id, first.id])
    expect(await ids(`actor=${encodeURIComponent(support.email.toUpperCase())}`)).toEqual([second.id])
    const supportName = (await nameOf(support.userId)) ?? ''
    expect(await ids(`actor=${encodeURIComponent(supportName.slice(1, -1))}`)).toEqual([second.id])
    expect(await ids('actor=%25')).toEqual([])
    expect(await ids('action=test.update')).toEqual([third.id, second.id])
    expect(await ids('action=test.updat')).toEqual([])
    expect(await ids(`recordId=${recordId}`)).toEqual([system.id, second.id])
    expect(await ids(`recordId=${recordId}&action=test.expire`)).toEqual([system.id])
    expect((await pageOf(`recordType=${recordType}x`)).items).toEqual([])

    const paged = await pageOf(`recordType=${recordType}&pageSize=3&page=2`)
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3, items: [{ id: first.id }] })
  })

  it('shows the system (no actor) as a null actor, which an actor filter never matches', async () => {
    const recordType = uniqueRecordType()
    const entry = await entryWith({
      recordType,
      action: 'test.expire',
      before: { status: 'active', limits: { daily: 1000 } },
      after: null,
    })
    const [item] = (await pageOf(`recordType=${recordType}`)).items
    expect(item).toEqual({
      id: entry.id,
      actor: null,
      action: 'test.expire',
      recordType,
      recordId: entry.recordId,
      before: { status: 'active', limits: { daily: 1000 } },
      after: null,
      ipAddress: null,
      createdAt: entry.createdAt.toISOString(),
    })
    expect((await pageOf(`recordType=${recordType}&actor=system`)).items).toEqual([])
  })

  it('bounds dates by Asia/Dhaka calendar days, both included', async () => {
    const recordType = uniqueRecordType()
    // 17:59:59 UTC on 10 March is the last second of 10 March in Dhaka; 18:00 UTC is midnight on 11 March.
    const lastOfTenth = await entryWith({ recordType, createdAt: new Date('2026-03-10T17:59:59Z') })
    const firstOfEleventh = await entryWith({ recordType, createdAt: new Date('2026-03-10T18:00:00Z') })
    const lastOfEleventh = await entryWith({ recordType, createdAt: new Date('2026-03-11T17:59:59.999Z') })
    const twelfth = await entryWith({ recordType, createdAt: new Date('2026-03-11T18:00:00Z') })
    const ids = async (query: string) =>
      (await pageOf(`recordType=${recordType}&${query}`)).items.map((item) => item.id)

    expect(await ids('from=2026-03-11&to=2026-03-11')).toEqual([lastOfEleventh.id, firstOfEleventh.id])
    expect(await ids('to=2026-03-10')).toEqual([lastOfTenth.id])
    expect(await ids('from=2026-03-12')).toEqual([twelfth.id])
    expect(await ids('from=2026-03-10&to=2026-03-12')).toHaveLength(4)
  })

  it('refuses bad filters with a code per field', async () => {
    for (const [query, fields] of [
      ['from=2026-02-30', { from: 'INVALID_DATE' }],
      ['to=11-03-2026', { to: 'INVALID_DATE' }],
      ['from=2026-03-12&to=2026-03-11', { to: 'DATE_BEFORE_FROM' }],
      ['action=DROP%20TABLE', { action: 'INVALID_CHOICE' }],
      ['recordType=user-s', { recordType: 'INVALID_CHOICE' }],
      [`actor=${'a'.repeat(101)}`, { actor: 'TEXT_TOO_LONG' }],
    ] as const) {
      const response = await get(finance.cookie, `/api/admin/audit?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(errorOf(response).fields, query).toEqual(fields)
    }
    for (const query of ['pageSize=101', 'pageSize=0', 'page=0']) {
      expect((await get(finance.cookie, `/api/admin/audit?${query}`)).statusCode, query).toBe(400)
    }
    expect((await get(finance.cookie, '/api/admin/audit?pageSize=100')).statusCode).toBe(200)
  })

  it('lists the actions and record types present, once each, sorted', async () => {
    const recordType = uniqueRecordType()
    const action = `${recordType}.settle`
    await entryWith({ recordType, action })
    await entryWith({ recordType, action })
    await entryWith({ recordType, action: `${recordType}.open` })
    const response = await get(finance.cookie, '/api/admin/audit/facets')
    expect(response.statusCode).toBe(200)
    const facets = auditFacets.parse(response.json())
    expect(facets.actions.filter((found) => found.startsWith(recordType))).toEqual([
      `${recordType}.open`,
      action,
    ])
    expect(facets.recordTypes.filter((found) => found === recordType)).toEqual([recordType])
    expect(facets.actions).toEqual(facets.actions.toSorted())
    expect(new Set(facets.actions).size).toBe(facets.actions.length)
    expect(facets.recordTypes).toEqual(facets.recordTypes.toSorted())
  })
})

describe('who may read the Audit Log', () => {
  const urls = ['/api/admin/audit', '/api/admin/audit/facets']

  it('refuses a visitor (401), a player, support and content staff (403), and lets admin and finance in', async () => {
    for (const url of urls) {
      const visitor = await get(null, url)
      expect(visitor.statusCode, url).toBe(401)
      expect(errorOf(visitor).code).toBe('UNAUTHENTICATED')
      for (const role of ['player', 'support', 'content'] as const) {
        const { cookie } = await makeUserWithRole(testApp(), role)
        const refused = await get(cookie, url)
        expect(refused.statusCode, `${url} as ${role}`).toBe(403)
        expect(errorOf(refused).code).toBe('FORBIDDEN')
      }
      for (const role of ['admin', 'finance'] as const) {
        const { cookie } = await makeUserWithRole(testApp(), role)
        expect((await get(cookie, url)).statusCode, `${url} as ${role}`).toBe(200)
      }
    }
  })
})

describe('append-only', () => {
  it('has no route that writes: every back-office route under /api/admin/audit is a GET', async () => {
    const app = testApp()
    const auditRoutes = app.adminRoutes.filter(
      ({ url }) => url === '/api/admin/audit' || url.startsWith('/api/admin/audit/'),
    )
    expect(auditRoutes.toSorted((a, b) => a.url.localeCompare(b.url))).toEqual([
      { method: 'GET', url: '/api/admin/audit' },
      { method: 'GET', url: '/api/admin/audit/facets' },
    ])
    const admin = await makeUserWithRole(app, 'admin')
    const entry = await entryWith({ recordType: uniqueRecordType() })
    const headers = { cookie: admin.cookie, origin: app.services.config.publicUrl }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/admin/audit', `/api/admin/audit/${entry.id}`]) {
        const response = await app.inject({ method, url, headers, payload: { action: 'changed' } })
        expect(response.statusCode, `${method} ${url}`).toBe(404)
      }
    }
    const [kept] = await db().select().from(auditLog).where(eq(auditLog.id, entry.id))
    expect(kept).toEqual(entry)
  })

  it('refuses an UPDATE, a DELETE and a TRUNCATE on audit_log in the database itself', async () => {
    const entry = await entryWith({ recordType: uniqueRecordType(), after: { amount: 100 } })
    // Drizzle wraps the driver's error; the trigger's message is its cause.
    const refusal = async (statement: Promise<unknown>) => {
      const error = await statement.then(
        () => null,
        (caught: unknown) => caught,
      )
      return String((error as { cause?: Error } | null)?.cause?.message ?? error)
    }
    expect(
      await refusal(
        db()
          .update(auditLog)
          .set({ after: { amount: 1 } })
          .where(eq(auditLog.id, entry.id)),
      ),
    ).toMatch(/append-only: UPDATE refused/)
    expect(await refusal(db().delete(auditLog).where(eq(auditLog.id, entry.id)))).toMatch(
      /append-only: DELETE refused/,
    )
    expect(await refusal(db().execute(sql`TRUNCATE audit_log`))).toMatch(/append-only: TRUNCATE refused/)
    const [kept] = await db().select().from(auditLog).where(eq(auditLog.id, entry.id))
    expect(kept).toEqual(entry)
  })
})
