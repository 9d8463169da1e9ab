import type { Db } from '../../db/client.ts'
import { requirePlayerAccounts } from './require-player-accounts.ts'
import { type TransferResult, transfer } from './transfer.ts'

export type WithdrawalMovement = {
  idempotencyKey: string
  userId: string
  amount: number
  /** The withdrawal request this money belongs to. */
  ref: { type: string; id: string }
  metadata?: Record<string, unknown>
}

/**
 * The first phase of a withdrawal: the amount leaves the player's cash for their hold account at once, or
 * INSUFFICIENT_FUNDS. Nothing is "pending" outside the ledger: the hold is the pending withdrawal.
 */
export async function holdWithdrawal(db: Db, movement: WithdrawalMovement): Promise<TransferResult> {
  const accounts = await requirePlayerAccounts(db, movement.userId)
  return transfer(db, {
    idempotencyKey: movement.idempotencyKey,
    debit: accounts.ids.player_cash,
    credit: accounts.ids.withdrawal_hold,
    amount: movement.amount,
    currency: accounts.currency,
    kind: 'withdrawal_hold',
    ref: movement.ref,
    metadata: movement.metadata,
  })
}
