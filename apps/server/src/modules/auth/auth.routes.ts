import { currentSession } from '@khela/contracts/session'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error.ts'
import { findSessionUser, forgetCallerSessions, toFetchHeaders } from '../../session/find-session-user.ts'

/**
 * Better Auth's own doors that would skip Khela's rules: password sign-up and sign-in (the operator's rules and the
 * failed-sign-in limit), password changes and sets (the policy and the common-password list), and the admin
 * plugin's account creation and role changes (`canGrantRole`, and the audit log). Khela calls these through
 * `auth.api` on the server, after its own checks.
 */
const closedAuthPaths = [
  '/sign-up/email',
  '/sign-in/email',
  '/change-password',
  '/admin/create-user',
  '/admin/set-user-password',
  '/admin/set-role',
  '/admin/update-user',
]

export async function authRoutes(app: FastifyInstance) {
  const { auth, config } = app.services

  // Better Auth speaks the Fetch API; this hands it the request as one and copies its answer back.
  app.route({
    method: ['GET', 'POST'],
    url: '/auth/*',
    schema: { hide: true },
    config: { rateLimit: { max: config.rateLimits.authPerIp, timeWindow: '1 minute' } },
    async handler(request, reply) {
      // Players register, sign in and change passwords through /api/accounts, and staff accounts are made and
      // changed through /api/admin/users, which apply the operator's rules and the limits.
      if (closedAuthPaths.some((closed) => request.url.split('?')[0] === `/api/auth${closed}`)) {
        throw new AppError('NOT_FOUND')
      }
      const response = await auth.handler(
        new Request(new URL(request.url, config.publicUrl), {
          method: request.method,
          headers: toFetchHeaders(request.headers),
          ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
        }),
      )
      reply.status(response.status)
      // A sign-out ends the caller's session; other processes hear it from the database.
      if (request.method === 'POST') forgetCallerSessions(auth, request.headers)
      // The OAuth callback is a hop of the Google popup's way back to the site; with the site's COOP it would
      // move the popup to a browsing context group of its own and cut it off from this window (decision 0004).
      if (request.url.startsWith('/api/auth/callback/'))
        reply.header('cross-origin-opener-policy', 'unsafe-none')
      for (const [name, value] of response.headers) if (name !== 'set-cookie') reply.header(name, value)
      for (const cookie of response.headers.getSetCookie()) reply.header('set-cookie', cookie)
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null)
    },
  })

  app.withTypeProvider<ZodTypeProvider>().get(
    '/session',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, or null',
        response: { 200: currentSession },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { user: await findSessionUser(auth, request.headers) }
    },
  )
}
