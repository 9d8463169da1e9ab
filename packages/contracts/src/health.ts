import { z } from 'zod'

export const health = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ driver: z.enum(['pglite', 'pg']), reachable: z.boolean() }),
  migration: z.object({ applied: z.number().int(), latest: z.string().nullable() }),
  uptimeSeconds: z.number(),
})
export type Health = z.infer<typeof health>
