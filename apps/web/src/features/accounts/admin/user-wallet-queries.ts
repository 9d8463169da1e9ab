import type {
  AdjustmentInput,
  AdjustmentResult,
  LedgerEntryPage,
  PlayerBalances,
} from '@khela/contracts/wallet'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '../../../lib/api.ts'

/** A player's balances and ledger lines in the back office; an adjustment refreshes both. */
export const userWalletQueryKey = (userId: string) => ['admin', 'user-wallet', userId] as const

/** Rows per page of a user's Transaction History. */
export const TRANSACTIONS_PAGE_SIZE = 20

const userPath = (userId: string) => `/api/admin/users/${encodeURIComponent(userId)}`

export function useUserBalances(userId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...userWalletQueryKey(userId), 'balances'],
    queryFn: ({ signal }) => apiRequest<PlayerBalances>(`${userPath(userId)}/balances`, { signal }),
    enabled: isEnabled,
    meta: { showsOwnError: true },
  })
}

export function useUserTransactions(userId: string, page: number) {
  return useQuery({
    queryKey: [...userWalletQueryKey(userId), 'transactions', page],
    queryFn: ({ signal }) =>
      apiRequest<LedgerEntryPage>(
        `${userPath(userId)}/transactions?page=${page}&pageSize=${TRANSACTIONS_PAGE_SIZE}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

export function adjustBalance({ input, idempotencyKey }: { input: AdjustmentInput; idempotencyKey: string }) {
  return apiRequest<AdjustmentResult>('/api/admin/wallet/adjustments', {
    method: 'POST',
    body: input,
    idempotencyKey,
  })
}

export function useAdjustBalance(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: adjustBalance,
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userWalletQueryKey(userId) }),
  })
}
