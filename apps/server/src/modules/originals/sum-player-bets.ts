import { and, eq, gt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { gameBets } from '../../db/schema/originals.ts'

/**
 * A player's stakes and payouts on bets placed since `since`, refunded bets left out (their stake came back). An
 * open bet has paid nothing yet, so it counts as lost until it settles. Responsible gambling's wager and loss
 * limits and the reality check read it.
 */
export async function sumPlayerBets(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ stakes: number; payouts: number }> {
  const [row] = await db
    .select({
      stakes: sql<string>`coalesce(sum(${gameBets.stake}), 0)::text`,
      payouts: sql<string>`coalesce(sum(${gameBets.payout}), 0)::text`,
    })
    .from(gameBets)
    .where(and(eq(gameBets.userId, userId), ne(gameBets.status, 'refunded'), gt(gameBets.createdAt, since)))
  return { stakes: Number(row?.stakes ?? 0), payouts: Number(row?.payouts ?? 0) }
}
