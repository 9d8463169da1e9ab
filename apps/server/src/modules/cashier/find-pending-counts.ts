import type { PendingCounts } from '@khela/contracts/cashier'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { depositRequests, withdrawalRequests } from '../../db/schema/cashier.ts'

/** How many deposits and withdrawals wait for staff: the back office's alert badge. */
export async function findPendingCounts(db: Db): Promise<PendingCounts> {
  const [[deposits], [withdrawals]] = await Promise.all([
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(depositRequests)
      .where(eq(depositRequests.status, 'pending')),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.status, 'pending')),
  ])
  return { deposits: deposits?.count ?? 0, withdrawals: withdrawals?.count ?? 0 }
}
