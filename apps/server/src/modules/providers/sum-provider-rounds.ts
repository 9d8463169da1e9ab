import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { providerRounds } from '../../db/schema/providers.ts'

/**
 * A player's stakes (less what was rolled back) and wins in provider rounds opened after `since`, for
 * responsible gambling's wager and loss limits, beside the Khela Originals' own bets.
 */
export async function sumProviderRounds(
  db: Pick<Db, 'select'>,
  userId: string,
  since: Date,
): Promise<{ stakes: number; payouts: number }> {
  const [row] = await db
    .select({
      stakes: sql<string>`coalesce(sum(${providerRounds.staked} - ${providerRounds.refunded}), 0)::text`,
      payouts: sql<string>`coalesce(sum(${providerRounds.won}), 0)::text`,
    })
    .from(providerRounds)
    .where(and(eq(providerRounds.userId, userId), gt(providerRounds.openedAt, since)))
  return { stakes: Number(row?.stakes ?? 0), payouts: Number(row?.payouts ?? 0) }
}
