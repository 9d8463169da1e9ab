import type { Currency } from '@khela/contracts/accounts'
import { and, eq, gt, gte, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { gameBets } from '../../db/schema/originals.ts'

/**
 * A player's stakes and payouts on bets placed since `since`, refunded bets left out (their stake came back). An
 * open bet has paid nothing yet, so it counts as lost until it settles. Responsible gambling's wager and loss
 * limits and the reality check read it (bets after `since`, any currency); risk's quick-withdrawal check reads the
 * stakes in one currency from `since` on (`currency`, `isSinceIncluded`).
 */
export async function sumPlayerBets(
  db: Pick<Db, 'select'>,
  userId: string,
  since: Date,
  options: { currency?: Currency; isSinceIncluded?: boolean } = {},
): Promise<{ stakes: number; payouts: number }> {
  const [row] = await db
    .select({
      stakes: sql<string>`coalesce(sum(${gameBets.stake}), 0)::text`,
      payouts: sql<string>`coalesce(sum(${gameBets.payout}), 0)::text`,
    })
    .from(gameBets)
    .where(
      and(
        eq(gameBets.userId, userId),
        ne(gameBets.status, 'refunded'),
        options.isSinceIncluded ? gte(gameBets.createdAt, since) : gt(gameBets.createdAt, since),
        options.currency ? eq(gameBets.currency, options.currency) : undefined,
      ),
    )
  return { stakes: Number(row?.stakes ?? 0), payouts: Number(row?.payouts ?? 0) }
}
