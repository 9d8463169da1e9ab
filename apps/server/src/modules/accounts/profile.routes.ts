import { passwordChange, profile, profileUpdate, registrationCompletion } from '@khela/contracts/accounts'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error.ts'
import { forgetCallerSessions, toFetchHeaders } from '../../session/find-session-user.ts'
import { requireSessionUser } from '../../session/session.ts'
import { assertMayRegisterFrom } from '../compliance/find-restricted-ip-country.ts'
import { forwardAuthCookies } from './auth-response.ts'
import { changePassword } from './change-password.ts'
import { completeRegistration } from './complete-registration.ts'
import { creditReferringAffiliate } from './credit-referring-affiliate.ts'
import { findProfile } from './find-profile.ts'
import { signOutEverywhere } from './sign-out-everywhere.ts'
import { updateProfile } from './update-profile.ts'

/** The signed-in player's own profile and sessions. */
export async function profileRoutes(app: FastifyInstance) {
  const { auth, database } = app.services
  const api = app.withTypeProvider<ZodTypeProvider>()
  // A name, a password or a sign-out everywhere changes what the caller's sessions say, or ends them.
  api.addHook('onSend', async (request) => {
    if (request.method !== 'GET') forgetCallerSessions(auth, request.headers)
  })

  api.get(
    '/accounts/profile',
    {
      config: { errors: ['REGISTRATION_INCOMPLETE'], access: 'signed-in' },
      schema: { tags: ['accounts'], summary: "The signed-in player's profile", response: { 200: profile } },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request)
      reply.header('cache-control', 'no-store')
      try {
        return await findProfile(database.db, user.id)
      } catch (error) {
        // A player who signed up with Google has no profile until they complete their registration.
        if (error instanceof AppError && error.code === 'NOT_FOUND' && user.role === 'player')
          throw new AppError('REGISTRATION_INCOMPLETE')
        throw error
      }
    },
  )

  api.post(
    '/accounts/complete-registration',
    {
      config: { errors: ['CONFLICT'], access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: 'Give the details registration asks for, after signing up with Google',
        body: registrationCompletion,
        response: { 201: profile },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request)
      // Staff accounts are not players: a profile would give one a wallet beside its back-office powers.
      if (user.role !== 'player') throw new AppError('FORBIDDEN')
      await assertMayRegisterFrom(app.services, request.ip)
      await completeRegistration(database.db, user.id, request.body)
      await creditReferringAffiliate(request, user.id)
      return reply.status(201).send(await findProfile(database.db, user.id))
    },
  )

  api.put(
    '/accounts/profile',
    {
      config: { errors: ['CONFLICT'], access: 'signed-in' },
      schema: {
        tags: ['accounts'],
        summary: "Save the signed-in player's details",
        body: profileUpdate,
        response: { 200: profile },
      },
    },
    async (request) => {
      const user = await requireSessionUser(request)
      return updateProfile(database.db, user.id, request.body)
    },
  )

  api.post(
    '/accounts/password',
    {
      config: { access: 'signed-in', rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in player's password; other sessions end",
        body: passwordChange,
      },
    },
    async (request, reply) => {
      await requireSessionUser(request)
      const response = await changePassword(app.services, request.body, toFetchHeaders(request.headers))
      forwardAuthCookies(response, reply)
      return reply.status(204).send()
    },
  )

  api.post(
    '/accounts/verify-email',
    {
      config: { access: 'signed-in', rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: { tags: ['accounts'], summary: 'Send the signed-in player a new email verification link' },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request)
      await auth.api.sendVerificationEmail({
        body: { email: user.email, callbackURL: `${app.services.config.publicUrl}/profile` },
        headers: toFetchHeaders(request.headers),
      })
      return reply.status(204).send()
    },
  )

  api.post(
    '/accounts/sign-out-everywhere',
    {
      config: { access: 'signed-in' },
      schema: { tags: ['accounts'], summary: 'End every session of the signed-in player, on every device' },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request)
      const response = await signOutEverywhere(app.services, user.id, toFetchHeaders(request.headers))
      forwardAuthCookies(response, reply)
      return reply.status(204).send()
    },
  )
}
