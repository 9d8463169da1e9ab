import {
  agentTree,
  agentTreeQuery,
  cashierShift,
  floatMoveInput,
  floatMoveResult,
  partnerPortal,
  shiftCloseInput,
  shiftOpenInput,
  shopDeposit,
  shopDepositInput,
  shopPayout,
  shopPayoutInput,
} from '@khela/contracts/agents'
import { idempotencyHeaders } from '@khela/contracts/wallet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { AppError } from '../../lib/app-error.ts'
import { createFailureLimiter } from '../../lib/failure-limiter.ts'
import { requireSessionUser } from '../../session/session.ts'
import { publishHints } from '../realtime/publish-hints.ts'
import { flagShopOperation } from '../risk/flag-shop-operation.ts'
import { runRiskCheck } from '../risk/run-risk-check.ts'
import { publishBalanceChanged } from '../wallet/publish-balance-changed.ts'
import { checkPartnerDay } from './check-partner-day.ts'
import { closeCashierShift } from './close-cashier-shift.ts'
import { depositAtShop } from './deposit-at-shop.ts'
import { findAgentTree } from './find-agent-tree.ts'
import { findPartnerNode } from './find-partner-node.ts'
import { findPartnerPortal } from './find-partner-portal.ts'
import { moveFloat } from './move-float.ts'
import { openCashierShift } from './open-cashier-shift.ts'
import { payShopWithdrawal } from './pay-shop-withdrawal.ts'

/** The signed-in partner (role `agent`): an agent's own node, or a shop's cashier. */
async function requirePartner(request: FastifyRequest) {
  const user = await requireSessionUser(request)
  if (user.role !== 'agent') throw new AppError('FORBIDDEN')
  return user
}

