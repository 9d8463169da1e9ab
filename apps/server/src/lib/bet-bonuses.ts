import type { Currency } from '@khela/contracts/accounts'
import type { BonusProduct } from '@khela/contracts/bonuses'
import type { Db } from '../db/client.ts'

/** What a bet takes from its grant: its share of the stake, and whether its stake met the grant's wagering. */
export type BetBonus = {
  grantId: string
  grantAccountId: string
  /** The shortfall of cash the grant's money covers (0 when cash paid the whole stake). */
  bonusStake: number
  /** The grant's account balance before the bet (locked). */
  grantBalance: number
  /** The grant's wagering is met with this bet's contribution: the bet converts it once its money has moved. */
  isWageringMet: boolean
  /** What the stake added to the grant's `wagered` (its product's contribution), for a rollback to take back. */
  wageringFed: number
}

/** A free bet a sportsbook bet stakes: its grant, the account holding its stake and its terms. */
export type FreeBet = { grantId: string; grantAccountId: string; amount: number; minOdds: number }

/** Where the bonus share of a win goes: the grant's account, cash (the grant converted), or nowhere (null). */
export type BonusShareAccount = { to: 'grant'; accountId: string } | { to: 'cash' } | null

export type BetBonusRules = {
  take(
    tx: Db,
    bet: {
      userId: string
      currency: Currency
      stake: number
      cashBalance: number
      product: BonusProduct
      /** The sportsbook's stakes count when the bet settles (feedSettled), not when it is placed. */
      isWageredAtSettlement?: boolean
    },
  ): Promise<BetBonus | null>
  /** The player's active free bet `grantId` in `currency`, its row and account locked; FREE_BET_UNAVAILABLE else. */
  takeFreeBet(tx: Db, freeBet: { userId: string; currency: Currency; grantId: string }): Promise<FreeBet>
  /**
   * A settled bet's contribution to its grant's wagering (grant row locked), when the grant is still active and,
   * for the sportsbook, the settled odds (thousandths) reach its minimum. Whether the wagering is met now.
   */
  feedSettled(
    tx: Db,
    grantId: string,
    bet: { stake: number; product: BonusProduct; settledOdds: number },
  ): Promise<boolean>
  shareAccount(tx: Db, grantId: string): Promise<BonusShareAccount>
  /** Converts a grant whose wagering is met; the cash it paid (0 when nothing converted). */
  convert(tx: Db, grantId: string): Promise<number>
  /** Ends a free bet whose bet settled won or lost (it is used up); audited. */
  useFreeBet(tx: Db, grantId: string): Promise<void>
  /** The money of the grant a bet would take from now (0 when none is in play): what it may stake beside cash. */
  inPlay(tx: Db, player: { userId: string; currency: Currency }): Promise<number>
  /** A cancelled bet's wagering taken back from its grant while the grant is active (nothing once it ended). */
  unwager(tx: Db, grantId: string, amount: number): Promise<void>
}

let installed: BetBonusRules | null = null

/**
 * The bonus side of a bet (modules/bonuses/README.md). Bonuses reach the products (risk sums their bets), so the
 * products cannot import bonuses: buildApp installs its rules here once and the products' bets ask through this
 * port. Until they are installed a bet fails, so no bet ignores a grant.
 */
export function installBetBonusRules(rules: BetBonusRules): void {
  installed = rules
}

export function betBonusRules(): BetBonusRules {
  if (!installed) throw new Error('the bet bonus rules are not installed')
  return installed
}

/**
 * The bonus share of a bet's win (or refund): the stake's bonus proportion of it, rounded down, so any odd poisha
 * goes to cash — floor(amount × bonusStake / stake). Integer maths in bigint, since amount × stake can pass 2^53.
 */
export function bonusShareOf(amount: number, bet: { stake: number; bonusStake: number }): number {
  if (bet.bonusStake <= 0 || bet.stake <= 0) return 0
  return Number((BigInt(amount) * BigInt(bet.bonusStake)) / BigInt(bet.stake))
}
