import { cashierMethods, paymentMethod, paymentMethodInput } from '@khela/contracts/cashier'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireStaff, requireWalletHolder } from '../../session/session.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'
import { createPaymentMethod } from './create-payment-method.ts'
import { findCashierMethods, findPaymentMethods } from './find-payment-methods.ts'
import { updatePaymentMethod } from './update-payment-method.ts'

/** Settings → Banking and the player's list of enabled methods. */
export async function paymentMethodsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database } = app.services
  const { db } = database
  const permission = 'cashier.methods'
  api.get(
    '/cashier/methods',
    {
      schema: {
        tags: ['cashier'],
        summary: "The methods the signed-in player can deposit and withdraw with, in the player's currency",
        response: { 200: cashierMethods },
      },
    },
    async (request, reply) => {
      const player = await requireWalletHolder(request)
      reply.header('cache-control', 'private, no-store')
      const accounts = await findPlayerAccounts(db, player.id)
      if (!accounts) return { deposit: [], withdrawal: [] }
      return findCashierMethods(db, accounts.currency)
    },
  )

  api.get(
    '/admin/cashier/methods',
    {
      config: { permission },
      schema: {
        tags: ['admin-cashier'],
        summary: 'Every payment method, enabled or not, in position order (Settings → Banking)',
        response: { 200: z.array(paymentMethod) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findPaymentMethods(db)
    },
  )

  api.post(
    '/admin/cashier/methods',
    {
      config: { errors: ['CONFLICT'], permission },
      schema: {
        tags: ['admin-cashier'],
        summary: 'Add a payment method; its code must be unused (SLUG_TAKEN)',
        body: paymentMethodInput,
        response: { 201: paymentMethod },
      },
    },
    async (request, reply) => {
      const method = await createPaymentMethod(db, {
        staff: requireStaff(request),
        method: request.body,
        ipAddress: request.ip,
      })
      return reply.status(201).send(method)
    },
  )

  api.put(
    '/admin/cashier/methods/:id',
    {
      config: { errors: ['CONFLICT'], permission },
      schema: {
        tags: ['admin-cashier'],
        summary: "Replace a payment method's settings; methods are disabled, never deleted",
        params: z.object({ id: z.string() }),
        body: paymentMethodInput,
        response: { 200: paymentMethod },
      },
    },
    async (request) =>
      updatePaymentMethod(db, {
        staff: requireStaff(request),
        methodId: request.params.id,
        method: request.body,
        ipAddress: request.ip,
      }),
  )
}
