import type { Db } from '../../db/client.ts'
import type { WithdrawalMovement } from './hold-withdrawal.ts'
import { requirePlayerAccounts } from './require-player-accounts.ts'
import { type TransferResult, transfer } from './transfer.ts'

/** Rejection or cancellation of a withdrawal: the held amount returns to the player's cash. */
export async function releaseWithdrawal(db: Db, movement: WithdrawalMovement): Promise<TransferResult> {
  const accounts = await requirePlayerAccounts(db, movement.userId)
  return transfer(db, {
    idempotencyKey: movement.idempotencyKey,
    debit: accounts.ids.withdrawal_hold,
    credit: accounts.ids.player_cash,
    amount: movement.amount,
    currency: accounts.currency,
    kind: 'withdrawal_release',
    ref: movement.ref,
    metadata: movement.metadata,
  })
}
