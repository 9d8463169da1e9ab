import { clockAdvanceInput, clockState } from '@khela/contracts/responsible-gambling'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { clock } from '../../lib/clock.ts'

/**
 * Moves the server's clock forward, so end-to-end tests pass a 24-hour cooling-off without waiting. Registered
 * only when the config's `testClock` is on (KHELA_TEST_CLOCK=1), which production refuses; the clock is the whole
 * instance's, so it moves for every player on it.
 */
export async function testClockRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.post(
    '/test/clock/advance',
    {
      schema: {
        tags: ['test'],
        summary: "Move the test server's clock forward by `ms`",
        body: clockAdvanceInput,
        response: { 200: clockState },
      },
    },
    async (request) => {
      clock.advance(request.body.ms)
      return { now: clock.now().toISOString(), offsetMs: clock.offsetMs }
    },
  )
}
