import { depositBonusPreview } from '@khela/contracts/bonuses'
import {
  adminCashierQuery,
  adminDepositPage,
  adminDepositRow,
  depositBonusPreviewQuery,
  depositDecisionInput,
  depositHistoryPage,
  depositInput,
  depositRequest,
  historyQuery,
  pendingCounts,
  uploadedSlip,
} from '@khela/contracts/cashier'
import { depositRefusals } from '@khela/contracts/errors'
import { idempotencyHeaders } from '@khela/contracts/wallet'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { clock } from '../../lib/clock.ts'
import { findSessionUser } from '../../session/find-session-user.ts'
import { requirePlayer, requireSessionUser, requireStaff } from '../../session/session.ts'
import { previewDepositBonus } from '../bonuses/preview-deposit-bonus.ts'
import { publishHints } from '../realtime/publish-hints.ts'
import { flagDeposit } from '../risk/flag-deposit.ts'
import { runRiskCheck } from '../risk/run-risk-check.ts'
import { readImageUpload, registerImageUploads } from '../uploads/image-upload.ts'
import { publishBalanceChanged } from '../wallet/publish-balance-changed.ts'
import { requirePlayerAccounts } from '../wallet/require-player-accounts.ts'
import { findIdempotentResponse } from '../wallet/run-idempotent-request.ts'
import { cashierEvents } from './cashier-events.ts'
import { countCompletedDeposits } from './count-completed-deposits.ts'
import { createDeposit, depositIdempotency } from './create-deposit.ts'
import { decideDeposit } from './decide-deposit.ts'
import { findAdminDeposits } from './find-admin-deposits.ts'
import { findDeposits } from './find-deposits.ts'
import { findPendingCounts } from './find-pending-counts.ts'
import { readSlip } from './read-slip.ts'
import { createSlipStore } from './slip-store.ts'
import { storeSlip } from './store-slip.ts'

/** A player deposits a few times a day; these are far above that and far below a flood. */
const limits = { deposits: 20, slips: 30, window: '10 minutes' }

