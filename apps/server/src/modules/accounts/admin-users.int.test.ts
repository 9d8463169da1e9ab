import { adminUserPage, adminUserRow } from '@khela/contracts/admin-users'
import { errorBody } from '@khela/contracts/errors'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'
import { connectSocket } from '../../../test/ws-client.ts'
import { auditLog } from '../../db/schema/audit.ts'

const testApp = useTestApp()

function staffRequests(cookie: string) {
  const app = testApp()
  const headers = { cookie, origin: app.services.config.publicUrl }
  return {
    list: (query = '') => app.inject({ url: `/api/admin/users${query}`, headers }),
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
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      headers: { origin: app.services.config.publicUrl },
      payload: { method: 'email', email: player.email, password: player.password },
    })
    expect(errorBody.parse(signIn.json()).error.code).toBe('ACCOUNT_BANNED')

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
})
