import { health } from '@khela/contracts/health'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { checkHealth } from './check-health.ts'

export async function healthRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Database reachability and the applied migration',
        response: { 200: health, 503: health },
      },
    },
    async (_request, reply) => {
      const result = await checkHealth(app.services)
      reply.header('cache-control', 'no-store')
      return reply.status(result.status === 'ok' ? 200 : 503).send(result)
    },
  )
}
