import {
  exclusionInput,
  limitsInput,
  playSession,
  realityCheckInput,
  responsibleGamblingState,
} from '@khela/contracts/responsible-gambling'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requirePlayer } from '../../session/session.ts'
import { findPlaySession } from './find-play-session.ts'
import { findResponsibleGamblingState } from './find-responsible-gambling-state.ts'
import { startExclusion } from './start-exclusion.ts'
import { updateLimits } from './update-limits.ts'
import { updateRealityCheck } from './update-reality-check.ts'

/**
 * The player's own tools, and the back office's read-only view of them. No route ends an exclusion or changes a
 * player's tools on their behalf: staff can see them, not shorten them.
 */
export async function responsibleGamblingRoutes(app: FastifyInstance) {
  const { database } = app.services
  const api = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['responsible-gambling']

  api.get(
    '/responsible-gambling',
    {
      schema: {
        tags,
        summary: "The signed-in player's limits, pending increases, exclusion and reality check",
        response: { 200: responsibleGamblingState },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      reply.header('cache-control', 'no-store')
      return findResponsibleGamblingState(database.db, player.id)
    },
  )

  api.put(
    '/responsible-gambling/limits',
    {
      schema: {
        tags,
        summary: 'Set every limit: stricter ones apply at once, looser ones and removals after 24 hours',
        body: limitsInput,
        response: { 200: responsibleGamblingState },
      },
    },
    async (request) => {
      const player = await requirePlayer(request)
      return updateLimits(database.db, { userId: player.id, limits: request.body, ipAddress: request.ip })
    },
  )

  api.post(
    '/responsible-gambling/exclusion',
    {
      schema: {
        tags,
        summary: 'Take a time-out or exclude yourself; it cannot be ended early',
        body: exclusionInput,
        response: { 200: responsibleGamblingState },
      },
    },
    async (request) => {
      const player = await requirePlayer(request)
      return startExclusion(database.db, {
        userId: player.id,
        duration: request.body.duration,
        ipAddress: request.ip,
      })
    },
  )

  api.put(
    '/responsible-gambling/reality-check',
    {
      schema: {
        tags,
        summary: 'Minutes between reality checks, or null for none',
        body: realityCheckInput,
        response: { 200: responsibleGamblingState },
      },
    },
    async (request) => {
      const player = await requirePlayer(request)
      return updateRealityCheck(database.db, {
        userId: player.id,
        minutes: request.body.minutes,
        ipAddress: request.ip,
      })
    },
  )

  api.get(
    '/responsible-gambling/session',
    {
      schema: {
        tags,
        summary: 'The current play session: its start, stakes and payouts (the reality check)',
        response: { 200: playSession },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      reply.header('cache-control', 'no-store')
      return findPlaySession(database.db, player.id)
    },
  )

  api.get(
    '/admin/users/:id/responsible-gambling',
    {
      config: { permission: 'users.read' },
      schema: {
        tags: ['admin-users'],
        summary: "A player's limits, pending changes and exclusion (read only)",
        params: z.object({ id: z.string().min(1).max(100) }),
        response: { 200: responsibleGamblingState },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findResponsibleGamblingState(database.db, request.params.id)
    },
  )
}
