import { type CashierEvent, staffCashierChannel } from '@khela/contracts/cashier'
import { userChannel } from '../realtime/realtime-hub.ts'

type Publisher = { publish(channel: string, data: unknown): Promise<void> }

/**
 * The cashier's realtime hints (contracts `cashierEvent`). Publish after the transaction that made the change has
 * committed, never inside it: a rolled-back change must not announce itself. A failed publish only costs a
 * refetch, so it is logged (realtime/publish-hints.ts) and not retried. The balance hint is the wallet's
 * (wallet/publish-balance-changed.ts).
 */
export const cashierEvents = {
  /** Staff decided one of the player's requests: their payment history refetches and they see a notice. */
  decided(
    realtime: Publisher,
    userId: string,
    decided: { request: 'deposit' | 'withdrawal'; id: string; status: string },
  ) {
    return realtime.publish(userChannel(userId), {
      type: 'cashier.decided',
      ...decided,
    } satisfies CashierEvent)
  },
  /** The number of pending deposits or withdrawals changed: the back office's badge refetches. */
  pendingChanged(realtime: Publisher) {
    return realtime.publish(staffCashierChannel, { type: 'cashier.pending' } satisfies CashierEvent)
  },
}
