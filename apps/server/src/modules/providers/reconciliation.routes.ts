import { roundReconciliation, roundReportUpload } from '@khela/contracts/provider-reconciliation'
import { providerCodeParams } from '@khela/contracts/provider-setup'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { reconcileRoundReport } from './reconcile-round-report.ts'

/** The back office's reconciliation of a provider's round report against Khela's rounds. */
export async function reconciliationRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { database } = app.services
  api.post(
    '/admin/providers/reconciliation/:code',
    {
      config: { permission: 'wallet.reconcile' },
      // A report of ~50,000 rounds (the CSV text, read in the browser).
      bodyLimit: 6 * 1024 * 1024,
      schema: {
        tags: ['admin-providers'],
        summary:
          "Reconcile a provider's round report (CSV: round, stake, win; status, player, createdAt when present) against Khela's rounds: matched, missing on either side, amount mismatches",
        params: providerCodeParams,
        body: roundReportUpload,
        response: { 200: roundReconciliation },
      },
    },
    async (request) => reconcileRoundReport(database.db, request.params.code, request.body.content),
  )
}
