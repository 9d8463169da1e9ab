import type { MarketResult, SelectionResultEntry } from '@khela/contracts/admin-sportsbook'
import { isUuid } from '@khela/contracts/ids'
import type { SessionUser } from '@khela/contracts/session'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportEvents, sportMarkets, sportSelections } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { checkMarketResult } from './check-market-result.ts'
import { writeSelectionResults } from './write-selection-results.ts'

/**
 * A trader's result for a market, in one transaction under the market's row lock (a bet being placed holds it
 * shared, so none is taken on a market being resulted): each selection's result, the market `settled` (its
 * version moves by trigger), and every bet leg on it given its selection's result in one statement, so a bet
 * whose legs are all resulted is found by query and settlement (settle-sport-bets.ts) can pay it. A settled
 * market is MARKET_SETTLED. Audited with the statuses before and the results after.
 */
export async function enterMarketResult(
  db: Db,
  request: { staff: SessionUser; marketId: string; input: MarketResult; ipAddress: string | null },
): Promise<void> {
  const { staff, marketId, input, ipAddress } = request
  if (!isUuid(marketId)) throw new AppError('NOT_FOUND')
  await db.transaction(async (tx) => {
    const [market] = await tx
      .select({
        template: sportMarkets.template,
        line: sportMarkets.line,
        status: sportMarkets.status,
        squadSide: sportMarkets.squadSide,
        playerKey: sportMarkets.playerKey,
        squads: sportEvents.squads,
      })
      .from(sportMarkets)
      .innerJoin(sportEvents, eq(sportEvents.id, sportMarkets.eventId))
      .where(eq(sportMarkets.id, marketId))
      .for('update', { of: sportMarkets })
    if (!market) throw new AppError('NOT_FOUND')
    if (market.status === 'settled') throw new AppError('MARKET_SETTLED')
    const selections = await tx
      .select({ code: sportSelections.code, status: sportSelections.status })
      .from(sportSelections)
      .where(eq(sportSelections.marketId, marketId))
    checkMarketResult(
      market,
      selections.map((selection) => selection.code),
      input.results,
      market.squads,
    )
    await writeMarketResult(tx, marketId, input.results)
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'sportsbook.market.result',
      recordType: 'sport_market',
      recordId: marketId,
      before: {
        status: market.status,
        selections: Object.fromEntries(selections.map((selection) => [selection.code, selection.status])),
      },
      after: { status: 'settled', results: input.results },
      ipAddress,
    })
  })
}

/**
 * Writes a checked result under the market's row lock: each selection's result and every bet leg on it its
 * selection's result (write-selection-results.ts), and the market `settled` (its version moves by trigger).
 */
export async function writeMarketResult(
  tx: Db,
  marketId: string,
  results: readonly SelectionResultEntry[],
): Promise<void> {
  await writeSelectionResults(tx, marketId, results)
  await tx
    .update(sportMarkets)
    .set({ status: 'settled', updatedAt: sql`now()` })
    .where(eq(sportMarkets.id, marketId))
}
