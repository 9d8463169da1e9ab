import type { SelectionResultEntry } from '@khela/contracts/admin-sportsbook'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBetLegs, sportSelections } from '../../db/schema/sportsbook.ts'

/**
 * Writes checked results inside the caller's transaction, which holds the market's row lock: each selection's
 * result and dead-heat share, then every bet leg on the market its selection's result, in one statement.
 */
export async function writeSelectionResults(
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
}
