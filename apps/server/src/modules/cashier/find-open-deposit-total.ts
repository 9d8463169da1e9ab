import type { Currency } from '@khela/contracts/accounts'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { depositRequests } from '../../db/schema/cashier.ts'

/**
 * The sum of a player's deposits in a currency that are completed or still pending (minor units): what the KYC
 * deposit threshold counts, pending ones included so that many small requests sent before staff decide cannot
 * pass it. Rejected deposits do not count.
 */
export async function findOpenDepositTotal(
  db: Pick<Db, 'select'>,
  player: { userId: string; currency: Currency },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositRequests.amount}), 0)::text` })
    .from(depositRequests)
    .where(
      and(
        eq(depositRequests.userId, player.userId),
        eq(depositRequests.currency, player.currency),
        inArray(depositRequests.status, ['pending', 'completed']),
      ),
    )
  return Number(row?.total ?? 0)
}
