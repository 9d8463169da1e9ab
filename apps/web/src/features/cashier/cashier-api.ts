import type {
  DepositInput,
  DepositRequest,
  UploadedSlip,
  WithdrawalInput,
  WithdrawalRequest,
} from '@khela/contracts/cashier'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as cashierApi from '../../lib/endpoints/cashier.ts'

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
    queryFn: ({ signal }) => api(cashierApi.methods, { signal }),
    staleTime: 60_000,
    meta: { showsOwnError: true },
  })
}

export function useDepositHistory(page: number) {
  return useQuery({
    queryKey: depositHistoryQueryKey(page),
    queryFn: ({ signal }) => api(cashierApi.deposits, { query: { page }, signal }),
    meta: { showsOwnError: true },
  })
}

/** The player's withdrawals, all or (status 'pending') only those that may still be cancelled. */
export function useWithdrawalHistory(page: number, status: 'pending' | 'all' = 'all') {
  return useQuery({
    queryKey: withdrawalHistoryQueryKey(page, status),
    queryFn: ({ signal }) =>
      api(cashierApi.withdrawals, {
        query: { page, status: status === 'pending' ? 'pending' : undefined },
        signal,
      }),
    meta: { showsOwnError: true },
  })
}

/** A deposit screenshot; a 5 MB picture on a slow connection takes a while. */
export function uploadSlip(file: File): Promise<UploadedSlip> {
  const body = new FormData()
  body.append('image', file)
  return api(cashierApi.uploadSlip, { body, timeoutMs: 120_000 })
}

export function createDeposit(input: DepositInput, idempotencyKey: string): Promise<DepositRequest> {
  return api(cashierApi.createDeposit, { body: input, idempotencyKey })
}

export function createWithdrawal(input: WithdrawalInput, idempotencyKey: string): Promise<WithdrawalRequest> {
  return api(cashierApi.createWithdrawal, { body: input, idempotencyKey })
}

export function cancelWithdrawal(id: string, idempotencyKey: string): Promise<WithdrawalRequest> {
  return api(cashierApi.cancelWithdrawal, { params: { id }, body: {}, idempotencyKey })
}
