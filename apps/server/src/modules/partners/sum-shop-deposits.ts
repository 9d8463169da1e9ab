import type { Currency } from '@khela/contracts/accounts'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentShopDeposits } from '../../db/schema/agents.ts'

/**
 * The cash a player has deposited at agents' shops (since `since`, in `currency`, when given): responsible
 * gambling's deposit limit and the KYC deposit threshold count it beside the cashier's deposits, so a shop is no
 * way around either.
 */
export async function sumShopDeposits(
  db: Pick<Db, 'select'>,
  player: { userId: string; currency?: Currency; since?: Date },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${agentShopDeposits.amount}), 0)::text` })
    .from(agentShopDeposits)
    .where(
      and(
        eq(agentShopDeposits.playerId, player.userId),
        player.currency ? eq(agentShopDeposits.currency, player.currency) : undefined,
        player.since ? gt(agentShopDeposits.createdAt, player.since) : undefined,
      ),
    )
  return Number(row?.total ?? 0)
}
