import {
  adminRiskFlagQuery,
  closeRiskFlagInput,
  riskFlag,
  riskFlagPage,
  riskSettings,
} from '@khela/contracts/risk'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireStaff } from '../../session/session.ts'
import { closeRiskFlag } from './close-risk-flag.ts'
import { findRiskFlags } from './find-risk-flags.ts'
import { findRiskSettings } from './find-risk-settings.ts'
import { updateRiskSettings } from './update-risk-settings.ts'

/** The back office's Risk list and its thresholds. */
export async function riskRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { db } = app.services.database

  api.get(
    '/admin/risk/flags',
    {
      config: { permission: 'risk.review' },
      schema: {
        tags: ['admin-risk'],
        summary: 'Risk flags: filter by status (open by default), kind and player; newest first',
        querystring: adminRiskFlagQuery,
        response: { 200: riskFlagPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findRiskFlags(db, request.query)
    },
  )

  api.post(
    '/admin/risk/flags/:id/close',
    {
      config: { errors: ['RISK_FLAG_CLOSED'], permission: 'risk.review' },
      schema: {
        tags: ['admin-risk'],
        summary: 'Close an open flag with a note (required); audited. A closed flag is RISK_FLAG_CLOSED',
        params: z.object({ id: z.string() }),
        body: closeRiskFlagInput,
        response: { 200: riskFlag },
      },
    },
    async (request) =>
      closeRiskFlag(db, {
        staff: requireStaff(request),
        flagId: request.params.id,
        note: request.body.note,
        ipAddress: request.ip,
      }),
  )

  api.get(
    '/admin/risk/settings',
    {
      config: { permission: 'risk.review' },
      schema: {
        tags: ['admin-risk'],
        summary: 'The thresholds that raise risk flags (the defaults until an admin saves)',
        response: { 200: riskSettings },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findRiskSettings(db)
    },
  )

  api.put(
    '/admin/risk/settings',
    {
      // Admins only: finance reviews the flags, so it must not be able to raise the thresholds that raise them.
      config: { permission: 'settings.write' },
      schema: {
        tags: ['admin-risk'],
        summary: 'Save the risk thresholds; audited with before and after',
        body: riskSettings,
        response: { 200: riskSettings },
      },
    },
    async (request) =>
      updateRiskSettings(db, { staff: requireStaff(request), settings: request.body, ipAddress: request.ip }),
  )
}
