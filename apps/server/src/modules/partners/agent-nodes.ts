import type { AgentNode } from '@khela/contracts/agents'
import { isUuid } from '@khela/contracts/ids'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentNodes } from '../../db/schema/agents.ts'
import { AppError } from '../../lib/app-error.ts'
import { findFloatBalances } from '../wallet/find-float-balances.ts'

export type AgentNodeRow = typeof agentNodes.$inferSelect

/** The nodes as the API shows them, each with its float's balance and credit limit from the ledger. */
export async function toAgentNodes(
  db: Pick<Db, 'select'>,
  rows: readonly AgentNodeRow[],
): Promise<AgentNode[]> {
  const floats = await findFloatBalances(
    db,
    rows.map((row) => row.floatAccountId),
  )
  return rows.map((row) => {
    const float = floats.get(row.floatAccountId) ?? { balance: 0, creditLimit: 0 }
    return {
      id: row.id,
      parentId: row.parentId,
      level: row.level,
      name: row.name,
      userId: row.userId,
      status: row.status,
      currency: row.currency,
      floatBalance: float.balance,
      creditLimit: float.creditLimit,
      dailyOperationLimit: row.dailyOperationLimit,
      commissionCasinoBp: row.commissionCasinoBp,
      commissionSportsbookBp: row.commissionSportsbookBp,
      createdAt: row.createdAt.toISOString(),
    }
  })
}

/** A node by id, or NOT_FOUND (an id that is not a UUID names none). */
export async function requireAgentNode(db: Pick<Db, 'select'>, nodeId: string): Promise<AgentNodeRow> {
  if (!isUuid(nodeId)) throw new AppError('NOT_FOUND')
  const [row] = await db.select().from(agentNodes).where(eq(agentNodes.id, nodeId))
  if (!row) throw new AppError('NOT_FOUND')
  return row
}

/** Locks a node's row until the transaction ends: status changes and its float moves then take turns. */
export async function lockAgentNode(db: Pick<Db, 'select'>, nodeId: string): Promise<AgentNodeRow> {
  if (!isUuid(nodeId)) throw new AppError('NOT_FOUND')
  const [row] = await db.select().from(agentNodes).where(eq(agentNodes.id, nodeId)).for('update')
  if (!row) throw new AppError('NOT_FOUND')
  return row
}
