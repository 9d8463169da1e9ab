import { and, eq, gt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportBets } from '../../db/schema/sportsbook.ts'

/**
 * A player's sportsbook stakes and payouts on bets placed after `since`, void bets left out (their stake comes
 * back; a free bet's stake counts 0). An open bet has paid nothing yet, so it counts as lost until it settles; cash-outs count as payouts. Responsible gambling's wager and
 * loss limits and the reality check read it beside the other products'.
 */
export async function sumPlayerSportBets(
  db: Pick<Db, 'select'>,
  userId: string,
  since: Date,
): Promise<{ stakes: number; payouts: number }> {
  const [row] = await db
    .select({
      // A free bet stakes none of the player's money (its payout is the winnings alone).
      stakes: sql<string>`coalesce(sum(CASE WHEN ${sportBets.isFreeBet} THEN 0 ELSE ${sportBets.stake} END), 0)::text`,
      payouts: sql<string>`coalesce(sum(${sportBets.payout} + ${sportBets.cashedOutAmount}), 0)::text`,
    })
    .from(sportBets)
    .where(and(eq(sportBets.userId, userId), ne(sportBets.status, 'void'), gt(sportBets.createdAt, since)))
  return { stakes: Number(row?.stakes ?? 0), payouts: Number(row?.payouts ?? 0) }
}
