import type { Currency } from '@khela/contracts/accounts'
import type { OriginalGame } from '@khela/contracts/originals'
import type { Db } from '../../db/client.ts'
import { declaredCountryGates } from './declared-country-gates.ts'
import { kycGates } from './kyc-gates.ts'
import { responsibleGamblingGates } from './responsible-gambling-gates.ts'

/**
 * The player-protection rules every money path asks, inside the transaction that moves the money, so the check and
 * the debit are atomic: a bet (every game), a deposit request and a withdrawal request. Each rule set lives in its
 * own file and throws an AppError with a code the site translates; none of them moves money.
 */
export type BetGate = { userId: string; game: OriginalGame; stake: number; currency: Currency }
export type DepositGate = { userId: string; amount: number; currency: Currency }
export type WithdrawalGate = { userId: string; amount: number; currency: Currency }

export type PlayerGates = {
  bet?(tx: Db, bet: BetGate): Promise<void>
  deposit?(tx: Db, deposit: DepositGate): Promise<void>
  withdrawal?(tx: Db, withdrawal: WithdrawalGate): Promise<void>
}

const ruleSets: PlayerGates[] = [declaredCountryGates, responsibleGamblingGates, kycGates]

export async function assertMayBet(tx: Db, bet: BetGate): Promise<void> {
  for (const rules of ruleSets) await rules.bet?.(tx, bet)
}

export async function assertMayDeposit(tx: Db, deposit: DepositGate): Promise<void> {
  for (const rules of ruleSets) await rules.deposit?.(tx, deposit)
}

export async function assertMayWithdraw(tx: Db, withdrawal: WithdrawalGate): Promise<void> {
  for (const rules of ruleSets) await rules.withdrawal?.(tx, withdrawal)
}
