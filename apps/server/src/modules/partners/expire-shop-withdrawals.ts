import { and, asc, eq, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentShopWithdrawals } from '../../db/schema/agents.ts'
import { clock } from '../../lib/clock.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { releaseShopWithdrawal } from './release-shop-withdrawal.ts'

const batchSize = 200

/**
 * The leader's sweep: every pending shop withdrawal past its expiry becomes `expired` and its hold returns to the
 * player's cash, each in its own transaction. One paid or cancelled meanwhile is passed over (the conditional
 * update matches nothing), so a rerun changes nothing. Returns how many it expired.
 */
export async function expireShopWithdrawals(db: Db, now = clock.now()): Promise<number> {
  let expired = 0
  for (;;) {
    const due = await db
      .select({ id: agentShopWithdrawals.id })
      .from(agentShopWithdrawals)
      .where(and(eq(agentShopWithdrawals.status, 'pending'), lte(agentShopWithdrawals.expiresAt, now)))
      .orderBy(asc(agentShopWithdrawals.expiresAt))
      .limit(batchSize)
    for (const withdrawal of due) {
      const released = await runMoneyTransaction(db, (tx) =>
        releaseShopWithdrawal(tx, {
          withdrawalId: withdrawal.id,
          outcome: 'expired',
          only: lte(agentShopWithdrawals.expiresAt, now),
        }),
      )
      if (released) expired += 1
    }
    if (due.length < batchSize) return expired
  }
}
