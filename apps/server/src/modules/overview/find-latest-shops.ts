import { type OverviewShop, overviewTableSize } from '@khela/contracts/overview'
import { count, desc, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { agentCashiers, agentNodes } from '../../db/schema/agents.ts'
import { findFloatBalances } from '../wallet/find-float-balances.ts'

/** The overview's Latest Shops: the newest shop nodes, their agent, float, credit limit and cashiers. */
export async function findLatestShops(db: Db): Promise<OverviewShop[]> {
  const agent = alias(agentNodes, 'agent')
  const shops = await db
    .select({ shop: agentNodes, agentName: agent.name })
    .from(agentNodes)
    .innerJoin(agent, eq(agent.id, agentNodes.parentId))
    .where(eq(agentNodes.level, 'shop'))
    .orderBy(desc(agentNodes.createdAt), desc(agentNodes.id))
    .limit(overviewTableSize)
  if (shops.length === 0) return []
  const shopIds = shops.map(({ shop }) => shop.id)
  const [floats, cashiers] = await Promise.all([
    findFloatBalances(
      db,
      shops.map(({ shop }) => shop.floatAccountId),
    ),
    db
      .select({ shopId: agentCashiers.shopId, cashiers: count() })
      .from(agentCashiers)
      .where(inArray(agentCashiers.shopId, shopIds))
      .groupBy(agentCashiers.shopId),
  ])
  const cashiersOf = new Map(cashiers.map((row) => [row.shopId, row.cashiers]))
  return shops.map(({ shop, agentName }) => {
    const float = floats.get(shop.floatAccountId) ?? { balance: 0, creditLimit: 0 }
    return {
      id: shop.id,
      name: shop.name,
      agentName,
      status: shop.status,
      currency: shop.currency,
      floatBalance: float.balance,
      creditLimit: float.creditLimit,
      cashiers: cashiersOf.get(shop.id) ?? 0,
      createdAt: shop.createdAt.toISOString(),
    }
  })
}
