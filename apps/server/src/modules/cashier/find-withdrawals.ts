import { paymentHistoryPageSize, type WithdrawalHistoryPage } from '@khela/contracts/cashier'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { withdrawalRequests } from '../../db/schema/cashier.ts'
import { toWithdrawalRequest } from './to-withdrawal-request.ts'

/** The player's own withdrawals (all, or only the pending ones), newest first, six a page. */
export async function findWithdrawals(
  db: Db,
  userId: string,
  page: number,
  status?: 'pending',
): Promise<WithdrawalHistoryPage> {
  const own = and(
    eq(withdrawalRequests.userId, userId),
    status ? eq(withdrawalRequests.status, status) : undefined,
  )
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(withdrawalRequests)
      .where(own)
      .orderBy(desc(withdrawalRequests.createdAt), desc(withdrawalRequests.id))
      .limit(paymentHistoryPageSize)
      .offset((page - 1) * paymentHistoryPageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(withdrawalRequests).where(own),
  ])
  return {
    items: rows.map(toWithdrawalRequest),
    total: counted?.total ?? 0,
    page,
    pageSize: paymentHistoryPageSize,
  }
}
