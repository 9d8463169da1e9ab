import { adminSportsbookIdParams } from '@khela/contracts/admin-sportsbook'
import { sportBetsPage, sportBetsQuery } from '@khela/contracts/sportsbook-placement'
import {
  correctionIdParams,
  resultCorrectionInput,
  resultCorrectionList,
  resultCorrectionOutcome,
  sportsbookSettings,
} from '@khela/contracts/sportsbook-resettlement'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error.ts'
import { requireStaff } from '../../session/session.ts'
import { decideResultCorrection } from './decide-result-correction.ts'
import { findResultCorrections } from './find-result-corrections.ts'
import { findSportBets } from './find-sport-bets.ts'
import { requestResultCorrection } from './request-result-correction.ts'
import { resettleSportBets } from './resettle-sport-bets.ts'
import { findSportsbookSettings, updateSportsbookSettings } from './sportsbook-settings.ts'

/**
 * Corrections of settled results (a second trader above the operator's amount), the book's settings, and a
 * player's sports bets for their back-office profile.
 */
export async function adminResettlementRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database, realtime } = app.services
  const { db } = database
  const tags = ['admin-sportsbook']

  const outcomeOf = async (correctionId: string, log: { warn(obj: object, msg: string): void }) => {
    const resettledBets = await resettleSportBets(db, { realtime, log }, { correctionId })
    const [correction] = await findResultCorrections(db, { correctionId })
    if (!correction) throw new AppError('NOT_FOUND')
    return { correction, resettledBets }
  }

  api.post(
    '/admin/sportsbook/markets/:id/corrections',
    {
      config: {
        permission: 'sportsbook.trade',
        errors: ['MARKET_NOT_SETTLED', 'CORRECTION_IN_PROGRESS', 'RESULTS_UNCHANGED', 'RESULTS_INCONSISTENT'],
      },
      schema: {
        tags,
        summary:
          "Correct a settled market's result (audited): above the operator's amount it waits for a second trader, else the settled bets are re-paid through new transfers at once",
        params: adminSportsbookIdParams,
        body: resultCorrectionInput,
        response: { 201: resultCorrectionOutcome },
      },
    },
    async (request, reply) => {
      const correctionId = await requestResultCorrection(db, {
        staff: requireStaff(request),
        marketId: request.params.id,
        input: request.body,
        ipAddress: request.ip,
      })
      return reply.code(201).send(await outcomeOf(correctionId, request.log))
    },
  )

  for (const decision of ['approve', 'reject'] as const) {
    api.post(
      `/admin/sportsbook/corrections/:id/${decision}`,
      {
        config: {
          permission: 'sportsbook.trade',
          errors: decision === 'approve' ? ['ALREADY_DECIDED', 'OWN_CORRECTION'] : ['ALREADY_DECIDED'],
        },
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? "Approve another trader's pending correction (audited): its results are written and the settled bets re-paid"
              : 'Reject a pending correction (audited); the market keeps its results',
          params: correctionIdParams,
          response: { 200: resultCorrectionOutcome },
        },
      },
      async (request) => {
        const correctionId = request.params.id
        await decideResultCorrection(db, {
          staff: requireStaff(request),
          correctionId,
          decision,
          ipAddress: request.ip,
        })
        return outcomeOf(correctionId, request.log)
      },
    )
  }

  api.get(
    '/admin/sportsbook/events/:id/corrections',
    {
      config: { permission: 'sportsbook.read' },
      schema: {
        tags,
        summary: "An event's result corrections, waiting and applying ones first, then newest first",
        params: adminSportsbookIdParams,
        response: { 200: resultCorrectionList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { items: await findResultCorrections(db, { eventId: request.params.id }) }
    },
  )

  api.get(
    '/admin/sportsbook/settings',
    {
      config: { permission: 'sportsbook.read' },
      schema: {
        tags,
        summary: "The book's settings: the correction approval amount",
        response: { 200: sportsbookSettings },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findSportsbookSettings(db)
    },
  )

  api.put(
    '/admin/sportsbook/settings',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags,
        summary: "Save the book's settings (audited)",
        body: sportsbookSettings,
        response: { 200: sportsbookSettings },
      },
    },
    async (request) =>
      updateSportsbookSettings(db, {
        staff: requireStaff(request),
        settings: request.body,
        ipAddress: request.ip,
      }),
  )

  // `users.read`, not `sportsbook.read`: the profile is where support and finance staff, who hold users.read,
  // answer a player; they already see the player's transactions, these bets included. Traders see bets by market.
  api.get(
    '/admin/users/:id/sport-bets',
    {
      config: { permission: 'users.read' },
      schema: {
        tags,
        summary: "A player's sports bets with their legs, open ones first, then newest first, 20 a page",
        params: adminSportsbookIdParams,
        querystring: sportBetsQuery,
        response: { 200: sportBetsPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findSportBets(db, request.params.id, request.query.page)
    },
  )
}
