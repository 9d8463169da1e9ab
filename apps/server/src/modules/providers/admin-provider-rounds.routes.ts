import { isUuid } from '@khela/contracts/ids'
import {
  adminProviderRoundDetail,
  adminProviderRoundPage,
  adminProviderRoundQuery,
  providerSettings,
  resolveProviderRoundInput,
} from '@khela/contracts/provider-rounds'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { clock } from '../../lib/clock.ts'
import { requireStaff } from '../../session/session.ts'
import { publishHints } from '../realtime/publish-hints.ts'
import { publishBalanceChanged } from '../wallet/publish-balance-changed.ts'
import { findAdminProviderRound, findAdminProviderRounds } from './find-admin-provider-rounds.ts'
import { findProviderSettings, saveProviderSettings } from './provider-settings.ts'
import { resolveProviderRound } from './resolve-provider-round.ts'

/** The back office's Provider rounds: the list, a round's transactions, a stuck round's decision, and when a round is stuck. */
export async function adminProviderRoundsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database, realtime } = app.services
  const { db } = database
  const tags = ['admin-providers']

  api.get(
    '/admin/providers/rounds',
    {
      config: { permission: 'providers.read' },
      schema: {
        tags,
        summary:
          "Provider rounds: by player, provider, round or transaction id, status (open, closed, stuck) and the operator's days; newest first",
        querystring: adminProviderRoundQuery,
        response: { 200: adminProviderRoundPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findAdminProviderRounds(db, request.query, clock.now())
    },
  )

  api.get(
    '/admin/providers/rounds/:id',
    {
      config: { permission: 'providers.read' },
      schema: {
        tags,
        summary: 'One provider round with every transaction on it, oldest first',
        params: z.object({ id: z.string() }),
        response: { 200: adminProviderRoundDetail },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const round = isUuid(request.params.id)
        ? await findAdminProviderRound(db, request.params.id, clock.now())
        : null
      if (!round) throw new AppError('NOT_FOUND')
      return round
    },
  )

  api.post(
    '/admin/providers/rounds/:id/resolve',
    {
      config: { permission: 'providers.resolve', errors: ['ALREADY_DECIDED', 'CONFLICT'] },
      schema: {
        tags,
        summary:
          "Close a stuck round (audited): settle it as it stands, or refund the stakes it still holds (staked − refunded − won) to the player's cash; once",
        params: z.object({ id: z.string() }),
        body: resolveProviderRoundInput,
        response: { 200: adminProviderRoundDetail },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      const now = clock.now()
      const resolved = await resolveProviderRound(db, {
        staff,
        roundId: request.params.id,
        action: request.body.action,
        reason: request.body.reason,
        ipAddress: request.ip,
        now,
      })
      if (resolved.refund > 0) await publishHints(request, [publishBalanceChanged(realtime, resolved.userId)])
      const round = await findAdminProviderRound(db, resolved.roundId, now)
      if (!round) throw new AppError('NOT_FOUND')
      return round
    },
  )

  api.get(
    '/admin/providers/settings',
    {
      config: { permission: 'providers.read' },
      schema: {
        tags,
        summary: 'When an open provider round counts as stuck',
        response: { 200: providerSettings },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findProviderSettings(db)
    },
  )

  api.put(
    '/admin/providers/settings',
    {
      config: { permission: 'providers.resolve' },
      schema: {
        tags,
        summary: 'Set when an open provider round counts as stuck (audited)',
        body: providerSettings,
        response: { 200: providerSettings },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      return saveProviderSettings(db, { staff, settings: request.body, ipAddress: request.ip })
    },
  )
}
