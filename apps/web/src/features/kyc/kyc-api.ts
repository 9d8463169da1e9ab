import type { KycSubmissionInput, PlayerKyc, UploadedKycImage } from '@khela/contracts/kyc'
import { useQuery } from '@tanstack/react-query'
import { apiRequest } from '../../lib/api.ts'

export const playerKycQueryKey = ['kyc', 'player'] as const

/** The signed-in player's identity check (status, document type, the rejection reason). */
export function usePlayerKyc() {
  return useQuery({
    queryKey: playerKycQueryKey,
    queryFn: ({ signal }) => apiRequest<PlayerKyc>('/api/kyc', { signal }),
    meta: { showsOwnError: true },
  })
}

/** One picture of a document or a selfie; a 5 MB photo on a slow connection takes a while. */
export function uploadKycImage(file: File): Promise<UploadedKycImage> {
  const body = new FormData()
  body.append('image', file)
  return apiRequest<UploadedKycImage>('/api/kyc/images', { method: 'POST', body, timeoutMs: 120_000 })
}

export function submitKyc(input: KycSubmissionInput): Promise<PlayerKyc> {
  return apiRequest<PlayerKyc>('/api/kyc/submissions', { method: 'POST', body: input })
}
