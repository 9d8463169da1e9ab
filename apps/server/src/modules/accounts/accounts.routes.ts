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
import { clock } from '../../lib/clock.ts'
import { createFailureBackoff } from '../../lib/failure-backoff.ts'
import { findSessionUser, toFetchHeaders } from '../../session/find-session-user.ts'
import { assertMayRegisterFrom } from '../compliance/find-restricted-ip-country.ts'
import { ensureDeviceId } from '../risk/device-cookie.ts'
import { recordPlayerDevice } from '../risk/record-player-device.ts'
import { runRiskCheck } from '../risk/run-risk-check.ts'
import { findRegistrationSettings } from '../settings/find-registration-settings.ts'
import { forwardAuthCookies } from './auth-response.ts'
import { checkPromoCode } from './check-promo-code.ts'
import { creditReferringAffiliate } from './credit-referring-affiliate.ts'
import { registerPlayer } from './register-player.ts'
import { signInPlayer } from './sign-in-player.ts'

export async function accountsRoutes(app: FastifyInstance) {
  const { config, database, auth } = app.services
  const api = app.withTypeProvider<ZodTypeProvider>()
  const limits = config.rateLimits
  // Past SIGN_IN_LIMIT_PER_ACCOUNT failures, one source waits 1 s before its next attempt at that account, then
  // 2 s, 4 s … up to 15 minutes (about 100 guesses a day); a day without failures, or a success, starts it afresh.
  const failedSignIns = createFailureBackoff({
    freeFailures: limits.signInPerAccount,
    baseDelayMs: 1_000,
    maxDelayMs: 15 * 60_000,
    forgetAfterMs: 24 * 60 * 60_000,
    now: () => clock.now().getTime(),
  })

  api.get(
    '/accounts/registration-settings',
    {
      config: { access: 'public' },
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
      config: {
        errors: ['CONFLICT'],
        access: 'public',
        rateLimit: { max: limits.registrationPerIp, timeWindow: '1 hour' },
      },
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
      await creditReferringAffiliate(request, userId)
      return replySignedIn(reply, response, userId, 201)
    },
  )

  api.post(
    '/accounts/sign-in',
    {
      config: {
        errors: ['INVALID_CREDENTIALS', 'ACCOUNT_BANNED'],
        access: 'public',
        rateLimit: { max: limits.signInPerIp, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['accounts'],
        summary: 'Sign in with email or phone and password',
        body: signInInput,
        response: { 200: signedIn },
      },
    },
    async (request, reply) => {
      // Requests per IP above, failures per account and source in signInPlayer.
      const response = await signInPlayer(
        app.services,
        { input: request.body, source: request.ip, failures: failedSignIns },
        toFetchHeaders(request.headers),
      )
      const { user } = (await response.clone().json()) as { user: { id: string } }
      return replySignedIn(reply, response, user.id, 200)
    },
  )

  api.get(
    '/accounts/promo-codes/:code',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
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
