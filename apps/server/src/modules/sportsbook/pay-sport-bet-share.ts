import type { Currency } from '@khela/contracts/accounts'
import type { TransferKind } from '@khela/contracts/wallet'
import type { Db } from '../../db/client.ts'
import { betBonusRules, bonusShareOf } from '../../lib/bet-bonuses.ts'
import { lockPlayerAccounts } from '../wallet/lock-player-accounts.ts'
import { transfer } from '../wallet/transfer.ts'

export type BonusSportBet = {
  id: string
  userId: string
  currency: Currency
  stake: number
  bonusStake: number
  bonusGrantId: string
  isFreeBet: boolean
}

/**
 * Money a bet with bonus money gets back from the book's liability account (a win, a void's refund, a cash-out,
 * a refused pending bet's stake), in the stake's cash / bonus proportion (bonusShareOf): the bonus share goes
 * where the bonus rules say (the grant while active, cash once it converted uncapped, else the house keeps it),
 * the rest to cash. The player's cash row is locked first, then the grant's (the order of a stake). A free bet's
 * whole stake is bonus, and never reaches cash: once its grant has ended the house keeps it. Keys `<key>` (cash)
 * and `<key>-bonus` (grant). Returns what reached cash, the player's cash balance after, and the transfer that
 * carried the payment (cash's, else the grant's; null when the house kept it all).
 */
export async function paySportBetShare(
  tx: Db,
  bet: BonusSportBet,
  payment: { amount: number; liabilityAccountId: string; key: string; kind: TransferKind },
): Promise<{ cash: number; cashBalance: number; transferId: string | null }> {
  const cash = await lockPlayerAccounts(tx, bet.userId)
  if (!cash) throw new Error(`sport bet ${bet.id}: player ${bet.userId} lost their wallet`)
  const bonusShare = bonusShareOf(payment.amount, bet)
  const destination = bonusShare > 0 ? await betBonusRules().shareAccount(tx, bet.bonusGrantId) : null
  const isShareCash = destination?.to === 'cash' && !bet.isFreeBet
  const cashShare = payment.amount - bonusShare + (isShareCash ? bonusShare : 0)
  const move = { currency: bet.currency, kind: payment.kind, ref: { type: 'sport_bet', id: bet.id } }
  const toGrant =
    destination?.to === 'grant'
      ? await transfer(tx, {
          ...move,
          idempotencyKey: `${payment.key}-bonus`,
          debit: payment.liabilityAccountId,
          credit: destination.accountId,
          amount: bonusShare,
          metadata: { grantId: bet.bonusGrantId },
        })
      : null
  if (cashShare === 0)
    return { cash: 0, cashBalance: cash.balances.player_cash, transferId: toGrant?.id ?? null }
  const toCash = await transfer(tx, {
    ...move,
    idempotencyKey: payment.key,
    debit: payment.liabilityAccountId,
    credit: cash.ids.player_cash,
    amount: cashShare,
  })
  return { cash: cashShare, cashBalance: toCash.creditBalanceAfter ?? 0, transferId: toCash.id }
}
