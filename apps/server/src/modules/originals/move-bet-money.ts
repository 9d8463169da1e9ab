import type { Currency } from '@khela/contracts/accounts'
import type { Db } from '../../db/client.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { transfer } from '../wallet/transfer.ts'

export type BetMovement = 'stake' | 'win' | 'refund'

const kinds = { stake: 'bet_stake', win: 'bet_win', refund: 'bet_refund' } as const

/**
 * Moves a bet's money between the player's cash and the house, keyed `bet:<id>:<movement>` so a retry never moves
 * it twice: the stake leaves the player (refused with INSUFFICIENT_FUNDS when the balance is too low, in the same
 * statement as the debit), a win or a refund reaches them. Returns the player's cash balance afterwards.
 */
export async function moveBetMoney(
  db: Db,
  movement: BetMovement,
  bet: {
    id: string
    game: string
    currency: Currency
    playerCashAccountId: string
    amount: number
    /** Known already when the bet read its accounts (requireBetAccounts); looked up otherwise. */
    houseAccountId?: string
    /** The bet row was inserted in this same transaction, so its movement keys cannot have been used. */
    isNewBet?: boolean
  },
): Promise<number> {
  const house =
    bet.houseAccountId ?? (await ensureOperatorAccount(db, { kind: 'house', currency: bet.currency }))
  const toHouse = movement === 'stake'
  const moved = await transfer(db, {
    idempotencyKey: `bet:${bet.id}:${movement}`,
    debit: toHouse ? bet.playerCashAccountId : house,
    credit: toHouse ? house : bet.playerCashAccountId,
    amount: bet.amount,
    currency: bet.currency,
    kind: kinds[movement],
    ref: { type: 'game_bet', id: bet.id },
    metadata: { game: bet.game },
    isKeyNew: bet.isNewBet === true,
  })
  const balance = toHouse ? moved.debitBalanceAfter : moved.creditBalanceAfter
  if (balance === null) throw new Error(`bet ${bet.id}: the player's side is not a player account`)
  return balance
}
