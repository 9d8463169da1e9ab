import { adminCrashRound } from '@khela/contracts/originals'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { findCrashState } from './find-crash-state.ts'

/** The back office's view of the live Crash round: every bet with its player's real name. */
export async function adminCrashRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database } = app.services

  api.get(
    '/admin/originals/crash/round',
    {
      config: { errors: ['NOT_FOUND'], permission: 'games.read' },
      schema: {
        tags: ['admin-originals'],
        summary: 'The current Crash round with its bets by player (the crash point only once it has crashed)',
        response: { 200: adminCrashRound },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findCrashState(database.db, Date.now())
    },
  )
}
