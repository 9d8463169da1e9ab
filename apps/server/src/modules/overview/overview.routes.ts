import { adminOverview, overviewSeries, overviewSeriesQuery } from '@khela/contracts/overview'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { findOverview } from './find-overview.ts'
import { findOverviewSeries } from './find-overview-series.ts'

/**
 * The back office's overview. `users.read` (admin, finance, support): those staff already see any player's
 * balances, payments and transactions one by one; the overview only adds them up.
 */
export async function overviewRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { db } = app.services.database

  api.get(
    '/admin/overview',
    {
      config: { permission: 'users.read' },
      schema: {
        tags: ['admin-overview'],
        summary:
          "The overview's stat cards (players, bans, games, partners, players' cash per currency), latest payments and bets, and whether the licence is missing",
        response: { 200: adminOverview },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findOverview(db, new Date())
    },
  )

  api.get(
    '/admin/overview/series',
    {
      config: { permission: 'users.read' },
      schema: {
        tags: ['admin-overview'],
        summary:
          "Per day in the operator's time zone from `from` to `to` (at most 366 days): deposits, withdrawals, stakes, payouts and GGR per currency, the sportsbook's GGR per sport, and new players",
        querystring: overviewSeriesQuery,
        response: { 200: overviewSeries },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findOverviewSeries(db, request.query)
    },
  )
}
