import { randomUUID } from 'node:crypto'
import { errorBody } from '@khela/contracts/errors'
import { hasPermission } from '@khela/contracts/permissions'
import { type Role, roles, staffRoles } from '@khela/contracts/roles'
import { staffAccountSettings } from '@khela/contracts/settings'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { users } from '../../db/schema/auth.ts'

const testApp = useTestApp()

type StaffRole = (typeof staffRoles)[number]
type Outcome = 'allowed' | 'refused'

/**
 * What each staff member may give, written out rather than computed, so the test checks the rule instead of
 * repeating it. Closed (the default): administrators only. Open: support too, but only roles whose permissions
 * support holds itself (player, support and the partners, which hold none); finance, content and traders never
 * manage users, and support never makes a trader (sportsbook permissions are not its own).
 */
const grantable: Record<'closed' | 'open', Record<StaffRole, readonly Role[]>> = {
  closed: { admin: roles, finance: [], support: [], content: [], trader: [] },
  open: {
    admin: roles,
    finance: [],
    support: ['player', 'support', 'agent', 'affiliate'],
    content: [],
    trader: [],
  },
}

let staff: Record<StaffRole, { cookie: string; userId: string }>
/** One account per role to change, put back to its role before every attempt. */
let targets: Record<Role, string>

beforeAll(async () => {
  const app = testApp()
  const made = await Promise.all(staffRoles.map((role) => makeUserWithRole(app, role)))
  staff = Object.fromEntries(
    staffRoles.map((role, index) => [
      role,
      { cookie: made[index]?.cookie ?? '', userId: made[index]?.userId ?? '' },
    ]),
  ) as typeof staff
  targets = Object.fromEntries(roles.map((role) => [role, randomUUID()])) as typeof targets
  await app.services.database.db.insert(users).values(
    roles.map((role) => ({
      id: targets[role],
      email: `target-${role}-${targets[role]}@khela.test`,
      name: `Target ${role}`,
      role,
    })),
  )
})

function headersOf(role: StaffRole) {
  return { cookie: staff[role].cookie, origin: testApp().services.config.publicUrl }
}

async function setRoleGranting(canNonAdminsGrantRoles: boolean) {
  const saved = await testApp().inject({
    method: 'PUT',
    url: '/api/admin/settings/staff-accounts',
    headers: headersOf('admin'),
    payload: { canNonAdminsGrantRoles },
  })
  expect(saved.statusCode).toBe(200)
  expect(staffAccountSettings.parse(saved.json())).toEqual({ canNonAdminsGrantRoles })
}

async function auditedActions(recordId: string) {
  const entries = await testApp()
    .services.database.db.select({ action: auditLog.action, after: auditLog.after })
    .from(auditLog)
    .where(eq(auditLog.recordId, recordId))
  return entries
}

/** Every staff role creating every role: the outcome of each, and that a refusal left nothing behind. */
async function tryEveryCreation() {
  const app = testApp()
  const outcomes: Record<string, Outcome> = {}
  for (const actor of staffRoles) {
    for (const role of roles) {
      const email = `made-by-${actor}-${role}-${randomUUID()}@khela.test`
      const response = await app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: headersOf(actor),
        payload: { email, name: `New ${role}`, password: 'Staff-password-2026!', role },
      })
      const [created] = await app.services.database.db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.email, email))
      const label = `${actor} creates ${role}`
      if (response.statusCode === 201) {
        outcomes[label] = 'allowed'
        expect(created?.role, label).toBe(role)
        expect(await auditedActions(created?.id ?? ''), label).toEqual([
          { action: 'user.create', after: { email, name: `New ${role}`, role } },
        ])
        continue
      }
      outcomes[label] = 'refused'
      // Players register themselves (their profile needs consent), so for anyone who may reach the route at all
      // the request is malformed; the permission check comes before the body is read.
      const isMalformed = role === 'player' && hasPermission(actor, 'users.write')
      expect(response.statusCode, label).toBe(isMalformed ? 400 : 403)
      expect(errorBody.parse(response.json()).error.code, label).toBe(
        isMalformed ? 'VALIDATION_FAILED' : 'FORBIDDEN',
      )
      expect(created, `${label}: nothing created`).toBeUndefined()
    }
  }
  return outcomes
}

function expectedCreations(setting: 'closed' | 'open') {
  const expected: Record<string, Outcome> = {}
  for (const actor of staffRoles) {
    for (const role of roles) {
      const isAllowed = role !== 'player' && grantable[setting][actor].includes(role)
      expected[`${actor} creates ${role}`] = isAllowed ? 'allowed' : 'refused'
    }
  }
  return expected
}

