import type { AgentNode, agentNodeUpdate } from '@khela/contracts/agents'
import type { SessionUser } from '@khela/contracts/session'
import { eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { agentNodes } from '../../db/schema/agents.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { setFloatCreditLimit } from '../wallet/set-float-credit-limit.ts'
import { lockAgentNode, toAgentNodes } from './agent-nodes.ts'

/**
 * Staff suspend or reactivate a node, or change its credit or daily limit or its commissions (which count from
 * the next period closed). A credit limit below what the float
 * already owes is refused (FLOAT_LIMIT_REACHED): the parent takes float back first. Audited with before and after.
 */
export async function updateAgentNode(
  db: Db,
  update: {
    staff: SessionUser
    nodeId: string
    input: z.output<typeof agentNodeUpdate>
    ipAddress: string | null
  },
): Promise<AgentNode> {
  const { input } = update
  return runMoneyTransaction(db, async (tx) => {
    const current = await lockAgentNode(tx, update.nodeId)
    const [before] = await toAgentNodes(tx, [current])
    if (input.creditLimit !== undefined)
      await setFloatCreditLimit(tx, { accountId: current.floatAccountId, creditLimit: input.creditLimit })
    const [row] = await tx
      .update(agentNodes)
      .set({
        status: input.status ?? current.status,
        dailyOperationLimit: input.dailyOperationLimit ?? current.dailyOperationLimit,
        commissionCasinoBp: input.commissionCasinoBp ?? current.commissionCasinoBp,
        commissionSportsbookBp: input.commissionSportsbookBp ?? current.commissionSportsbookBp,
      })
      .where(eq(agentNodes.id, current.id))
      .returning()
    if (!row) throw new Error('agent node vanished')
    const [after] = await toAgentNodes(tx, [row])
    if (!after) throw new Error('agent node vanished')
    await recordAuditEntry(tx, {
      actorId: update.staff.id,
      action: 'agents.node.update',
      recordType: 'agent_node',
      recordId: current.id,
      before,
      after,
      ipAddress: update.ipAddress,
    })
    return after
  })
}
