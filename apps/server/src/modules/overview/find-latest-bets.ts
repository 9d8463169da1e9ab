import { type OverviewBet, overviewTableSize } from '@khela/contracts/overview'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { gameBets } from '../../db/schema/originals.ts'

/** User Games: the latest bets of every player in every original game, newest first. */
export async function findLatestBets(db: Db): Promise<OverviewBet[]> {
  const rows = await db
    .select({ bet: gameBets, player: { id: users.id, name: users.name, email: users.email } })
    .from(gameBets)
    .innerJoin(users, eq(users.id, gameBets.userId))
    .orderBy(desc(gameBets.createdAt), desc(gameBets.id))
    .limit(overviewTableSize)
  return rows.map(({ bet, player }) => ({
    id: bet.id,
    player,
    game: bet.game,
    stake: bet.stake,
    payout: bet.payout,
    currency: bet.currency,
    status: bet.status,
    createdAt: bet.createdAt.toISOString(),
  }))
}
