import type { Rng } from '../rng.ts'

/**
 * Fortune Five: a 5×3 video slot with 20 fixed paylines, paid left to right from the first reel.
 *
 * - Each reel stops uniformly at random on its strip and shows three consecutive symbols (wrapping round).
 * - Wild (on reels 2–4 only) stands in for every paying symbol; it never starts a line, so a line's symbol is the
 *   first reel's. A line pays its symbol's amount for 3, 4 or 5 in a row, in line bets (the stake / 20).
 * - Scatters pay anywhere, in stakes, and 3 or more start 10 free spins whose wins are doubled; 3 or more during
 *   free spins add 10 more. Free spins play on the same strips, inside the round that triggered them.
 */
export const symbols = [
  'wild',
  'scatter',
  'seven',
  'diamond',
  'bell',
  'cherry',
  'ace',
  'king',
  'queen',
  'jack',
] as const
export type SymbolName = (typeof symbols)[number]

const WILD = 0
const SCATTER = 1

/** The declared RTP, `exactRtp()` rounded down to a hundredth of a percent (a test keeps them together). */
export const fortuneFiveRtp = 0.961

export const reelCount = 5
export const rowCount = 3
export const lineCount = 20
export const freeSpinsAwarded = 10
export const freeSpinMultiplier = 2
/** Stakes in minor units: multiples of 20, so that every line bet and therefore every win is a whole number. */
export const stakes = [100, 200, 500, 1_000, 2_000, 5_000, 10_000] as const

/** Each line's row (0 top, 1 middle, 2 bottom) on reels 1 to 5. */
export const paylines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
]

/** Line pays in line bets for 3, 4 and 5 in a row, by symbol id (wild and scatter pay no line). */
export const linePays: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [0, 0, 0],
  [40, 120, 400],
  [25, 70, 200],
  [20, 50, 150],
  [12, 40, 120],
  [8, 20, 80],
  [6, 16, 60],
  [5, 12, 50],
  [5, 12, 50],
]

/** Scatter pays in stakes, by the number of scatters showing (index 0–5). */
export const scatterPays: readonly number[] = [0, 0, 0, 2, 10, 50]

/**
 * How many of each symbol (in `symbols` order) each reel's strip holds. The strips are built from these by
 * `buildStrip`, which spreads each symbol evenly, so at most one scatter ever shows on a reel.
 */
export const reelSymbolCounts: readonly (readonly number[])[] = [
  [0, 1, 2, 3, 3, 4, 5, 5, 6, 6],
  [5, 1, 2, 3, 3, 4, 5, 5, 6, 6],
  [5, 1, 2, 3, 3, 4, 5, 5, 6, 6],
  [5, 1, 2, 3, 3, 4, 5, 5, 6, 6],
  [0, 1, 2, 3, 3, 4, 5, 5, 6, 6],
]

/** Lays a strip out from its symbol counts, each symbol's copies spaced evenly round the strip. */
export function buildStrip(counts: readonly number[]): Uint8Array {
  const length = counts.reduce((sum, count) => sum + count, 0)
  const placed: { symbol: number; at: number }[] = []
  counts.forEach((count, symbol) => {
    for (let copy = 0; copy < count; copy += 1)
      placed.push({ symbol, at: (copy + 0.5 + symbol / 11) / count })
  })
  placed.sort((a, b) => a.at - b.at || a.symbol - b.symbol)
  return Uint8Array.from(placed.slice(0, length), (entry) => entry.symbol)
}

export const strips: readonly Uint8Array[] = reelSymbolCounts.map(buildStrip)

/** The symbols showing: `grid[reel][row]`. */
export type Grid = number[][]

export type LineWin = { line: number; symbol: SymbolName; count: number; pay: number }

export type SpinOutcome = {
  stops: number[]
  grid: Grid
  lineWins: LineWin[]
  scatters: number
  /** Whether this spin started (or, during free spins, added) free spins. */
  isTrigger: boolean
  /** The spin's win in minor units, the free-spin multiplier applied. */
  win: number
}

export type FortuneFiveRound = {
  stake: number
  base: SpinOutcome
  freeSpins: SpinOutcome[]
  /** The whole round's win in minor units: the base spin and every free spin. */
  win: number
}

export function spinReels(rng: Rng): { stops: number[]; grid: Grid } {
  const stops: number[] = []
  const grid: Grid = []
  for (const strip of strips) {
    const stop = rng(strip.length)
    stops.push(stop)
    grid.push([0, 1, 2].map((row) => strip[(stop + row) % strip.length] ?? 0))
  }
  return { stops, grid }
}

