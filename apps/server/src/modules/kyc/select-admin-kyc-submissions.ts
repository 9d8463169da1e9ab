import type { AdminKycSubmission } from '@khela/contracts/kyc'
import { eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { kycSubmissions } from '../../db/schema/kyc.ts'
import { kycImageUrl } from './read-kyc-image.ts'

const deciders = alias(users, 'kyc_deciders')

/** Submissions with the player's name and email and the decider's name; callers add where, order and paging. */
export function selectAdminKycSubmissions(db: Pick<Db, 'select'>) {
  return db
    .select({
      submission: kycSubmissions,
      userName: users.name,
      userEmail: users.email,
      decidedBy: deciders.name,
    })
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .leftJoin(deciders, eq(deciders.id, kycSubmissions.decidedBy))
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAdminKycSubmissions>['execute']>>[number]

export function toAdminKycSubmission({
  submission,
  userName,
  userEmail,
  decidedBy,
}: Row): AdminKycSubmission {
  return {
    id: submission.id,
    userId: submission.userId,
    userName,
    userEmail,
    documentType: submission.documentType,
    documentNumber: submission.documentNumber,
    status: submission.status,
    images: {
      front: kycImageUrl(submission.frontImageId),
      back: submission.backImageId ? kycImageUrl(submission.backImageId) : null,
      selfie: kycImageUrl(submission.selfieImageId),
    },
    rejectionReason: submission.rejectionReason,
    decidedBy,
    decidedAt: submission.decidedAt?.toISOString() ?? null,
    createdAt: submission.createdAt.toISOString(),
  }
}
