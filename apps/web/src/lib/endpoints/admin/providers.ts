import type { RoundReconciliation, RoundReportUpload } from '@khela/contracts/provider-reconciliation'
import type {
  AdminProviderRoundDetail,
  AdminProviderRoundPage,
  ProviderSettings,
  ResolveProviderRoundInput,
} from '@khela/contracts/provider-rounds'
import { endpoint, type QueryInit } from '../../endpoint.ts'

export const rounds = endpoint<{ query: QueryInit; response: AdminProviderRoundPage }>()(
  'GET',
  '/api/admin/providers/rounds',
)
export const round = endpoint<{ response: AdminProviderRoundDetail }>()(
  'GET',
  '/api/admin/providers/rounds/:id',
)
export const resolveRound = endpoint<{
  body: ResolveProviderRoundInput
  response: AdminProviderRoundDetail
}>()('POST', '/api/admin/providers/rounds/:id/resolve')
export const settings = endpoint<{ response: ProviderSettings }>()('GET', '/api/admin/providers/settings')
export const updateSettings = endpoint<{ body: ProviderSettings; response: ProviderSettings }>()(
  'PUT',
  '/api/admin/providers/settings',
)
export const reconcile = endpoint<{ body: RoundReportUpload; response: RoundReconciliation }>()(
  'POST',
  '/api/admin/providers/reconciliation/:code',
)
