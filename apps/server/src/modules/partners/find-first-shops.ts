import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentShopDeposits } from '../../db/schema/agents.ts'

/** Each shop-deposited player's first shop: the node whose tree the player belongs to. */
export async function findFirstShops(db: Pick<Db, 'selectDistinctOn'>): Promise<Map<string, string>> {
  const rows = await db
    .selectDistinctOn([agentShopDeposits.playerId], {
      playerId: agentShopDeposits.playerId,
      shopId: agentShopDeposits.shopId,
    })
    .from(agentShopDeposits)
    .orderBy(agentShopDeposits.playerId, agentShopDeposits.createdAt, sql`${agentShopDeposits.id}`)
  return new Map(rows.map((row) => [row.playerId, row.shopId]))
}
