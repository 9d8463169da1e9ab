import { adminEventDetail, adminSportsbookIdParams } from '@khela/contracts/admin-sportsbook'
import {
  adminSportBetPage,
  adminSportBetQuery,
  liabilityLimitChange,
  liabilityPage,
  liabilityQuery,
  playerIdParams,
  playerStakeFactor,
  stakeFactorChange,
} from '@khela/contracts/admin-sportsbook-risk'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff } from '../../session/session.ts'
import { findSiteSettings } from '../settings/find-site-settings.ts'
import { findAdminSportBets } from './find-admin-sport-bets.ts'
import { findLiability } from './find-liability.ts'
import { getAdminEvent } from './get-admin-event.ts'
import { getStakeFactor } from './get-stake-factor.ts'
import { setLiabilityLimit } from './set-liability-limit.ts'
import { setStakeFactor } from './set-stake-factor.ts'

/** The traders' risk tools: open bets and their search, liability, markets' liability limits, stake factors. */
export async function adminSportsbookRiskRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database } = app.services
  const { db } = database
  const tags = ['admin-sportsbook']

  api.get(
    '/admin/sportsbook/bets',
    {
      config: { permission: 'sportsbook.read' },
      schema: {
        tags,
        summary:
          "Every player's bets, newest first, by player, event, status and placement days (operator's time zone), with their legs",
        querystring: adminSportBetQuery,
        response: { 200: adminSportBetPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { timeZone } = await findSiteSettings(db)
      return findAdminSportBets(database, request.query, timeZone)
    },
  )

  api.get(
    '/admin/sportsbook/liability',
    {
      config: { permission: 'sportsbook.read' },
      schema: {
        tags,
        summary:
          'Open liability by event, worst case first, with each market not yet settled and its selections',
        querystring: liabilityQuery,
        response: { 200: liabilityPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findLiability(database, request.query)
    },
  )

  api.put(
    '/admin/sportsbook/markets/:id/liability-limit',
    {
      config: { permission: 'sportsbook.trade' },
      schema: {
        tags,
        summary: "Change a market's liability limit in minor units (audited)",
        params: adminSportsbookIdParams,
        body: liabilityLimitChange,
        response: { 200: adminEventDetail },
      },
    },
    async (request) => {
      const eventId = await setLiabilityLimit(db, {
        staff: requireStaff(request),
        marketId: request.params.id,
        liabilityLimit: request.body.liabilityLimit,
        ipAddress: request.ip,
      })
      return getAdminEvent(database, eventId)
    },
  )

  api.get(
    '/admin/sportsbook/players/:userId/stake-factor',
    {
      config: { permission: 'sportsbook.read' },
      schema: {
        tags,
        summary: "A player's stake factor in basis points (10 000 = 1.00, the default)",
        params: playerIdParams,
        response: { 200: playerStakeFactor },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getStakeFactor(db, request.params.userId)
    },
  )

  api.put(
    '/admin/sportsbook/players/:userId/stake-factor',
    {
      config: { permission: 'sportsbook.trade' },
      schema: {
        tags,
        summary:
          "Set a player's stake factor (audited): every market's maximum stake for their bets is multiplied by it",
        params: playerIdParams,
        body: stakeFactorChange,
        response: { 200: playerStakeFactor },
      },
    },
    async (request) =>
      setStakeFactor(db, {
        staff: requireStaff(request),
        userId: request.params.userId,
        factorBasisPoints: request.body.factorBasisPoints,
        ipAddress: request.ip,
      }),
  )
}
