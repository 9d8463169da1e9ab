import { parseTaka } from '../../../lib/taka.ts'

/** Why a typed stake cannot be placed, as a code the stake input translates. */
export type StakeProblem =
  | 'REQUIRED'
  | 'AMOUNT_NOT_A_NUMBER'
  | 'AMOUNT_BELOW_MINIMUM'
  | 'AMOUNT_ABOVE_MAXIMUM'
  | 'INSUFFICIENT_FUNDS'

export interface StakeLimits {
  minStake: number
  maxStake: number
}

/** The same checks the server makes before it takes a stake (limits from the rules, then the balance). */
export function stakeProblem(
  text: string,
  limits: StakeLimits,
  balance: number | undefined,
): StakeProblem | null {
  if (text.trim() === '') return 'REQUIRED'
  const stake = parseTaka(text)
  if (stake === null || stake === 0) return 'AMOUNT_NOT_A_NUMBER'
  if (stake < limits.minStake) return 'AMOUNT_BELOW_MINIMUM'
  if (stake > limits.maxStake) return 'AMOUNT_ABOVE_MAXIMUM'
  if (balance !== undefined && stake > balance) return 'INSUFFICIENT_FUNDS'
  return null
}

export type StakeShortcut = 'half' | 'double' | 'min' | 'max'

/**
 * The stake after ½, 2×, min or max: kept within the game's limits and, where the balance allows the minimum,
 * within the balance too (max is all one may bet). Poisha in, poisha out; halves round down.
 */
export function stakeAfter(
  shortcut: StakeShortcut,
  current: number | null,
  limits: StakeLimits,
  balance: number | undefined,
): number {
  const ceiling =
    balance !== undefined && balance >= limits.minStake ? Math.min(limits.maxStake, balance) : limits.maxStake
  const base = current ?? limits.minStake
  const wanted =
    shortcut === 'half'
      ? Math.floor(base / 2)
      : shortcut === 'double'
        ? base * 2
        : shortcut === 'min'
          ? limits.minStake
          : ceiling
  return Math.min(ceiling, Math.max(limits.minStake, wanted))
}
