import { notModified } from '@khela/contracts/catalog'
import {
  eventDetail,
  eventParams,
  sportDetail,
  sportEventsQuery,
  sportList,
  sportParams,
} from '@khela/contracts/sportsbook'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { clock } from '../../lib/clock.ts'
import { isClientCopyFresh } from '../../lib/etag.ts'
import { findSports } from './find-sports.ts'
import { getEventDetail } from './get-event-detail.ts'
import { getSportDetail } from './get-sport-detail.ts'

/** The sportsbook's public reads: sports, their competitions and events, an event's markets. */
export async function sportsbookRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database } = app.services

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
        summary: 'An event with its open and suspended markets and their prices',
        params: eventParams,
        response: { 200: eventDetail, 304: notModified },
      },
    },
    async (request, reply) => {
      const body = await getEventDetail(database, request.params.id)
      if (isClientCopyFresh(request, reply, body)) return reply.code(304).send(null)
      return body
    },
  )
}
