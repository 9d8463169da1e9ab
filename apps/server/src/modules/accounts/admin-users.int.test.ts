import { adminUserDetails, adminUserPage, adminUserRow } from '@khela/contracts/admin-users'
import { errorBody } from '@khela/contracts/errors'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signIn, signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { connectSocket } from '../../../test/ws-client.ts'
import { auditLog } from '../../db/schema/audit.ts'
import { operatorSettings } from '../../db/schema/settings.ts'
import {
  defaultRegistrationSettings,
  registrationSettingsKey,
} from '../settings/find-registration-settings.ts'

const testApp = useTestApp()

function staffRequests(cookie: string) {
  const app = testApp()
  const headers = { cookie, origin: app.services.config.publicUrl }
  return {
    list: (query = '') => app.inject({ url: `/api/admin/users${query}`, headers }),
    details: (id: string) => app.inject({ url: `/api/admin/users/${id}`, headers }),
    ban: (id: string, reason: string) =>
      app.inject({ method: 'POST', url: `/api/admin/users/${id}/ban`, headers, payload: { reason } }),
    unban: (id: string) => app.inject({ method: 'POST', url: `/api/admin/users/${id}/unban`, headers }),
  }
}

describe('All Users', () => {
  it('searches by part of the email, name or phone, newest first, page by page', async () => {
    const support = await makeUserWithRole(testApp(), 'support')
    const players = [
      await signUpPlayer(testApp(), { phone: '01544444401' }),
      await signUpPlayer(testApp(), { phone: '01544444402' }),
      await signUpPlayer(testApp(), { phone: '01544444403' }),
    ]
    const staff = staffRequests(support.cookie)
    const byPhone = adminUserPage.parse((await staff.list('?search=015444444&pageSize=2')).json())
    expect(byPhone.total).toBe(3)
    expect(byPhone.users.map((user) => user.phone)).toEqual(['+8801544444403', '+8801544444402'])
    const secondPage = adminUserPage.parse((await staff.list('?search=015444444&pageSize=2&page=2')).json())
    expect(secondPage.users.map((user) => user.id)).toEqual([players[0]?.userId])
    const byEmail = adminUserPage.parse(
      (await staff.list(`?search=${players[1]?.email.slice(0, 12)}`)).json(),
    )
    expect(byEmail.users.map((user) => user.id)).toContain(players[1]?.userId)
    const literal = adminUserPage.parse((await staff.list('?search=%25')).json())
    expect(literal.total).toBe(0)
  })

  it("reads one user's details for the profile page: a player's registration, a staff account's none", async () => {
    const app = testApp()
    const finance = await makeUserWithRole(app, 'finance')
    const player = await signUpPlayer(app, { currency: 'INR', country: 'IN', dateOfBirth: '1988-11-30' })
    const staff = staffRequests(finance.cookie)

    const response = await staff.details(player.userId)
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-store')
    expect(adminUserDetails.parse(response.json())).toEqual({
      id: player.userId,
      email: player.email,
      name: expect.any(String),
      phone: expect.stringMatching(/^\+880/),
      role: 'player',
      isBanned: false,
      banReason: null,
      isEmailVerified: false,
      createdAt: expect.any(String),
      playerProfile: {
        currency: 'INR',
        country: 'IN',
        surname: '',
        dateOfBirth: '1988-11-30',
        gender: null,
        city: '',
        language: 'en',
        isSubscribedToNewsletter: false,
        welcomeOffer: 'welcome_crash_bonus',
        promoCode: null,
      },
    })

    const admin = await makeUserWithRole(app, 'admin')
    const created = adminUserRow.parse(
      (
        await app.inject({
          method: 'POST',
          url: '/api/admin/users',
          headers: { cookie: admin.cookie, origin: app.services.config.publicUrl },
          payload: {
            email: `agent${Date.now()}@khela.test`,
            name: 'Agent',
            password: 'agent-pass-1',
            role: 'agent',
          },
        })
      ).json(),
    )
    expect(adminUserDetails.parse((await staff.details(created.id)).json())).toMatchObject({
      role: 'agent',
      phone: null,
      isEmailVerified: true,
      playerProfile: null,
    })
  })

  it('answers 404 NOT_FOUND for an unknown user id, and records nothing for a read', async () => {
    const app = testApp()
    const support = await makeUserWithRole(app, 'support')
    const player = await signUpPlayer(app)
    const missing = await staffRequests(support.cookie).details('no-such-user')
    expect(missing.statusCode).toBe(404)
    expect(errorBody.parse(missing.json()).error).toMatchObject({
      code: 'NOT_FOUND',
      message: 'No user has this id.',
    })
    expect((await staffRequests(support.cookie).details(player.userId)).statusCode).toBe(200)
    const entries = await app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, player.userId))
    expect(entries).toEqual([])
  })

  it("keeps a user's details from staff who may not read users", async () => {
    const app = testApp()
    const content = await makeUserWithRole(app, 'content')
    const player = await signUpPlayer(app)
    const refused = await staffRequests(content.cookie).details(player.userId)
    expect(refused.statusCode).toBe(403)
    expect(JSON.stringify(refused.json())).not.toContain(player.email)
    // Listed, so the route-table test proves it refuses visitors (401) and players (403) too.
    expect(app.adminRoutes).toContainEqual({ method: 'GET', url: '/api/admin/users/:id' })
  })

  it('bans a player: sessions end at once, sign-in is refused, sockets close, and it is audited', async () => {
    const app = testApp()
    const support = await makeUserWithRole(app, 'support')
    const player = await signUpPlayer(app)
    await app.listen({ host: '127.0.0.1', port: 0 })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('no port')
    const socket = await connectSocket(`http://127.0.0.1:${address.port}`, player.cookie)
    socket.send({ type: 'subscribe', channel: 'user' })
    await socket.next((message) => message.type === 'subscribed')

    const banned = await staffRequests(support.cookie).ban(player.userId, 'Chargeback fraud')
    expect(adminUserRow.parse(banned.json())).toMatchObject({ isBanned: true, banReason: 'Chargeback fraud' })

    const session = await app.inject({ url: '/api/session', headers: { cookie: player.cookie } })
    expect(session.json()).toEqual({ user: null })
    await expect(socket.closed()).resolves.toBe(4401)
    const attempt = await signIn(app, { method: 'email', email: player.email, password: player.password })
    expect(errorBody.parse(attempt.json()).error.code).toBe('ACCOUNT_BANNED')

    const unbanned = await staffRequests(support.cookie).unban(player.userId)
    expect(adminUserRow.parse(unbanned.json())).toMatchObject({ isBanned: false, banReason: null })
    const entries = await app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, player.userId))
      .orderBy(auditLog.createdAt)
    expect(entries.map(({ action, actorId, before, after }) => ({ action, actorId, before, after }))).toEqual(
      [
        {
          action: 'user.ban',
          actorId: support.userId,
          before: { isBanned: false, banReason: null },
          after: { isBanned: true, banReason: 'Chargeback fraud' },
        },
        {
          action: 'user.unban',
          actorId: support.userId,
          before: { isBanned: true, banReason: 'Chargeback fraud' },
          after: { isBanned: false, banReason: null },
        },
      ],
    )
  })

  it('keeps staff from banning themselves, and all but admins from banning staff', async () => {
    const app = testApp()
    const support = await makeUserWithRole(app, 'support')
    const finance = await makeUserWithRole(app, 'finance')
    const admin = await makeUserWithRole(app, 'admin')
    expect((await staffRequests(support.cookie).ban(support.userId, 'Testing myself')).statusCode).toBe(409)
    expect((await staffRequests(support.cookie).ban(finance.userId, 'Not allowed')).statusCode).toBe(403)
    expect((await staffRequests(admin.cookie).ban(finance.userId, 'Left the company')).statusCode).toBe(200)
    expect((await staffRequests(support.cookie).ban('no-such-user', 'Nobody')).statusCode).toBe(404)
    expect((await staffRequests(support.cookie).ban(admin.userId, 'x')).statusCode).toBe(400)
  })

  it('keeps the audit log append-only, whoever asks', async () => {
    const app = testApp()
    const support = await makeUserWithRole(app, 'support')
    const player = await signUpPlayer(app)
    await staffRequests(support.cookie).ban(player.userId, 'Multiple accounts')
    const { database } = app.services
    await expect(database.query('UPDATE audit_log SET action = $1', ['user.unban'])).rejects.toThrow(
      /append-only/,
    )
    await expect(database.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/)
    await expect(database.query('TRUNCATE audit_log')).rejects.toThrow(/append-only/)
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.recordId, player.userId))
    expect(entries.map((entry) => entry.action)).toEqual(['user.ban'])
  })

  it('creates staff accounts that can sign in; only an admin creates an admin', async () => {
    const app = testApp()
    const admin = await makeUserWithRole(app, 'admin')
    const support = await makeUserWithRole(app, 'support')
    const create = (cookie: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: '/api/admin/users',
        headers: { cookie, origin: app.services.config.publicUrl },
        payload,
      })
    const newStaff = {
      email: `New.Finance${Date.now()}@Khela.test`,
      name: 'New Finance',
      password: 'finance-pass-1',
      role: 'finance',
    }
    const created = await create(admin.cookie, newStaff)
    expect(created.statusCode).toBe(201)
    expect(adminUserRow.parse(created.json())).toMatchObject({
      email: newStaff.email.toLowerCase(),
      role: 'finance',
    })
    expect(errorBody.parse((await create(admin.cookie, newStaff)).json()).error.fields).toEqual({
      email: 'EMAIL_TAKEN',
    })
    expect(
      (await create(support.cookie, { ...newStaff, email: 'x@khela.test', role: 'admin' })).statusCode,
    ).toBe(403)
    expect(
      (await create(admin.cookie, { ...newStaff, email: 'p@khela.test', role: 'player' })).statusCode,
    ).toBe(400)

    const attempt = await signIn(app, { method: 'email', email: newStaff.email, password: newStaff.password })
    expect(attempt.json()).toMatchObject({ user: { role: 'finance' } })
  })

  it("holds a new staff member's password to the operator's policy too", async () => {
    const app = testApp()
    const admin = await makeUserWithRole(app, 'admin')
    const { db } = app.services.database
    const policy = { ...defaultRegistrationSettings.passwordPolicy, minLength: 12, requireDigit: true }
    await db
      .insert(operatorSettings)
      .values({ key: registrationSettingsKey, value: { passwordPolicy: policy } })
    try {
      const create = (password: string) =>
        app.inject({
          method: 'POST',
          url: '/api/admin/users',
          headers: { cookie: admin.cookie, origin: app.services.config.publicUrl },
          payload: { email: `policy${Date.now()}@khela.test`, name: 'Policy', password, role: 'support' },
        })
      const refused = await create('long-enough-but-no-digit')
      expect(refused.statusCode).toBe(400)
      expect(errorBody.parse(refused.json()).error.fields).toEqual({ password: 'PASSWORD_NEEDS_DIGIT' })
      expect((await create('long-enough-with-1-digit')).statusCode).toBe(201)
    } finally {
      await db.delete(operatorSettings).where(eq(operatorSettings.key, registrationSettingsKey))
    }
  })

  it('renames users; roles change only by an admin, and never their own', async () => {
    const app = testApp()
    const admin = await makeUserWithRole(app, 'admin')
    const support = await makeUserWithRole(app, 'support')
    const player = await signUpPlayer(app)
    const update = (cookie: string, id: string, payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${id}`,
        headers: { cookie, origin: app.services.config.publicUrl },
        payload,
      })
    expect(
      adminUserRow.parse((await update(support.cookie, player.userId, { name: 'Karim' })).json()).name,
    ).toBe('Karim')
    expect((await update(support.cookie, player.userId, { role: 'support' })).statusCode).toBe(403)
    expect(
      adminUserRow.parse((await update(admin.cookie, player.userId, { role: 'support' })).json()).role,
    ).toBe('support')
    expect((await update(admin.cookie, admin.userId, { role: 'player' })).statusCode).toBe(409)
    expect((await update(admin.cookie, player.userId, {})).statusCode).toBe(400)
    const entries = await app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, player.userId))
    expect(entries.map((entry) => entry.after)).toEqual([
      { name: 'Karim', role: 'player' },
      { name: 'Karim', role: 'support' },
    ])
  })

  it('deletes a player by anonymising them: no personal data left, no sign-in, the row kept', async () => {
    const app = testApp()
    const support = await makeUserWithRole(app, 'support')
    const finance = await makeUserWithRole(app, 'finance')
    const player = await signUpPlayer(app)
    const remove = (cookie: string, id: string) =>
      app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${id}`,
        headers: { cookie, origin: app.services.config.publicUrl },
      })
    expect((await remove(support.cookie, finance.userId)).statusCode).toBe(403)
    expect((await remove(support.cookie, player.userId)).statusCode).toBe(204)

    const list = adminUserPage.parse(
      (await staffRequests(support.cookie).list(`?search=${player.userId}`)).json(),
    )
    expect(list.users).toEqual([
      expect.objectContaining({
        id: player.userId,
        name: 'Deleted user',
        phone: `deleted:${player.userId}`,
        isBanned: true,
      }),
    ])
    expect(JSON.stringify(list)).not.toContain(player.email)
    expect((await app.inject({ url: '/api/session', headers: { cookie: player.cookie } })).json()).toEqual({
      user: null,
    })
    const attempt = await signIn(app, { method: 'email', email: player.email, password: player.password })
    expect(errorBody.parse(attempt.json()).error.code).toBe('INVALID_CREDENTIALS')
    const [entry] = await app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, player.userId))
    expect(entry).toMatchObject({ action: 'user.delete', before: { role: 'player' } })
    expect(JSON.stringify(entry)).not.toContain(player.email)

    // Deleting again changes nothing and records nothing more.
    const again = await remove(support.cookie, player.userId)
    expect(again.statusCode).toBe(409)
    expect(errorBody.parse(again.json()).error.message).toBe('This user has already been deleted.')
    const entries = await app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, player.userId))
    expect(entries).toHaveLength(1)
  })
})
