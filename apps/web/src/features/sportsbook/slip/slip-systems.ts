import {
  binomial,
  countBetLines,
  MAX_BET_LINES,
  type SystemBetName,
  systemBetNames,
  systemBets,
} from '@khela/contracts/sportsbook-bet-types'
import type { SportBetSystem } from '@khela/contracts/sportsbook-placement'

/** The slip's tabs: a single per selection, one accumulator, or one system bet. */
export const slipModes = ['singles', 'accumulator', 'system'] as const
export type SlipMode = (typeof slipModes)[number]

/** A system the slip offers for its number of selections, keyed for the select and for storage. */
export interface SystemOption {
  /** A named system's name (trixie…), or `k_from_n:<k>`. */
  key: string
  name: SystemBetName | null
  /** Legs per line, for 'k from n'. */
  legsPerLine: number | null
  lineCount: number
}

/** The fewest selections a system bet takes: a Trixie, Patent or 2 from 3. */
export const SYSTEM_MIN_SELECTIONS = 3

// Past MAX_BET_LINES a 'k from n' is left off the slip's list, as the server refuses it: its return takes long to
// count on a phone, and nobody stakes thousands of lines from a slip.

export function isSystemAvailable(selections: number): boolean {
  return selections >= SYSTEM_MIN_SELECTIONS
}

/** How many lines a system on `selections` selections has. */
export function countLines(system: SportBetSystem, selections: number): number {
  return countBetLines(
    system.kind === 'k_from_n' ? system : { kind: 'system', name: system.name },
    selections,
  )
}

/**
 * The systems for `selections` selections of different events: the named full covers of exactly that many (a
 * Trixie and a Patent for 3, a Yankee and a Lucky 15 for 4…), then every 'k from n' between singles and the
 * accumulator (2 from n up to n − 1 from n).
 */
export function systemOptions(selections: number): SystemOption[] {
  if (!isSystemAvailable(selections)) return []
  const named = systemBetNames
    .filter((name) => systemBets[name].selections === selections)
    .map((name) => ({
      key: name as string,
      name,
      legsPerLine: null,
      lineCount: countLines({ kind: 'system', name }, selections),
    }))
  const kFromN: SystemOption[] = []
  for (let legsPerLine = 2; legsPerLine < selections; legsPerLine++) {
    const lineCount = binomial(selections, legsPerLine)
    if (lineCount <= MAX_BET_LINES)
      kFromN.push({ key: `k_from_n:${legsPerLine}`, name: null, legsPerLine, lineCount })
  }
  return [...named, ...kFromN]
}

/** The system a key names; null for a key that is not one. */
export function systemOfKey(key: string): SportBetSystem | null {
  const named = systemBetNames.find((name) => name === key)
  if (named) return { kind: 'system', name: named }
  const match = /^k_from_n:(\d+)$/.exec(key)
  return match ? { kind: 'k_from_n', legsPerLine: Number(match[1]) } : null
}

/** The key of a system, as systemOptions gives it. */
export function keyOfSystem(system: SportBetSystem): string {
  return system.kind === 'system' ? system.name : `k_from_n:${system.legsPerLine}`
}
