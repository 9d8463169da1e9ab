import type { PartnerPortal } from '@khela/contracts/agents'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentCashiers } from '../../db/schema/agents.ts'
import { requireAgentNode, toAgentNodes } from './agent-nodes.ts'
import { findOpenShift } from './cashier-shifts.ts'
import { findPartnerNode } from './find-partner-node.ts'

/** The portal's start: the agent's node, or the cashier's shop and open shift; all null for neither. */
export async function findPartnerPortal(db: Pick<Db, 'select'>, userId: string): Promise<PartnerPortal> {
  const own = await findPartnerNode(db, userId)
  const [cashier] = await db
    .select({ shopId: agentCashiers.shopId })
    .from(agentCashiers)
    .where(eq(agentCashiers.userId, userId))
  const shopRow = cashier ? await requireAgentNode(db, cashier.shopId) : null
  const [node] = own ? await toAgentNodes(db, [own]) : []
  const [shop] = shopRow ? await toAgentNodes(db, [shopRow]) : []
  return {
    node: node ?? null,
    shop: shop ?? null,
    shift: cashier ? await findOpenShift(db, userId) : null,
  }
}
