import { outboxList } from '@khela/contracts/mail'
import { describe, expect, it } from 'vitest'
import { makeUserWithRole } from '../../../test/make-staff.ts'
import { signUpPlayer } from '../../../test/sign-up.ts'
import { useTestApp } from '../../../test/use-test-app.ts'

const testApp = useTestApp()

async function outboxFor(email: string, staffCookie: string) {
  const response = await testApp().inject({
    url: `/api/admin/outbox?recipient=${encodeURIComponent(email)}`,
    headers: { cookie: staffCookie },
  })
  return outboxList.parse(response.json()).emails
}

function linkIn(text: string): URL {
  const url = text.match(/https?:\/\/\S+/)?.[0]
  if (!url) throw new Error(`no link in: ${text}`)
  return new URL(url)
}

describe('email verification without a mail server', () => {
  it('queues the link at registration, in both languages, and the link confirms the email', async () => {
    const app = testApp()
    const admin = await makeUserWithRole(app, 'admin')
    const player = await signUpPlayer(app)
    const [email] = await outboxFor(player.email, admin.cookie)
    expect(email).toMatchObject({ recipient: player.email, sentAt: null })
    expect(email?.text).toContain('Confirm your email address')
    expect(email?.text).toContain('ইমেইল ঠিকানা নিশ্চিত করুন')

    const link = linkIn(email?.text ?? '')
    const opened = await app.inject({ url: `${link.pathname}${link.search}` })
    expect(opened.statusCode).toBe(302)
    expect(opened.headers.location).toBe(`${app.services.config.publicUrl}/profile`)
    const profile = await app.inject({ url: '/api/accounts/profile', headers: { cookie: player.cookie } })
    expect(profile.json()).toMatchObject({ isEmailVerified: true })
  })

  it('sends a new link on request, to the signed-in player only', async () => {
    const app = testApp()
    const support = await makeUserWithRole(app, 'support')
    const player = await signUpPlayer(app)
    const send = (cookie?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/verify-email',
        headers: { origin: app.services.config.publicUrl, ...(cookie ? { cookie } : {}) },
      })
    expect((await send()).statusCode).toBe(401)
    expect((await send(player.cookie)).statusCode).toBe(204)
    expect(await outboxFor(player.email, support.cookie)).toHaveLength(2)
  })

  it('hides the secret of a live link from staff other than administrators', async () => {
    const app = testApp()
    const support = await makeUserWithRole(app, 'support')
    const player = await signUpPlayer(app)
    const [email] = await outboxFor(player.email, support.cookie)
    expect(email?.text).toContain('/api/auth/verify-email?token=[hidden]')
    const hidden = linkIn(email?.text ?? '')
    await app.inject({ url: `${hidden.pathname}${hidden.search}` })
    const profile = await app.inject({ url: '/api/accounts/profile', headers: { cookie: player.cookie } })
    expect(profile.json()).toMatchObject({ isEmailVerified: false })
  })

  it('shows the outbox to staff who may read users, and to nobody else', async () => {
    const app = testApp()
    const content = await makeUserWithRole(app, 'content')
    expect(
      (await app.inject({ url: '/api/admin/outbox', headers: { cookie: content.cookie } })).statusCode,
    ).toBe(403)
  })
})
