import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentNodes } from '../../db/schema/agents.ts'

/** The active shops a player can collect a withdrawal at, by name. */
export async function findShopChoices(db: Pick<Db, 'select'>) {
  const shops = await db
    .select({ id: agentNodes.id, name: agentNodes.name })
    .from(agentNodes)
    .where(and(eq(agentNodes.level, 'shop'), eq(agentNodes.status, 'active')))
    .orderBy(asc(agentNodes.name))
  return { shops }
}
