import type { LiabilityLimitChange, StakeFactorChange } from '@khela/contracts/admin-sportsbook-risk'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/endpoint.ts'
import * as sportsbookApi from '../../../lib/endpoints/admin/sportsbook.ts'

// Under the sportsbook's key, so a trader's change there (a price, a status) refreshes these pages too.
const riskQueryKey = ['admin', 'sportsbook', 'risk'] as const

export function useAdminSportBets(query: URLSearchParams) {
  return useQuery({
    queryKey: [...riskQueryKey, 'bets', query.toString()],
    queryFn: ({ signal }) => api(sportsbookApi.bets, { query, signal }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

export function useLiability(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...riskQueryKey, 'liability', page, pageSize],
    queryFn: ({ signal }) =>
      api(sportsbookApi.liability, { query: { page: String(page), pageSize: String(pageSize) }, signal }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

export function useSetLiabilityLimit() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ marketId, change }: { marketId: string; change: LiabilityLimitChange }) =>
      api(sportsbookApi.liabilityLimit, { params: { id: marketId }, body: change }),
    meta: { showsOwnError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'sportsbook'] }),
  })
}

const stakeFactorKey = (userId: string) => [...riskQueryKey, 'stake-factor', userId] as const

export function useStakeFactor(userId: string) {
  return useQuery({
    queryKey: stakeFactorKey(userId),
    queryFn: ({ signal }) => api(sportsbookApi.stakeFactor, { params: { userId }, signal }),
    meta: { showsOwnError: true },
  })
}

export function useSetStakeFactor(userId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: StakeFactorChange) =>
      api(sportsbookApi.setStakeFactor, { params: { userId }, body: change }),
    meta: { showsOwnError: true },
    onSuccess: (saved) => queryClient.setQueryData(stakeFactorKey(userId), saved),
  })
}
