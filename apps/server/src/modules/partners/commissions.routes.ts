import {
  affiliateTerms,
  affiliateTermsInput,
  closeCommissionPeriodInput,
  closeCommissionPeriodResult,
  commissionAdjustment,
  commissionAdjustmentInput,
  commissionAdjustments,
  commissionPeriods,
  commissionPlan,
  commissionPlanInput,
  commissionPlans,
  commissionStatement,
  commissionStatements,
  partnerKinds,
} from '@khela/contracts/commissions'
import { hasPermission } from '@khela/contracts/permissions'
import { idempotencyHeaders } from '@khela/contracts/wallet'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { clock } from '../../lib/clock.ts'
import { requireSessionUser, requireStaff } from '../../session/session.ts'
import { closeCommissionPeriod } from './close-commission-period.ts'
import { createCommissionAdjustment, findCommissionAdjustments } from './commission-adjustments.ts'
import {
  createCommissionPlan,
  findAffiliateTerms,
  findCommissionPlans,
  setAffiliateTerms,
  updateCommissionPlan,
} from './commission-plans.ts'
import { findCommissionStatement, findCommissionStatements } from './find-commission-statements.ts'
import { findPartnerNode } from './find-partner-node.ts'
import { requireAffiliate } from './require-affiliate.ts'
import { requireAffiliateId } from './require-affiliate-id.ts'
import { toCommissionPeriods } from './to-commission-period.ts'

const idParams = z.object({ id: z.string().min(1).max(100) })
const statementsQuery = z.object({
  partnerKind: z.enum(partnerKinds).optional(),
  partnerId: z.uuid().optional(),
  periodId: z.uuid().optional(),
})
const adjustmentsQuery = z.object({
  partnerKind: z.enum(partnerKinds),
  partnerId: z.string().min(1).max(100),
})

