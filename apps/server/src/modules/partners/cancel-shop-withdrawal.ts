import type { ShopWithdrawal } from '@khela/contracts/agents'
import { isUuid } from '@khela/contracts/ids'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentShopWithdrawals } from '../../db/schema/agents.ts'
import { AppError } from '../../lib/app-error.ts'
import { runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { requireAgentNode } from './agent-nodes.ts'
import { releaseShopWithdrawal } from './release-shop-withdrawal.ts'
import { toShopWithdrawal } from './shop-withdrawals.ts'

/**
 * The player takes back a shop withdrawal not yet paid (one past its expiry too, until the leader's sweep expires
 * it): the hold returns to their cash. A cashier paying it at the same moment, or the sweep, wins or loses by the
 * same conditional update (ALREADY_DECIDED here).
 */
export async function cancelShopWithdrawal(
  db: Db,
  request: { userId: string; withdrawalId: string; idempotencyKey: string },
): Promise<{ withdrawal: ShopWithdrawal; isReplay: boolean }> {
  if (!isUuid(request.withdrawalId)) throw new AppError('NOT_FOUND')
  const { response, isReplay } = await runIdempotentRequest(
    db,
    {
      scope: `agents.shop-withdrawal.cancel:${request.userId}`,
      key: request.idempotencyKey,
      request: { userId: request.userId, withdrawalId: request.withdrawalId },
    },
    async (tx) => {
      const cancelled = await releaseShopWithdrawal(tx, {
        withdrawalId: request.withdrawalId,
        outcome: 'cancelled',
        only: eq(agentShopWithdrawals.playerId, request.userId),
      })
      if (!cancelled) {
        const [existing] = await tx
          .select({ id: agentShopWithdrawals.id })
          .from(agentShopWithdrawals)
          .where(
            and(
              eq(agentShopWithdrawals.id, request.withdrawalId),
              eq(agentShopWithdrawals.playerId, request.userId),
            ),
          )
        throw new AppError(existing ? 'ALREADY_DECIDED' : 'NOT_FOUND')
      }
      const shop = await requireAgentNode(tx, cancelled.shopId)
      return toShopWithdrawal(cancelled, shop.name)
    },
  )
  return { withdrawal: response, isReplay }
}
