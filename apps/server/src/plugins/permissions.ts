import { hasPermission, type Permission } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error.ts'
import { findSessionUser } from '../session/find-session-user.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a back-office route needs; required for every route under /api/admin. */
    permission?: Permission
    /**
     * Who may call a route without a permission, for the API document (the handler still checks): a signed-in
     * player unless it says `public`, `signed-in` (any session, staff too), `provider` (a game provider's
     * server, by the signature of the wallet API) or `feed` (a live feed's sender, by its signature).
     */
    access?: 'public' | 'signed-in' | 'provider' | 'feed'
    /** Limited by a hook of its own rather than `config.rateLimit`, so the API document lists its 429. */
    isRateLimited?: boolean
  }
  interface FastifyInstance {
    /** Every back-office route, for the test that proves each one refuses visitors and players. */
    adminRoutes: { method: string; url: string }[]
  }
  interface FastifyRequest {
    /** Set on routes that declare a permission, once the caller has been checked. */
    staff: SessionUser | null
  }
}

export const adminPathPrefix = '/api/admin/'

/**
 * Back-office routes declare `config: { permission }`; this checks it before the handler runs (401 without a
 * session, 403 without the permission). A route under /api/admin without a permission stops the server from
 * starting, so a forgotten check cannot ship.
 */
export function registerPermissionChecks(app: FastifyInstance) {
  app.decorateRequest('staff', null)
  app.decorate('adminRoutes', [])
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission
    if (!permission) {
      if (route.url.startsWith(adminPathPrefix))
        throw new Error(`${route.method} ${route.url} declares no permission`)
      return
    }
    for (const method of [route.method].flat())
      if (method !== 'HEAD') app.adminRoutes.push({ method, url: route.url })
    const check = async (request: FastifyRequest) => {
      const user = await findSessionUser(app.services.auth, request.headers)
      if (!user) throw new AppError('UNAUTHENTICATED')
      if (!hasPermission(user.role, permission)) throw new AppError('FORBIDDEN')
      request.staff = user
    }
    // onRequest: before the body is read or validated, so a caller without the right gets 401/403, not 400.
    route.onRequest = [check, ...[route.onRequest ?? []].flat()]
  })
}
