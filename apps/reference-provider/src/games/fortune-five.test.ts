import { describe, expect, it } from 'vitest'
import {
  evaluateGrid,
  exactRtp,
  fortuneFiveRtp,
  type Grid,
  paylines,
  playFortuneFive,
  scatterPays,
  strips,
  symbols,
} from './fortune-five.ts'
import { scriptedRng } from './seeded-rng.ts'

const id = (name: (typeof symbols)[number]) => symbols.indexOf(name)
const J = id('jack')
const Q = id('queen')
const K = id('king')
const W = id('wild')
const S = id('scatter')
const SEVEN = id('seven')

/** A grid with `middle` on the middle row and the top and bottom rows filled so that they pay nothing. */
function gridWithMiddle(middle: number[]): Grid {
  return middle.map((symbol, reel) => (reel % 2 === 0 ? [K, symbol, Q] : [Q, symbol, K]))
}

/** The stop on `reel` whose window shows `symbol` on `row`. */
function stopShowing(reel: number, symbol: number, row: number): number {
  const strip = strips[reel] ?? new Uint8Array()
  const at = strip.indexOf(symbol)
  if (at < 0) throw new Error(`reel ${reel + 1} has no ${symbols[symbol]}`)
  return (at - row + strip.length) % strip.length
}

describe('Fortune Five', () => {
  it('has 20 distinct paylines across 5 reels', () => {
    expect(paylines).toHaveLength(20)
    expect(new Set(paylines.map((rows) => rows.join(''))).size).toBe(20)
  })

  it('keeps wilds off the first and last reels and shows at most one scatter per reel', () => {
    expect(strips[0]?.includes(W)).toBe(false)
    expect(strips[4]?.includes(W)).toBe(false)
    for (const strip of strips) {
      const scatters = [...strip.keys()].filter((index) => strip[index] === S)
      for (const [index, at] of scatters.entries()) {
        const next = scatters[(index + 1) % scatters.length] ?? at
        const gap = (next - at + strip.length) % strip.length || strip.length
        expect(gap).toBeGreaterThanOrEqual(3)
      }
    }
  })

  it('pays a line left to right for 3, 4 or 5 in a row', () => {
    expect(evaluateGrid(gridWithMiddle([SEVEN, SEVEN, SEVEN, SEVEN, SEVEN])).lineWins).toEqual([
      { line: 1, symbol: 'seven', count: 5, pay: 400 },
    ])
    expect(evaluateGrid(gridWithMiddle([J, J, J, SEVEN, J])).lineWins).toEqual([
      { line: 1, symbol: 'jack', count: 3, pay: 5 },
    ])
    expect(evaluateGrid(gridWithMiddle([J, J, SEVEN, J, J])).lineWins).toEqual([])
    expect(evaluateGrid(gridWithMiddle([SEVEN, J, J, J, J])).lineWins).toEqual([])
  })

  it('lets a wild stand in for the line symbol but never start a line', () => {
    const middleLine = (grid: Grid) => evaluateGrid(grid).lineWins.find((win) => win.line === 1)
    expect(middleLine(gridWithMiddle([SEVEN, W, W, SEVEN, J]))).toEqual({
      line: 1,
      symbol: 'seven',
      count: 4,
      pay: 120,
    })
    expect(middleLine(gridWithMiddle([J, W, W, W, J]))).toMatchObject({ symbol: 'jack', count: 5, pay: 50 })
    expect(middleLine(gridWithMiddle([W, J, J, J, J]))).toBeUndefined()
  })

  it('counts scatters anywhere and lets none start a line', () => {
    const grid: Grid = [
      [S, J, Q],
      [K, S, Q],
      [J, K, S],
      [Q, J, K],
      [K, Q, J],
    ]
    expect(evaluateGrid(grid)).toEqual({ lineWins: [], linePay: 0, scatters: 3 })
  })

  it('pays the scatter in stakes and plays ten doubled free spins on three scatters', () => {
    // Reels 1–3 stop with their scatter on the top row; reels 4 and 5 with a jack in the middle.
    const stops = [0, 1, 2].map((reel) => stopShowing(reel, S, 0))
    stops.push(stopShowing(3, J, 1), stopShowing(4, J, 1))
    const round = playFortuneFive(scriptedRng(stops), 1_000)
    const { linePay, scatters } = evaluateGrid(round.base.grid)
    expect(scatters).toBeGreaterThanOrEqual(3)
    expect(round.base.win).toBe(linePay * 50 + (scatterPays[scatters] ?? 0) * 1_000)
    expect(round.base.isTrigger).toBe(true)
    const retriggers = round.freeSpins.filter((spin) => spin.isTrigger).length
    expect(round.freeSpins).toHaveLength(10 + 10 * retriggers)
    for (const spin of round.freeSpins) {
      const evaluated = evaluateGrid(spin.grid)
      expect(spin.win).toBe((evaluated.linePay * 50 + (scatterPays[evaluated.scatters] ?? 0) * 1_000) * 2)
    }
    expect(round.win).toBe(round.freeSpins.reduce((sum, spin) => sum + spin.win, round.base.win))
  })

  it('plays no free spins without three scatters', () => {
    const stops = [0, 1, 2, 3, 4].map((reel) => stopShowing(reel, K, 1))
    const round = playFortuneFive(scriptedRng(stops), 1_000)
    expect(round.base.scatters).toBeLessThan(3)
    expect(round.freeSpins).toEqual([])
  })

  it('declares the RTP its strips and pays work out to exactly', () => {
    const { rtp } = exactRtp()
    expect(rtp).toBeGreaterThanOrEqual(fortuneFiveRtp)
    expect(rtp - fortuneFiveRtp).toBeLessThan(0.0001)
  })
})
