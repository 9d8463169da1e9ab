import type { ShopWithdrawal } from '@khela/contracts/agents'
import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentNodes, agentShopWithdrawals } from '../../db/schema/agents.ts'
import { toShopWithdrawal } from './shop-withdrawals.ts'

/** Enough for a player to find the one they have not collected yet; older ones are in the transaction history. */
const listed = 20

/** A player's shop withdrawals, newest first, without codes (only their hashes are kept). */
export async function findShopWithdrawals(db: Pick<Db, 'select'>, userId: string): Promise<ShopWithdrawal[]> {
  const rows = await db
    .select({ withdrawal: agentShopWithdrawals, shopName: agentNodes.name })
    .from(agentShopWithdrawals)
    .innerJoin(agentNodes, eq(agentNodes.id, agentShopWithdrawals.shopId))
    .where(eq(agentShopWithdrawals.playerId, userId))
    .orderBy(desc(agentShopWithdrawals.createdAt), desc(agentShopWithdrawals.id))
    .limit(listed)
  return rows.map((row) => toShopWithdrawal(row.withdrawal, row.shopName))
}
