import type { Currency } from '@khela/contracts/accounts'
import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { depositRequests } from '../../db/schema/cashier.ts'

export type CompletedDeposit = { id: string; amount: number; completedAt: Date | null }

/** A player's most recently completed deposit in a currency (minor units), or null. Risk's quick-withdrawal check. */
export async function findLastCompletedDeposit(
  db: Pick<Db, 'select'>,
  player: { userId: string; currency: Currency },
): Promise<CompletedDeposit | null> {
  const [deposit] = await db
    .select({
      id: depositRequests.id,
      amount: depositRequests.amount,
      completedAt: depositRequests.decidedAt,
    })
    .from(depositRequests)
    .where(
      and(
        eq(depositRequests.userId, player.userId),
        eq(depositRequests.status, 'completed'),
        eq(depositRequests.currency, player.currency),
      ),
    )
    .orderBy(desc(depositRequests.decidedAt))
    .limit(1)
  return deposit ?? null
}
