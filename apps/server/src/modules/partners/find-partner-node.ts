import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentNodes } from '../../db/schema/agents.ts'
import type { AgentNodeRow } from './agent-nodes.ts'

/** The node an agent signs in for, or null for an account that is no agent's. */
export async function findPartnerNode(db: Pick<Db, 'select'>, userId: string): Promise<AgentNodeRow | null> {
  const [row] = await db.select().from(agentNodes).where(eq(agentNodes.userId, userId))
  return row ?? null
}
