import type { CashierEvent } from '@khela/contracts/cashier'
import { userChannel } from '../realtime/realtime-hub.ts'

/**
 * The player's balances changed: their header refetches. Publish after the transaction that moved the money has
 * committed, never inside it: a rolled-back change must not announce itself.
 */
export function publishBalanceChanged(
  realtime: { publish(channel: string, data: unknown): Promise<void> },
  userId: string,
): Promise<void> {
  return realtime.publish(userChannel(userId), { type: 'wallet.balance' } satisfies CashierEvent)
}
