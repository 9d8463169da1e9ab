import { playerRoundsPage, playerRoundsQuery } from '@khela/contracts/provider-wallet'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requirePlayer } from '../../session/session.ts'
import { findPlayerRounds } from './find-player-rounds.ts'

/** The signed-in player's provider game rounds, shown in Bet History beside the Khela Originals' bets. */
export async function playerRoundsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database } = app.services
  api.get(
    '/providers/rounds',
    {
      schema: {
        tags: ['providers'],
        summary: "The signed-in player's provider game rounds, newest first, 20 a page",
        querystring: playerRoundsQuery,
        response: { 200: playerRoundsPage },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      reply.header('cache-control', 'private, no-store')
      return findPlayerRounds(database.db, player.id, request.query.page)
    },
  )
}
