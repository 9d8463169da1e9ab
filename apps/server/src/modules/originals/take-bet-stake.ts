import type { Currency } from '@khela/contracts/accounts'
import type { Db } from '../../db/client.ts'
import { type BetBonus, betBonusRules } from '../../lib/bet-bonuses.ts'
import { ensureOperatorAccount } from '../wallet/ensure-operator-account.ts'
import { transfer } from '../wallet/transfer.ts'
import { moveBetMoney } from './move-bet-money.ts'

/**
 * Moves a new bet's stake to the house: cash's part (`bet:<id>:stake`), then the grant's (`bet:<id>:stake-bonus`)
 * when splitBetStake took one. Returns the player's cash balance afterwards (0 when the grant covered a shortfall:
 * cash paid all it had).
 */
export async function takeBetStake(
  tx: Db,
  bet: {
    id: string
    game: string
    currency: Currency
    stake: number
    playerCashAccountId: string
    houseAccountId?: string
    bonus: BetBonus | null
  },
): Promise<number> {
  const house =
    bet.houseAccountId ?? (await ensureOperatorAccount(tx, { kind: 'house', currency: bet.currency }))
  const bonusStake = bet.bonus?.bonusStake ?? 0
  const cashStake = bet.stake - bonusStake
  const money = { ...bet, houseAccountId: house, isNewBet: true }
  const balance = cashStake > 0 ? await moveBetMoney(tx, 'stake', { ...money, amount: cashStake }) : 0
  if (bet.bonus && bonusStake > 0)
    await transfer(tx, {
      idempotencyKey: `bet:${bet.id}:stake-bonus`,
      debit: bet.bonus.grantAccountId,
      credit: house,
      amount: bonusStake,
      currency: bet.currency,
      kind: 'bet_stake',
      ref: { type: 'game_bet', id: bet.id },
      metadata: { game: bet.game, grantId: bet.bonus.grantId },
      isKeyNew: true,
    })
  return balance
}

/**
 * Once the bet's money has moved (an instant game's win too): converts the grant when this bet's stake met its
 * wagering, in the bet's transaction — the grant row is locked since the stake, so it converts once. Returns the
 * cash the conversion paid (0 when nothing converted).
 */
export async function convertMetGrant(tx: Db, bonus: BetBonus | null): Promise<number> {
  if (!bonus?.isWageringMet) return 0
  return betBonusRules().convert(tx, bonus.grantId)
}
