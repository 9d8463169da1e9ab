import { type CashierEvent, staffCashierChannel } from '@khela/contracts/cashier'
import { userChannel } from '../realtime/realtime-hub.ts'

type Publisher = { publish(channel: string, data: unknown): Promise<void> }

/**
 * The cashier's realtime hints (contracts `cashierEvent`). Publish after the transaction that made the change has
 * committed, never inside it: a rolled-back change must not announce itself. A failed publish only costs a
 * refetch, so it is logged by the caller's error handling and not retried.
 */
export const cashierEvents = {
  /** The player's balances changed: their header refetches. */
  balanceChanged(realtime: Publisher, userId: string) {
    return realtime.publish(userChannel(userId), { type: 'wallet.balance' } satisfies CashierEvent)
  },
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

/** Sends hints after the commit; a lost one only costs a refetch, so it is logged and never fails the request. */
export async function publishHints(
  request: { log: { warn(obj: object, msg: string): void } },
  hints: Promise<void>[],
) {
  try {
    await Promise.all(hints)
  } catch (error) {
    request.log.warn({ err: error }, 'cashier realtime hint not published')
  }
}
