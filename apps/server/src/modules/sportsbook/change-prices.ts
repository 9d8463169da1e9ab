import type { PriceChange } from '@khela/contracts/admin-sportsbook'
import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { overroundOf } from './price-outcomes.ts'

/**
 * A trader's new prices for some of a market's selections, by code, in one transaction under the market's row
 * lock: the version moves once per changed selection (trigger), an unchanged price moves nothing. A market closed
 * or settled is CONFLICT. Audited with the prices before and after. Returns the market's event id.
 */
export async function changePrices(
  db: Db,
  request: { staff: SessionUser; marketId: string; change: PriceChange; ipAddress: string | null },
): Promise<string> {
  const { staff, marketId, change, ipAddress } = request
  if (!isUuid(marketId)) throw new AppError('NOT_FOUND')
  return db.transaction(async (tx) => {
    const [market] = await tx
      .select({ eventId: sportMarkets.eventId, status: sportMarkets.status })
      .from(sportMarkets)
      .where(eq(sportMarkets.id, marketId))
      .for('update')
    if (!market) throw new AppError('NOT_FOUND')
    if (market.status !== 'open' && market.status !== 'suspended')
      throw new AppError('CONFLICT', {
        message: 'This market is closed or settled: its prices stay as they are.',
      })
    const selections = await tx
      .select({ code: sportSelections.code, price: sportSelections.price, status: sportSelections.status })
      .from(sportSelections)
      .where(eq(sportSelections.marketId, marketId))
    const before = Object.fromEntries(selections.map((selection) => [selection.code, selection.price]))
    change.prices.forEach((entry, index) => {
      if (!(entry.code in before))
        throw new AppError('VALIDATION_FAILED', { fields: { [`prices.${index}.code`]: 'INVALID_CHOICE' } })
    })
    for (const entry of change.prices)
      await tx
        .update(sportSelections)
        .set({ price: entry.price, updatedAt: sql`now()` })
        .where(and(eq(sportSelections.marketId, marketId), eq(sportSelections.code, entry.code)))
    const after = {
      ...before,
      ...Object.fromEntries(change.prices.map((entry) => [entry.code, entry.price])),
    }
    const running = selections
      .filter((selection) => selection.status === 'open')
      .map(({ code }) => after[code] ?? 0)
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'sportsbook.market.prices',
      recordType: 'sport_market',
      recordId: marketId,
      before: { prices: before },
      after: { prices: after, overroundBasisPoints: running.length >= 2 ? overroundOf(running) : null },
      ipAddress,
    })
    return market.eventId
  })
}
