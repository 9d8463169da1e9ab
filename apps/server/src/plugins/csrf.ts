import type { FastifyInstance } from 'fastify'
import { AppError } from '../lib/app-error.ts'

export const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A write that carries the session cookie must come from the site itself: its Origin is the site's own, or
 * (browsers that omit Origin) Sec-Fetch-Site says same-origin. Requests without cookies carry no ambient
 * authority and pass. Better Auth checks its own routes the same way.
 */
export function registerCsrfProtection(app: FastifyInstance) {
  const siteOrigin = new URL(app.services.config.publicUrl).origin
  app.addHook('onRequest', async (request) => {
    if (safeMethods.has(request.method) || !request.headers.cookie) return
    // A game provider's server or a live feed proves itself by its signature; a cookie there carries no authority.
    const { access } = request.routeOptions.config ?? {}
    if (access === 'provider' || access === 'feed') return
    const { origin } = request.headers
    const isSameOrigin = origin ? origin === siteOrigin : request.headers['sec-fetch-site'] === 'same-origin'
    if (!isSameOrigin) {
      throw new AppError('FORBIDDEN', {
        internalDetail: `cross-site ${request.method} from ${origin ?? 'unknown'}`,
      })
    }
  })
}