/** The agents' and cashiers' portal: an agent's children and float moves, a cashier's shift, deposits, payouts. */
export async function agentPortalRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database, realtime } = app.services
  // Payout codes are eight digits: a cashier's wrong codes are limited, so nobody walks the code space.
  const wrongCodes = createFailureLimiter({ maxFailures: 10, windowMs: 15 * 60_000 })

  api.get(
    '/agents/portal',
    {
      config: { access: 'signed-in', errors: ['FORBIDDEN'] },
      schema: {
        tags: ['agents'],
        summary: "The signed-in partner's node (an agent) or shop and open shift (a cashier)",
        response: { 200: partnerPortal },
      },
    },
    async (request, reply) => {
      const partner = await requirePartner(request)
      reply.header('cache-control', 'private, no-store')
      return findPartnerPortal(database.db, partner.id)
    },
  )

  api.get(
    '/agents/tree',
    {
      config: { access: 'signed-in', errors: ['FORBIDDEN'] },
      schema: {
        tags: ['agents'],
        summary: "The signed-in agent's node and everything below it, with floats and totals",
        querystring: agentTreeQuery,
        response: { 200: agentTree },
      },
    },
    async (request, reply) => {
      const partner = await requirePartner(request)
      const own = await findPartnerNode(database.db, partner.id)
      if (!own) throw new AppError('FORBIDDEN')
      reply.header('cache-control', 'private, no-store')
      return { nodes: await findAgentTree(database.db, { ...request.query, rootId: own.id }) }
    },
  )

  api.post(
    '/agents/float-moves',
    {
      config: {
        access: 'signed-in',
        errors: [
          'FORBIDDEN',
          'FLOAT_LIMIT_REACHED',
          'AGENT_SUSPENDED',
          'DAILY_OPERATION_LIMIT_REACHED',
          'NOT_FOUND',
          'PARTNER_KYC_REQUIRED',
        ],
      },
      schema: {
        tags: ['agents'],
        summary: 'An agent moves float to one of its children, or takes it back',
        headers: idempotencyHeaders,
        body: floatMoveInput,
        response: { 200: floatMoveResult },
      },
    },
    async (request) => {
      const agent = await requirePartner(request)
      const { result, isReplay } = await moveFloat(database.db, {
        actor: agent,
        isStaff: false,
        idempotencyKey: request.headers['idempotency-key'],
        input: request.body,
        ipAddress: request.ip,
      })
      if (!isReplay)
        await runRiskCheck(request.log, 'agent daily total', () =>
          checkPartnerDay(database.db, { userId: agent.id, role: 'agent' }),
        )
      return result
    },
  )

  api.post(
    '/agents/shifts',
    {
      config: {
        access: 'signed-in',
        errors: ['FORBIDDEN', 'SHIFT_ALREADY_OPEN', 'AGENT_SUSPENDED', 'PARTNER_KYC_REQUIRED'],
      },
      schema: {
        tags: ['agents'],
        summary: 'A cashier opens a shift with the cash counted in the drawer',
        body: shiftOpenInput,
        response: { 201: cashierShift },
      },
    },
    async (request, reply) => {
      const shift = await openCashierShift(database.db, {
        cashier: await requirePartner(request),
        countedCash: request.body.countedCash,
        ipAddress: request.ip,
      })
      return reply.status(201).send(shift)
    },
  )

  api.post(
    '/agents/shifts/current/close',
    {
      config: { access: 'signed-in', errors: ['FORBIDDEN', 'SHIFT_NOT_OPEN'] },
      schema: {
        tags: ['agents'],
        summary: 'A cashier closes the open shift with the cash counted: the report shows the difference',
        body: shiftCloseInput,
        response: { 200: cashierShift },
      },
    },
    async (request) =>
      closeCashierShift(database.db, {
        cashier: await requirePartner(request),
        countedCash: request.body.countedCash,
        ipAddress: request.ip,
      }),
  )

  api.post(
    '/agents/shop-deposits',
    {
      config: {
        access: 'signed-in',
        errors: [
          'FORBIDDEN',
          'SHIFT_NOT_OPEN',
          'AGENT_SUSPENDED',
          'FLOAT_LIMIT_REACHED',
          'DAILY_OPERATION_LIMIT_REACHED',
          'WRONG_CURRENCY',
          'NOT_FOUND',
          'REGION_RESTRICTED',
          'TIMED_OUT',
          'SELF_EXCLUDED',
          'SELF_EXCLUDED_PERMANENTLY',
          'DEPOSIT_LIMIT_REACHED',
          'KYC_REQUIRED_FOR_DEPOSIT',
        ],
      },
      schema: {
        tags: ['agents'],
        summary:
          "A cashier deposits cash for a player found by id or phone: the shop's float → the player's cash",
        headers: idempotencyHeaders,
        body: shopDepositInput,
        response: { 201: shopDeposit },
      },
    },
    async (request, reply) => {
      const cashier = await requirePartner(request)
      const { deposit, isReplay } = await depositAtShop(database.db, {
        cashier,
        idempotencyKey: request.headers['idempotency-key'],
        input: request.body,
        ipAddress: request.ip,
      })
      if (!isReplay) {
        await publishHints(request, [publishBalanceChanged(realtime, deposit.playerId)])
        await runRiskCheck(request.log, 'shop deposit', () =>
          flagShopOperation(database.db, { kind: 'deposit', userId: deposit.playerId, ...deposit }),
        )
        await runRiskCheck(request.log, 'cashier daily total', () =>
          checkPartnerDay(database.db, { userId: cashier.id, role: 'cashier' }),
        )
      }
      return reply.status(201).send(deposit)
    },
  )

  api.post(
    '/agents/shop-payouts',
    {
      config: {
        access: 'signed-in',
        isRateLimited: true,
        errors: [
          'FORBIDDEN',
          'SHIFT_NOT_OPEN',
          'AGENT_SUSPENDED',
          'PAYOUT_CODE_INVALID',
          'PAYOUT_CODE_EXPIRED',
          'ALREADY_DECIDED',
          'DAILY_OPERATION_LIMIT_REACHED',
        ],
      },
      schema: {
        tags: ['agents'],
        summary:
          "A cashier pays a player's shop withdrawal by its one-time code: the hold → the shop's float",
        headers: idempotencyHeaders,
        body: shopPayoutInput,
        response: { 201: shopPayout },
      },
    },
    async (request, reply) => {
      const cashier = await requirePartner(request)
      if (wrongCodes.isBlocked(cashier.id)) throw new AppError('RATE_LIMITED')
      try {
        const { payout, isReplay } = await payShopWithdrawal(database.db, {
          cashier,
          idempotencyKey: request.headers['idempotency-key'],
          code: request.body.code,
          ipAddress: request.ip,
        })
        if (!isReplay) {
          await publishHints(request, [publishBalanceChanged(realtime, payout.playerId)])
          await runRiskCheck(request.log, 'shop payout', () =>
            flagShopOperation(database.db, { kind: 'payout', userId: payout.playerId, ...payout }),
          )
          await runRiskCheck(request.log, 'cashier daily total', () =>
            checkPartnerDay(database.db, { userId: cashier.id, role: 'cashier' }),
          )
        }
        return reply.status(201).send(payout)
      } catch (error) {
        if (error instanceof AppError && error.code === 'PAYOUT_CODE_INVALID')
          wrongCodes.recordFailure(cashier.id)
        throw error
      }
    },
  )
}
