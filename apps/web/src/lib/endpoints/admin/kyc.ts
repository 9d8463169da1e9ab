import type { AdminKycSubmission, AdminUserKyc, KycDecisionInput, KycQueuePage } from '@khela/contracts/kyc'
import { endpoint, type QueryInit } from '../../endpoint.ts'

export const userKyc = endpoint<{ response: AdminUserKyc }>()('GET', '/api/admin/kyc/users/:userId')
export const queue = endpoint<{ query: QueryInit; response: KycQueuePage }>()(
  'GET',
  '/api/admin/kyc/submissions',
)
export const decide = endpoint<{ body: KycDecisionInput; response: AdminKycSubmission }>()(
  'POST',
  '/api/admin/kyc/submissions/:id/decision',
)
