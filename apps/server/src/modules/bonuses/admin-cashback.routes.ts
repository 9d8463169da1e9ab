import { cashbackRunInput, cashbackRunResult } from '@khela/contracts/bonuses'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { clock } from '../../lib/clock.ts'
import { requireStaff } from '../../session/session.ts'
import { payWeeklyCashback } from './pay-weekly-cashback.ts'

/** The back office's cashback run: what the leader does each Monday, for a week staff name (idempotent). */
export async function adminCashbackRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { db } = app.services.database

  api.post(
    '/admin/bonuses/cashback-runs',
    {
      config: { errors: ['CASHBACK_WEEK_NOT_ENDED'], permission: 'bonuses.manage' },
      schema: {
        tags: ['admin-bonuses'],
        summary: "Pay an ended week's cashback now; players already paid for it are passed over; audited",
        body: cashbackRunInput,
        response: { 200: cashbackRunResult },
      },
    },
    async (request) =>
      payWeeklyCashback(db, {
        weekStart: request.body.weekStart,
        now: clock.now(),
        actorId: requireStaff(request).id,
        ipAddress: request.ip,
      }),
  )
}
