import { sportsbookLiveChannel } from '@khela/contracts/sportsbook-live'
import { liveFeedHeaders } from '@khela/contracts/sportsbook-live-feed'
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { validationFields } from '../../plugins/errors.ts'
import { publishOpenBetsChanged } from './publish-open-bets-changed.ts'
import { receiveLiveMessage } from './receive-live-message.ts'
import { settleSportBets } from './settle-sport-bets.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** A live message's body exactly as received: the signature covers these bytes. */
    liveFeedRawBody?: string
  }
}

const signedHeaders = z.object({
  [liveFeedHeaders.source]: z.string().max(60).optional(),
  [liveFeedHeaders.timestamp]: z.string().max(20).optional(),
  [liveFeedHeaders.signature]: z.string().max(200).optional(),
})

const receipt = z.object({
  outcome: z.enum(['applied', 'waiting', 'duplicate']),
  /** The last message applied for the event: a sender that sees it behind its own seq knows a gap is open. */
  lastSeq: z.number().int(),
})

/** `POST /api/sportsbook/live-feed`: a live feed's signed messages (docs/live-feed.md). */
export async function liveFeedRoutes(app: FastifyInstance) {
  const { database, realtime, config } = app.services
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      request.liveFeedRawBody = body as string
      try {
        done(null, JSON.parse(body as string))
      } catch {
        done(new AppError('VALIDATION_FAILED', { fields: { body: 'INVALID_JSON' } }), undefined)
      }
    })
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error))
        throw new AppError('VALIDATION_FAILED', { fields: validationFields(error) })
      // The framework's own refusals of a body: not JSON (415), unreadable (400).
      if (!(error instanceof AppError) && (error.statusCode === 400 || error.statusCode === 415))
        throw new AppError('VALIDATION_FAILED', { fields: { body: 'INVALID_FORMAT' } })
      reply.log.debug({ code: error.code }, 'live feed message refused')
      throw error
    })

    scope.withTypeProvider<ZodTypeProvider>().post(
      '/sportsbook/live-feed',
      {
        config: { access: 'feed', errors: ['NOT_FOUND'] },
        schema: {
          tags: ['sportsbook'],
          summary:
            'One message of a live feed (score, bet stop and start, markets, prices, results, match end), in seq order per event; a repeat is acknowledged and changes nothing',
          headers: signedHeaders,
          response: { 200: receipt },
        },
      },
      async (request) => {
        const header = (name: string) => headerOf(request, name)
        const received = await receiveLiveMessage(
          database.db,
          config.secretsKey,
          {
            source: header(liveFeedHeaders.source),
            timestamp: header(liveFeedHeaders.timestamp),
            signature: header(liveFeedHeaders.signature),
          },
          request.liveFeedRawBody ?? '',
          request.body,
        )
        // The message is stored: a settlement that fails here is retried by the leader's sweep.
        for (const marketId of received.resultedMarketIds)
          await settleSportBets(database.db, { realtime, log: request.log }, { marketId }).catch((error) =>
            request.log.warn({ err: error, marketId }, 'live result settlement failed; the sweep retries it'),
          )
        // Readers of the event and of the live board fetch again (announced after commit; a lost one is caught up
        // by the next).
        if (received.outcome === 'applied') {
          await realtime.publish(sportsbookLiveChannel, { eventId: received.eventId, seq: received.lastSeq })
          // Players with open bets on the event see their cash-out offers move.
          await publishOpenBetsChanged(
            database.db,
            { realtime, log: request.log },
            { eventIds: [received.eventId] },
          )
        }
        return { outcome: received.outcome, lastSeq: received.lastSeq }
      },
    )
  })
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return typeof value === 'string' ? value : undefined
}
