import {
  campaign,
  campaignInput,
  campaignList,
  campaignReports,
  campaignStatusInput,
  forfeitInput,
  grant,
  grantList,
  manualGrantInput,
} from '@khela/contracts/bonuses'
import { idempotencyHeaders } from '@khela/contracts/wallet'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireStaff } from '../../session/session.ts'
import { publishHints } from '../realtime/publish-hints.ts'
import { publishBalanceChanged } from '../wallet/publish-balance-changed.ts'
import { createCampaign } from './create-campaign.ts'
import { duplicateCampaign } from './duplicate-campaign.ts'
import { findCampaignReports } from './find-campaign-reports.ts'
import { findCampaign, findCampaigns } from './find-campaigns.ts'
import { findPlayerGrants } from './find-player-grants.ts'
import { forfeitGrant } from './forfeit-grant.ts'
import { grantBonusByHand } from './grant-bonus-by-hand.ts'
import { setCampaignStatus } from './set-campaign-status.ts'
import { updateCampaign } from './update-campaign.ts'

const idParams = z.object({ id: z.string() })

/** The back office's bonuses: campaigns, a player's grants, grants and forfeits by hand, campaign reports. */
export async function adminBonusesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database, realtime } = app.services
  const { db } = database

  api.get(
    '/admin/bonuses/campaigns',
    {
      config: { permission: 'bonuses.read' },
      schema: {
        tags: ['admin-bonuses'],
        summary: 'Every bonus campaign, newest first',
        response: { 200: campaignList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { campaigns: await findCampaigns(db) }
    },
  )

  api.post(
    '/admin/bonuses/campaigns',
    {
      config: { errors: ['PROMO_CODE_TAKEN'], permission: 'bonuses.manage' },
      schema: {
        tags: ['admin-bonuses'],
        summary: 'Create a campaign (active at once; its dates decide when it applies); audited',
        body: campaignInput,
        response: { 201: campaign },
      },
    },
    async (request, reply) => {
      const created = await createCampaign(db, {
        staff: requireStaff(request),
        input: request.body,
        ipAddress: request.ip,
      })
      return reply.status(201).send(created)
    },
  )

  api.get(
    '/admin/bonuses/campaigns/:id',
    {
      config: { permission: 'bonuses.read' },
      schema: {
        tags: ['admin-bonuses'],
        summary: 'One campaign',
        params: idParams,
        response: { 200: campaign },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findCampaign(db, request.params.id)
    },
  )

  api.put(
    '/admin/bonuses/campaigns/:id',
    {
      config: { errors: ['PROMO_CODE_TAKEN'], permission: 'bonuses.manage' },
      schema: {
        tags: ['admin-bonuses'],
        summary: 'Edit a campaign; running grants keep the terms they were granted under. Audited',
        params: idParams,
        body: campaignInput,
        response: { 200: campaign },
      },
    },
    async (request) =>
      updateCampaign(db, {
        staff: requireStaff(request),
        campaignId: request.params.id,
        input: request.body,
        ipAddress: request.ip,
      }),
  )

  api.post(
    '/admin/bonuses/campaigns/:id/status',
    {
      config: { permission: 'bonuses.manage' },
      schema: {
        tags: ['admin-bonuses'],
        summary: 'Pause a campaign (no new grants) or resume it; audited',
        params: idParams,
        body: campaignStatusInput,
        response: { 200: campaign },
      },
    },
    async (request) =>
      setCampaignStatus(db, {
        staff: requireStaff(request),
        campaignId: request.params.id,
        status: request.body.status,
        ipAddress: request.ip,
      }),
  )

  api.post(
    '/admin/bonuses/campaigns/:id/duplicate',
    {
      config: { permission: 'bonuses.manage' },
      schema: {
        tags: ['admin-bonuses'],
        summary: 'A paused copy of a campaign (a promo code gets a random suffix); audited',
        params: idParams,
        response: { 201: campaign },
      },
    },
    async (request, reply) => {
      const copy = await duplicateCampaign(db, {
        staff: requireStaff(request),
        campaignId: request.params.id,
        ipAddress: request.ip,
      })
      return reply.status(201).send(copy)
    },
  )

  api.get(
    '/admin/bonuses/reports',
    {
      config: { permission: 'bonuses.read' },
      schema: {
        tags: ['admin-bonuses'],
        summary: 'Per campaign and currency: grants given, converted, forfeited, with their amounts',
        response: { 200: campaignReports },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findCampaignReports(db)
    },
  )

  api.get(
    '/admin/users/:id/bonus-grants',
    {
      config: { permission: 'bonuses.read' },
      schema: {
        tags: ['admin-bonuses'],
        summary: "A player's bonus grants, newest first, with each one's balance",
        params: idParams,
        response: { 200: grantList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { grants: await findPlayerGrants(db, request.params.id) }
    },
  )

  api.post(
    '/admin/users/:id/bonus-grants',
    {
      config: { errors: ['BONUS_CURRENCY_MISMATCH'], permission: 'bonuses.grant' },
      schema: {
        tags: ['admin-bonuses'],
        summary: "Grant a player a bonus by hand under a campaign's terms, with a reason; audited",
        headers: idempotencyHeaders,
        params: idParams,
        body: manualGrantInput,
        response: { 201: grant },
      },
    },
    async (request, reply) => {
      const { response, isReplay } = await grantBonusByHand(db, {
        staff: requireStaff(request),
        userId: request.params.id,
        input: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        ipAddress: request.ip,
      })
      if (!isReplay) await publishHints(request, [publishBalanceChanged(realtime, response.userId)])
      return reply.status(201).send(response)
    },
  )

  api.post(
    '/admin/bonuses/grants/:id/forfeit',
    {
      config: { errors: ['GRANT_NOT_ACTIVE'], permission: 'bonuses.grant' },
      schema: {
        tags: ['admin-bonuses'],
        summary:
          "Forfeit a player's active grant with a reason: its balance returns to the operator; audited",
        headers: idempotencyHeaders,
        params: idParams,
        body: forfeitInput,
        response: { 200: grant },
      },
    },
    async (request) => {
      const { response, isReplay } = await forfeitGrant(db, {
        staff: requireStaff(request),
        grantId: request.params.id,
        reason: request.body.reason,
        idempotencyKey: request.headers['idempotency-key'],
        ipAddress: request.ip,
      })
      if (!isReplay) await publishHints(request, [publishBalanceChanged(realtime, response.userId)])
      return response
    },
  )
}
