import { faqList } from '@khela/contracts/content'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { findFaqEntries } from './find-faq-entries.ts'

export async function contentRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/content/faq',
    {
      schema: {
        tags: ['content'],
        summary: 'Published FAQ entries for the footer, in both languages',
        response: { 200: faqList },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60')
      return { entries: await findFaqEntries(app.services.database.db) }
    },
  )
}
