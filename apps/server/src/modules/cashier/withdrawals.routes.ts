import {
  adminCashierQuery,
  adminWithdrawalPage,
  adminWithdrawalRow,
  cashierSettings,
  type WithdrawalRequest,
  withdrawalDecisionInput,
  withdrawalHistoryPage,
  withdrawalHistoryQuery,
  withdrawalInput,
  withdrawalRequest,
} from '@khela/contracts/cashier'
import { idempotencyHeaders } from '@khela/contracts/wallet'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { createFailureLimiter } from '../../lib/failure-limiter.ts'
import { requireSessionUser, requireStaff } from '../../session/session.ts'
import { publishHints } from '../realtime/publish-hints.ts'
import { flagWithdrawal } from '../risk/flag-withdrawal.ts'
import { runRiskCheck } from '../risk/run-risk-check.ts'
import { publishBalanceChanged } from '../wallet/publish-balance-changed.ts'
import { findIdempotentResponse } from '../wallet/run-idempotent-request.ts'
import { cancelWithdrawal } from './cancel-withdrawal.ts'
import { cashierEvents } from './cashier-events.ts'
import { createWithdrawal, withdrawalIdempotency } from './create-withdrawal.ts'
import { decideWithdrawal } from './decide-withdrawal.ts'
import { findAdminWithdrawals } from './find-admin-withdrawals.ts'
import { findCashierSettings } from './find-cashier-settings.ts'
import { findLastCompletedDeposit } from './find-last-completed-deposit.ts'
import { findWithdrawals } from './find-withdrawals.ts'
import { updateCashierSettings } from './update-cashier-settings.ts'

/** Players' withdrawals (held at once, cancellable while pending) and the back office's decisions on them. */
export async function withdrawalsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database, realtime, config } = app.services
  // Counted per player rather than per address: a player may hold many sessions, and many players share an IP.
  const requestsPerPlayer = createFailureLimiter({
    maxFailures: config.rateLimits.withdrawalsPerPlayer,
    windowMs: 60 * 60_000,
  })

  api.post(
    '/cashier/withdrawals',
    {
      config: {
        errors: ['INSUFFICIENT_FUNDS', 'KYC_REQUIRED', 'METHOD_UNAVAILABLE', 'BONUS_FORFEIT_REQUIRED'],
        access: 'signed-in',
        isRateLimited: true,
      },
      schema: {
        tags: ['cashier'],
        summary: 'Ask for a withdrawal: the amount is held from the cash balance at once',
        headers: idempotencyHeaders,
        body: withdrawalInput,
        response: { 201: withdrawalRequest },
      },
    },
    async (request, reply) => {
      const player = await requireSessionUser(request)
      // A replay of a stored key gets the first answer even past the limit: it creates nothing.
      const idempotency = withdrawalIdempotency(player, request.headers['idempotency-key'], request.body)
      const stored = await findIdempotentResponse<WithdrawalRequest>(database.db, idempotency)
      if (stored) return reply.status(201).send(stored)
      if (requestsPerPlayer.isBlocked(player.id)) throw new AppError('RATE_LIMITED')
      requestsPerPlayer.recordFailure(player.id)
      const { withdrawal, isReplay } = await createWithdrawal(database.db, {
        player,
        idempotencyKey: request.headers['idempotency-key'],
        input: request.body,
      })
      if (!isReplay) {
        await publishHints(request, [
          publishBalanceChanged(realtime, player.id),
          cashierEvents.pendingChanged(realtime),
        ])
        await runRiskCheck(request.log, 'withdrawal', () =>
          flagWithdrawal(database.db, {
            userId: player.id,
            request: withdrawal,
            lastCompletedDeposit: () =>
              findLastCompletedDeposit(database.db, { userId: player.id, currency: withdrawal.currency }),
          }),
        )
      }
      return reply.status(201).send(withdrawal)
    },
  )

  api.get(
    '/cashier/withdrawals',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['cashier'],
        summary: "The signed-in player's withdrawals (all, or status=pending), newest first, six a page",
        querystring: withdrawalHistoryQuery,
        response: { 200: withdrawalHistoryPage },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request)
      reply.header('cache-control', 'private, no-store')
      return findWithdrawals(database.db, user.id, request.query.page, request.query.status)
    },
  )

  api.post(
    '/cashier/withdrawals/:id/cancel',
    {
      config: { errors: ['ALREADY_DECIDED'], access: 'signed-in' },
      schema: {
        tags: ['cashier'],
        summary: 'Take back a pending withdrawal: the held amount returns to the cash balance',
        headers: idempotencyHeaders,
        params: z.object({ id: z.string() }),
        response: { 200: withdrawalRequest },
      },
    },
    async (request) => {
      const user = await requireSessionUser(request)
      const { withdrawal, isReplay } = await cancelWithdrawal(database.db, {
        userId: user.id,
        withdrawalId: request.params.id,
        idempotencyKey: request.headers['idempotency-key'],
      })
      if (!isReplay)
        await publishHints(request, [
          publishBalanceChanged(realtime, user.id),
          cashierEvents.pendingChanged(realtime),
        ])
      return withdrawal
    },
  )

  api.get(
    '/admin/cashier/withdrawals',
    {
      config: { permission: 'cashier.decide' },
      schema: {
        tags: ['admin-cashier'],
        summary: "Withdraw History: search, status, method and the operator's days, newest first",
        querystring: adminCashierQuery,
        response: { 200: adminWithdrawalPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findAdminWithdrawals(database.db, request.query)
    },
  )

  api.post(
    '/admin/cashier/withdrawals/:id/decision',
    {
      config: { errors: ['ALREADY_DECIDED', 'SECOND_APPROVER_REQUIRED'], permission: 'cashier.decide' },
      schema: {
        tags: ['admin-cashier'],
        summary:
          'Approve (with the payout reference; above the threshold two staff) or reject (with a reason) a pending withdrawal',
        headers: idempotencyHeaders,
        params: z.object({ id: z.string() }),
        body: withdrawalDecisionInput,
        response: { 200: adminWithdrawalRow },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      const { withdrawal, outcome, userId, isReplay } = await decideWithdrawal(database.db, {
        staff,
        withdrawalId: request.params.id,
        idempotencyKey: request.headers['idempotency-key'],
        input: request.body,
        ipAddress: request.ip,
      })
      if (!isReplay)
        await publishHints(
          request,
          outcome === 'first_approval'
            ? [cashierEvents.pendingChanged(realtime)]
            : [
                publishBalanceChanged(realtime, userId),
                cashierEvents.decided(realtime, userId, {
                  request: 'withdrawal',
                  id: withdrawal.id,
                  status: withdrawal.status,
                }),
                cashierEvents.pendingChanged(realtime),
              ],
        )
      return withdrawal
    },
  )

  api.get(
    '/admin/cashier/settings',
    {
      config: { permission: 'cashier.methods' },
      schema: {
        tags: ['admin-cashier'],
        summary: "The cashier's rules: the amount above which a withdrawal needs a second approval",
        response: { 200: cashierSettings },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findCashierSettings(database.db)
    },
  )

  // Admins only: whoever may approve withdrawals must not be able to lift the two-approval threshold as well.
  api.put(
    '/admin/cashier/settings',
    {
      config: { permission: 'settings.write' },
      schema: {
        tags: ['admin-cashier'],
        summary: "Replace the cashier's rules; withdrawals requested from now on follow them",
        body: cashierSettings,
        response: { 200: cashierSettings },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      return updateCashierSettings(database.db, {
        staff,
        settings: request.body,
        ipAddress: request.ip,
      })
    },
  )
}
