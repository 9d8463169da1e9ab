import type { WithdrawalRequest } from '@khela/contracts/cashier'
import type { withdrawalRequests } from '../../db/schema/cashier.ts'

export type WithdrawalRow = typeof withdrawalRequests.$inferSelect

/** A withdrawal as the player sees it. */
export function toWithdrawalRequest(row: WithdrawalRow): WithdrawalRequest {
  return {
    id: row.id,
    methodId: row.methodId,
    methodCode: row.methodCode,
    methodName: row.methodName,
    gateway: row.gateway,
    userType: row.userType,
    receiverAccount: row.receiverAccount,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    reason: row.reason,
    payoutReference: row.payoutReference,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}
