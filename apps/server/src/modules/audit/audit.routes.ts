import { adminAuditQuery, auditFacets, auditPage } from '@khela/contracts/audit'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Db } from '../../db/client.ts'
import { findAuditEntries } from './find-audit-entries.ts'
import { findAuditFacets } from './find-audit-facets.ts'

/**
 * How the Audit Log learns the operator's time zone, whose days its dates are. Settings records audit entries, so
 * audit cannot import settings' `findSiteSettings` without a cycle: buildApp hands it in.
 */
export type AuditRoutesOptions = { findTimeZone: (db: Db) => Promise<string> }

/** The back office's Audit Log. Read only, on purpose: no route changes or removes an entry. */
export async function auditRoutes(app: FastifyInstance, { findTimeZone }: AuditRoutesOptions) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { db } = app.services.database

  api.get(
    '/admin/audit',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['admin-audit'],
        summary:
          "Audit Log: filter by actor (id, name or email), action, record and days in the operator's time zone; newest first, with before and after",
        querystring: adminAuditQuery,
        response: { 200: auditPage },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return findAuditEntries(db, request.query, await findTimeZone(db))
    },
  )

  api.get(
    '/admin/audit/facets',
    {
      config: { permission: 'audit.read' },
      schema: {
        tags: ['admin-audit'],
        summary: 'The actions and record types the Audit Log holds, for its filters',
        response: { 200: auditFacets },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store')
      return findAuditFacets(db)
    },
  )
}
