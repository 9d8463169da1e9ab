import type { IncomingHttpHeaders } from 'node:http'
import { role, type SessionUser } from '@khela/contracts/session'
import type { Auth } from './auth.ts'

/**
 * The signed-in user behind a request's cookies, or null. Banned users have no session, and neither has a
 * session older than the configured absolute lifetime, however recently it was used (it is ended here).
 */
export async function findSessionUser(auth: Auth, headers: IncomingHttpHeaders): Promise<SessionUser | null> {
  const session = await auth.api.getSession({ headers: toFetchHeaders(headers) })
  if (!session || session.user.banned) return null
  if (Date.now() - new Date(session.session.createdAt).getTime() > auth.sessionMaxSeconds * 1000) {
    await (await auth.$context).internalAdapter.deleteSession(session.session.token)
    return null
  }
  const parsedRole = role.safeParse(session.user.role)
  return {
    id: session.user.id,
    email: session.user.email,
    name: session.user.name,
    role: parsedRole.success ? parsedRole.data : 'player',
  }
}

export function toFetchHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers()
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) result.append(name, item)
  }
  return result
}
