import type { Currency } from '@khela/contracts/accounts'
import type { BetType } from '@khela/contracts/sportsbook-bets'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/app-error.ts'
import { betBonusRules } from '../../lib/bet-bonuses.ts'
import type { PlayerAccounts } from '../wallet/find-player-accounts.ts'
import { reachesMinOdds } from './bet-odds.ts'

/** Where a sportsbook stake comes from (modules/bonuses/README.md). */
export type SportStake = {
  /** The grant the bet feeds at settlement, or the free bet it stakes; null for cash alone. */
  bonusGrantId: string | null
  /** The part a grant's money covers (the whole stake of a free bet). */
  bonusStake: number
  isFreeBet: boolean
  /** What the write's one-statement debit takes (write-sport-bet.ts): cash's part, or the grant's when cash has none. */
  debit: { accountId: string; amount: number; balanceAfter: number }
  /** The grant's part when cash pays the rest of the stake: its own transfer before the write. */
  grantPart: { accountId: string; amount: number } | null
  /** The player's cash balance once the stake is taken. */
  cashAfter: number
}

/**
 * The stake's sources, with the player's cash row locked (its balance current). A free bet (FREE_BET_*: a single
 * or an accumulator of its whole amount at its minimum odds or more) stakes the grant alone. Otherwise cash pays
 * first and a grant in play covers the shortfall (lib/bet-bonuses.ts take, wagering left to settlement), asked only
 * when the accounts the placement read show bonus money: a player without any pays no round trip more.
 */
export async function splitSportStake(
  tx: Db,
  bet: {
    userId: string
    currency: Currency
    betType: BetType
    totalStake: number
    prices: readonly number[]
    accounts: PlayerAccounts
    freeBetGrantId: string | undefined
  },
): Promise<SportStake> {
  const cash = bet.accounts.balances.player_cash
  const cashAccountId = bet.accounts.ids.player_cash
  if (bet.freeBetGrantId !== undefined) {
    const freeBet = await betBonusRules().takeFreeBet(tx, {
      userId: bet.userId,
      currency: bet.currency,
      grantId: bet.freeBetGrantId,
    })
    if (bet.betType.kind === 'system' || bet.totalStake !== freeBet.amount)
      throw new AppError('FREE_BET_STAKE_MISMATCH', { fields: { amount: String(freeBet.amount) } })
    if (!reachesMinOdds(bet.prices, freeBet.minOdds))
      throw new AppError('FREE_BET_ODDS_TOO_LOW', { fields: { minOdds: String(freeBet.minOdds) } })
    return {
      bonusGrantId: freeBet.grantId,
      bonusStake: bet.totalStake,
      isFreeBet: true,
      debit: { accountId: freeBet.grantAccountId, amount: bet.totalStake, balanceAfter: 0 },
      grantPart: null,
      cashAfter: cash,
    }
  }
  const bonus = bet.accounts.hasBonusFunds
    ? await betBonusRules().take(tx, {
        userId: bet.userId,
        currency: bet.currency,
        stake: bet.totalStake,
        cashBalance: cash,
        product: 'sportsbook',
        isWageredAtSettlement: true,
      })
    : null
  // The write's conditional debit would match nothing; answered here, before it.
  if (!bonus && cash < bet.totalStake) throw new AppError('INSUFFICIENT_FUNDS')
  const bonusStake = bonus?.bonusStake ?? 0
  const cashStake = bet.totalStake - bonusStake
  const cashDebit = { accountId: cashAccountId, amount: cashStake, balanceAfter: cash - cashStake }
  const source = {
    bonusGrantId: bonus?.grantId ?? null,
    bonusStake,
    isFreeBet: false,
    cashAfter: cash - cashStake,
  }
  if (!bonus || bonusStake === 0) return { ...source, debit: cashDebit, grantPart: null }
  if (cashStake === 0)
    return {
      ...source,
      debit: {
        accountId: bonus.grantAccountId,
        amount: bonusStake,
        balanceAfter: bonus.grantBalance - bonusStake,
      },
      grantPart: null,
    }
  return { ...source, debit: cashDebit, grantPart: { accountId: bonus.grantAccountId, amount: bonusStake } }
}
