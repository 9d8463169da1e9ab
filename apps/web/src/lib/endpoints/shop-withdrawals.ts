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
