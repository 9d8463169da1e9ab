import { z } from 'zod'
import {
  documentNumberError,
  kycDocumentTypes,
  kycStatuses,
  kycTextLimits,
  needsBackImage,
} from './kyc-rules.ts'

export {
  documentNumberError,
  type KycDocumentType,
  type KycStatus,
  type KycSubmissionStatus,
  kycDocumentTypes,
  kycQueuePageSize,
  kycStatuses,
  kycTextLimits,
  needsBackImage,
  normalisedDocumentNumber,
} from './kyc-rules.ts'

/** `POST /api/kyc/images` answers with the uploaded picture's id, which a submission then names. */
export const uploadedKycImage = z.object({ id: z.string() })
export type UploadedKycImage = z.infer<typeof uploadedKycImage>

const imageId = z.string('REQUIRED').trim().min(1, 'REQUIRED').max(100, 'IMAGE_UNAVAILABLE')

/** `POST /api/kyc/submissions`: the document, its number and the ids of the uploaded pictures. */
export const kycSubmissionInput = z
  .object({
    documentType: z.enum(kycDocumentTypes, 'INVALID_CHOICE'),
    documentNumber: z.string('REQUIRED').max(40, 'INVALID_FORMAT'),
    frontImageId: imageId,
    /** Ignored for a passport. */
    backImageId: z.string().trim().max(100, 'IMAGE_UNAVAILABLE').nullable().default(null),
    selfieImageId: imageId,
  })
  .superRefine((input, context) => {
    const numberError = documentNumberError(input.documentType, input.documentNumber)
    if (numberError) context.addIssue({ code: 'custom', message: numberError, path: ['documentNumber'] })
    if (needsBackImage(input.documentType) && !input.backImageId)
      context.addIssue({ code: 'custom', message: 'REQUIRED', path: ['backImageId'] })
  })
export type KycSubmissionInput = z.input<typeof kycSubmissionInput>

/** What the player sees of their own identity check (`GET /api/kyc`): never the pictures. */
export const playerKyc = z.object({
  status: z.enum(kycStatuses),
  documentType: z.enum(kycDocumentTypes).nullable(),
  /** The last four characters only, so a shared screen does not show the whole number. */
  documentNumberEnding: z.string().nullable(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  /** The staff member's reason, when rejected. */
  rejectionReason: z.string().nullable(),
})
export type PlayerKyc = z.infer<typeof playerKyc>

/** A submission as staff see it; images are URLs of the authenticated admin route. */
export const adminKycSubmission = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string().nullable(),
  documentType: z.enum(kycDocumentTypes),
  documentNumber: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  images: z.object({ front: z.string(), back: z.string().nullable(), selfie: z.string() }),
  rejectionReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
})
export type AdminKycSubmission = z.infer<typeof adminKycSubmission>

/** `GET /api/admin/kyc/users/:userId`: the user's submissions, newest first. */
export const adminUserKyc = z.object({
  status: z.enum(kycStatuses),
  submissions: z.array(adminKycSubmission),
})
export type AdminUserKyc = z.infer<typeof adminUserKyc>

/** `GET /api/admin/kyc/submissions`: pending first (oldest waiting first), then decided ones newest first. */
export const kycQueueQuery = z.object({
  status: z.enum(['pending', 'approved', 'rejected']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type KycQueueQuery = z.infer<typeof kycQueueQuery>

export const kycQueuePage = z.object({
  items: z.array(adminKycSubmission),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type KycQueuePage = z.infer<typeof kycQueuePage>

/**
 * `POST /api/admin/kyc/submissions/:id/decision`: approve or reject a pending submission, or revoke an approved
 * one (so the player can send new documents). Reject and revoke need a reason the player reads.
 */
export const kycDecisionInput = z
  .object({
    decision: z.enum(['approve', 'reject', 'revoke'], 'INVALID_CHOICE'),
    reason: z.string().trim().max(kycTextLimits.reason, 'TEXT_TOO_LONG').default(''),
  })
  .refine((input) => input.decision === 'approve' || input.reason.length >= 3, {
    message: 'REQUIRED',
    path: ['reason'],
  })
export type KycDecisionInput = z.input<typeof kycDecisionInput>
