import type {
  AdjustmentInput,
  AdjustmentResult,
  LedgerEntryPage,
  PlayerBalances,
  ReconciliationReport,
} from '@khela/contracts/wallet'
import { endpoint } from '../../endpoint.ts'

export const userBalances = endpoint<{ response: PlayerBalances }>()(
  'GET',
  '/api/admin/users/:userId/balances',
)
export const userTransactions = endpoint<{
  query: { page: number; pageSize: number }
  response: LedgerEntryPage
}>()('GET', '/api/admin/users/:userId/transactions')
export const adjustBalance = endpoint<{ body: AdjustmentInput; response: AdjustmentResult }>()(
  'POST',
  '/api/admin/wallet/adjustments',
)
export const reconcile = endpoint<{ response: ReconciliationReport }>()(
  'POST',
  '/api/admin/wallet/reconciliation',
)
