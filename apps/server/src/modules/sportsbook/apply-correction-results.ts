import type { SelectionResultEntry } from '@khela/contracts/admin-sportsbook'
import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBetLegs, sportBets } from '../../db/schema/sportsbook.ts'
import { writeSelectionResults } from './write-selection-results.ts'

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
  await writeSelectionResults(tx, marketId, results)
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
