import { adminSportsbookIdParams } from '@khela/contracts/admin-sportsbook'
import {
  feedRun,
  feedSourceCreate,
  feedSourceList,
  feedSourceStatusChange,
} from '@khela/contracts/sportsbook-feed-sources'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { requireStaff } from '../../session/session.ts'
import { changeFeedSourceStatus } from './change-feed-source-status.ts'
import { createFeedSource } from './create-feed-source.ts'
import { feedFetchLimits } from './fetch-feed-document.ts'
import { findFeedSources } from './find-feed-sources.ts'
import { runFeedSource } from './run-feed-source.ts'

/** Feed addresses the leader polls (poll-due-feed-sources.ts): register, pause or resume, run now, and their runs. */
export async function adminFeedSourcesRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { db } = app.services.database
  const tags = ['admin-sportsbook']

  api.get(
    '/admin/sportsbook/feed-sources',
    {
      config: { permission: 'sportsbook.read' },
      schema: {
        tags,
        summary: 'Every polled feed source with its schedule and latest runs, newest first',
        response: { 200: feedSourceList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findFeedSources(db)
    },
  )

  api.post(
    '/admin/sportsbook/feed-sources',
    {
      config: { permission: 'sportsbook.trade' },
      schema: {
        tags,
        summary:
          'Register an http(s) address serving a feed document and how often to poll it (audited); it is due at once',
        body: feedSourceCreate,
        response: { 201: feedSourceList },
      },
    },
    async (request, reply) => {
      await createFeedSource(db, { staff: requireStaff(request), input: request.body, ipAddress: request.ip })
      return reply.code(201).send(await findFeedSources(db))
    },
  )

  api.post(
    '/admin/sportsbook/feed-sources/:id/status',
    {
      config: { permission: 'sportsbook.trade' },
      schema: {
        tags,
        summary: 'Pause a feed source, or make it active again and due at once (audited)',
        params: adminSportsbookIdParams,
        body: feedSourceStatusChange,
        response: { 200: feedSourceList },
      },
    },
    async (request) => {
      await changeFeedSourceStatus(db, {
        staff: requireStaff(request),
        sourceId: request.params.id,
        status: request.body.status,
        ipAddress: request.ip,
      })
      return findFeedSources(db)
    },
  )

  api.post(
    '/admin/sportsbook/feed-sources/:id/run',
    {
      config: { permission: 'sportsbook.trade' },
      schema: {
        tags,
        summary:
          'Poll a feed source now (audited): its document fetched, imported by external ids and the run recorded',
        params: adminSportsbookIdParams,
        response: { 200: feedRun },
      },
    },
    async (request) =>
      runFeedSource(db, {
        staff: requireStaff(request),
        sourceId: request.params.id,
        ipAddress: request.ip,
        limits: feedFetchLimits(app.services.config),
      }),
  )
}
