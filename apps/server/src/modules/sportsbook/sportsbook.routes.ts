import { notModified } from '@khela/contracts/catalog'
import { idempotentReplayHeader } from '@khela/contracts/originals'
import {
  eventParams,
  sportDetail,
  sportEventsQuery,
  sportList,
  sportParams,
} from '@khela/contracts/sportsbook'
import {
  bookedSlip,
  bookingCodeParams,
  createBookingCodeInput,
  createdBookingCode,
} from '@khela/contracts/sportsbook-booking'
import {
  autoCashOutInput,
  autoCashOutResult,
  cashOutInput,
  cashOutParams,
  cashOutResult,
} from '@khela/contracts/sportsbook-cash-out-api'
import { liveBoard, liveEventDetail } from '@khela/contracts/sportsbook-live'
import {
  placedSportBet,
  placeSportBetInput,
  sportBetsPage,
  sportBetsQuery,
} from '@khela/contracts/sportsbook-placement'
import { idempotencyHeaders } from '@khela/contracts/wallet'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { clock } from '../../lib/clock.ts'
import { isClientCopyFresh } from '../../lib/etag.ts'
import { requirePlayer } from '../../session/session.ts'
import { publishHints } from '../realtime/publish-hints.ts'
import { publishBalanceChanged } from '../wallet/publish-balance-changed.ts'
import { cashOutSportBet } from './cash-out-sport-bet.ts'
import { createBookingCode } from './create-booking-code.ts'
import { findSportBets } from './find-sport-bets.ts'
import { findSports } from './find-sports.ts'
import { getBookingCode } from './get-booking-code.ts'
import { getEventDetail } from './get-event-detail.ts'
import { getLiveBoard } from './get-live-board.ts'
import { getSportDetail } from './get-sport-detail.ts'
import { sportBetPlacer } from './place-sport-bets.ts'
import { setAutoCashOut } from './set-auto-cash-out.ts'

/**
 * The sportsbook's public reads (sports, their competitions and events, an event's markets), booking codes (anyone
 * may save a slip and load one) and a signed-in player's bets: placing one and listing their own.
 */
