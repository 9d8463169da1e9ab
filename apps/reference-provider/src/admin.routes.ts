import { randomUUID, timingSafeEqual } from 'node:crypto'
import { currencies } from '@khela/contracts/accounts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { ProviderConfig } from './config.ts'
import { faultsInput } from './faults.ts'
import { stakes } from './games/fortune-five.ts'
import type { RoundDeps } from './play-round.ts'
import type { Round } from './store.ts'

const freeRoundsInput = z
  .object({
    player: z.string().min(1).max(100),
    game: z.literal('fortune-five'),
    count: z.number().int().min(1).max(1_000),
    stake: z.number().refine((stake) => (stakes as readonly number[]).includes(stake), 'UNKNOWN_STAKE'),
    currency: z.enum(currencies),
    /** The operator's id of this grant: sent again, it answers the grant it made (200) instead of a new one. */
    reference: z.string().min(1).max(100).optional(),
  })
  .strict()

const roundColumns = [
  'id',
  'player',
  'game',
  'currency',
  'stake',
  'win',
  'status',
  'betTransaction',
  'winTransaction',
  'rollbackTransaction',
  'refusal',
  'freeRoundGrant',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Round)[]

const csvCell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value)
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/**
 * The studio's back office, for tests and reconciliation: faults for the next rounds, the rounds it has played
 * (JSON or CSV, the report Khela reconciles against) and free-round grants. Bearer ADMIN_TOKEN; absent, 404.
 */
export function registerAdminRoutes(app: FastifyInstance, config: ProviderConfig, deps: RoundDeps) {
  const expected = config.adminToken ? Buffer.from(`Bearer ${config.adminToken}`) : null
  const isAdmin = (request: FastifyRequest) => {
    const given = Buffer.from(request.headers.authorization ?? '')
    return expected !== null && given.length === expected.length && timingSafeEqual(given, expected)
  }
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!expected) return reply.code(404).send({ error: { code: 'NOT_FOUND' } })
    if (!isAdmin(request)) return reply.code(401).send({ error: { code: 'UNAUTHORIZED' } })
  }

  app.register(async (admin) => {
    admin.addHook('onRequest', guard)
    admin.get('/admin/faults', async () => ({ faults: deps.faults.current() }))
    admin.post('/admin/faults', async (request) => {
      deps.faults.arm(faultsInput.parse(request.body ?? {}))
      return { faults: deps.faults.current() }
    })
    admin.delete('/admin/faults', async () => {
      deps.faults.clear()
      return { faults: null }
    })
    admin.get('/admin/rounds', async () => ({
      rounds: deps.store.rounds().map(({ token: _token, ...round }) => round),
    }))
    admin.get('/admin/rounds.csv', async (_request, reply) => {
      const lines = deps.store
        .rounds()
        .map((round) => roundColumns.map((column) => csvCell(round[column])).join(','))
      reply.header('content-type', 'text/csv; charset=utf-8')
      reply.header('content-disposition', 'attachment; filename="rounds.csv"')
      return `${[roundColumns.join(','), ...lines].join('\n')}\n`
    })
    admin.get('/admin/free-rounds', async () => ({ grants: deps.store.grants() }))
    admin.post('/admin/free-rounds', async (request, reply) => {
      const { reference = null, ...input } = freeRoundsInput.parse(request.body)
      const earlier = reference === null ? undefined : deps.store.findGrantByReference(reference)
      if (earlier) {
        const isSame = (Object.keys(input) as (keyof typeof input)[]).every(
          (key) => earlier[key] === input[key],
        )
        if (!isSame) return reply.code(409).send({ error: { code: 'REFERENCE_REUSED' } })
        return reply.code(200).send({ grant: earlier })
      }
      const grant = {
        id: randomUUID(),
        ...input,
        reference,
        remaining: input.count,
        createdAt: new Date().toISOString(),
      }
      deps.store.saveGrant(grant)
      return reply.code(201).send({ grant })
    })
  })
}
