import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { depositRequests } from '../../db/schema/cashier.ts'

/**
 * The total a player has asked to deposit since `since`: pending and completed requests (a rejected one brought in
 * nothing). Responsible gambling's deposit limit counts it.
 */
export async function sumDepositRequests(db: Db, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositRequests.amount}), 0)::text` })
    .from(depositRequests)
    .where(
      and(
        eq(depositRequests.userId, userId),
        inArray(depositRequests.status, ['pending', 'completed']),
        gt(depositRequests.createdAt, since),
      ),
    )
  return Number(row?.total ?? 0)
}
