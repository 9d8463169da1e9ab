import type { ShopWithdrawal } from '@khela/contracts/agents'
import type { agentShopWithdrawals } from '../../db/schema/agents.ts'

export type ShopWithdrawalRow = typeof agentShopWithdrawals.$inferSelect

export function toShopWithdrawal(row: ShopWithdrawalRow, shopName: string, code?: string): ShopWithdrawal {
  return {
    id: row.id,
    shopId: row.shopId,
    shopName,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    expiresAt: row.expiresAt.toISOString(),
    ...(code ? { code } : {}),
    createdAt: row.createdAt.toISOString(),
  }
}
