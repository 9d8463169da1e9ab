import {
  adjustmentInput,
  adjustmentResult,
  idempotencyHeaders,
  ledgerEntryPage,
  ledgerEntryQuery,
  type PlayerBalances,
  playerBalances,
  reconciliationReport,
} from '@khela/contracts/wallet'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { requireSessionUser, requireStaff } from '../../session/session.ts'
import { publishHints } from '../realtime/publish-hints.ts'
import { adjustBalance } from './adjust-balance.ts'
import { findBalances } from './find-balances.ts'
import { findLedgerEntries } from './find-ledger-entries.ts'
import { publishBalanceChanged } from './publish-balance-changed.ts'
import { runReconciliation } from './run-reconciliation.ts'

const noWallet: PlayerBalances = { currency: 'BDT', cash: 0, bonus: 0, onHold: 0 }

/**
 * The player's own balances and transaction history; the back office's wallet tools: reconciliation, manual
 * adjustments, a player's balances and history.
 */
export async function walletRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database, realtime } = app.services

  api.get(
    '/wallet/balance',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['wallet'],
        summary: "The signed-in player's cash, bonus and on-hold balances in minor units",
        response: { 200: playerBalances },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request)
      reply.header('cache-control', 'private, no-store')
      // A signed-in user without a wallet (staff, or a Google sign-up not yet completed) has nothing: zeros.
      return (await findBalances(database.db, user.id)) ?? noWallet
    },
  )

  api.get(
    '/wallet/transactions',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['wallet'],
        summary: "The signed-in player's ledger entries, newest first",
        querystring: ledgerEntryQuery,
        response: { 200: ledgerEntryPage },
      },
    },
    async (request, reply) => {
      const user = await requireSessionUser(request)
      reply.header('cache-control', 'private, no-store')
      return findLedgerEntries(database.db, user.id, request.query, 'player')
    },
  )

  api.get(
    '/admin/users/:id/transactions',
    {
      config: { permission: 'users.read' },
      schema: {
        tags: ['admin-wallet'],
        summary: "A player's ledger entries, newest first (a user without a wallet has none)",
        params: z.object({ id: z.string() }),
        querystring: ledgerEntryQuery,
        response: { 200: ledgerEntryPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findLedgerEntries(database.db, request.params.id, request.query, 'staff')
    },
  )

  api.post(
    '/admin/wallet/reconciliation',
    {
      config: { permission: 'wallet.reconcile' },
      schema: {
        tags: ['admin-wallet'],
        summary: 'Recompute every stored balance from the transfers and check each currency sums to zero',
        response: { 200: reconciliationReport },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      return runReconciliation(database.db, { staff, ipAddress: request.ip })
    },
  )

  api.post(
    '/admin/wallet/adjustments',
    {
      config: { errors: ['INSUFFICIENT_FUNDS', 'NOT_FOUND'], permission: 'wallet.adjust' },
      schema: {
        tags: ['admin-wallet'],
        summary:
          "Credit or debit a player's cash with a reason; the Idempotency-Key header makes a retry return the first answer",
        headers: idempotencyHeaders,
        body: adjustmentInput,
        response: { 201: adjustmentResult },
      },
    },
    async (request, reply) => {
      const staff = requireStaff(request)
      const { result, isReplay } = await adjustBalance(database.db, {
        staff,
        idempotencyKey: request.headers['idempotency-key'],
        ...request.body,
        ipAddress: request.ip,
      })
      // After the commit, and not for a replay (nothing moved); a lost hint only costs the header a refetch.
      if (!isReplay) await publishHints(request, [publishBalanceChanged(realtime, result.userId)])
      return reply.status(201).send(result)
    },
  )

  api.get(
    '/admin/users/:id/balances',
    {
      config: { permission: 'users.read' },
      schema: {
        tags: ['admin-wallet'],
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
