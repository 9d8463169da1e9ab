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
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'

/** Every cashier list a decision or a new request changes starts with this. */
export const cashierQueryKey = ['cashier'] as const
export const cashierMethodsQueryKey = ['cashier', 'methods'] as const
export const depositHistoryQueryKey = (page: number) => ['cashier', 'deposits', page] as const
export const withdrawalHistoryQueryKey = (page: number, status: 'pending' | 'all' = 'all') =>
  ['cashier', 'withdrawals', status, page] as const

/** The enabled methods for the signed-in player, deposit and withdrawal apart. */
export function useCashierMethods() {
  return useQuery({
    queryKey: cashierMethodsQueryKey,
    queryFn: ({ signal }) => apiRequest<CashierMethods>('/api/cashier/methods', { signal }),
    staleTime: 60_000,
    meta: { showsOwnError: true },
  })
}

export function useDepositHistory(page: number) {
  return useQuery({
    queryKey: depositHistoryQueryKey(page),
    queryFn: ({ signal }) => apiRequest<DepositHistoryPage>(`/api/cashier/deposits?page=${page}`, { signal }),
    meta: { showsOwnError: true },
  })
}

/** The player's withdrawals, all or (status 'pending') only those that may still be cancelled. */
export function useWithdrawalHistory(page: number, status: 'pending' | 'all' = 'all') {
  const filter = status === 'pending' ? '&status=pending' : ''
  return useQuery({
    queryKey: withdrawalHistoryQueryKey(page, status),
    queryFn: ({ signal }) =>
      apiRequest<WithdrawalHistoryPage>(`/api/cashier/withdrawals?page=${page}${filter}`, { signal }),
    meta: { showsOwnError: true },
  })
}

/** A deposit screenshot; a 5 MB picture on a slow connection takes a while. */
export function uploadSlip(file: File): Promise<UploadedSlip> {
  const body = new FormData()
  body.append('image', file)
  return apiRequest<UploadedSlip>('/api/cashier/slips', { method: 'POST', body, timeoutMs: 120_000 })
}

export function createDeposit(input: DepositInput, idempotencyKey: string): Promise<DepositRequest> {
  return apiRequest<DepositRequest>('/api/cashier/deposits', { method: 'POST', body: input, idempotencyKey })
}

export function createWithdrawal(input: WithdrawalInput, idempotencyKey: string): Promise<WithdrawalRequest> {
  return apiRequest<WithdrawalRequest>('/api/cashier/withdrawals', {
    method: 'POST',
    body: input,
    idempotencyKey,
  })
}

export function cancelWithdrawal(id: string, idempotencyKey: string): Promise<WithdrawalRequest> {
  return apiRequest<WithdrawalRequest>(`/api/cashier/withdrawals/${encodeURIComponent(id)}/cancel`, {
    method: 'POST',
    body: {},
    idempotencyKey,
  })
}
