import { randomUUID } from 'node:crypto'
import { type AgentNode, type agentNodeInput, childLevelOf } from '@khela/contracts/agents'
import type { SessionUser } from '@khela/contracts/session'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { agentNodes } from '../../db/schema/agents.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { openFloatAccount } from '../wallet/open-float-account.ts'
import { runMoneyTransaction } from '../wallet/run-money-transaction.ts'
import { requireAgentNode, toAgentNodes } from './agent-nodes.ts'
import { assertFreePartnerAccount } from './assert-free-partner-account.ts'

export type AgentNodeCreation = {
  staff: SessionUser
  input: z.output<typeof agentNodeInput>
  ipAddress: string | null
}

/**
 * Staff add a node under a parent (or a super agent at the top): its level is the one below its parent's, its
 * currency its parent's, and it gets a float account at zero with its credit limit. Agents sign in with an account
 * of the `agent` role that no other node or shop uses; a shop has no sign-in of its own (its cashiers do).
 * Audited in the same transaction.
 */
export async function createAgentNode(db: Db, creation: AgentNodeCreation): Promise<AgentNode> {
  const { staff, input } = creation
  return runMoneyTransaction(db, async (tx) => {
    const parent = input.parentId === null ? null : await requireAgentNode(tx, input.parentId)
    const level = parent ? childLevelOf(parent.level) : 'super_agent'
    if (!level) throw new AppError('VALIDATION_FAILED', { fields: { parentId: 'INVALID_CHOICE' } })
    if (level === 'shop' && input.userId !== null)
      throw new AppError('VALIDATION_FAILED', { fields: { userId: 'INVALID_CHOICE' } })
    if (level !== 'shop') {
      if (input.userId === null) throw new AppError('VALIDATION_FAILED', { fields: { userId: 'REQUIRED' } })
      await assertFreePartnerAccount(tx, input.userId)
    }
    const currency = parent?.currency ?? input.currency ?? 'BDT'
    if (parent && input.currency && input.currency !== parent.currency)
      throw new AppError('VALIDATION_FAILED', { fields: { currency: 'INVALID_CHOICE' } })
    const id = randomUUID()
    const floatAccountId = await openFloatAccount(tx, {
      nodeId: id,
      currency,
      creditLimit: input.creditLimit,
    })
    const [row] = await tx
      .insert(agentNodes)
      .values({
        id,
        parentId: parent?.id ?? null,
        level,
        name: input.name,
        userId: level === 'shop' ? null : input.userId,
        currency,
        floatAccountId,
        commissionCasinoBp: input.commissionCasinoBp,
        commissionSportsbookBp: input.commissionSportsbookBp,
        dailyOperationLimit: input.dailyOperationLimit,
        createdBy: staff.id,
      })
      .returning()
    if (!row) throw new Error('agent node not inserted')
    const [node] = await toAgentNodes(tx, [row])
    if (!node) throw new Error('agent node vanished')
    await recordAuditEntry(tx, {
      actorId: staff.id,
      action: 'agents.node.create',
      recordType: 'agent_node',
      recordId: id,
      after: node,
      ipAddress: creation.ipAddress,
    })
    return node
  })
}
