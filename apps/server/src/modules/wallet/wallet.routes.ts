import {
  adjustmentInput,
  adjustmentResult,
  idempotencyHeaders,
  playerBalances,
  reconciliationReport,
} from '@khela/contracts/wallet'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { adjustBalance } from './adjust-balance.ts'
import { findBalances } from './find-balances.ts'
import { runReconciliation } from './run-reconciliation.ts'

/** The back office's wallet tools: reconciliation, manual adjustments and a player's balances. */
export async function walletRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database } = app.services

  api.post(
    '/admin/wallet/reconciliation',
    {
      config: { permission: 'wallet.reconcile' },
      schema: {
        tags: ['admin'],
        summary: 'Recompute every stored balance from the transfers and check each currency sums to zero',
        response: { 200: reconciliationReport },
      },
    },
    async (request) => {
      if (!request.staff) throw new Error('permission check did not run')
      return runReconciliation(database.db, { staff: request.staff, ipAddress: request.ip })
    },
  )

  api.post(
    '/admin/wallet/adjustments',
    {
      config: { permission: 'wallet.adjust' },
      schema: {
        tags: ['admin'],
        summary:
          "Credit or debit a player's cash with a reason; the Idempotency-Key header makes a retry return the first answer",
        headers: idempotencyHeaders,
        body: adjustmentInput,
        response: { 201: adjustmentResult },
      },
    },
    async (request, reply) => {
      if (!request.staff) throw new Error('permission check did not run')
      const result = await adjustBalance(database.db, {
        staff: request.staff,
        idempotencyKey: request.headers['idempotency-key'],
        ...request.body,
        ipAddress: request.ip,
      })
      return reply.status(201).send(result)
    },
  )

  api.get(
    '/admin/users/:id/balances',
    {
      config: { permission: 'users.read' },
      schema: {
        tags: ['admin'],
        summary: "A player's cash, bonus and on-hold balances in minor units",
        params: z.object({ id: z.string() }),
        response: { 200: playerBalances },
      },
    },
    async (request, reply) => {
      const balances = await findBalances(database.db, request.params.id)
      if (!balances) throw new AppError('NOT_FOUND')
      reply.header('cache-control', 'no-store')
      return balances
    },
  )
}