/** What a grid pays: its line wins (in line bets) and scatter count. */
export function evaluateGrid(grid: Grid): { lineWins: LineWin[]; linePay: number; scatters: number } {
  const lineWins: LineWin[] = []
  let linePay = 0
  paylines.forEach((rows, line) => {
    const symbol = grid[0]?.[rows[0] ?? 0] ?? SCATTER
    if (symbol === SCATTER) return
    let count = 1
    while (count < reelCount) {
      const next = grid[count]?.[rows[count] ?? 0]
      if (next !== symbol && next !== WILD) break
      count += 1
    }
    const pay = count >= 3 ? (linePays[symbol]?.[count - 3] ?? 0) : 0
    if (pay === 0) return
    linePay += pay
    lineWins.push({ line: line + 1, symbol: symbols[symbol] ?? 'jack', count, pay })
  })
  let scatters = 0
  for (const reel of grid) for (const symbol of reel) if (symbol === SCATTER) scatters += 1
  return { lineWins, linePay, scatters }
}

function playSpin(rng: Rng, stake: number, multiplier: number): SpinOutcome {
  const { stops, grid } = spinReels(rng)
  const { lineWins, linePay, scatters } = evaluateGrid(grid)
  const inLineBets = linePay + lineCount * (scatterPays[scatters] ?? 0)
  return {
    stops,
    grid,
    lineWins,
    scatters,
    isTrigger: scatters >= 3,
    win: (stake * inLineBets * multiplier) / lineCount,
  }
}

/** One paid round: the base spin and, when it triggers them, its free spins (retriggers included). */
export function playFortuneFive(rng: Rng, stake: number): FortuneFiveRound {
  const base = playSpin(rng, stake, 1)
  const freeSpins: SpinOutcome[] = []
  let remaining = base.isTrigger ? freeSpinsAwarded : 0
  while (remaining > 0) {
    const spin = playSpin(rng, stake, freeSpinMultiplier)
    freeSpins.push(spin)
    remaining += (spin.isTrigger ? freeSpinsAwarded : 0) - 1
  }
  const win = freeSpins.reduce((sum, spin) => sum + spin.win, base.win)
  return { stake, base, freeSpins, win }
}

/**
 * The exact RTP. A line's symbol on each reel is that strip's symbol distribution (stops are uniform), the reels
 * are independent, and reel 1 has no wild, so a line pays symbol s for exactly k in a row with probability
 * p1(s) · Π_{i=2..k} q_i(s) · (1 − q_{k+1}(s)), where q_i(s) = p_i(s) + p_i(wild). Each strip shows at most one
 * scatter, on 3 of its stops per copy, so the scatter count is a sum of independent Bernoullis. With B the
 * expected base-spin return and t the chance of 3+ scatters, free spins number 10 / (1 − 10t) on average and, by
 * Wald's identity, return that many times 2B: RTP = B + t · 2B · 10 / (1 − 10t).
 */
export function exactRtp(): { rtp: number; baseSpinReturn: number; triggerChance: number } {
  const probabilities = strips.map((strip) => {
    const counts = new Array<number>(symbols.length).fill(0)
    for (const symbol of strip) counts[symbol] = (counts[symbol] ?? 0) + 1
    return counts.map((count) => count / strip.length)
  })
  const p = (reel: number, symbol: number) => probabilities[reel]?.[symbol] ?? 0
  let lineReturn = 0
  for (let symbol = 2; symbol < symbols.length; symbol += 1) {
    let run = p(0, symbol)
    for (let count = 2; count <= reelCount; count += 1) {
      const substitute = p(count - 1, symbol) + p(count - 1, WILD)
      const nextBreaks = count < reelCount ? 1 - p(count, symbol) - p(count, WILD) : 1
      run *= substitute
      if (count >= 3) lineReturn += run * nextBreaks * (linePays[symbol]?.[count - 3] ?? 0)
    }
  }
  let scatterCounts = [1]
  for (let reel = 0; reel < reelCount; reel += 1) {
    const shows = rowCount * p(reel, SCATTER)
    scatterCounts = [...scatterCounts, 0].map(
      (chance, count) => chance * (1 - shows) + (scatterCounts[count - 1] ?? 0) * shows,
    )
  }
  const scatterReturn = scatterCounts.reduce(
    (sum, chance, count) => sum + chance * (scatterPays[count] ?? 0),
    0,
  )
  const triggerChance = scatterCounts.slice(3).reduce((sum, chance) => sum + chance, 0)
  // Line pays are in line bets: 20 lines of stake / 20 each return one line's expectation in stakes.
  const baseSpinReturn = lineReturn + scatterReturn
  const expectedFreeSpins = freeSpinsAwarded / (1 - freeSpinsAwarded * triggerChance)
  const rtp = baseSpinReturn + triggerChance * freeSpinMultiplier * baseSpinReturn * expectedFreeSpins
  return { rtp, baseSpinReturn, triggerChance }
}
