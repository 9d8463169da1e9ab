import { gameHistoryPage, gameHistoryQuery } from '@khela/contracts/game-history'
import { originalsSettings } from '@khela/contracts/originals'
import { hasPermission } from '@khela/contracts/permissions'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error.ts'
import { clock } from '../../lib/clock.ts'
import { requireStaff } from '../../session/session.ts'
import { findAdminBets } from './find-admin-bets.ts'
import { findOriginalsSettings } from './find-originals-settings.ts'
import { saveOriginalsSettings } from './save-originals-settings.ts'

/** The back office's Game History (bets and provider rounds with totals and GGR) and the originals' settings. */
export async function adminOriginalsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { db } = app.services.database

  api.get(
    '/admin/originals/bets',
    {
      config: { permission: 'games.read' },
      schema: {
        tags: ['admin-originals'],
        summary:
          "Game History: Khela Originals' bets and, with `providers.read`, provider games' rounds, by player, source, game and days in the operator's time zone, newest first, with stakes, payouts and GGR in all and per game and day",
        querystring: gameHistoryQuery,
        response: { 200: gameHistoryPage },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request)
      const canReadProviderRounds = hasPermission(staff.role, 'providers.read')
      if (!canReadProviderRounds && (request.query.source === 'providers' || request.query.provider))
        throw new AppError('FORBIDDEN', { message: 'Your role does not include provider rounds.' })
      reply.header('cache-control', 'no-store')
      return findAdminBets(db, request.query, { canReadProviderRounds, now: clock.now() })
    },
  )

  api.get(
    '/admin/originals/settings',
    {
      config: { permission: 'games.read' },
      schema: {
        tags: ['admin-originals'],
        summary: "The originals' limits, edges and switches",
        response: { 200: originalsSettings },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findOriginalsSettings(db)
    },
  )

  api.put(
    '/admin/originals/settings',
    {
      config: { permission: 'games.settings' },
      schema: {
        tags: ['admin-originals'],
        summary:
          "Replace the originals' settings (audited); an edge applies from each player's next seed pair and the next Crash round",
        body: originalsSettings,
        response: { 200: originalsSettings },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      return saveOriginalsSettings(db, {
        staff,
        settings: request.body,
        ipAddress: request.ip,
      })
    },
  )
}
