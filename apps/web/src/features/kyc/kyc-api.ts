import type { KycSubmissionInput, PlayerKyc, UploadedKycImage } from '@khela/contracts/kyc'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../lib/endpoint.ts'
import * as kycApi from '../../lib/endpoints/kyc.ts'

export const playerKycQueryKey = ['kyc', 'player'] as const

/** The signed-in player's identity check (status, document type, the rejection reason). */
export function usePlayerKyc() {
  return useQuery({
    queryKey: playerKycQueryKey,
    queryFn: ({ signal }) => api(kycApi.kyc, { signal }),
    meta: { showsOwnError: true },
  })
}

/** One picture of a document or a selfie; a 5 MB photo on a slow connection takes a while. */
export function uploadKycImage(file: File): Promise<UploadedKycImage> {
  const body = new FormData()
  body.append('image', file)
  return api(kycApi.uploadImage, { body, timeoutMs: 120_000 })
}

export function submitKyc(input: KycSubmissionInput): Promise<PlayerKyc> {
  return api(kycApi.submit, { body: input })
}
