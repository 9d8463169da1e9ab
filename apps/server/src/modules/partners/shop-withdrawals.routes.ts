import { shopChoices, shopWithdrawal, shopWithdrawalInput, shopWithdrawalList } from '@khela/contracts/agents'
import { idempotencyHeaders } from '@khela/contracts/wallet'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireWalletHolder } from '../../session/session.ts'
import { publishHints } from '../realtime/publish-hints.ts'
import { publishBalanceChanged } from '../wallet/publish-balance-changed.ts'
import { cancelShopWithdrawal } from './cancel-shop-withdrawal.ts'
import { findShopChoices } from './find-shop-choices.ts'
import { findShopWithdrawals } from './find-shop-withdrawals.ts'
import { requestShopWithdrawal } from './request-shop-withdrawal.ts'

/** A player's withdrawals collected in cash at an agent's shop, by a one-time code. */
export async function shopWithdrawalsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database, realtime } = app.services

  api.get(
    '/agents/shops',
    {
      schema: {
        tags: ['agents'],
        summary: 'The shops where a withdrawal can be collected in cash',
        response: { 200: shopChoices },
      },
    },
    async (request, reply) => {
      await requireWalletHolder(request)
      reply.header('cache-control', 'private, no-store')
      return findShopChoices(database.db)
    },
  )

  api.get(
    '/agents/shop-withdrawals',
    {
      schema: {
        tags: ['agents'],
        summary: "The signed-in player's shop withdrawals, newest first (the last 20), without their codes",
        response: { 200: shopWithdrawalList },
      },
    },
    async (request, reply) => {
      const player = await requireWalletHolder(request)
      reply.header('cache-control', 'private, no-store')
      return { items: await findShopWithdrawals(database.db, player.id) }
    },
  )

  api.post(
    '/agents/shop-withdrawals',
    {
      config: {
        errors: [
          'INSUFFICIENT_FUNDS',
          'KYC_REQUIRED',
          'AGENT_SUSPENDED',
          'WRONG_CURRENCY',
          'BONUS_FORFEIT_REQUIRED',
          'NOT_FOUND',
        ],
      },
      schema: {
        tags: ['agents'],
        summary:
          'Withdraw to collect at a shop: the amount is held at once and a one-time code answered once',
        headers: idempotencyHeaders,
        body: shopWithdrawalInput,
        response: { 201: shopWithdrawal },
      },
    },
    async (request, reply) => {
      const player = await requireWalletHolder(request)
      const { withdrawal, isReplay } = await requestShopWithdrawal(database.db, {
        player,
        idempotencyKey: request.headers['idempotency-key'],
        input: request.body,
      })
      if (!isReplay) await publishHints(request, [publishBalanceChanged(realtime, player.id)])
      return reply.status(201).send(withdrawal)
    },
  )

  api.post(
    '/agents/shop-withdrawals/:id/cancel',
    {
      config: { errors: ['ALREADY_DECIDED'] },
      schema: {
        tags: ['agents'],
        summary: 'Take back a shop withdrawal not yet paid: the held amount returns to the cash balance',
        headers: idempotencyHeaders,
        params: z.object({ id: z.string() }),
        response: { 200: shopWithdrawal },
      },
    },
    async (request) => {
      const player = await requireWalletHolder(request)
      const { withdrawal, isReplay } = await cancelShopWithdrawal(database.db, {
        userId: player.id,
        withdrawalId: request.params.id,
        idempotencyKey: request.headers['idempotency-key'],
      })
      if (!isReplay) await publishHints(request, [publishBalanceChanged(realtime, player.id)])
      return withdrawal
    },
  )
}
