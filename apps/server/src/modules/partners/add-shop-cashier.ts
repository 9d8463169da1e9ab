import type { cashierInput, shopCashier } from '@khela/contracts/agents'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { agentCashiers } from '../../db/schema/agents.ts'
import { users } from '../../db/schema/auth.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { requireAgentNode } from './agent-nodes.ts'
import { assertFreePartnerAccount } from './assert-free-partner-account.ts'

/** Staff make an `agent`-role account a shop's cashier (one shop each, CONFLICT otherwise). Audited. */
export async function addShopCashier(
  db: Db,
  addition: {
    staff: SessionUser
    shopId: string
    input: z.output<typeof cashierInput>
    ipAddress: string | null
  },
): Promise<z.infer<typeof shopCashier>> {
  return runMoneyTransaction(db, async (tx) => {
    const shop = await requireAgentNode(tx, addition.shopId)
    if (shop.level !== 'shop')
      throw new AppError('VALIDATION_FAILED', { fields: { shopId: 'INVALID_CHOICE' } })
    await assertFreePartnerAccount(tx, addition.input.userId)
    const [row] = await tx
      .insert(agentCashiers)
      .values({ userId: addition.input.userId, shopId: shop.id, createdBy: addition.staff.id })
      .returning()
    if (!row) throw new Error('cashier not inserted')
    const [user] = await tx.select({ name: users.name }).from(users).where(eq(users.id, row.userId))
    const cashier = {
      userId: row.userId,
      shopId: row.shopId,
      name: user?.name ?? '',
      createdAt: row.createdAt.toISOString(),
    }
    await recordAuditEntry(tx, {
      actorId: addition.staff.id,
      action: 'agents.cashier.add',
      recordType: 'agent_node',
      recordId: shop.id,
      after: cashier,
      ipAddress: addition.ipAddress,
    })
    return cashier
  })
}
