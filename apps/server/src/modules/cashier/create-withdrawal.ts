import { randomUUID } from 'node:crypto'
import {
  amountError,
  receiverAccountPattern,
  type WithdrawalRequest,
  type withdrawalInput,
} from '@khela/contracts/cashier'
import { holdsWallet } from '@khela/contracts/roles'
import type { SessionUser } from '@khela/contracts/session'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { withdrawalRequests } from '../../db/schema/cashier.ts'
import { AppError } from '../../lib/app-error.ts'
import { assertMayWithdraw } from '../../lib/player-gates.ts'
import { findForfeitWarning } from '../bonuses/find-forfeit-warning.ts'
import { forfeitPlayerGrants } from '../bonuses/forfeit-player-grants.ts'
import { holdWithdrawal } from '../wallet/hold-withdrawal.ts'
import { requirePlayerAccounts } from '../wallet/require-player-accounts.ts'
import { type IdempotentRequest, runIdempotentRequest } from '../wallet/run-idempotent-request.ts'
import { findCashierSettings } from './find-cashier-settings.ts'
import { findPaymentMethod } from './find-payment-method.ts'
import { toWithdrawalRequest } from './to-withdrawal-request.ts'

/** The idempotency record of a withdrawal request (the route looks a replay up with it before rate limiting). */
export function withdrawalIdempotency(
  player: SessionUser,
  key: string,
  input: WithdrawalCreation['input'],
): IdempotentRequest {
  // Scoped by player: two players' keys never meet.
  return { scope: `cashier.withdrawal:${player.id}`, key, request: { userId: player.id, ...input } }
}

export type WithdrawalCreation = {
  player: SessionUser
  idempotencyKey: string
  input: z.output<typeof withdrawalInput>
}

/**
 * A player's withdrawal: the amount leaves their cash for their hold account at once, in one transaction with the
 * request's row, or nothing happens. The hold's conditional debit is the only funds check (INSUFFICIENT_FUNDS), so
 * requests at once can never hold more than the balance. Whether it needs two approvals is decided now, by the
 * threshold of this moment. A player with active bonuses is refused (BONUS_FORFEIT_REQUIRED, naming what they would
 * lose) unless the request says `forfeitBonuses`, which forfeits them in the same transaction. A replayed
 * Idempotency-Key returns the first answer and holds nothing more.
 */
export async function createWithdrawal(
  db: Db,
  creation: WithdrawalCreation,
): Promise<{ withdrawal: WithdrawalRequest; isReplay: boolean }> {
  const { player, input } = creation
  // Staff have no wallet to withdraw from, and a back-office account must never become one; an affiliate withdraws
  // its commission.
  if (!holdsWallet(player.role)) throw new AppError('FORBIDDEN')
  const { response, isReplay } = await runIdempotentRequest(
    db,
    withdrawalIdempotency(player, creation.idempotencyKey, input),
    async (tx) => {
      const accounts = await requirePlayerAccounts(tx, player.id)
      const method = await findPaymentMethod(tx, input.methodId)
      if (!method?.isWithdrawalEnabled || method.currency !== accounts.currency)
        throw new AppError('METHOD_UNAVAILABLE')
      const fields: Record<string, string> = {}
      const tooMuchOrLittle = amountError(input.amount, method.withdrawalLimits)
      if (tooMuchOrLittle) fields.amount = tooMuchOrLittle
      if (!receiverAccountPattern(method.gateway).test(input.receiverAccount))
        fields.receiverAccount = 'INVALID_FORMAT'
      if (Object.keys(fields).length > 0) throw new AppError('VALIDATION_FAILED', { fields })
      await assertMayWithdraw(tx, { userId: player.id, amount: input.amount, currency: accounts.currency })
      // Bonus money never leaves as cash: a withdrawal forfeits every active bonus, once the player has seen what.
      const warning = await findForfeitWarning(tx, player.id)
      if (warning.grants.length > 0) {
        if (!input.forfeitBonuses)
          throw new AppError('BONUS_FORFEIT_REQUIRED', {
            fields: {
              total: String(warning.total),
              currency: accounts.currency,
              grants: warning.grants.map((grant) => grant.grantId).join(','),
              names: warning.grants.map((grant) => grant.name.en).join(', '),
            },
          })
        await forfeitPlayerGrants(tx, {
          userId: player.id,
          reason: 'withdrawal',
          actorId: player.id,
          ipAddress: null,
        })
      }
      const settings = await findCashierSettings(tx)
      const id = randomUUID()
      const hold = await holdWithdrawal(tx, {
        idempotencyKey: `withdrawal-hold:${id}`,
        userId: player.id,
        amount: input.amount,
        ref: { type: 'withdrawal_request', id },
        metadata: { methodCode: method.code },
      })
      const [row] = await tx
        .insert(withdrawalRequests)
        .values({
          id,
          userId: player.id,
          methodId: method.id,
          methodCode: method.code,
          methodName: method.name,
          gateway: method.gateway,
          userType: input.userType,
          receiverAccount: input.receiverAccount,
          amount: input.amount,
          currency: accounts.currency,
          needsTwoApprovals: input.amount > settings.secondApprovalAbove,
          holdTransferId: hold.id,
        })
        .returning()
      if (!row) throw new Error('withdrawal row not inserted')
      return toWithdrawalRequest(row)
    },
  )
  return { withdrawal: response, isReplay }
}
