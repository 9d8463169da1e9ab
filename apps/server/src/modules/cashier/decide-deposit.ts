import type { AdminDepositRow, DepositStatus } from '@khela/contracts/cashier'
import { isUuid } from '@khela/contracts/ids'
import { normalisedSenderAccount, senderAccountFieldKeys } from '@khela/contracts/risk'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { depositRequests } from '../../db/schema/cashier.ts'
import { AppError } from '../../lib/app-error.ts'
import { clock } from '../../lib/clock.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { grantDepositBonus } from '../bonuses/grant-deposit-bonus.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { requirePlayerAccounts } from '../wallet/require-player-accounts.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { transfer } from '../wallet/transfer.ts'
import { countCompletedDeposits } from './count-completed-deposits.ts'
import { findAdminDeposit } from './find-admin-deposits.ts'

export type DepositDecision = {
  staff: SessionUser
  depositId: string
  decision: 'complete' | 'reject'
  reason: string
  idempotencyKey: string
  ipAddress: string | null
  /** How far back a shared device, sender, phone or IP holds a welcome bonus back (config; 365 days if not given). */
  bonusAbuseWindowDays?: number
}

/**
 * Staff complete or reject a pending deposit, exactly once. In one transaction: the status leaves `pending` by a
 * conditional update (a request already decided, by anyone, is ALREADY_DECIDED), Complete credits the player's
 * cash from the method's clearing account under the key `deposit:<id>` (so even a repeated transfer could not
 * credit twice) and grants the bonus it qualifies for (modules/bonuses; none if the player declined it), and the
 * audit entry is written. Staff cannot decide their own deposit. The Idempotency-Key
 * makes the same staff member's retry return the first answer.
 */
export async function decideDeposit(
  db: Db,
  decision: DepositDecision,
): Promise<{ response: AdminDepositRow; isReplay: boolean }> {
  const { staff, depositId } = decision
  if (!isUuid(depositId)) throw new AppError('NOT_FOUND')
  return runIdempotentRequest(
    db,
    {
      scope: `cashier.deposit-decision:${staff.id}`,
      key: decision.idempotencyKey,
      request: { staffId: staff.id, depositId, decision: decision.decision, reason: decision.reason },
    },
    async (tx) => {
      const [existing] = await tx
        .select({ userId: depositRequests.userId })
        .from(depositRequests)
        .where(eq(depositRequests.id, depositId))
      if (!existing) throw new AppError('NOT_FOUND')
      // Separation of duties: nobody approves money into their own wallet.
      if (existing.userId === staff.id)
        throw new AppError('FORBIDDEN', { internalDetail: 'staff tried to decide their own deposit' })

      const status: DepositStatus = decision.decision === 'complete' ? 'completed' : 'rejected'
      const [decided] = await tx
        .update(depositRequests)
        .set({ status, reason: decision.reason || null, decidedBy: staff.id, decidedAt: new Date() })
        .where(and(eq(depositRequests.id, depositId), eq(depositRequests.status, 'pending')))
        .returning()
      if (!decided) throw new AppError('ALREADY_DECIDED')

      if (status === 'completed') {
        const accounts = await requirePlayerAccounts(tx, decided.userId)
        const clearing = await ensureOperatorAccount(tx, {
          kind: 'method_clearing',
          currency: decided.currency,
          code: decided.methodCode,
        })
        const credited = await transfer(tx, {
          idempotencyKey: `deposit:${decided.id}`,
          debit: clearing,
          credit: accounts.ids.player_cash,
          amount: decided.amount,
          currency: decided.currency,
          kind: 'deposit',
          ref: { type: 'deposit_request', id: decided.id },
          metadata: { staffId: staff.id },
        })
        await tx
          .update(depositRequests)
          .set({ transferId: credited.id })
          .where(eq(depositRequests.id, decided.id))
        // The bonus comes with the deposit or not at all: same transaction, so a failed grant undoes the decision.
        const sender = decided.inputs.find((input) => senderAccountFieldKeys.includes(input.key))
        await grantDepositBonus(tx, {
          userId: decided.userId,
          depositId: decided.id,
          amount: decided.amount,
          currency: decided.currency,
          number: await countCompletedDeposits(tx, decided.userId),
          isBonusDeclined: decided.isBonusDeclined,
          promoCode: decided.bonusPromoCode,
          senderAccount: sender ? normalisedSenderAccount(sender.value) || null : null,
          abuseWindowDays: decision.bonusAbuseWindowDays ?? 365,
          now: clock.now(),
        })
      }

      const after = await findAdminDeposit(tx, depositId)
      if (!after) throw new Error('decided deposit vanished')
      await recordAuditEntry(tx, {
        actorId: staff.id,
        action: `deposit.${decision.decision}`,
        recordType: 'deposit_request',
        recordId: depositId,
        before: { status: 'pending' },
        after: { status: after.status, amount: after.amount, reason: after.reason, userId: decided.userId },
        ipAddress: decision.ipAddress,
      })
      return after
    },
  )
}
