import type { Db } from '../../db/client.ts'
import { ensureOperatorAccount } from './ensure-operator-account.ts'
import type { WithdrawalMovement } from './hold-withdrawal.ts'
import { requirePlayerAccounts } from './require-player-accounts.ts'
import { type TransferResult, transfer } from './transfer.ts'

/**
 * Approval of a withdrawal: the held amount goes to the payment method's clearing account (the money the
 * operator pays out through bKash, Nagad or the bank). A hold smaller than the amount is INSUFFICIENT_FUNDS.
 */
export async function settleWithdrawal(
  db: Db,
  movement: WithdrawalMovement & { methodCode: string },
): Promise<TransferResult> {
  const accounts = await requirePlayerAccounts(db, movement.userId)
  const clearing = await ensureOperatorAccount(db, {
    kind: 'method_clearing',
    currency: accounts.currency,
    code: movement.methodCode,
  })
  return transfer(db, {
    idempotencyKey: movement.idempotencyKey,
    debit: accounts.ids.withdrawal_hold,
    credit: clearing,
    amount: movement.amount,
    currency: accounts.currency,
    kind: 'withdrawal_settle',
    ref: movement.ref,
    metadata: movement.metadata,
  })
}
