import type {
  AdminDepositPage,
  AdminDepositRow,
  AdminWithdrawalPage,
  AdminWithdrawalRow,
  CashierSettings,
  DepositDecisionInput,
  PaymentMethod,
  PaymentMethodInput,
  PendingCounts,
  WithdrawalDecisionInput,
} from '@khela/contracts/cashier'
import { endpoint, type QueryInit } from '../../endpoint.ts'

export const deposits = endpoint<{ query: QueryInit; response: AdminDepositPage }>()(
  'GET',
  '/api/admin/cashier/deposits',
)
export const withdrawals = endpoint<{ query: QueryInit; response: AdminWithdrawalPage }>()(
  'GET',
  '/api/admin/cashier/withdrawals',
)
export const decideDeposit = endpoint<{ body: DepositDecisionInput; response: AdminDepositRow }>()(
  'POST',
  '/api/admin/cashier/deposits/:id/decision',
)
export const decideWithdrawal = endpoint<{ body: WithdrawalDecisionInput; response: AdminWithdrawalRow }>()(
  'POST',
  '/api/admin/cashier/withdrawals/:id/decision',
)
export const pendingCounts = endpoint<{ response: PendingCounts }>()('GET', '/api/admin/cashier/pending')
export const methods = endpoint<{ response: PaymentMethod[] }>()('GET', '/api/admin/cashier/methods')
export const createMethod = endpoint<{ body: PaymentMethodInput; response: PaymentMethod }>()(
  'POST',
  '/api/admin/cashier/methods',
)
export const updateMethod = endpoint<{ body: PaymentMethodInput; response: PaymentMethod }>()(
  'PUT',
  '/api/admin/cashier/methods/:id',
)
export const settings = endpoint<{ response: CashierSettings }>()('GET', '/api/admin/cashier/settings')
export const updateSettings = endpoint<{ body: CashierSettings; response: CashierSettings }>()(
  'PUT',
  '/api/admin/cashier/settings',
)
