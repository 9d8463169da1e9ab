import {
  betFairnessInputs,
  betHistoryPage,
  betHistoryQuery,
  betResult,
  betView,
  diceBetInput,
  headsTailsBetInput,
  idempotentReplayHeader,
  limboBetInput,
  minesRevealInput,
  minesStartInput,
  publicGameRules,
  rotateSeedsInput,
  seedsView,
} from '@khela/contracts/originals'
import { idempotencyHeaders } from '@khela/contracts/wallet'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { findSessionUser } from '../../session/find-session-user.ts'
import { requirePlayer } from '../../session/session.ts'
import { cashOutMines } from './cash-out-mines.ts'
import { findBetFairness } from './find-bet-fairness.ts'
import { findBetHistory } from './find-bet-history.ts'
import { findCurrentMinesGame } from './find-current-mines-game.ts'
import { findPublicRules } from './find-public-rules.ts'
import { findSeeds } from './find-seeds.ts'
import { type InstantBet, placeInstantBet } from './place-instant-bet.ts'
import { revealMinesTile } from './reveal-mines-tile.ts'
import { rotateSeeds } from './rotate-seeds.ts'
import { startMinesGame } from './start-mines-game.ts'

const betParams = z.object({ id: z.string() })

/**
 * Khela Originals for players: the rules, the seed pair, the per-bet games (Dice, Limbo, Heads Tails, Mines), Bet
 * History and each bet's fairness inputs. Crash has its own routes (crash.routes.ts).
 */
export async function originalsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { auth, database } = app.services
  const { db } = database

  api.get(
    '/originals/rules',
    {
      config: { access: 'public' },
      schema: {
        tags: ['originals'],
        summary: "Each game's limits, switch and edge in force (a signed-in player's seed pair's edges)",
        response: { 200: z.array(publicGameRules) },
      },
    },
    async (request, reply) => {
      const user = await findSessionUser(auth, request.headers)
      reply.header('cache-control', 'private, no-store')
      return findPublicRules(db, user?.id ?? null)
    },
  )

  api.get(
    '/originals/seeds',
    {
      schema: {
        tags: ['originals'],
        summary: "The player's active seed pair (server seed as its SHA-256) and the last revealed pair",
        response: { 200: seedsView },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      reply.header('cache-control', 'private, no-store')
      return findSeeds(db, player.id)
    },
  )

  api.post(
    '/originals/seeds/rotate',
    {
      config: { errors: ['GAME_IN_PROGRESS'] },
      schema: {
        tags: ['originals'],
        summary:
          'Reveal the active server seed and start a new pair with this client seed (or a random one); refused while a Mines game is open',
        body: rotateSeedsInput,
        response: { 200: seedsView },
      },
    },
    async (request) => {
      const player = await requirePlayer(request)
      return rotateSeeds(db, player.id, request.body)
    },
  )

  const instantBetRoute = <Game extends InstantBet['game']>(
    path: string,
    game: Game,
    body: typeof diceBetInput | typeof limboBetInput | typeof headsTailsBetInput,
  ) =>
    api.post(
      path,
      {
        config: { isPlay: true },
        schema: {
          tags: ['originals'],
          summary: `Place a ${game.replace('_', ' ')} bet, settled at once; the Idempotency-Key header makes a retry return the first answer (with Idempotent-Replay: true)`,
          headers: idempotencyHeaders,
          body,
          response: { 200: betResult },
        },
      },
      async (request, reply) => {
        const player = await requirePlayer(request)
        const { response, isReplay } = await placeInstantBet(db, {
          userId: player.id,
          idempotencyKey: request.headers['idempotency-key'],
          bet: { game, input: request.body } as InstantBet,
        })
        if (isReplay) reply.header(idempotentReplayHeader, 'true')
        return response
      },
    )
  instantBetRoute('/originals/dice/bets', 'dice', diceBetInput)
  instantBetRoute('/originals/limbo/bets', 'limbo', limboBetInput)
  instantBetRoute('/originals/heads-tails/bets', 'heads_tails', headsTailsBetInput)

  api.post(
    '/originals/mines/games',
    {
      config: { errors: ['GAME_IN_PROGRESS'], isPlay: true },
      schema: {
        tags: ['originals'],
        summary:
          'Start a Mines game (one open at a time); the Idempotency-Key header makes a retry return the first answer (with Idempotent-Replay: true)',
        headers: idempotencyHeaders,
        body: minesStartInput,
        response: { 200: betResult },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      const { response, isReplay } = await startMinesGame(db, {
        userId: player.id,
        idempotencyKey: request.headers['idempotency-key'],
        input: request.body,
      })
      if (isReplay) reply.header(idempotentReplayHeader, 'true')
      return response
    },
  )

  api.post(
    '/originals/mines/games/:id/reveal',
    {
      config: { errors: ['BET_SETTLED'] },
      schema: {
        tags: ['originals'],
        summary:
          'Reveal a tile of the open Mines game: a mine ends it, the last safe tile cashes it out; a tile already revealed changes nothing',
        params: betParams,
        body: minesRevealInput,
        response: { 200: betResult },
      },
    },
    async (request) => {
      const player = await requirePlayer(request)
      return revealMinesTile(db, { userId: player.id, betId: request.params.id, tile: request.body.tile })
    },
  )

  api.post(
    '/originals/mines/games/:id/cashout',
    {
      config: { errors: ['BET_SETTLED', 'CONFLICT'] },
      schema: {
        tags: ['originals'],
        summary: 'Cash out the open Mines game after at least one safe tile; paid once (then BET_SETTLED)',
        params: betParams,
        response: { 200: betResult },
      },
    },
    async (request) => {
      const player = await requirePlayer(request)
      return cashOutMines(db, { userId: player.id, betId: request.params.id })
    },
  )

  api.get(
    '/originals/mines/current',
    {
      schema: {
        tags: ['originals'],
        summary: "The player's open Mines game (without its layout), or null",
        response: { 200: z.object({ bet: betView.nullable() }) },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      reply.header('cache-control', 'private, no-store')
      return { bet: await findCurrentMinesGame(db, player.id) }
    },
  )

  api.get(
    '/originals/bets',
    {
      schema: {
        tags: ['originals'],
        summary: "The player's own bets, newest first, by game and days in the operator's time zone",
        querystring: betHistoryQuery,
        response: { 200: betHistoryPage },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      reply.header('cache-control', 'private, no-store')
      return findBetHistory(db, player.id, request.query)
    },
  )

  api.get(
    '/originals/bets/:id/fairness',
    {
      schema: {
        tags: ['originals'],
        summary:
          "One of the player's bets' seeds and parameters, for /fairness to recompute (the server seed once revealed)",
        params: betParams,
        response: { 200: betFairnessInputs },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      reply.header('cache-control', 'private, no-store')
      return findBetFairness(db, { userId: player.id, betId: request.params.id })
    },
  )
}
