import { and, asc, eq, lte } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import { clock } from '../../lib/clock.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { endGrant } from './end-grant.ts'

const batchSize = 200

/**
 * The leader's sweep: every active grant whose time is up is expired, each in its own transaction, its balance
 * forfeited to the operator. A grant converted meanwhile is passed over (the guarded update matches nothing).
 * Returns how many it expired.
 */
export async function expireGrants(db: Db, now = clock.now()): Promise<number> {
  let expired = 0
  for (;;) {
    const due = await db
      .select({ id: bonusGrants.id })
      .from(bonusGrants)
      .where(and(eq(bonusGrants.status, 'active'), lte(bonusGrants.expiresAt, now)))
      .orderBy(asc(bonusGrants.expiresAt))
      .limit(batchSize)
    for (const grant of due) {
      const row = await runMoneyTransaction(db, (tx) =>
        endGrant(tx, { grantId: grant.id, outcome: 'expired', actorId: null, ipAddress: null, now }),
      )
      if (row) expired += 1
    }
    if (due.length < batchSize) return expired
  }
}