/** Commission plans, periods, statements and adjustments: the back office's, and each partner's own statements. */
export async function commissionsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { db } = app.services.database

  api.get(
    '/admin/partners/commission-plans',
    {
      config: { permission: 'partners.read' },
      schema: {
        tags: ['admin-partners'],
        summary: 'Commission plans, newest first, with how many affiliates each has',
        response: { 200: commissionPlans },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { plans: await findCommissionPlans(db) }
    },
  )

  api.post(
    '/admin/partners/commission-plans',
    {
      config: { permission: 'partners.manage' },
      schema: {
        tags: ['admin-partners'],
        summary: 'A new commission plan (audited)',
        body: commissionPlanInput,
        response: { 201: commissionPlan },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request)
      const plan = await createCommissionPlan(db, { staff, ipAddress: request.ip, input: request.body })
      return reply.status(201).send(plan)
    },
  )

  api.put(
    '/admin/partners/commission-plans/:id',
    {
      config: { permission: 'partners.manage' },
      schema: {
        tags: ['admin-partners'],
        summary: "A plan's new terms, from the next period closed (audited); its currency stays",
        params: idParams,
        body: commissionPlanInput,
        response: { 200: commissionPlan },
      },
    },
    async (request) =>
      updateCommissionPlan(db, {
        staff: requireStaff(request),
        ipAddress: request.ip,
        planId: request.params.id,
        input: request.body,
      }),
  )

  api.get(
    '/admin/partners/affiliates/:id/terms',
    {
      config: { permission: 'partners.read' },
      schema: {
        tags: ['admin-partners'],
        summary: "An affiliate's commission plan and negative carry-over",
        params: idParams,
        response: { 200: affiliateTerms },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findAffiliateTerms(db, await requireAffiliateId(db, request.params.id))
    },
  )

  api.put(
    '/admin/partners/affiliates/:id/terms',
    {
      config: { permission: 'partners.manage' },
      schema: {
        tags: ['admin-partners'],
        summary: "Set an affiliate's plan and negative carry-over, from the next period closed (audited)",
        params: idParams,
        body: affiliateTermsInput,
        response: { 200: affiliateTerms },
      },
    },
    async (request) =>
      setAffiliateTerms(db, {
        staff: requireStaff(request),
        ipAddress: request.ip,
        affiliateId: await requireAffiliateId(db, request.params.id),
        input: request.body,
      }),
  )

  api.get(
    '/admin/partners/commission-periods',
    {
      config: { permission: 'partners.read' },
      schema: {
        tags: ['admin-partners'],
        summary: 'Closed commission periods, newest first, with their statements and what they paid',
        response: { 200: commissionPeriods },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return { periods: await toCommissionPeriods(db) }
    },
  )

  api.post(
    '/admin/partners/commission-periods',
    {
      config: {
        permission: 'partners.manage',
        errors: ['COMMISSION_PERIOD_NOT_ENDED', 'COMMISSION_PERIOD_INVALID', 'COMMISSION_PERIOD_OVERLAPS'],
      },
      schema: {
        tags: ['admin-partners'],
        summary:
          'Close an ended week (from a Monday) or month (from the 1st): a statement per partner, paid on the ledger (audited). Closing it again changes nothing.',
        body: closeCommissionPeriodInput,
        response: { 200: closeCommissionPeriodResult },
      },
    },
    async (request) =>
      closeCommissionPeriod(db, {
        ...request.body,
        now: clock.now(),
        actorId: requireStaff(request).id,
        ipAddress: request.ip,
      }),
  )

  api.get(
    '/admin/partners/commission-statements',
    {
      config: { permission: 'partners.read' },
      schema: {
        tags: ['admin-partners'],
        summary: "Statements, newest period first: of one partner, one period's, or all",
        querystring: statementsQuery,
        response: { 200: commissionStatements },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { statements: await findCommissionStatements(db, request.query) }
    },
  )

  api.get(
    '/admin/partners/commission-statements/:id',
    {
      config: { permission: 'partners.read' },
      schema: {
        tags: ['admin-partners'],
        summary: 'A statement with every line',
        params: idParams,
        response: { 200: commissionStatement },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findCommissionStatement(db, request.params.id)
    },
  )

  api.get(
    '/admin/partners/commission-adjustments',
    {
      config: { permission: 'partners.read' },
      schema: {
        tags: ['admin-partners'],
        summary:
          "A partner's adjustments, newest first: those waiting for its next statement and those taken",
        querystring: adjustmentsQuery,
        response: { 200: commissionAdjustments },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const { partnerKind, partnerId } = request.query
      return { adjustments: await findCommissionAdjustments(db, { kind: partnerKind, id: partnerId }) }
    },
  )

  api.post(
    '/admin/partners/commission-adjustments',
    {
      config: { permission: 'partners.manage', errors: ['NOT_FOUND'] },
      schema: {
        tags: ['admin-partners'],
        summary:
          "Correct a partner's commission: added to its next statement, never by changing a closed one (audited). An agent's needs agents.manage too.",
        headers: idempotencyHeaders,
        body: commissionAdjustmentInput,
        response: { 201: commissionAdjustment },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request)
      if (request.body.partnerKind === 'agent' && !hasPermission(staff.role, 'agents.manage'))
        throw new AppError('FORBIDDEN')
      const { adjustment } = await createCommissionAdjustment(db, {
        staff,
        idempotencyKey: request.headers['idempotency-key'],
        ipAddress: request.ip,
        input: request.body,
      })
      return reply.status(201).send(adjustment)
    },
  )

  api.get(
    '/partners/statements',
    {
      config: { access: 'signed-in', errors: ['FORBIDDEN'] },
      schema: {
        tags: ['partners'],
        summary: "The signed-in affiliate's commission statements, newest first",
        response: { 200: commissionStatements },
      },
    },
    async (request, reply) => {
      const { affiliateId } = await requireAffiliate(request)
      reply.header('cache-control', 'private, no-store')
      return {
        statements: await findCommissionStatements(db, { partnerKind: 'affiliate', partnerId: affiliateId }),
      }
    },
  )

  api.get(
    '/partners/statements/:id',
    {
      config: { access: 'signed-in', errors: ['FORBIDDEN'] },
      schema: {
        tags: ['partners'],
        summary: "One of the signed-in affiliate's statements, with every line",
        params: idParams,
        response: { 200: commissionStatement },
      },
    },
    async (request, reply) => {
      const { affiliateId } = await requireAffiliate(request)
      reply.header('cache-control', 'private, no-store')
      return findCommissionStatement(db, request.params.id, { kind: 'affiliate', id: affiliateId })
    },
  )

  api.get(
    '/agents/statements',
    {
      config: { access: 'signed-in', errors: ['FORBIDDEN'] },
      schema: {
        tags: ['agents'],
        summary: "The signed-in agent's commission statements (its node's), newest first",
        response: { 200: commissionStatements },
      },
    },
    async (request, reply) => {
      const node = await requireAgentNodeOf(request)
      reply.header('cache-control', 'private, no-store')
      return { statements: await findCommissionStatements(db, { partnerKind: 'agent', partnerId: node.id }) }
    },
  )

  api.get(
    '/agents/statements/:id',
    {
      config: { access: 'signed-in', errors: ['FORBIDDEN'] },
      schema: {
        tags: ['agents'],
        summary: "One of the signed-in agent's statements, with every line",
        params: idParams,
        response: { 200: commissionStatement },
      },
    },
    async (request, reply) => {
      const node = await requireAgentNodeOf(request)
      reply.header('cache-control', 'private, no-store')
      return findCommissionStatement(db, request.params.id, { kind: 'agent', id: node.id })
    },
  )

  /** The signed-in agent's own node (not a cashier's shop). */
  async function requireAgentNodeOf(request: Parameters<typeof requireSessionUser>[0]) {
    const user = await requireSessionUser(request)
    const node = user.role === 'agent' ? await findPartnerNode(db, user.id) : null
    if (!node) throw new AppError('FORBIDDEN')
    return node
  }
}