export async function sportsbookRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database, realtime } = app.services
  // Bets that arrive together are placed together (place-sport-bets.ts).
  const placeBet = sportBetPlacer(database.db)

  api.get(
    '/sportsbook/sports',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sportsbook'],
        summary: 'The sports in order, each with its number of live and upcoming events',
        response: { 200: sportList, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = await findSports(database, clock.now())
      if (isClientCopyFresh(request, reply, body)) return reply.code(304).send(null)
      return body
    },
  )

  api.get(
    '/sportsbook/sports/:slug',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sportsbook'],
        summary: "A sport's competitions and its live and upcoming events, soonest first, with main prices",
        params: sportParams,
        querystring: sportEventsQuery,
        response: { 200: sportDetail, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = await getSportDetail(database, request.params.slug, {
        competition: request.query.competition,
        now: clock.now(),
      })
      if (isClientCopyFresh(request, reply, body)) return reply.code(304).send(null)
      return body
    },
  )

  api.get(
    '/sportsbook/events/:id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sportsbook'],
        summary:
          'An event with its open and suspended markets and their prices, and its scoreboard and commentary in play',
        params: eventParams,
        response: { 200: liveEventDetail, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = await getEventDetail(database, request.params.id)
      if (isClientCopyFresh(request, reply, body)) return reply.code(304).send(null)
      return body
    },
  )

  api.get(
    '/sportsbook/live',
    {
      config: { access: 'public' },
      schema: {
        tags: ['sportsbook'],
        summary: 'Every event in play, grouped by sport, with its scoreboard and main prices',
        response: { 200: liveBoard, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = await getLiveBoard(database)
      if (isClientCopyFresh(request, reply, body)) return reply.code(304).send(null)
      return body
    },
  )

  api.post(
    '/sportsbook/bets',
    {
      config: {
        isPlay: true,
        errors: [
          'NOT_FOUND',
          'SELECTION_UNAVAILABLE',
          'MARKET_SUSPENDED',
          'MARKET_CLOSED',
          'EVENT_STARTED',
          'RELATED_SELECTIONS',
          'ODDS_CHANGED',
          'STAKE_ABOVE_LIMIT',
          'LIABILITY_ABOVE_LIMIT',
          'FREE_BET_UNAVAILABLE',
          'FREE_BET_ODDS_TOO_LOW',
          'FREE_BET_STAKE_MISMATCH',
        ],
      },
      schema: {
        tags: ['sportsbook'],
        summary:
          'Place a single, an accumulator or a system bet (the stake is per line) at the prices and market versions of the slip, moved prices taken as the odds policy allows, cash first and a bonus in play covering the shortfall, or the whole amount of a free bet named by freeBetGrantId; the Idempotency-Key header makes a retry return the first answer (with Idempotent-Replay: true)',
        headers: idempotencyHeaders,
        body: placeSportBetInput,
        response: { 200: placedSportBet },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      const { response, isReplay } = await placeBet({
        userId: player.id,
        idempotencyKey: request.headers['idempotency-key'],
        input: request.body,
        now: () => clock.now(),
      })
      if (isReplay) reply.header(idempotentReplayHeader, 'true')
      else await publishHints(request, [publishBalanceChanged(realtime, player.id)])
      return response
    },
  )

  api.post(
    '/sportsbook/booking-codes',
    {
      config: {
        access: 'public',
        rateLimit: { max: 30, timeWindow: '1 minute' },
        errors: ['SELECTION_UNAVAILABLE'],
      },
      schema: {
        tags: ['sportsbook'],
        summary:
          "Save a slip's selections and bet type under a short booking code (8 characters, valid for 7 days), for another device to load",
        body: createBookingCodeInput,
        response: { 200: createdBookingCode },
      },
    },
    async (request) => createBookingCode(database.db, request.body, clock.now()),
  )

  api.get(
    '/sportsbook/booking-codes/:code',
    {
      config: {
        access: 'public',
        rateLimit: { max: 60, timeWindow: '1 minute' },
        errors: ['BOOKING_CODE_UNKNOWN', 'BOOKING_CODE_EXPIRED'],
      },
      schema: {
        tags: ['sportsbook'],
        summary:
          "A booking code's slip: its bet type and selections at the prices standing now, each with why a bet on it would be refused now",
        params: bookingCodeParams,
        response: { 200: bookedSlip },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getBookingCode(database.db, request.params.code, clock.now())
    },
  )

  api.get(
    '/sportsbook/bets',
    {
      schema: {
        tags: ['sportsbook'],
        summary:
          "The player's own bets with their legs, open ones first, then newest first; each open bet with its cash-out offer now and the market versions it was priced at",
        querystring: sportBetsQuery,
        response: { 200: sportBetsPage },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      reply.header('cache-control', 'private, no-store')
      return findSportBets(database.db, player.id, request.query.page, { withCashOut: true })
    },
  )

  api.post(
    '/sportsbook/bets/:id/cash-out',
    {
      config: {
        errors: [
          'NOT_FOUND',
          'BET_NOT_OPEN',
          'CASH_OUT_SUSPENDED',
          'CASH_OUT_UNAVAILABLE',
          'CASH_OUT_OFFER_CHANGED',
          'CASH_OUT_PART_INVALID',
        ],
      },
      schema: {
        tags: ['sportsbook'],
        summary:
          "Cash out the player's open bet, whole or part of its running stake (`stakePart`), at the offer seen and the market versions it was priced at: paid at the offer now when it is within the operator's tolerance of the one seen, else CASH_OUT_OFFER_CHANGED with the new offer; the Idempotency-Key header makes a retry return the first answer (with Idempotent-Replay: true)",
        headers: idempotencyHeaders,
        params: cashOutParams,
        body: cashOutInput,
        response: { 200: cashOutResult },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      const { response, isReplay } = await cashOutSportBet(
        database.db,
        { realtime, log: request.log },
        {
          userId: player.id,
          betId: request.params.id,
          idempotencyKey: request.headers['idempotency-key'],
          cashOut: { kind: 'player', input: request.body },
        },
      )
      if (isReplay) reply.header(idempotentReplayHeader, 'true')
      else await publishHints(request, [publishBalanceChanged(realtime, player.id)])
      return response
    },
  )

  api.put(
    '/sportsbook/bets/:id/auto-cash-out',
    {
      config: { errors: ['NOT_FOUND', 'BET_NOT_OPEN'] },
      schema: {
        tags: ['sportsbook'],
        summary:
          "Set the offer at which the player's open bet cashes itself out in full (null removes it); sending the same amount again changes nothing",
        params: cashOutParams,
        body: autoCashOutInput,
        response: { 200: autoCashOutResult },
      },
    },
    async (request) => {
      const player = await requirePlayer(request)
      return setAutoCashOut(database.db, {
        userId: player.id,
        betId: request.params.id,
        amount: request.body.amount,
      })
    },
  )
}
