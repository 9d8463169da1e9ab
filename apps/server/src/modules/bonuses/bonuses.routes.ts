import { currencies } from '@khela/contracts/accounts'
import {
  availableOffers,
  forfeitWarning,
  myGrants,
  promoCheck,
  promoCheckQuery,
} from '@khela/contracts/bonuses'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { findSessionUser } from '../../session/find-session-user.ts'
import { requirePlayer, requireWalletHolder } from '../../session/session.ts'
import { checkPromoOffer } from './check-promo-offer.ts'
import { findAvailableOffers } from './find-available-offers.ts'
import { findForfeitWarning } from './find-forfeit-warning.ts'
import { findMyGrants } from './find-player-grants.ts'

/** The player site's bonuses: offers with their terms, promo code checks, the player's own grants. */
export async function bonusesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database, auth } = app.services

  api.get(
    '/bonuses/offers',
    {
      config: { access: 'public' },
      schema: {
        tags: ['bonuses'],
        summary:
          'The offers running now with their terms in English and Bengali (promo-code offers excepted)',
        querystring: z.object({ currency: z.enum(currencies, 'INVALID_CHOICE').optional() }),
        response: { 200: availableOffers },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache')
      return findAvailableOffers(database.db, request.query.currency ?? null)
    },
  )

  api.get(
    '/bonuses/promo-check',
    {
      config: { access: 'public', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['bonuses'],
        summary:
          "What a promo code gives, or why not (unknown, not_started, expired, used_up, already_used, wrong_country, wrong_currency, not_eligible); a signed-in player's own country, currency and uses count",
        querystring: promoCheckQuery,
        response: { 200: promoCheck },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store')
      const user = await findSessionUser(auth, request.headers)
      return checkPromoOffer(database.db, {
        code: request.query.code,
        userId: user?.role === 'player' ? user.id : null,
        currency: request.query.currency,
        country: request.query.country,
      })
    },
  )

  api.get(
    '/bonuses/grants',
    {
      // Staff have no wallet: FORBIDDEN.
      config: { errors: ['FORBIDDEN'], access: 'signed-in' },
      schema: {
        tags: ['bonuses'],
        summary:
          "The signed-in player's bonuses: active ones with wagering progress and time left, and the history",
        response: { 200: myGrants },
      },
    },
    async (request, reply) => {
      const player = await requirePlayer(request)
      reply.header('cache-control', 'private, no-store')
      return findMyGrants(database.db, player.id)
    },
  )

  api.get(
    '/bonuses/withdrawal-warning',
    {
      config: { errors: ['FORBIDDEN'], access: 'signed-in' },
      schema: {
        tags: ['bonuses'],
        summary:
          'What a withdrawal now would forfeit: the active bonuses and their money (a withdrawal without forfeitBonuses is refused while any)',
        response: { 200: forfeitWarning },
      },
    },
    async (request, reply) => {
      const player = await requireWalletHolder(request)
      reply.header('cache-control', 'private, no-store')
      return findForfeitWarning(database.db, player.id)
    },
  )
}
