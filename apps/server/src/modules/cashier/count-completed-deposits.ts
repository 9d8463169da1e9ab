import { and, count, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { depositRequests } from '../../db/schema/cashier.ts'

/** How many of a player's deposits are completed: a bonus for the nth deposit asks it. */
export async function countCompletedDeposits(db: Pick<Db, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(depositRequests)
    .where(and(eq(depositRequests.userId, userId), eq(depositRequests.status, 'completed')))
  return row?.count ?? 0
}
