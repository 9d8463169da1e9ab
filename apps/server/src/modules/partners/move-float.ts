import { randomUUID } from 'node:crypto'
import type { FloatMoveResult, floatMoveInput } from '@khela/contracts/agents'
import type { SessionUser } from '@khela/contracts/session'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { agentFloatMoves } from '../../db/schema/agents.ts'
import { AppError } from '../../lib/app-error.ts'
import { recordAuditEntry } from '../audit/record-audit-entry.ts'
import { isKycApproved } from '../kyc/find-player-kyc.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { transfer } from '../wallet/transfer.ts'
import { lockAgentNode, requireAgentNode } from './agent-nodes.ts'
import { assertWithinDailyLimit } from './assert-within-daily-limit.ts'
import { findPartnerNode } from './find-partner-node.ts'

export type FloatMove = {
  /** Staff with `agents.manage`, or the agent whose node is the child's parent. */
  actor: SessionUser
  isStaff: boolean
  idempotencyKey: string
  input: z.output<typeof floatMoveInput>
  ipAddress: string | null
}

/**
 * Moves float between a node and its parent: `down` gives the child float, `up` takes it back. A super agent's
 * parent is the operator (its `agent_float_issued` account), so only staff move a super agent's float. The
 * ledger's transfer refuses a float that would pass its credit limit (FLOAT_LIMIT_REACHED) under the account's
 * row lock. Float only goes down to an active node from an active parent; taking it back up is always allowed.
 * An agent's own moves count towards its node's daily limit. Idempotent by key; audited.
 */
export async function moveFloat(
  db: Db,
  move: FloatMove,
): Promise<{ result: FloatMoveResult; isReplay: boolean }> {
  const { actor, input } = move
  const { response, isReplay } = await runIdempotentRequest(
    db,
    {
      scope: `agents.float:${actor.id}`,
      key: move.idempotencyKey,
      request: { actorId: actor.id, ...input },
    },
    async (tx) => {
      const peek = await requireAgentNode(tx, input.nodeId)
      // Parent first, then the child: every path locks top-down, so two moves cannot deadlock on the rows.
      const parent = peek.parentId ? await lockAgentNode(tx, peek.parentId) : null
      const child = await lockAgentNode(tx, input.nodeId)
      if (!move.isStaff) {
        const own = await findPartnerNode(tx, actor.id)
        if (!own || !parent || parent.id !== own.id) throw new AppError('FORBIDDEN')
        if (own.status !== 'active') throw new AppError('AGENT_SUSPENDED')
        if (!(await isKycApproved(tx, actor.id))) throw new AppError('PARTNER_KYC_REQUIRED')
        await assertWithinDailyLimit(tx, own, input.amount)
      }
      if (input.direction === 'down' && (child.status !== 'active' || parent?.status === 'suspended'))
        throw new AppError('AGENT_SUSPENDED')
      const parentAccount =
        parent?.floatAccountId ??
        (await ensureOperatorAccount(tx, { kind: 'agent_float_issued', currency: child.currency }))
      const id = randomUUID()
      const [debit, credit] =
        input.direction === 'down'
          ? [parentAccount, child.floatAccountId]
          : [child.floatAccountId, parentAccount]
      const moved = await transfer(tx, {
        idempotencyKey: `agent-float:${id}`,
        debit,
        credit,
        amount: input.amount,
        currency: child.currency,
        kind: parent ? 'agent_float_move' : 'agent_float_issue',
        ref: { type: 'agent_float_move', id },
        metadata: { actorId: actor.id },
      })
      await tx.insert(agentFloatMoves).values({
        id,
        fromNodeId: input.direction === 'down' ? (parent?.id ?? null) : child.id,
        toNodeId: input.direction === 'down' ? child.id : (parent?.id ?? null),
        amount: input.amount,
        currency: child.currency,
        actorId: actor.id,
        transferId: moved.id,
      })
      const floatBalance =
        (input.direction === 'down' ? moved.creditBalanceAfter : moved.debitBalanceAfter) ?? 0
      const result: FloatMoveResult = {
        moveId: id,
        nodeId: child.id,
        direction: input.direction,
        amount: input.amount,
        currency: child.currency,
        floatBalance,
      }
      await recordAuditEntry(tx, {
        actorId: actor.id,
        action: 'agents.float.move',
        recordType: 'agent_node',
        recordId: child.id,
        after: { ...result, parentId: parent?.id ?? null, transferId: moved.id },
        ipAddress: move.ipAddress,
      })
      return result
    },
  )
  return { result: response, isReplay }
}
