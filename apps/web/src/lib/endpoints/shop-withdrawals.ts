import type { ShopWithdrawal } from '@khela/contracts/agents'
import { endpoint } from '../endpoint.ts'

export const shops = endpoint<{ response: { shops: { id: string; name: string }[] } }>()(
  'GET',
  '/api/agents/shops',
)
export const request = endpoint<{ body: { shopId: string; amount: number }; response: ShopWithdrawal }>()(
  'POST',
  '/api/agents/shop-withdrawals',
)
export const list = endpoint<{ response: { items: ShopWithdrawal[] } }>()(
  'GET',
  '/api/agents/shop-withdrawals',
)
export const cancel = endpoint<{ body: Record<string, never>; response: ShopWithdrawal }>()(
  'POST',
  '/api/agents/shop-withdrawals/:id/cancel',
)
