import type { AdjustmentInput } from '@khela/contracts/wallet'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as adminWalletApi from '../../../lib/endpoints/admin/wallet.ts'

/** A player's balances and ledger lines in the back office; an adjustment refreshes both. */
export const userWalletQueryKey = (userId: string) => ['admin', 'user-wallet', userId] as const

/** Rows per page of a user's Transaction History. */
export const TRANSACTIONS_PAGE_SIZE = 20

export function useUserBalances(userId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [...userWalletQueryKey(userId), 'balances'],
    queryFn: ({ signal }) => api(adminWalletApi.userBalances, { params: { userId }, signal }),
    enabled: isEnabled,
    meta: { showsOwnError: true },
  })
}

export function useUserTransactions(userId: string, page: number) {
  return useQuery({
    queryKey: [...userWalletQueryKey(userId), 'transactions', page],
    queryFn: ({ signal }) =>
      api(adminWalletApi.userTransactions, {
        params: { userId },
        query: { page, pageSize: TRANSACTIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

export function adjustBalance({ input, idempotencyKey }: { input: AdjustmentInput; idempotencyKey: string }) {
  return api(adminWalletApi.adjustBalance, { body: input, idempotencyKey })
}

export function useAdjustBalance(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: adjustBalance,
    meta: { showsOwnError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userWalletQueryKey(userId) }),
  })
}
