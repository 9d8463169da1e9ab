import type {
  AdminKycSubmission,
  AdminUserKyc,
  KycDecisionInput,
  KycQueuePage,
  KycSubmissionStatus,
} from '@khela/contracts/kyc'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, apiRequest } from '../../../lib/api.ts'

export const adminKycQueryKey = ['admin', 'kyc'] as const

/** A user's identity check and submissions, for the user profile's KYC Update tab. */
export function useUserKyc(userId: string) {
  return useQuery({
    queryKey: [...adminKycQueryKey, 'user', userId],
    queryFn: ({ signal }) =>
      apiRequest<AdminUserKyc>(`/api/admin/kyc/users/${encodeURIComponent(userId)}`, { signal }),
    meta: { showsOwnError: true },
  })
}

/** The KYC queue: pending first. */
export function useKycQueue(page: number, status: KycSubmissionStatus | 'all') {
  const filter = status === 'all' ? '' : `&status=${status}`
  return useQuery({
    queryKey: [...adminKycQueryKey, 'queue', page, status],
    queryFn: ({ signal }) =>
      apiRequest<KycQueuePage>(`/api/admin/kyc/submissions?page=${page}${filter}`, { signal }),
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
      apiRequest<AdminKycSubmission>(`/api/admin/kyc/submissions/${encodeURIComponent(id)}/decision`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: refresh,
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'ALREADY_DECIDED') void refresh()
    },
  })
}
