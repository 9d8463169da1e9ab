import type { SessionUser } from '@khela/contracts/session'
import type { AdjustmentResult } from '@khela/contracts/wallet'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { ensureOperatorAccount } from './ensure-operator-account.ts'
import { requirePlayerAccounts } from './require-player-accounts.ts'
import { runIdempotentRequest } from './run-idempotent-request.ts'
import { transfer } from './transfer.ts'

export type Adjustment = {
  staff: SessionUser
  idempotencyKey: string
  userId: string
  direction: 'credit' | 'debit'
  amount: number
  reason: string
  ipAddress: string | null
}

/**
 * A staff member's manual credit or debit of a player's cash, against the operator's adjustments account, with
 * the reason and an audit entry in the same transaction. A debit beyond the balance is INSUFFICIENT_FUNDS; a
 * replayed key returns the first answer (`isReplay`: publish nothing). Staff cannot adjust their own wallet.
 */
export async function adjustBalance(
  db: Db,
  adjustment: Adjustment,
): Promise<{ result: AdjustmentResult; isReplay: boolean }> {
  const { staff, userId, direction, amount, reason } = adjustment
  // Separation of duties: nobody moves money into or out of their own wallet by hand.
  if (staff.id === userId)
    throw new AppError('FORBIDDEN', { internalDetail: 'staff tried to adjust their own balance' })
  const { response, isReplay } = await runIdempotentRequest(
    db,
    {
      scope: 'wallet.adjustment',
      key: adjustment.idempotencyKey,
      request: { staffId: staff.id, userId, direction, amount, reason },
    },
    async (tx) => {
      const accounts = await requirePlayerAccounts(tx, userId)
      const adjustments = await ensureOperatorAccount(tx, {
        kind: 'adjustments',
        currency: accounts.currency,
      })
      const cash = accounts.ids.player_cash
      const moved = await transfer(tx, {
        idempotencyKey: `adjustment:${adjustment.idempotencyKey}`,
        debit: direction === 'credit' ? adjustments : cash,
        credit: direction === 'credit' ? cash : adjustments,
        amount,
        currency: accounts.currency,
        kind: 'adjustment',
        ref: { type: 'user', id: userId },
        metadata: { reason, staffId: staff.id },
      })
      const cashAfter = direction === 'credit' ? moved.creditBalanceAfter : moved.debitBalanceAfter
      const result: AdjustmentResult = {
        transferId: moved.id,
        userId,
        direction,
        amount,
        currency: accounts.currency,
        reason,
        cashAfter: cashAfter ?? 0,
        createdAt: moved.createdAt.toISOString(),
      }
      await recordAuditEntry(tx, {
        actorId: staff.id,
        action: `wallet.adjustment.${direction}`,
        recordType: 'ledger_transfer',
        recordId: moved.id,
        // From the balance the transfer left, not one read earlier: another transfer may have come in between.
        before: { cash: result.cashAfter + (direction === 'credit' ? -amount : amount) },
        after: result,
        ipAddress: adjustment.ipAddress,
      })
      return result
    },
  )
  return { result: response, isReplay }
}
