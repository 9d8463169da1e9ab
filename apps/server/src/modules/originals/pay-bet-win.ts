import type { Currency } from '@khela/contracts/accounts'
import type { Db } from '../../db/client.ts'
import { betBonusRules, bonusShareOf } from '../../lib/bet-bonuses.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'
import { transfer } from '../wallet/transfer.ts'
import { moveBetMoney } from './move-bet-money.ts'

/**
 * Pays a bet's win in the stake's cash / bonus proportion (bonusShareOf: the bonus share rounded down, the rest
 * cash; `bet:<id>:win` and `bet:<id>:win-bonus`). The bonus share goes where the bonus rules say (find-bonus-share-account.ts) (the grant
 * while active, cash once it converted, the house keeps it once the grant ended otherwise), with the player's cash
 * row locked first, the order of a stake. Returns the player's cash balance afterwards.
 */
export async function payBetWin(
  tx: Db,
  bet: {
    id: string
    userId: string
    game: string
    currency: Currency
    stake: number
    bonusStake: number
    bonusGrantId: string | null
    playerCashAccountId: string
    houseAccountId?: string
    isNewBet?: boolean
  },
  amount: number,
): Promise<number> {
  const bonusShare = bet.bonusGrantId ? bonusShareOf(amount, bet) : 0
  if (!bet.bonusGrantId || bonusShare === 0) return moveBetMoney(tx, 'win', { ...bet, amount })
  const locked = await lockPlayerAccounts(tx, bet.userId)
  if (!locked) throw new Error(`player ${bet.userId} lost their wallet during a bet`)
  const destination = await betBonusRules().shareAccount(tx, bet.bonusGrantId)
  const cashShare = amount - bonusShare + (destination?.to === 'cash' ? bonusShare : 0)
  if (destination?.to === 'grant')
    await transfer(tx, {
      idempotencyKey: `bet:${bet.id}:win-bonus`,
      debit:
        bet.houseAccountId ?? (await ensureOperatorAccount(tx, { kind: 'house', currency: bet.currency })),
      credit: destination.accountId,
      amount: bonusShare,
      currency: bet.currency,
      kind: 'bet_win',
      ref: { type: 'game_bet', id: bet.id },
      metadata: { game: bet.game, grantId: bet.bonusGrantId },
      isKeyNew: bet.isNewBet === true,
    })
  if (cashShare === 0) return locked.balances.player_cash
  return moveBetMoney(tx, 'win', { ...bet, amount: cashShare })
}
