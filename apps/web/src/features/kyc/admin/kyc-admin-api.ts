import type { KycDecisionInput, KycSubmissionStatus } from '@khela/contracts/kyc'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api.ts'
import { api } from '../../../lib/endpoint.ts'
import * as adminKycApi from '../../../lib/endpoints/admin/kyc.ts'

export const adminKycQueryKey = ['admin', 'kyc'] as const

/** A user's identity check and submissions, for the user profile's KYC Update tab. */
export function useUserKyc(userId: string) {
  return useQuery({
    queryKey: [...adminKycQueryKey, 'user', userId],
    queryFn: ({ signal }) => api(adminKycApi.userKyc, { params: { userId }, signal }),
    meta: { showsOwnError: true },
  })
}

/** The KYC queue: pending first. */
export function useKycQueue(page: number, status: KycSubmissionStatus | 'all') {
  return useQuery({
    queryKey: [...adminKycQueryKey, 'queue', page, status],
    queryFn: ({ signal }) =>
      api(adminKycApi.queue, { query: { page, status: status === 'all' ? undefined : status }, signal }),
    placeholderData: keepPreviousData,
    meta: { showsOwnError: true },
  })
}

/** Decides, then refetches every KYC view (also when someone else decided first, so it shows their decision). */
export function useDecideKyc() {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKycQueryKey })
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: KycDecisionInput }) =>
      api(adminKycApi.decide, { params: { id }, body: input }),
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'ALREADY_DECIDED') void refresh()
    },
  })
}
