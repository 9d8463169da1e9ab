import type { WithdrawalRequest } from '@khela/contracts/cashier'
import { isUuid } from '@khela/contracts/ids'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { withdrawalRequests } from '../../db/schema/cashier.ts'
import { AppError } from '../../lib/app-error.ts'
import { releaseWithdrawal } from '../wallet/release-withdrawal.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { toWithdrawalRequest } from './to-withdrawal-request.ts'

/**
 * The player takes back a pending withdrawal: one conditional update from pending to cancelled and the release
 * of the hold, in one transaction. Allowed after a first approval too (nothing is paid until it settles). Another
 * player's withdrawal is NOT_FOUND, a decided one ALREADY_DECIDED.
 */
export async function cancelWithdrawal(
  db: Db,
  cancellation: { userId: string; withdrawalId: string; idempotencyKey: string },
): Promise<{ withdrawal: WithdrawalRequest; isReplay: boolean }> {
  const { userId, withdrawalId } = cancellation
  if (!isUuid(withdrawalId)) throw new AppError('NOT_FOUND')
  const { response, isReplay } = await runIdempotentRequest(
    db,
    {
      scope: `cashier.withdrawal.cancel:${userId}`,
      key: cancellation.idempotencyKey,
      request: { userId, withdrawalId },
    },
    async (tx) => {
      const own = and(eq(withdrawalRequests.id, withdrawalId), eq(withdrawalRequests.userId, userId))
      const [cancelled] = await tx
        .update(withdrawalRequests)
        .set({ status: 'cancelled', decidedAt: new Date() })
        .where(and(own, eq(withdrawalRequests.status, 'pending')))
        .returning()
      if (!cancelled) {
        const [existing] = await tx.select({ id: withdrawalRequests.id }).from(withdrawalRequests).where(own)
        throw new AppError(existing ? 'ALREADY_DECIDED' : 'NOT_FOUND')
      }
      const released = await releaseWithdrawal(tx, {
        idempotencyKey: `withdrawal-release:${withdrawalId}`,
        userId,
        amount: cancelled.amount,
        ref: { type: 'withdrawal_request', id: withdrawalId },
        metadata: { cancelledBy: 'player' },
      })
      const [row] = await tx
        .update(withdrawalRequests)
        .set({ settleTransferId: released.id })
        .where(eq(withdrawalRequests.id, withdrawalId))
        .returning()
      if (!row) throw new Error('cancelled withdrawal vanished')
      return toWithdrawalRequest(row)
    },
  )
  return { withdrawal: response, isReplay }
}