/** Players' deposit requests, their slips, and the back office's decisions on them. */
export async function depositsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { auth, config, database, realtime } = app.services
  const { db } = database
  const slips = createSlipStore(config.uploadDir)
  await registerImageUploads(app)

  /**
   * Per signed-in player (players behind one carrier address are many), per address for anyone else. `isReplay`
   * leaves out requests that create nothing (a replay of a stored Idempotency-Key gets its first answer).
   */
  const perPlayer = (
    name: string,
    max: number,
    isReplay: (request: FastifyRequest) => Promise<boolean> = async () => false,
  ) =>
    app.rateLimit({
      max,
      timeWindow: limits.window,
      keyGenerator: async (request) =>
        `${name}:${(await findSessionUser(auth, request.headers))?.id ?? request.ip}`,
      allowList: (request) => isReplay(request),
    })

  /** Whether this deposit request is a replay of a stored key (then it is answered, not counted). */
  const isStoredDeposit = async (request: FastifyRequest) => {
    const player = await findSessionUser(auth, request.headers)
    const key = request.headers['idempotency-key']
    const input = depositInput.safeParse(request.body)
    if (!player || typeof key !== 'string' || !input.success) return false
    return (await findIdempotentResponse(db, depositIdempotency(player, key, input.data))) !== undefined
  }

  /** Realtime hints after commit: a lost one only costs a refetch, so it never fails the request. */
  api.post(
    '/cashier/slips',
    {
      config: { takesImageUpload: true, isRateLimited: true },
      onRequest: perPlayer('cashier-slip', limits.slips),
      schema: {
        tags: ['cashier'],
        summary:
          'Upload a deposit screenshot (multipart field `image`, PNG, JPEG, WebP or AVIF, at most 5 MB); private to the player and cashier staff',
        response: { 201: uploadedSlip },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      const { bytes } = await readImageUpload(request)
      return reply.status(201).send(await storeSlip(db, slips, { userId: player.id, bytes }))
    },
  )

  api.get(
    '/cashier/slips/:id',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['cashier'],
        summary:
          'A deposit screenshot as WebP, for its owner and staff who decide deposits (anyone else: 404)',
        params: z.object({ id: z.string() }),
      },
    },
    async (request, reply) => {
      const viewer = await requireSessionUser(request)
      const bytes = await readSlip(db, slips, { viewer, slipId: request.params.id })
      return reply
        .type('image/webp')
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', `inline; filename="slip-${request.params.id}.webp"`)
        .header('x-content-type-options', 'nosniff')
        .send(bytes)
    },
  )

  api.post(
    '/cashier/deposits',
    {
      config: { errors: depositRefusals, isRateLimited: true },
      // After the body is read, so a replay can be recognised and left uncounted.
      preHandler: perPlayer('cashier-deposit', limits.deposits, isStoredDeposit),
      schema: {
        tags: ['cashier'],
        summary:
          'Request a deposit made with a payment method; staff complete or reject it. The Idempotency-Key header makes a retry return the first answer',
        headers: idempotencyHeaders,
        body: depositInput,
        response: { 201: depositRequest },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      const { response, isReplay } = await createDeposit(db, {
        player,
        idempotencyKey: request.headers['idempotency-key'],
        input: request.body,
      })
      if (!isReplay) {
        await publishHints(request, [cashierEvents.pendingChanged(realtime)])
        await runRiskCheck(request.log, 'deposit', () =>
          flagDeposit(db, { userId: player.id, request: response }),
        )
      }
      return reply.status(201).send(response)
    },
  )

  api.get(
    '/cashier/deposits/bonus-preview',
    {
      // Staff have no wallet: FORBIDDEN.
      config: { errors: ['FORBIDDEN'], access: 'signed-in' },
      schema: {
        tags: ['cashier'],
        summary:
          'The bonus a deposit of this amount (and promo code) would bring if approved now, or why the code does not apply',
        querystring: depositBonusPreviewQuery,
        response: { 200: depositBonusPreview },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      reply.header('cache-control', 'private, no-store')
      const accounts = await requirePlayerAccounts(db, player.id)
      return previewDepositBonus(
        db,
        {
          userId: player.id,
          amount: request.query.amount,
          currency: accounts.currency,
          number: (await countCompletedDeposits(db, player.id)) + 1,
          promoCode: request.query.promoCode ?? null,
        },
        clock.now(),
      )
    },
  )

  api.get(
    '/cashier/deposits',
    {
      schema: {
        tags: ['cashier'],
        summary: "The signed-in player's deposits, newest first, six a page",
        querystring: historyQuery,
        response: { 200: depositHistoryPage },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      reply.header('cache-control', 'private, no-store')
      return findDeposits(db, player.id, request.query.page)
    },
  )

  api.get(
    '/admin/cashier/deposits',
    {
      config: { permission: 'cashier.decide' },
      schema: {
        tags: ['admin-cashier'],
        summary:
          "Deposit History: search by player or transaction id, filter by status, method and the operator's days; newest first",
        querystring: adminCashierQuery,
        response: { 200: adminDepositPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findAdminDeposits(db, request.query)
    },
  )

  api.post(
    '/admin/cashier/deposits/:id/decision',
    {
      config: { errors: ['ALREADY_DECIDED'], permission: 'cashier.decide' },
      schema: {
        tags: ['admin-cashier'],
        summary:
          'Complete (credit the player) or reject (with a reason) a pending deposit, once; the Idempotency-Key header makes a retry return the first answer',
        headers: idempotencyHeaders,
        params: z.object({ id: z.string() }),
        body: depositDecisionInput,
        response: { 200: adminDepositRow },
      },
    },
    async (request) => {
      const staff = requireStaff(request)
      const { response, isReplay } = await decideDeposit(db, {
        staff,
        depositId: request.params.id,
        decision: request.body.decision,
        reason: request.body.reason,
        idempotencyKey: request.headers['idempotency-key'],
        ipAddress: request.ip,
        bonusAbuseWindowDays: config.bonusAbuseWindowDays,
      })
      if (!isReplay) {
        const playerId = response.player.id
        await publishHints(request, [
          ...(response.status === 'completed' ? [publishBalanceChanged(realtime, playerId)] : []),
          cashierEvents.decided(realtime, playerId, {
            request: 'deposit',
            id: response.id,
            status: response.status,
          }),
          cashierEvents.pendingChanged(realtime),
        ])
      }
      return response
    },
  )

  api.get(
    '/admin/cashier/pending',
    {
      config: { permission: 'cashier.decide' },
      schema: {
        tags: ['admin-cashier'],
        summary: 'How many deposits and withdrawals wait for a decision (the alert badge)',
        response: { 200: pendingCounts },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findPendingCounts(db)
    },
  )
}
