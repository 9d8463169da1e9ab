import type { CloseRiskFlagInput, RiskFlag, RiskFlagPage, RiskSettings } from '@khela/contracts/risk'
import { endpoint, type QueryInit } from '../../endpoint.ts'

export const flags = endpoint<{ query: QueryInit; response: RiskFlagPage }>()('GET', '/api/admin/risk/flags')
export const closeFlag = endpoint<{ body: CloseRiskFlagInput; response: RiskFlag }>()(
  'POST',
  '/api/admin/risk/flags/:id/close',
)
export const settings = endpoint<{ response: RiskSettings }>()('GET', '/api/admin/risk/settings')
export const updateSettings = endpoint<{ body: RiskSettings; response: RiskSettings }>()(
  'PUT',
  '/api/admin/risk/settings',
)
