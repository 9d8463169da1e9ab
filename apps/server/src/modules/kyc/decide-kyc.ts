import { isUuid } from '@khela/contracts/ids'
import type { AdminKycSubmission, KycSubmissionStatus, kycDecisionInput } from '@khela/contracts/kyc'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { kycSubmissions } from '../../db/schema/kyc.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { selectAdminKycSubmissions, toAdminKycSubmission } from './select-admin-kyc-submissions.ts'

/** Which status each decision moves from and to. Revoke reopens an approved check so the player can send again. */
const transitions = {
  approve: { from: 'pending', to: 'approved', action: 'kyc.approve' },
  reject: { from: 'pending', to: 'rejected', action: 'kyc.reject' },
  revoke: { from: 'approved', to: 'rejected', action: 'kyc.revoke' },
} as const satisfies Record<string, { from: KycSubmissionStatus; to: KycSubmissionStatus; action: string }>

/**
 * Staff approve or reject a pending submission, or revoke an approved one, with the reason the player reads
 * (required for reject and revoke by the contract). One conditional update from the expected status (a
 * submission in another state is ALREADY_DECIDED, so two staff at once get one outcome) and the audit entry, in
 * one transaction.
 */
export async function decideKyc(
  db: Db,
  decision: {
    staff: SessionUser
    submissionId: string
    input: z.output<typeof kycDecisionInput>
    ipAddress: string | null
  },
): Promise<AdminKycSubmission> {
  const { staff, submissionId, input } = decision
  if (!isUuid(submissionId)) throw new AppError('NOT_FOUND')
  const transition = transitions[input.decision]
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ userId: kycSubmissions.userId, status: kycSubmissions.status })
      .from(kycSubmissions)
      .where(eq(kycSubmissions.id, submissionId))
    if (!before) throw new AppError('NOT_FOUND')
    if (before.userId === staff.id)
      throw new AppError('FORBIDDEN', { internalDetail: 'staff tried to decide their own identity check' })
    const [decided] = await tx
      .update(kycSubmissions)
      .set({
        status: transition.to,
        rejectionReason: transition.to === 'rejected' ? input.reason : null,
        decidedBy: staff.id,
        decidedAt: new Date(),
      })
      .where(and(eq(kycSubmissions.id, submissionId), eq(kycSubmissions.status, transition.from)))
      .returning({ id: kycSubmissions.id })
    if (!decided)
      throw new AppError('ALREADY_DECIDED', { message: 'This submission has already been decided.' })
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: transition.action,
      recordType: 'kyc_submission',
      recordId: submissionId,
      before: { userId: before.userId, status: before.status },
      after: { userId: before.userId, status: transition.to, reason: input.reason || null },
      ipAddress: decision.ipAddress,
    })
    const [row] = await selectAdminKycSubmissions(tx).where(eq(kycSubmissions.id, submissionId))
    if (!row) throw new Error('decided submission vanished')
    return toAdminKycSubmission(row)
  })
}
