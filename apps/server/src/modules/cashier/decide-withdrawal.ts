import type { AdminWithdrawalRow, withdrawalDecisionInput } from '@khela/contracts/cashier'
import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { withdrawalRequests } from '../../db/schema/cashier.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { releaseWithdrawal } from '../wallet/release-withdrawal.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { settleWithdrawal } from '../wallet/settle-withdrawal.ts'
import { findAdminWithdrawal } from './find-admin-withdrawals.ts'
import { toWithdrawalRequest, type WithdrawalRow } from './to-withdrawal-request.ts'

export type WithdrawalDecision = {
  staff: SessionUser
  withdrawalId: string
  idempotencyKey: string
  input: z.output<typeof withdrawalDecisionInput>
  ipAddress: string | null
}

/** What the decision did: `first_approval` only recorded itself; the others moved the held money. */
export type WithdrawalOutcome = 'first_approval' | 'approved' | 'rejected'

const pending = eq(withdrawalRequests.status, 'pending')

/**
 * A staff member's decision on a pending withdrawal, exactly once: every change is a conditional update from the
 * state the decision was made on, so two staff at once give one outcome (the other gets ALREADY_DECIDED).
 * Reject releases the hold with a reason. Approve settles the hold to the method's clearing account with the
 * payout reference; above the threshold the first approval is only recorded, and another staff member's approval
 * settles (the same one again: SECOND_APPROVER_REQUIRED). Staff never decide their own withdrawal. Every decision,
 * first approvals included, is audited in the same transaction.
 */
export async function decideWithdrawal(
  db: Db,
  decision: WithdrawalDecision,
): Promise<{
  withdrawal: AdminWithdrawalRow
  outcome: WithdrawalOutcome
  userId: string
  isReplay: boolean
}> {
  const { staff, withdrawalId, input } = decision
  if (!isUuid(withdrawalId)) throw new AppError('NOT_FOUND')
  const { response, isReplay } = await runIdempotentRequest(
    db,
    {
      scope: `cashier.withdrawal.decision:${staff.id}`,
      key: decision.idempotencyKey,
      request: { staffId: staff.id, withdrawalId, ...input },
    },
    async (tx) => {
      const [current] = await tx
        .select()
        .from(withdrawalRequests)
        .where(eq(withdrawalRequests.id, withdrawalId))
      if (!current) throw new AppError('NOT_FOUND')
      // Separation of duties: nobody pays themselves out.
      if (current.userId === staff.id)
        throw new AppError('FORBIDDEN', { internalDetail: 'staff tried to decide their own withdrawal' })
      if (current.status !== 'pending') throw new AppError('ALREADY_DECIDED')
      const outcome =
        input.decision === 'reject'
          ? await reject(tx, current, decision)
          : await approve(tx, current, decision)
      const withdrawal = await findAdminWithdrawal(tx, withdrawalId)
      if (!withdrawal) throw new Error('decided withdrawal vanished')
      return { withdrawal, outcome, userId: current.userId }
    },
  )
  return { ...response, isReplay }
}

async function reject(
  tx: Db,
  current: WithdrawalRow,
  decision: WithdrawalDecision,
): Promise<WithdrawalOutcome> {
  const { staff, input } = decision
  const [rejected] = await tx
    .update(withdrawalRequests)
    .set({ status: 'rejected', reason: input.reason, decidedBy: staff.id, decidedAt: new Date() })
    .where(and(eq(withdrawalRequests.id, current.id), pending))
    .returning()
  if (!rejected) throw new AppError('ALREADY_DECIDED')
  const released = await releaseWithdrawal(tx, {
    idempotencyKey: `withdrawal-release:${current.id}`,
    userId: current.userId,
    amount: current.amount,
    ref: { type: 'withdrawal_request', id: current.id },
    metadata: { reason: input.reason, staffId: staff.id },
  })
  await tx
    .update(withdrawalRequests)
    .set({ settleTransferId: released.id })
    .where(eq(withdrawalRequests.id, current.id))
  await audit(tx, decision, 'cashier.withdrawal.reject', current, {
    ...rejected,
    settleTransferId: released.id,
  })
  return 'rejected'
}

async function approve(
  tx: Db,
  current: WithdrawalRow,
  decision: WithdrawalDecision,
): Promise<WithdrawalOutcome> {
  const { staff } = decision
  let state = current
  if (state.needsTwoApprovals && !state.firstApprovedBy) {
    const [recorded] = await tx
      .update(withdrawalRequests)
      .set({ firstApprovedBy: staff.id, firstApprovedAt: new Date() })
      .where(and(eq(withdrawalRequests.id, current.id), pending, isNull(withdrawalRequests.firstApprovedBy)))
      .returning()
    if (recorded) {
      await audit(tx, decision, 'cashier.withdrawal.first_approval', current, recorded)
      return 'first_approval'
    }
    // Someone else decided or approved first in the meantime: decide on what they left.
    const [now] = await tx.select().from(withdrawalRequests).where(eq(withdrawalRequests.id, current.id))
    if (now?.status !== 'pending') throw new AppError('ALREADY_DECIDED')
    state = now
  }
  if (state.needsTwoApprovals && state.firstApprovedBy === staff.id)
    throw new AppError('SECOND_APPROVER_REQUIRED')
  const payoutReference = decision.input.payoutReference
  if (!payoutReference) throw new AppError('VALIDATION_FAILED', { fields: { payoutReference: 'REQUIRED' } })
  const [approved] = await tx
    .update(withdrawalRequests)
    .set({ status: 'approved', payoutReference, decidedBy: staff.id, decidedAt: new Date() })
    .where(
      and(
        eq(withdrawalRequests.id, current.id),
        pending,
        // The settling approval must be a second person's whenever two are needed.
        state.needsTwoApprovals
          ? and(
              isNotNull(withdrawalRequests.firstApprovedBy),
              ne(withdrawalRequests.firstApprovedBy, staff.id),
            )
          : undefined,
      ),
    )
    .returning()
  if (!approved) throw new AppError('ALREADY_DECIDED')
  const settled = await settleWithdrawal(tx, {
    idempotencyKey: `withdrawal-settle:${current.id}`,
    userId: current.userId,
    amount: current.amount,
    methodCode: current.methodCode,
    ref: { type: 'withdrawal_request', id: current.id },
    metadata: { payoutReference, staffId: staff.id },
  })
  await tx
    .update(withdrawalRequests)
    .set({ settleTransferId: settled.id })
    .where(eq(withdrawalRequests.id, current.id))
  await audit(tx, decision, 'cashier.withdrawal.approve', state, {
    ...approved,
    settleTransferId: settled.id,
  })
  return 'approved'
}

function audit(
  tx: Db,
  decision: WithdrawalDecision,
  action: string,
  before: WithdrawalRow,
  after: WithdrawalRow,
) {
  const summary = (row: WithdrawalRow) => ({
    ...toWithdrawalRequest(row),
    userId: row.userId,
    needsTwoApprovals: row.needsTwoApprovals,
    firstApprovedBy: row.firstApprovedBy,
    decidedBy: row.decidedBy,
    settleTransferId: row.settleTransferId,
  })
  return recordAuditEntry(tx, {
    actorId: decision.staff.id,
    action,
    recordType: 'withdrawal_request',
    recordId: before.id,
    before: summary(before),
    after: summary(after),
    ipAddress: decision.ipAddress,
  })
}
