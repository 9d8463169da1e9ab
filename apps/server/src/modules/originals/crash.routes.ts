import {
  betResult,
  crashBetInput,
  crashChainView,
  crashChannel,
  crashRoundState,
  crashRoundsPage,
  crashRoundsQuery,
  idempotentReplayHeader,
} from '@khela/contracts/originals'
import { idempotencyHeaders } from '@khela/contracts/wallet'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { requireSessionUser } from '../../session/session.ts'
import { publishHints } from '../realtime/publish-hints.ts'
import { publishBalanceChanged } from '../wallet/publish-balance-changed.ts'
import { cashOutCrashBet } from './cash-out-crash-bet.ts'
import { createCrashEvents } from './crash-events.ts'
import { createCrashStateCache } from './crash-state-cache.ts'
import { findCrashChains } from './find-crash-chains.ts'
import { findCrashState, maskedCrashState } from './find-crash-state.ts'
import { findEndedCrashRounds } from './find-ended-crash-rounds.ts'
import { placeCrashBet } from './place-crash-bet.ts'

/** Crash for players: the shared round's state, the hash chains, bets and manual cash-outs. */
export async function crashRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database, realtime } = app.services
  const events = createCrashEvents(realtime, app.log)
  // Every page asks for the state when a round starts: one read per instance serves them, read afresh after any
  // round, bet or cash-out message (from any instance) so nothing shown is older than the channel's news.
  const publicState = createCrashStateCache(async () =>
    maskedCrashState(await findCrashState(database.db, Date.now())),
  )
  const stopInvalidating = realtime.subscribe(crashChannel, (data) => {
    if ((data as { type?: unknown } | null)?.type !== 'tick') publicState.invalidate()
  })
  app.addHook('onClose', async () => stopInvalidating())

  api.get(
    '/originals/crash/state',
    {
      config: { errors: ['NOT_FOUND'], access: 'public' },
      schema: {
        tags: ['originals'],
        summary:
          'The current Crash round (no crash point before it crashes), its bets and recent crash points',
        response: { 200: crashRoundState },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return publicState.get()
    },
  )

  api.get(
    '/originals/crash/chains',
    {
      config: { access: 'public' },
      schema: {
        tags: ['originals'],
        summary: "Every Crash hash chain's published commitment and salt, newest first",
        response: { 200: z.array(crashChainView) },
      },
    },
    async () => findCrashChains(database.db),
  )

  api.get(
    '/originals/crash/rounds',
    {
      config: { access: 'public' },
      schema: {
        tags: ['originals'],
        summary:
          "Ended Crash rounds for anyone to audit, newest first, 20 a page: each one's revealed seed, salt, chain commitment, previous round's seed (its SHA-256), edge and crash point",
        querystring: crashRoundsQuery,
        response: { 200: crashRoundsPage },
      },
    },
    async (request) => findEndedCrashRounds(database.db, request.query.page),
  )

  api.post(
    '/originals/crash/bets',
    {
      config: {
        errors: ['BETTING_CLOSED', 'BET_SLOT_TAKEN', 'NOT_FOUND'],
        access: 'signed-in',
        isPlay: true,
      },
      schema: {
        tags: ['originals'],
        summary:
          'Bet on the round taking bets, in slot 0 or 1; the Idempotency-Key header makes a retry return the first answer (with Idempotent-Replay: true)',
        headers: idempotencyHeaders,
        body: crashBetInput,
        response: { 200: betResult },
      },
    },
    async (request, reply) => {
      const player = await requireSessionUser(request)
      if (player.role !== 'player') throw new AppError('FORBIDDEN')
      const { result, isReplay } = await placeCrashBet(database.db, {
        userId: player.id,
        idempotencyKey: request.headers['idempotency-key'],
        input: request.body,
        now: Date.now(),
      })
      if (isReplay) reply.header(idempotentReplayHeader, 'true')
      else {
        await events.playerBet('bet', result.bet, player.name)
        await publishHints(request, [publishBalanceChanged(realtime, player.id)])
      }
      return result
    },
  )

  api.post(
    '/originals/crash/bets/:id/cashout',
    {
      config: { errors: ['BET_SETTLED', 'CASHOUT_TOO_LATE', 'CONFLICT'], access: 'signed-in' },
      schema: {
        tags: ['originals'],
        summary: "Cash out an open bet at the server's multiplier when the request arrives",
        params: z.object({ id: z.uuid() }),
        response: { 200: betResult },
      },
    },
    async (request) => {
      const player = await requireSessionUser(request)
      const { result } = await cashOutCrashBet(database.db, {
        userId: player.id,
        betId: request.params.id,
        now: Date.now(),
      })
      await events.playerBet('cashout', result.bet, player.name)
      await publishHints(request, [publishBalanceChanged(realtime, player.id)])
      return result
    },
  )
}
