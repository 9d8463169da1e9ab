import { and, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { agentShopWithdrawals } from '../../db/schema/agents.ts'
import { releaseWithdrawal } from '../wallet/release-withdrawal.ts'
import type { ShopWithdrawalRow } from './shop-withdrawals.ts'

/**
 * A shop withdrawal ends unpaid, cancelled by its player or expired by the leader's sweep: it leaves `pending` by a
 * conditional update, so a cashier paying it at the same moment and this release never both happen, and its hold
 * returns to the player's cash (one transfer per withdrawal, whichever way it ends). Null when it was no longer
 * pending, or did not match `only` (its player, its expiry).
 */
export async function releaseShopWithdrawal(
  tx: Db,
  release: { withdrawalId: string; outcome: 'cancelled' | 'expired'; only: SQL | undefined },
): Promise<ShopWithdrawalRow | null> {
  const [released] = await tx
    .update(agentShopWithdrawals)
    .set({ status: release.outcome })
    .where(
      and(
        eq(agentShopWithdrawals.id, release.withdrawalId),
        eq(agentShopWithdrawals.status, 'pending'),
        release.only,
      ),
    )
    .returning()
  if (!released) return null
  await releaseWithdrawal(tx, {
    idempotencyKey: `agent-shop-withdrawal-release:${released.id}`,
    userId: released.playerId,
    amount: released.amount,
    ref: { type: 'agent_shop_withdrawal', id: released.id },
  })
  return released
}
