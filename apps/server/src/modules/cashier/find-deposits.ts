import { type DepositHistoryPage, paymentHistoryPageSize } from '@khela/contracts/cashier'
import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { depositRequests } from '../../db/schema/cashier.ts'
import { toDepositRequest } from './to-deposit-request.ts'

/** The player's own deposits, newest first, six a page (Payment History). */
export async function findDeposits(db: Db, userId: string, page: number): Promise<DepositHistoryPage> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(depositRequests)
      .where(eq(depositRequests.userId, userId))
      .orderBy(desc(depositRequests.createdAt), desc(depositRequests.id))
      .limit(paymentHistoryPageSize)
      .offset((page - 1) * paymentHistoryPageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(depositRequests)
      .where(eq(depositRequests.userId, userId)),
  ])
  return {
    items: rows.map(toDepositRequest),
    total: counted?.total ?? 0,
    page,
    pageSize: paymentHistoryPageSize,
  }
}
