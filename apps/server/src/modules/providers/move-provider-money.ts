import type { BetCall } from '@khela/contracts/provider-wallet'
import { AppError } from '../../lib/app-error.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { transfer } from '../wallet/transfer.ts'
import type { CallContext, Round } from './wallet-call-context.ts'

type MoveKind = 'provider_bet' | 'provider_win' | 'provider_refund' | 'provider_win_reversal'

/**
 * One ledger transfer between the player's cash (or `account`, a grant's) and the provider's clearing account,
 * keyed by the provider and its transaction id. A debit the balance cannot cover is INSUFFICIENT_FUNDS with the
 * balance in `fields`.
 */
export async function moveProviderMoney(
  context: CallContext,
  kind: MoveKind,
  movement: {
    call: { transaction: string; currency: BetCall['currency'] }
    round: Round
    amount: number
    key?: string
    /** A bonus grant's account instead of cash. */
    account?: string
  },
): Promise<{ balance: number; transferId: string }> {
  const { tx, providerCode, accounts, facts } = context
  facts.clearingId ??= await ensureOperatorAccount(tx, {
    kind: 'provider_clearing',
    currency: movement.call.currency,
    code: providerCode,
  })
  const clearing = facts.clearingId
  const fromPlayer = kind === 'provider_bet' || kind === 'provider_win_reversal'
  const player = movement.account ?? accounts.ids.player_cash
  if (movement.account && !fromPlayer) context.mayHoldBonus = true
  try {
    const moved = await transfer(tx, {
      idempotencyKey: `provider:${providerCode}:${movement.key ?? movement.call.transaction}`,
      debit: fromPlayer ? player : clearing,
      credit: fromPlayer ? clearing : player,
      amount: movement.amount,
      currency: movement.call.currency,
      kind,
      ref: { type: 'provider_round', id: movement.round.id },
      metadata: {
        provider: providerCode,
        round: movement.round.roundRef,
        transaction: movement.call.transaction,
      },
      // The call's own transaction id, which the facts read under the lock found unused: no transfer holds it.
      isKeyNew: movement.key === undefined,
    })
    const balance = fromPlayer ? moved.debitBalanceAfter : moved.creditBalanceAfter
    if (balance === null)
      throw new Error(`provider ${providerCode}: the player's side is not a player account`)
    if (!movement.account) accounts.balances.player_cash = balance
    return { balance, transferId: moved.id }
  } catch (error) {
    if (error instanceof AppError && error.code === 'INSUFFICIENT_FUNDS')
      throw new AppError('INSUFFICIENT_FUNDS', {
        fields: { balance: String(accounts.balances.player_cash), currency: movement.call.currency },
      })
    throw error
  }
}
