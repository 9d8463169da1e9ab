import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import { rouletteBets } from './games/euro-roulette.ts'
import { stakes } from './games/fortune-five.ts'
import { findFreeRounds } from './page-state.ts'
import { playDemoRound, playFreeRound, playRealRound, type RoundDeps } from './play-round.ts'

const spinInput = z.discriminatedUnion('game', [
  z
    .object({
      session: z.string().min(1).max(100),
      game: z.literal('fortune-five'),
      stake: z.number().refine((stake) => (stakes as readonly number[]).includes(stake), 'UNKNOWN_STAKE'),
      free: z.boolean().default(false),
    })
    .strict(),
  z
    .object({ session: z.string().min(1).max(100), game: z.literal('euro-roulette'), bets: rouletteBets })
    .strict(),
])

/** The page's one call: play a round in its session. The studio, never the browser, talks to Khela. */
export function registerSpinRoutes(app: FastifyInstance, deps: RoundDeps) {
  app.post('/api/spin', async (request, reply) => {
    const input = spinInput.parse(request.body)
    const session = deps.store.findSession(input.session)
    if (!session || session.game !== input.game)
      return reply.code(404).send({ error: { code: 'UNKNOWN_SESSION' } })
    const spin =
      input.game === 'fortune-five'
        ? { game: input.game, stake: input.stake }
        : { game: input.game, bets: input.bets }
    if (session.mode === 'demo') return { ...playDemoRound(deps, session, spin), currency: session.currency }
    if (input.game === 'fortune-five' && input.free) {
      const [grant] = findFreeRounds(deps.store, session)
      if (!grant) return reply.code(409).send({ error: { code: 'NO_FREE_ROUNDS' } })
      return {
        status: 'free',
        currency: session.currency,
        balance: null,
        ...(await playFreeRound(deps, session, grant)),
      }
    }
    return { ...(await playRealRound(deps, session, spin)), currency: session.currency }
  })
}
