import type { DepositRequest } from '@khela/contracts/cashier'
import type { depositRequests } from '../../db/schema/cashier.ts'

export type DepositRow = typeof depositRequests.$inferSelect

/** A stored deposit as the player (and, extended, the back office) sees it. */
export function toDepositRequest(row: DepositRow): DepositRequest {
  return {
    id: row.id,
    methodId: row.methodId,
    methodCode: row.methodCode,
    methodName: row.methodName,
    gateway: row.gateway,
    amount: row.amount,
    currency: row.currency,
    inputs: row.inputs,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  }
}