/** Every staff role changing an account of every role into every other role. */
async function tryEveryRoleChange() {
  const app = testApp()
  const { db } = app.services.database
  const outcomes: Record<string, Outcome> = {}
  for (const actor of staffRoles) {
    for (const from of roles) {
      for (const to of roles.filter((role) => role !== from)) {
        const targetId = targets[from]
        await db.update(users).set({ role: from }).where(eq(users.id, targetId))
        const auditedBefore = (await auditedActions(targetId)).length
        const response = await app.inject({
          method: 'PATCH',
          url: `/api/admin/users/${targetId}`,
          headers: headersOf(actor),
          payload: { role: to },
        })
        const [after] = await db.select({ role: users.role }).from(users).where(eq(users.id, targetId))
        const audited = await auditedActions(targetId)
        const label = `${actor} changes ${from} into ${to}`
        if (response.statusCode === 200) {
          outcomes[label] = 'allowed'
          expect(after?.role, label).toBe(to)
          expect(audited.slice(auditedBefore), label).toEqual([
            { action: 'user.update', after: { name: `Target ${from}`, role: to } },
          ])
          continue
        }
        outcomes[label] = 'refused'
        expect(response.statusCode, label).toBe(403)
        expect(errorBody.parse(response.json()).error.code, label).toBe('FORBIDDEN')
        expect(after?.role, `${label}: unchanged`).toBe(from)
        expect(audited, `${label}: nothing recorded`).toHaveLength(auditedBefore)
      }
    }
  }
  return outcomes
}

function expectedRoleChanges(setting: 'closed' | 'open') {
  const expected: Record<string, Outcome> = {}
  for (const actor of staffRoles) {
    for (const from of roles) {
      for (const to of roles.filter((role) => role !== from)) {
        const may = grantable[setting][actor]
        // Both ends: nobody rewrites an account that holds more than they do, even into less.
        expected[`${actor} changes ${from} into ${to}`] =
          may.includes(from) && may.includes(to) ? 'allowed' : 'refused'
      }
    }
  }
  return expected
}

describe('who may give which role', () => {
  it('by default only an administrator creates accounts, of any role but player', async () => {
    expect(await tryEveryCreation()).toEqual(expectedCreations('closed'))
  })

  it('by default only an administrator changes roles, any role into any other', async () => {
    expect(await tryEveryRoleChange()).toEqual(expectedRoleChanges('closed'))
  })

  it('with the setting on, support creates only roles within its own permissions: never finance or admin', async () => {
    await setRoleGranting(true)
    try {
      expect(await tryEveryCreation()).toEqual(expectedCreations('open'))
    } finally {
      await setRoleGranting(false)
    }
  })

  it('with the setting on, support changes only accounts and into roles within its own permissions', async () => {
    await setRoleGranting(true)
    try {
      expect(await tryEveryRoleChange()).toEqual(expectedRoleChanges('open'))
    } finally {
      await setRoleGranting(false)
    }
  })

  it('says why it refused: the setting, or a role beyond the giver', async () => {
    const app = testApp()
    const create = (role: Role) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: headersOf('support'),
        payload: {
          email: `why-${randomUUID()}@khela.test`,
          name: 'Why',
          password: 'Staff-password-2026!',
          role,
        },
      })
    expect(errorBody.parse((await create('agent')).json()).error.message).toBe(
      'Only an administrator can create accounts and change roles.',
    )
    await setRoleGranting(true)
    try {
      expect(errorBody.parse((await create('finance')).json()).error.message).toBe(
        'You can give only roles whose permissions you hold yourself.',
      )
    } finally {
      await setRoleGranting(false)
    }
  })
})

describe('the staff accounts setting', () => {
  it('is saved by admins only, with an audit entry of before and after; saving it unchanged records nothing', async () => {
    const app = testApp()
    const url = '/api/admin/settings/staff-accounts'
    for (const role of ['finance', 'support', 'content'] as const) {
      const refused = await app.inject({
        method: 'PUT',
        url,
        headers: headersOf(role),
        payload: { canNonAdminsGrantRoles: true },
      })
      expect(refused.statusCode, role).toBe(403)
    }
    const malformed = await app.inject({ method: 'PUT', url, headers: headersOf('admin'), payload: {} })
    expect(malformed.statusCode).toBe(400)
    expect(errorBody.parse(malformed.json()).error.fields).toEqual({ canNonAdminsGrantRoles: 'REQUIRED' })

    await setRoleGranting(true)
    await setRoleGranting(true)
    await setRoleGranting(false)
    const entries = await app.services.database.db
      .select({ before: auditLog.before, after: auditLog.after, actorId: auditLog.actorId })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'staff_accounts.settings.update'), eq(auditLog.actorId, staff.admin.userId)),
      )
    expect(entries.slice(-2)).toEqual([
      {
        before: { canNonAdminsGrantRoles: false },
        after: { canNonAdminsGrantRoles: true },
        actorId: staff.admin.userId,
      },
      {
        before: { canNonAdminsGrantRoles: true },
        after: { canNonAdminsGrantRoles: false },
        actorId: staff.admin.userId,
      },
    ])
  })

  it('is read by whoever manages users, so the back office offers them only what they may give', async () => {
    const app = testApp()
    const read = (role: StaffRole) =>
      app.inject({ url: '/api/admin/settings/staff-accounts', headers: headersOf(role) })
    for (const role of ['admin', 'support'] as const) {
      const response = await read(role)
      expect(response.statusCode, role).toBe(200)
      expect(response.headers['cache-control']).toBe('no-store')
      expect(staffAccountSettings.parse(response.json())).toEqual({ canNonAdminsGrantRoles: false })
    }
    for (const role of ['finance', 'content'] as const) expect((await read(role)).statusCode, role).toBe(403)
    // Listed, so the route-table test proves both refuse visitors (401) and players (403) too.
    expect(app.adminRoutes).toContainEqual({ method: 'GET', url: '/api/admin/settings/staff-accounts' })
    expect(app.adminRoutes).toContainEqual({ method: 'PUT', url: '/api/admin/settings/staff-accounts' })
  })
})
