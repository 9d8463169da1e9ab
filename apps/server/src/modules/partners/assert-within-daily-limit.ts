import { and, eq, gt, sql } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.ts'
import { agentFloatMoves, agentShopDeposits, agentShopPayouts } from '../../db/schema/agents.ts'
import { AppError } from '../../lib/app-error.ts'
import type { AgentNodeRow } from './agent-nodes.ts'

/**
 * A node's own operations over the last 24 hours, this one included, stay within its daily limit: an agent's
 * float moves to and from its children, a shop's deposits and payouts (all its cashiers'). The caller holds the node's row
 * lock, so two operations at once count each other. DAILY_OPERATION_LIMIT_REACHED says what room is left.
 */
export async function assertWithinDailyLimit(
  db: Pick<Db, 'select'>,
  node: AgentNodeRow,
  amount: number,
): Promise<void> {
  const used = await sumDailyOperations(db, node)
  if (used + amount <= node.dailyOperationLimit) return
  throw new AppError('DAILY_OPERATION_LIMIT_REACHED', {
    fields: { remaining: String(Math.max(0, node.dailyOperationLimit - used)), currency: node.currency },
  })
}

async function sumDailyOperations(db: Pick<Db, 'select'>, node: AgentNodeRow): Promise<number> {
  const since = sql`now() - interval '24 hours'`
  const total = (column: PgColumn) => sql<string>`coalesce(sum(${column}), 0)::text`
  if (node.level !== 'shop') {
    const [moves] = await db
      .select({ total: total(agentFloatMoves.amount) })
      .from(agentFloatMoves)
      .where(and(eq(agentFloatMoves.actorId, node.userId ?? ''), gt(agentFloatMoves.createdAt, since)))
    return Number(moves?.total ?? 0)
  }
  const [deposits] = await db
    .select({ total: total(agentShopDeposits.amount) })
    .from(agentShopDeposits)
    .where(and(eq(agentShopDeposits.shopId, node.id), gt(agentShopDeposits.createdAt, since)))
  const [payouts] = await db
    .select({ total: total(agentShopPayouts.amount) })
    .from(agentShopPayouts)
    .where(and(eq(agentShopPayouts.shopId, node.id), gt(agentShopPayouts.createdAt, since)))
  return Number(deposits?.total ?? 0) + Number(payouts?.total ?? 0)
}
