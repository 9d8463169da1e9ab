import type { AgentNodeDetail } from '@khela/contracts/agents'
import { eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentCashiers, agentNodes } from '../../db/schema/agents.ts'
import { users } from '../../db/schema/auth.ts'
import { findAccountTransfers } from '../wallet/find-account-transfers.ts'
import { requireAgentNode, toAgentNodes } from './agent-nodes.ts'
import { findFirstShops } from './find-first-shops.ts'

/** Shown per drill-down: enough for a counter's week; older lines are in the reports. */
const maxLedgerLines = 100

/** A node's drill-down: the node, its players (first shop deposit at its shops or below), its float's ledger. */
export async function findAgentNodeDetail(
  db: Pick<Db, 'select' | 'selectDistinctOn'>,
  nodeId: string,
): Promise<AgentNodeDetail> {
  const row = await requireAgentNode(db, nodeId)
  const [node] = await toAgentNodes(db, [row])
  if (!node) throw new Error('agent node vanished')
  const all = await db.select({ id: agentNodes.id, parentId: agentNodes.parentId }).from(agentNodes)
  const below = new Set([row.id])
  for (let grew = true; grew; ) {
    grew = false
    for (const other of all)
      if (other.parentId && below.has(other.parentId) && !below.has(other.id)) {
        below.add(other.id)
        grew = true
      }
  }
  const firstShops = await findFirstShops(db)
  const playerIds = [...firstShops].filter(([, shopId]) => below.has(shopId)).map(([userId]) => userId)
  const names =
    playerIds.length === 0
      ? []
      : await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, playerIds))
  const nameOf = new Map(names.map((user) => [user.id, user.name]))
  const cashiers = await db
    .select({
      userId: agentCashiers.userId,
      shopId: agentCashiers.shopId,
      name: users.name,
      createdAt: agentCashiers.createdAt,
    })
    .from(agentCashiers)
    .innerJoin(users, eq(users.id, agentCashiers.userId))
    .where(eq(agentCashiers.shopId, row.id))
  const ledger = await findAccountTransfers(db, row.floatAccountId, maxLedgerLines)
  return {
    node,
    players: playerIds.map((userId) => ({
      userId,
      name: nameOf.get(userId) ?? '',
      firstShopId: firstShops.get(userId) ?? '',
    })),
    ledger: ledger.map((line) => ({ ...line, createdAt: line.createdAt.toISOString() })),
    cashiers: cashiers.map((cashier) => ({ ...cashier, createdAt: cashier.createdAt.toISOString() })),
  }
}
