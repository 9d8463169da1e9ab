import { z } from 'zod'
import type { Rng } from '../rng.ts'

/**
 * Euro Roulette: a single-zero wheel (0–36). Every bet returns its stake times `returns` when it wins and nothing
 * otherwise; zero loses every outside bet (no la partage). Each bet covers n numbers and returns 36 / n times its
 * stake, so every bet and any mix of them has an RTP of exactly 36 / 37 = 97.30 %.
 */
export const euroRouletteRtp = 36 / 37

export const redNumbers: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
])

/** The wheel's order from zero, clockwise, for drawing it. */
export const wheelOrder = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22,
  18, 29, 7, 28, 12, 35, 3, 26,
] as const

/** Chips in minor units; a spin's bets together stay within `maxTotalStake`. */
export const chips = [10, 50, 100, 500, 1_000, 5_000] as const
export const maxTotalStake = 100_000
export const maxBets = 60

const amount = z.number().int().min(1).max(maxTotalStake)
export const rouletteBet = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('straight'), number: z.number().int().min(0).max(36), amount }).strict(),
  z.object({ kind: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']), amount }).strict(),
  z.object({ kind: z.enum(['dozen', 'column']), number: z.number().int().min(1).max(3), amount }).strict(),
])
export type RouletteBet = z.infer<typeof rouletteBet>
export const rouletteBets = z
  .array(rouletteBet)
  .min(1)
  .max(maxBets)
  .refine((bets) => bets.reduce((sum, bet) => sum + bet.amount, 0) <= maxTotalStake, 'STAKE_TOO_HIGH')

/** Whether the ball on `number` wins the bet. Arithmetic, not lists: the simulation settles millions. */
export function isCovered(bet: RouletteBet, number: number): boolean {
  if (bet.kind === 'straight') return number === bet.number
  if (number === 0) return false
  switch (bet.kind) {
    case 'red':
      return redNumbers.has(number)
    case 'black':
      return !redNumbers.has(number)
    case 'odd':
      return number % 2 === 1
    case 'even':
      return number % 2 === 0
    case 'low':
      return number <= 18
    case 'high':
      return number >= 19
    case 'dozen':
      return Math.ceil(number / 12) === bet.number
    case 'column':
      return ((number - 1) % 3) + 1 === bet.number
  }
}

const coverage = {
  straight: 1,
  red: 18,
  black: 18,
  odd: 18,
  even: 18,
  low: 18,
  high: 18,
  dozen: 12,
  column: 12,
}

/** The numbers a bet covers. */
export const coveredNumbers = (bet: RouletteBet) =>
  Array.from({ length: 37 }, (_, number) => number).filter((number) => isCovered(bet, number))

/** What a winning bet returns, stake included, per unit staked: 36 / numbers covered (36, 3 or 2). */
export const returns = (bet: RouletteBet) => 36 / coverage[bet.kind]

/** What the bets return, stakes included, when the ball lands on `number`. */
export function settleRoulette(bets: readonly RouletteBet[], number: number) {
  const settled = bets.map((bet) => ({
    ...bet,
    win: isCovered(bet, number) ? bet.amount * returns(bet) : 0,
  }))
  return {
    number,
    bets: settled,
    stake: bets.reduce((sum, bet) => sum + bet.amount, 0),
    win: settled.reduce((sum, bet) => sum + bet.win, 0),
  }
}

export type RouletteSpin = ReturnType<typeof settleRoulette>

export const spinRoulette = (rng: Rng, bets: readonly RouletteBet[]): RouletteSpin =>
  settleRoulette(bets, rng(37))
