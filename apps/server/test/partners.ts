import type { AffiliateApplicationInput, AffiliateLinkInput } from '@khela/contracts/partners'
import { affiliateLink, myAffiliate } from '@khela/contracts/partners'
import { expect } from 'vitest'
import type { App } from '../src/app.ts'
import { registrationFor, sessionCookieOf, signUpPlayer } from './sign-up.ts'

/** An application that passes every rule; override any field. */
export function applicationFor(
  overrides: Partial<AffiliateApplicationInput> = {},
): AffiliateApplicationInput {
  return {
    channel: 'https://cricket-tips.example.test',
    trafficSources: 'Facebook page and a Telegram channel',
    expectedMonthlyPlayers: 50,
    messenger: 'telegram @cricket_tips',
    ...overrides,
  }
}

/** The partners' endpoints as one signed-in account (or a visitor, with null) calls them. */
export function partnersClient(app: App, cookie: string | null) {
  const headers: Record<string, string> = { origin: app.services.config.publicUrl }
  if (cookie) headers.cookie = cookie
  return {
    me: () => app.inject({ url: '/api/partners/me', headers }),
    apply: (payload: object = applicationFor()) =>
      app.inject({ method: 'POST', url: '/api/partners/applications', headers, payload }),
    links: () => app.inject({ url: '/api/partners/links', headers }),
    createLink: (payload: Partial<AffiliateLinkInput> | object) =>
      app.inject({ method: 'POST', url: '/api/partners/links', headers, payload }),
    report: (from: string, to: string) =>
      app.inject({ url: `/api/partners/report?from=${from}&to=${to}`, headers }),
    csv: (from: string, to: string, by: string) =>
      app.inject({ url: `/api/partners/report.csv?from=${from}&to=${to}&by=${by}`, headers }),
    statements: () => app.inject({ url: '/api/partners/statements', headers }),
    statement: (id: string) => app.inject({ url: `/api/partners/statements/${id}`, headers }),
    adminList: (query = '') => app.inject({ url: `/api/admin/partners/affiliates${query}`, headers }),
    adminReport: (id: string, from: string, to: string) =>
      app.inject({ url: `/api/admin/partners/affiliates/${id}/report?from=${from}&to=${to}`, headers }),
    decide: (id: string, payload: object) =>
      app.inject({ method: 'POST', url: `/api/admin/partners/affiliates/${id}/decision`, headers, payload }),
    saveSettings: (payload: object) =>
      app.inject({ method: 'PUT', url: '/api/admin/partners/settings', headers, payload }),
  }
}

/** A player who applied and was approved by `adminCookie`: now an affiliate, with one link. */
export async function approvedAffiliate(
  app: App,
  adminCookie: string,
  link: Partial<AffiliateLinkInput> = {},
) {
  const account = await signUpPlayer(app)
  const applied = await partnersClient(app, account.cookie).apply()
  expect(applied.statusCode, applied.body).toBe(201)
  const affiliateId = myAffiliate.parse(applied.json()).affiliate?.id ?? ''
  const approved = await partnersClient(app, adminCookie).decide(affiliateId, { decision: 'approve' })
  expect(approved.statusCode, approved.body).toBe(200)
  const created = await partnersClient(app, account.cookie).createLink({ name: 'Main', ...link })
  expect(created.statusCode, created.body).toBe(201)
  return { ...account, affiliateId, link: affiliateLink.parse(created.json()) }
}

/** Follows a tracking link as a browser would; returns the answer and the `name=value` cookie it set, if any. */
export async function followLink(app: App, code: string, sub?: string) {
  const response = await app.inject({
    url: `/r/${encodeURIComponent(code)}${sub === undefined ? '' : `?sub=${encodeURIComponent(sub)}`}`,
  })
  const setCookie = [response.headers['set-cookie']].flat().find((value) => value?.startsWith('khela_ref='))
  return { response, setCookie: setCookie ?? null, cookie: setCookie?.split(';')[0] ?? null }
}

/** Registers a fresh player from a browser that carries `cookie` (a tracking link's); returns the new user's id. */
export async function registerWithCookie(app: App, cookie: string | null): Promise<string> {
  return (await registerReferred(app, cookie)).userId
}

/** The same, with the new player's session cookie. */
export async function registerReferred(app: App, cookie: string | null) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/accounts/register',
    headers: { origin: app.services.config.publicUrl, ...(cookie ? { cookie } : {}) },
    payload: registrationFor(),
  })
  expect(response.statusCode, response.body).toBe(201)
  return { userId: (response.json() as { user: { id: string } }).user.id, cookie: sessionCookieOf(response) }
}
