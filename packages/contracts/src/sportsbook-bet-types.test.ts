import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type BetLine,
  betLines,
  countBetLines,
  MAX_BET_LINES,
  MAX_SELECTIONS,
  type SystemBetName,
  systemBets,
} from './sportsbook-bet-types.ts'
import type { BetType } from './sportsbook-bets.ts'
import { placeSportBetInput } from './sportsbook-placement.ts'

function linesOf(betType: BetType, selectionCount: number): BetLine[] {
  const result = betLines(betType, selectionCount)
  if (!result.ok) throw new Error(`${JSON.stringify(betType)} refused ${selectionCount} selections`)
  return result.lines
}

function binomial(count: number, size: number): number {
  let value = 1
  for (let step = 1; step <= size; step++) value = (value * (count - size + step)) / step
  return value
}

/** Every line is ascending indexes within the selections, and no two lines are the same combination. */
function expectDistinctCombinations(lines: BetLine[], selectionCount: number): void {
  for (const line of lines) {
    expect(line.every((index, position) => position === 0 || index > (line[position - 1] ?? -1))).toBe(true)
    expect(line.every((index) => Number.isInteger(index) && index >= 0 && index < selectionCount)).toBe(true)
  }
  expect(new Set(lines.map((line) => line.join(','))).size).toBe(lines.length)
}

describe('betLines', () => {
  it.each([
    ['trixie', 3, 4],
    ['patent', 3, 7],
    ['yankee', 4, 11],
    ['lucky_15', 4, 15],
    ['canadian', 5, 26],
    ['lucky_31', 5, 31],
    ['heinz', 6, 57],
    ['lucky_63', 6, 63],
    ['super_heinz', 7, 120],
    ['goliath', 8, 247],
  ] satisfies [SystemBetName, number, number][])(
    'makes a %s on %i selections %i distinct lines',
    (name, selections, count) => {
      const lines = linesOf({ kind: 'system', name }, selections)
      expect(lines).toHaveLength(count)
      expectDistinctCombinations(lines, selections)
      // Full cover: every line of its smallest size and up, and nothing smaller.
      const { smallestLine } = systemBets[name]
      expect(Math.min(...lines.map((line) => line.length))).toBe(smallestLine)
      expect(lines.filter((line) => line.length === selections)).toEqual([
        Array.from({ length: selections }, (_, index) => index),
      ])
    },
  )

  it('spells out a Trixie: three doubles and the treble', () => {
    expect(linesOf({ kind: 'system', name: 'trixie' }, 3)).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
      [0, 1, 2],
    ])
  })

  it('makes a single one line of its one selection and an accumulator one line of all of them', () => {
    expect(linesOf({ kind: 'single' }, 1)).toEqual([[0]])
    expect(linesOf({ kind: 'accumulator' }, 2)).toEqual([[0, 1]])
    expect(linesOf({ kind: 'accumulator' }, MAX_SELECTIONS)).toEqual([
      Array.from({ length: MAX_SELECTIONS }, (_, index) => index),
    ])
  })

  it('makes k from n every combination of k: C(n, k) distinct lines of k legs', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 12 })
          .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 1, max: count }))),
        ([selectionCount, legsPerLine]) => {
          const lines = linesOf({ kind: 'k_from_n', legsPerLine }, selectionCount)
          expect(lines).toHaveLength(binomial(selectionCount, legsPerLine))
          expect(lines.every((line) => line.length === legsPerLine)).toBe(true)
          expectDistinctCombinations(lines, selectionCount)
        },
      ),
    )
    expect(linesOf({ kind: 'k_from_n', legsPerLine: 2 }, 4)).toEqual([
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 2],
      [1, 3],
      [2, 3],
    ])
  })

  it.each([
    [{ kind: 'single' }, 2, 1, 1],
    [{ kind: 'single' }, 0, 1, 1],
    [{ kind: 'accumulator' }, 1, 2, MAX_SELECTIONS],
    [{ kind: 'accumulator' }, MAX_SELECTIONS + 1, 2, MAX_SELECTIONS],
    [{ kind: 'system', name: 'yankee' }, 3, 4, 4],
    [{ kind: 'system', name: 'yankee' }, 5, 4, 4],
    [{ kind: 'system', name: 'goliath' }, 7, 8, 8],
    [{ kind: 'k_from_n', legsPerLine: 3 }, 2, 3, MAX_SELECTIONS],
    [{ kind: 'k_from_n', legsPerLine: 3 }, MAX_SELECTIONS + 1, 3, MAX_SELECTIONS],
    [{ kind: 'accumulator' }, 2.5, 2, MAX_SELECTIONS],
  ] satisfies [BetType, number, number, number][])(
    'refuses %j on %d selections',
    (betType, selectionCount, min, max) => {
      expect(betLines(betType, selectionCount)).toEqual({
        ok: false,
        code: 'WRONG_SELECTION_COUNT',
        min,
        max,
      })
    },
  )
})

describe('the lines of one bet', () => {
  it('are counted without listing them, as betLines lists them', () => {
    for (const name of Object.keys(systemBets) as SystemBetName[]) {
      const { selections } = systemBets[name]
      expect(countBetLines({ kind: 'system', name }, selections)).toBe(
        linesOf({ kind: 'system', name }, selections).length,
      )
    }
    for (let legsPerLine = 2; legsPerLine < 8; legsPerLine++)
      expect(countBetLines({ kind: 'k_from_n', legsPerLine }, 8)).toBe(
        linesOf({ kind: 'k_from_n', legsPerLine }, 8).length,
      )
  })

  it('are at most MAX_BET_LINES: 10 from 20 (184,756 lines) is refused before anything is priced', () => {
    const legs = (count: number) =>
      Array.from({ length: count }, (_, index) => ({
        selectionId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
        price: 1500,
        marketVersion: 1,
      }))
    const bet = (legsPerLine: number, count: number) =>
      placeSportBetInput.safeParse({
        type: 'system',
        system: { kind: 'k_from_n', legsPerLine },
        legs: legs(count),
        stake: 1_000,
      })
    const tooMany = bet(10, 20)
    expect(tooMany.success).toBe(false)
    expect(tooMany.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['system', 'TOO_MANY'],
    ])
    expect(countBetLines({ kind: 'k_from_n', legsPerLine: 4 }, 12)).toBeLessThanOrEqual(MAX_BET_LINES)
    expect(bet(4, 12).success).toBe(true)
  })
})
