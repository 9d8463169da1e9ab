import type { Currency } from '@khela/contracts/accounts'
import type { OriginalGame } from '@khela/contracts/originals'
import type { Db } from '../db/client.ts'

/**
 * The player-protection rules every money path asks, inside the transaction that moves the money, so the check and
 * the debit are atomic: a bet (every game), a deposit request and a withdrawal request. Each rule set throws an
 * AppError with a code the site translates; none of them moves money.
 *
 * The rules live in modules/protection and read the domains that move money (responsible gambling counts their
 * bets and deposits), so those domains cannot import them: buildApp installs them here once, and cashier,
 * originals, providers and the sportsbook ask through this port. Until they are installed every check fails, so money never moves unchecked.
 */
/**
 * `game` is the Khela Original, `provider` for a provider game's bet through the wallet API, or `sportsbook` for
 * a sportsbook bet.
 */
export type BetGate = {
  userId: string
  game: OriginalGame | 'provider' | 'sportsbook'
  stake: number
  currency: Currency
  /**
   * False when the caller read the player's accounts and no bonus grant's account holds money
   * (PlayerAccounts.hasBonusFunds): the bonus rules then read nothing.
   */
  hasBonusFunds?: boolean
}
export type DepositGate = { userId: string; amount: number; currency: Currency }
export type WithdrawalGate = { userId: string; amount: number; currency: Currency }

export type PlayerGates = {
  /** `facts`: what `betFactsSql` read, when the caller read it (assertMayBet's `facts`). */
  bet?(tx: Db, bet: BetGate, facts?: unknown): Promise<void>
  /**
   * What `bet` would read first, as one SQL expression of JSON, never null, over `userId` (a placeholder such as
   * `$1`), so that a hot path can read it in a statement it makes anyway, after the player's cash lock (row locks
   * included).
   */
  betFactsSql?(userId: string): string
  deposit?(tx: Db, deposit: DepositGate): Promise<void>
  withdrawal?(tx: Db, withdrawal: WithdrawalGate): Promise<void>
}

let installed: readonly PlayerGates[] | null = null

/** Called by buildApp with modules/protection's rule sets; every app in a process installs the same ones. */
export function installPlayerGates(ruleSets: readonly PlayerGates[]): void {
  installed = ruleSets
}

function ruleSets(): readonly PlayerGates[] {
  if (!installed) throw new Error('player gates are not installed')
  return installed
}

/** Every rule set's bet facts, in the rule sets' order (null for one that reads none up front). */
export type BetGateFacts = unknown[]

/**
 * The installed rule sets' `betFactsSql` as one SQL expression (a JSON array, `BetGateFacts`) over `userId`, a
 * placeholder: for a caller's statement inside the bet's transaction, once the player's cash row is locked, whose
 * result it then passes to assertMayBet.
 */
export function betGateFactsSql(userId: string): string {
  const facts = ruleSets().map((rules) => rules.betFactsSql?.(userId) ?? 'NULL::json')
  return `json_build_array(${facts.join(', ')})`
}

/** `facts`: what betGateFactsSql read in this transaction, if the caller read it; otherwise each rule set reads. */
export async function assertMayBet(tx: Db, bet: BetGate, facts?: BetGateFacts): Promise<void> {
  for (const [index, rules] of ruleSets().entries()) await rules.bet?.(tx, bet, facts?.[index])
}

export async function assertMayDeposit(tx: Db, deposit: DepositGate): Promise<void> {
  for (const rules of ruleSets()) await rules.deposit?.(tx, deposit)
}

export async function assertMayWithdraw(tx: Db, withdrawal: WithdrawalGate): Promise<void> {
  for (const rules of ruleSets()) await rules.withdrawal?.(tx, withdrawal)
}
