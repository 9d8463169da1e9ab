import {
  promoCodeStatus,
  registrationInput,
  registrationSettings,
  signedIn,
  signInInput,
} from '@khela/contracts/accounts'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { createFailureLimiter } from '../../lib/failure-limiter.ts'
import { findSessionUser, toFetchHeaders } from '../auth/find-session-user.ts'
import { assertMayRegisterFrom } from '../compliance/find-restricted-ip-country.ts'
import { ensureDeviceId } from '../risk/device-cookie.ts'
import { recordPlayerDevice } from '../risk/record-player-device.ts'
import { runRiskCheck } from '../risk/run-risk-check.ts'
import { forwardAuthCookies } from './auth-response.ts'
import { checkPromoCode } from './check-promo-code.ts'
import { findRegistrationSettings } from './find-registration-settings.ts'
import { registerPlayer } from './register-player.ts'
import { signInPlayer } from './sign-in-player.ts'

export async function accountsRoutes(app: FastifyInstance) {
  const { config, database, auth } = app.services
  const api = app.withTypeProvider<ZodTypeProvider>()
  const limits = config.rateLimits
  const failedSignIns = createFailureLimiter({ maxFailures: limits.signInPerAccount, windowMs: 15 * 60_000 })

  api.get(
    '/accounts/registration-settings',
    {
      schema: {
        tags: ['accounts'],
        summary: 'What the registration and sign-in forms need: password policy, minimum age, banner',
        response: { 200: registrationSettings },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache')
      return {
        ...(await findRegistrationSettings(database.db)),
        isGoogleSignInEnabled: config.google !== null,
      }
    },
  )

  api.post(
    '/accounts/register',
    {
      config: { rateLimit: { max: limits.registrationPerIp, timeWindow: '1 hour' } },
      schema: {
        tags: ['accounts'],
        summary: 'Register a player and sign them in',
        body: registrationInput,
        response: { 201: signedIn },
      },
    },
    async (request, reply) => {
      await assertMayRegisterFrom(app.services, request.ip)
      const { response, userId } = await registerPlayer(
        app.services,
        request.body,
        toFetchHeaders(request.headers),
      )
      return replySignedIn(reply, response, userId, 201)
    },
  )

  api.post(
    '/accounts/sign-in',
    {
      config: { rateLimit: { max: limits.signInPerIp, timeWindow: '1 minute' } },
      // Per account as well as per IP, so guessing one player's password from many addresses is slow too.
      preHandler: app.rateLimit({
        max: limits.signInPerAccount,
        timeWindow: '15 minutes',
        keyGenerator: (request) => {
          const body = request.body as { email?: unknown; phone?: unknown } | undefined
          return `sign-in:${String(body?.email ?? body?.phone ?? '')
            .toLowerCase()
            .replace(/\s/g, '')}`
        },
      }),
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email or phone and password',
        body: signInInput,
        response: { 200: signedIn },
      },
    },
    async (request, reply) => {
      // Failures per account as well as requests per IP, so guessing one player's password from many
      // addresses is slow too.
      const account = request.body.method === 'email' ? request.body.email : request.body.phone
      if (failedSignIns.isBlocked(account)) throw new AppError('RATE_LIMITED')
      try {
        const response = await signInPlayer(app.services, request.body, toFetchHeaders(request.headers))
        failedSignIns.reset(account)
        const { user } = (await response.clone().json()) as { user: { id: string } }
        return await replySignedIn(reply, response, user.id, 200)
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS')
          failedSignIns.recordFailure(account)
        throw error
      }
    },
  )

  api.get(
    '/accounts/promo-codes/:code',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['accounts'],
        summary: 'Whether a promo code can be used at registration',
        params: z.object({ code: z.string().trim().min(1).max(32) }),
        response: { 200: promoCodeStatus },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { status: await checkPromoCode(database.db, request.params.code) }
    },
  )

  /** Answers with the signed-in user as the rest of the API sees them, and the new session's cookie. */
  async function replySignedIn(reply: FastifyReply, response: Response, userId: string, status: 200 | 201) {
    forwardAuthCookies(response, reply)
    const cookie = response.headers
      .getSetCookie()
      .map((setCookie) => setCookie.split(';')[0])
      .join('; ')
    const user = await findSessionUser(auth, { cookie })
    if (!user || user.id !== userId) throw new Error('the new session does not resolve to its user')
    if (user.role === 'player') {
      const deviceId = ensureDeviceId(reply.request, reply, config.publicUrl.startsWith('https://'))
      await runRiskCheck(reply.log, 'device', () => recordPlayerDevice(database.db, { userId, deviceId }))
    }
    return reply.status(status).send({ user })
  }
}
