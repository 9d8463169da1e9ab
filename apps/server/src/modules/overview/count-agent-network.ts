import { count, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentCashiers, agentNodes } from '../../db/schema/agents.ts'

export type AgentNetworkCounts = { agents: number; cashiers: number; shops: number }

/** The overview's partner cards: the network's agents (every level above a shop), cashiers and shops. */
export async function countAgentNetwork(db: Db): Promise<AgentNetworkCounts> {
  const [[nodes], [cashiers]] = await Promise.all([
    db
      .select({
        agents: sql<number>`count(*) FILTER (WHERE ${agentNodes.level} <> 'shop')::int`,
        shops: sql<number>`count(*) FILTER (WHERE ${agentNodes.level} = 'shop')::int`,
      })
      .from(agentNodes),
    db.select({ cashiers: count() }).from(agentCashiers),
  ])
  return { agents: nodes?.agents ?? 0, cashiers: cashiers?.cashiers ?? 0, shops: nodes?.shops ?? 0 }
}
