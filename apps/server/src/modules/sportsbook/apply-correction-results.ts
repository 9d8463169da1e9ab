import type { SelectionResultEntry } from '@khela/contracts/admin-sportsbook'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBetLegs, sportBets, sportSelections } from '../../db/schema/sportsbook.ts'

/**
 * Writes a correction's results inside the caller's transaction, which holds the market's row lock: each
 * selection's result and dead-heat share, and every leg on the market its selection's new result. Then the
 * market's still-open bets are locked and waited for: a settlement batch that read the old results before this
 * commit finishes first, so the bets it settles are settled already when resettlement looks for them, and the
 * ones it has not reached read the new results.
 */
export async function applyCorrectionResults(
  tx: Db,
  marketId: string,
  results: readonly SelectionResultEntry[],
): Promise<void> {
  for (const entry of results) {
    const share =
      entry.result === 'dead_heat'
        ? { placesPaid: entry.placesPaid, tiedCount: entry.tiedCount }
        : { placesPaid: null, tiedCount: null }
    await tx
      .update(sportSelections)
      .set({ status: entry.result, ...share, updatedAt: sql`now()` })
      .where(and(eq(sportSelections.marketId, marketId), eq(sportSelections.code, entry.code)))
  }
  await tx.execute(sql`
    UPDATE ${sportBetLegs} SET status = s.status
    FROM ${sportSelections} s
    WHERE ${sportBetLegs.marketId} = ${marketId} AND s.id = ${sportBetLegs.selectionId}
      AND ${sportBetLegs.status} IS DISTINCT FROM s.status`)
  await tx
    .select({ id: sportBets.id })
    .from(sportBets)
    .where(
      and(
        eq(sportBets.status, 'open'),
        inArray(
          sportBets.id,
          tx.select({ id: sportBetLegs.betId }).from(sportBetLegs).where(eq(sportBetLegs.marketId, marketId)),
        ),
      ),
    )
    .orderBy(sportBets.id)
    .for('update')
}
