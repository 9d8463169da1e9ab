import type { DepositBonusPreview } from '@khela/contracts/bonuses'
import type {
  CashierMethods,
  DepositHistoryPage,
  DepositInput,
  DepositRequest,
  UploadedSlip,
  WithdrawalHistoryPage,
  WithdrawalInput,
  WithdrawalRequest,
} from '@khela/contracts/cashier'
import { type EmptyBody, endpoint } from '../endpoint.ts'

export const methods = endpoint<{ response: CashierMethods }>()('GET', '/api/cashier/methods')
export const deposits = endpoint<{ query: { page: number }; response: DepositHistoryPage }>()(
  'GET',
  '/api/cashier/deposits',
)
export const withdrawals = endpoint<{
  query: { page: number; status?: 'pending' }
  response: WithdrawalHistoryPage
}>()('GET', '/api/cashier/withdrawals')
/** A deposit screenshot, sent as the form field `image`. */
export const uploadSlip = endpoint<{ body: FormData; response: UploadedSlip }>()('POST', '/api/cashier/slips')
export const createDeposit = endpoint<{ body: DepositInput; response: DepositRequest }>()(
  'POST',
  '/api/cashier/deposits',
)
export const createWithdrawal = endpoint<{ body: WithdrawalInput; response: WithdrawalRequest }>()(
  'POST',
  '/api/cashier/withdrawals',
)
export const cancelWithdrawal = endpoint<{ body: EmptyBody; response: WithdrawalRequest }>()(
  'POST',
  '/api/cashier/withdrawals/:id/cancel',
)
export const depositBonusPreview = endpoint<{
  query: { amount: number; promoCode?: string }
  response: DepositBonusPreview
}>()('GET', '/api/cashier/deposits/bonus-preview')
