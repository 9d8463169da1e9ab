import { isUuid } from '@khela/contracts/ids'
import type { AffiliateDecision, AffiliateStatus, affiliateDecisionInput } from '@khela/contracts/partners'
import { canGrantRole } from '@khela/contracts/permissions'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { affiliates } from '../../db/schema/partners.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { findStaffAccountSettings } from '../settings/find-staff-account-settings.ts'

/** Which statuses each decision moves from, and to. Approve also reinstates a suspended affiliate. */
const transitions = {
  approve: { from: ['applied', 'suspended'], to: 'approved' },
  reject: { from: ['applied'], to: 'rejected' },
  suspend: { from: ['approved'], to: 'suspended' },
} as const satisfies Record<AffiliateDecision, { from: AffiliateStatus[]; to: AffiliateStatus }>

/**
 * Staff approve, reject or suspend an affiliate, audited in the same transaction. Approving gives the account the
 * `affiliate` role, under the rule every role change follows (`canGrantRole`: only someone whose own permissions
 * cover the role, and only an administrator unless the operator lets user managers); a player account becomes a
 * partner account and stops playing. Repeating a decision already in force changes and records nothing; a decision
 * the status does not allow is ALREADY_DECIDED. Returns the user whose sessions must forget their role.
 */
export async function decideAffiliate(
  db: Db,
  decision: {
    staff: SessionUser
    affiliateId: string
    input: z.output<typeof affiliateDecisionInput>
    ipAddress: string | null
    now: Date
  },
): Promise<{ userId: string; status: AffiliateStatus }> {
  const { staff, affiliateId, input } = decision
  if (!isUuid(affiliateId)) throw new AppError('NOT_FOUND')
  const transition = transitions[input.decision]
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ userId: affiliates.userId, status: affiliates.status, role: users.role })
      .from(affiliates)
      .innerJoin(users, eq(users.id, affiliates.userId))
      .where(eq(affiliates.id, affiliateId))
      .for('update', { of: affiliates })
    if (!before) throw new AppError('NOT_FOUND')
    if (before.userId === staff.id)
      throw new AppError('FORBIDDEN', { message: 'You cannot decide on yourself.' })
    if (before.status === transition.to) return { userId: before.userId, status: before.status }
    if (!(transition.from as readonly AffiliateStatus[]).includes(before.status))
      throw new AppError('ALREADY_DECIDED', { message: `This affiliate is ${before.status}.` })
    if (input.decision === 'approve' && before.role !== 'affiliate')
      await grantAffiliateRole(tx, staff, before)
    await tx
      .update(affiliates)
      .set({
        status: transition.to,
        decisionReason: input.decision === 'approve' ? null : input.reason,
        decidedBy: staff.id,
        decidedAt: decision.now,
      })
      .where(and(eq(affiliates.id, affiliateId), inArray(affiliates.status, [...transition.from])))
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: `affiliate.${input.decision}`,
      recordType: 'affiliate',
      recordId: affiliateId,
      before: { userId: before.userId, status: before.status, role: before.role },
      after: {
        userId: before.userId,
        status: transition.to,
        role: input.decision === 'approve' ? 'affiliate' : before.role,
        reason: input.reason || null,
      },
      ipAddress: decision.ipAddress,
    })
    return { userId: before.userId, status: transition.to }
  })
}

/** Only a player becomes a partner: a staff account keeps its role, and the decision is refused. */
async function grantAffiliateRole(
  tx: Db,
  staff: SessionUser,
  applicant: { userId: string; role: string },
): Promise<void> {
  if (applicant.role !== 'player')
    throw new AppError('CONFLICT', { message: 'Only a player account can become an affiliate.' })
  const rules = await findStaffAccountSettings(tx)
  if (!canGrantRole(staff.role, 'player', rules) || !canGrantRole(staff.role, 'affiliate', rules))
    throw new AppError('FORBIDDEN', { message: 'You may not give accounts the affiliate role.' })
  const changed = await tx
    .update(users)
    .set({ role: 'affiliate', updatedAt: new Date() })
    .where(and(eq(users.id, applicant.userId), eq(users.role, 'player')))
    .returning({ id: users.id })
  if (changed.length === 0) throw new AppError('CONFLICT')
}
