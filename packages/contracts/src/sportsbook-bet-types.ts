import type { BetType } from './sportsbook-bets.ts'

// How a bet on n selections becomes lines, each line an accumulator (or a single) staked on its own. Without zod,
// so the bet slip can count lines without loading it; the BetType schema is in sportsbook-bets.ts.

/** The most selections any bet takes; an accumulator takes 2 to this. */
export const MAX_SELECTIONS = 20

/**
 * An in-play bet waits its sport's or competition's delay before it is accepted or refused, so a bet cannot be
 * placed on what the player saw happen before the book did. Milliseconds, at most half a minute.
 */
export const MAX_BET_DELAY_MS = 30_000

/** The smallest stake a sportsbook bet takes, in minor units (10 taka): the same floor as the Originals. */
export const SPORT_BET_MIN_STAKE = 1_000

/**
 * What the player accepts when a price moved since their slip showed it: none (refuse with the new prices),
 * only higher prices, or any price. An accepted leg is taken at the price standing now. Here, without zod, for the
 * slip's select; the placement's schema is in sportsbook-placement.ts.
 */
export const oddsPolicies = ['none', 'higher', 'any'] as const
export type OddsPolicy = (typeof oddsPolicies)[number]

/**
 * Full-cover system bets: every combination of `smallestLine` up to all of the `selections`. Canadian is also
 * called Super Yankee.
 */
export const systemBetNames = [
  'trixie',
  'patent',
  'yankee',
  'lucky_15',
  'canadian',
  'lucky_31',
  'heinz',
  'lucky_63',
  'super_heinz',
  'goliath',
] as const
export type SystemBetName = (typeof systemBetNames)[number]

export const systemBets: Record<SystemBetName, { selections: number; smallestLine: number }> = {
  trixie: { selections: 3, smallestLine: 2 },
  patent: { selections: 3, smallestLine: 1 },
  yankee: { selections: 4, smallestLine: 2 },
  lucky_15: { selections: 4, smallestLine: 1 },
  canadian: { selections: 5, smallestLine: 2 },
  lucky_31: { selections: 5, smallestLine: 1 },
  heinz: { selections: 6, smallestLine: 2 },
  lucky_63: { selections: 6, smallestLine: 1 },
  super_heinz: { selections: 7, smallestLine: 2 },
  goliath: { selections: 8, smallestLine: 2 },
}

/** A line is the indexes of the selections it combines, ascending. */
export type BetLine = readonly number[]

export type BetLinesResult =
  | { ok: true; lines: BetLine[] }
  | { ok: false; code: 'WRONG_SELECTION_COUNT'; min: number; max: number }

/** How many selections the bet type takes, from `min` to `max`. */
export function selectionCountBounds(betType: BetType): { min: number; max: number } {
  switch (betType.kind) {
    case 'single':
      return { min: 1, max: 1 }
    case 'accumulator':
      return { min: 2, max: MAX_SELECTIONS }
    case 'system': {
      const { selections } = systemBets[betType.name]
      return { min: selections, max: selections }
    }
    case 'k_from_n':
      return { min: betType.legsPerLine, max: MAX_SELECTIONS }
  }
}

/**
 * The lines of a bet on `selectionCount` selections, shortest first, each size in lexicographic order; a count the
 * bet type does not take is refused with WRONG_SELECTION_COUNT and the counts it takes.
 */
export function betLines(betType: BetType, selectionCount: number): BetLinesResult {
  const bounds = selectionCountBounds(betType)
  if (!Number.isInteger(selectionCount) || selectionCount < bounds.min || selectionCount > bounds.max)
    return { ok: false, code: 'WRONG_SELECTION_COUNT', ...bounds }
  switch (betType.kind) {
    case 'single':
    case 'accumulator':
      return { ok: true, lines: combinations(selectionCount, selectionCount) }
    case 'system': {
      const lines: BetLine[] = []
      for (let size = systemBets[betType.name].smallestLine; size <= selectionCount; size++)
        lines.push(...combinations(selectionCount, size))
      return { ok: true, lines }
    }
    case 'k_from_n':
      return { ok: true, lines: combinations(selectionCount, betType.legsPerLine) }
  }
}

/**
 * The most lines one bet may have: a slip offers no more, and placing, settling and re-pricing a bet cost a
 * little per line (10 from 20 would be 184,756 lines).
 */
export const MAX_BET_LINES = 5_000

/** How many lines a bet of this type on `selectionCount` selections has, without listing them. */
export function countBetLines(betType: BetType, selectionCount: number): number {
  switch (betType.kind) {
    case 'single':
    case 'accumulator':
      return 1
    case 'system': {
      let lines = 0
      for (let size = systemBets[betType.name].smallestLine; size <= selectionCount; size++)
        lines += binomial(selectionCount, size)
      return lines
    }
    case 'k_from_n':
      return binomial(selectionCount, betType.legsPerLine)
  }
}

/** n choose k, exactly for the counts a slip holds (n ≤ 20). */
export function binomial(n: number, k: number): number {
  let result = 1
  for (let index = 1; index <= k; index++) result = (result * (n - k + index)) / index
  return Math.round(result)
}

/** Every `size`-element subset of 0 … count − 1, in lexicographic order. */
function combinations(count: number, size: number): BetLine[] {
  const subsets: BetLine[] = []
  const subset = Array.from({ length: size }, (_, index) => index)
  for (;;) {
    subsets.push([...subset])
    // Advance the rightmost index that still has room, then reset the ones after it to follow it.
    let position = size - 1
    while (position >= 0 && subset[position] === count - size + position) position--
    const advanced = subset[position]
    if (advanced === undefined) return subsets // every index is at its last place
    for (let offset = 0; position + offset < size; offset++) subset[position + offset] = advanced + 1 + offset
  }
}
