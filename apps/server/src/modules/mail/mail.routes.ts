import { outboxList, outboxQuery } from '@khela/contracts/mail'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { findOutboxEmails } from './find-outbox-emails.ts'

/** The outbox, for staff helping a player whose email went nowhere (or nowhere yet, without SMTP). */
export async function mailRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/outbox',
    {
      config: { permission: 'users.read' },
      schema: {
        tags: ['admin'],
        summary: 'The latest emails the platform sent or queued',
        querystring: outboxQuery,
        response: { 200: outboxList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return { emails: await findOutboxEmails(app.services.database.db, request.query.recipient) }
    },
  )
}
