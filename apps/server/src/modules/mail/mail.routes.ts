import { outboxList, outboxQuery } from '@khela/contracts/mail'
import { hasPermission } from '@khela/contracts/permissions'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { findOutboxEmails, withoutTokens } from './find-outbox-emails.ts'

/** The outbox, for staff helping a player whose email went nowhere (or nowhere yet, without SMTP). */
export async function mailRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/admin/outbox',
    {
      config: { permission: 'users.read' },
      schema: {
        tags: ['admin-audit'],
        summary: 'The latest emails the platform sent or queued',
        querystring: outboxQuery,
        response: { 200: outboxList },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const emails = await findOutboxEmails(app.services.database.db, request.query.recipient)
      // A live link in an email (confirming an address) works for whoever opens it. Only administrators see
      // it, for the embedded mode without SMTP; other staff see that there was one.
      const seesLinks = request.staff !== null && hasPermission(request.staff.role, 'settings.write')
      return {
        emails: seesLinks ? emails : emails.map((email) => ({ ...email, text: withoutTokens(email.text) })),
      }
    },
  )
}
