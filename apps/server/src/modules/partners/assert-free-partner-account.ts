import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentCashiers, agentNodes } from '../../db/schema/agents.ts'
import { users } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/app-error.ts'

/**
 * An account about to become an agent's or a cashier's: it must exist with the `agent` role (a partner, never a
 * player's or staff member's account, so no wallet and no back office mix with a float) and serve no node or shop
 * yet (CONFLICT), so one person is one partner in the tree.
 */
export async function assertFreePartnerAccount(db: Pick<Db, 'select'>, userId: string): Promise<void> {
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId))
  if (!user) throw new AppError('VALIDATION_FAILED', { fields: { userId: 'NOT_FOUND' } })
  if (user.role !== 'agent') throw new AppError('VALIDATION_FAILED', { fields: { userId: 'INVALID_CHOICE' } })
  const [node] = await db.select({ id: agentNodes.id }).from(agentNodes).where(eq(agentNodes.userId, userId))
  const [cashier] = await db
    .select({ id: agentCashiers.userId })
    .from(agentCashiers)
    .where(eq(agentCashiers.userId, userId))
  if (node || cashier) throw new AppError('CONFLICT')
}
