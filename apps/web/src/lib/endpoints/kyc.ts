import type { KycSubmissionInput, PlayerKyc, UploadedKycImage } from '@khela/contracts/kyc'
import { endpoint } from '../endpoint.ts'

export const kyc = endpoint<{ response: PlayerKyc }>()('GET', '/api/kyc')
/** A document photo, sent as the form field `image`. */
export const uploadImage = endpoint<{ body: FormData; response: UploadedKycImage }>()(
  'POST',
  '/api/kyc/images',
)
export const submit = endpoint<{ body: KycSubmissionInput; response: PlayerKyc }>()(
  'POST',
  '/api/kyc/submissions',
)
