import type { IncomingHttpHeaders } from 'node:http'
import { role, type SessionUser } from '@khela/contracts/session'
import type { Auth } from './auth.ts'

// Better Auth's session cookie with the `khela` prefix; `__Secure-` over https.
const sessionCookieNames = ['khela.session_token', '__Secure-khela.session_token']

/**
 * The signed-in user behind a request's cookies, or null. Banned users have no session, and neither has a
 * session older than the configured absolute lifetime, however recently it was used (it is ended here).
 * A cookie verified moments ago is answered from this process's session cache (see session-cache.ts).
 */
export async function findSessionUser(auth: Auth, headers: IncomingHttpHeaders): Promise<SessionUser | null> {
  const key = sessionCookieOf(headers.cookie)
  // No session cookie, no session: Better Auth would answer null without a query too.
  if (!key) return null
  const cached = auth.sessionCache.get(key)
  if (cached) return cached
  const mark = auth.sessionCache.mark()
  const session = await auth.api.getSession({ headers: toFetchHeaders(headers) })
  if (!session || session.user.banned) return null
  const endsAt = new Date(session.session.createdAt).getTime() + auth.sessionMaxSeconds * 1000
  if (Date.now() > endsAt) {
    await (await auth.$context).internalAdapter.deleteSession(session.session.token)
    return null
  }
  const parsedRole = role.safeParse(session.user.role)
  const user: SessionUser = {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    role: parsedRole.success ? parsedRole.data : 'player',
  }
  auth.sessionCache.set(key, user, Math.min(endsAt, new Date(session.session.expiresAt).getTime()), mark)
  return user
}

/**
 * For routes whose writes may end or change the caller's own sessions (sign-out, password, profile): forgets
 * them in this process as the answer goes out, after the commit. Other processes hear it from the database.
 */
export function forgetCallerSessions(auth: Auth, headers: IncomingHttpHeaders): void {
  const key = sessionCookieOf(headers.cookie)
  if (!key) return
  const user = auth.sessionCache.get(key)
  if (user) auth.sessionCache.forgetUser(user.id)
  else auth.sessionCache.forgetKey(key)
}

/** The session cookie's value as sent (token and signature), or null. */
export function sessionCookieOf(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=')
    if (separator < 0) continue
    const name = part.slice(0, separator).trim()
    if (sessionCookieNames.includes(name)) return part.slice(separator + 1).trim() || null
  }
  return null
}

export function toFetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item)
  }
  return result
}
