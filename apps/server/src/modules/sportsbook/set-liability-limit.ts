import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportMarkets } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'

/**
 * A trader changes a market's liability limit, audited in the same transaction. The row lock waits for the bets
 * holding the market FOR SHARE, so every bet is checked against the limit before the change or after it. A limit
 * below the liability already taken refuses the market's further bets on those selections; it does not suspend
 * the market by itself. Returns the market's event.
 */
export async function setLiabilityLimit(
  db: Db,
  request: { staff: SessionUser; marketId: string; liabilityLimit: number; ipAddress: string | null },
): Promise<string> {
  const { staff, marketId, liabilityLimit, ipAddress } = request
  if (!isUuid(marketId)) throw new AppError('NOT_FOUND')
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ eventId: sportMarkets.eventId, liabilityLimit: sportMarkets.liabilityLimit })
      .from(sportMarkets)
      .where(eq(sportMarkets.id, marketId))
      .for('update')
    if (!before) throw new AppError('NOT_FOUND')
    await tx
      .update(sportMarkets)
      .set({ liabilityLimit, updatedAt: sql`now()` })
      .where(eq(sportMarkets.id, marketId))
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'sportsbook.markets.liability_limit',
      recordType: 'sport_market',
      recordId: marketId,
      before: { liabilityLimit: before.liabilityLimit },
      after: { liabilityLimit },
      ipAddress,
    })
    return before.eventId
  })
}
