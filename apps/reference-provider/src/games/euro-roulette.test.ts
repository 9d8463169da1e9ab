import { describe, expect, it } from 'vitest'
import {
  coveredNumbers,
  euroRouletteRtp,
  type RouletteBet,
  returns,
  rouletteBets,
  settleRoulette,
} from './euro-roulette.ts'

const everyKind: RouletteBet[] = [
  { kind: 'straight', number: 17, amount: 100 },
  { kind: 'straight', number: 0, amount: 100 },
  { kind: 'red', amount: 100 },
  { kind: 'black', amount: 100 },
  { kind: 'odd', amount: 100 },
  { kind: 'even', amount: 100 },
  { kind: 'low', amount: 100 },
  { kind: 'high', amount: 100 },
  { kind: 'dozen', number: 1, amount: 100 },
  { kind: 'dozen', number: 3, amount: 100 },
  { kind: 'column', number: 1, amount: 100 },
  { kind: 'column', number: 2, amount: 100 },
]

const winOf = (bet: RouletteBet, number: number) => settleRoulette([bet], number).win

describe('Euro Roulette', () => {
  it('pays a straight 35 to 1, a dozen or column 2 to 1 and an even chance 1 to 1, stakes returned', () => {
    expect(winOf({ kind: 'straight', number: 17, amount: 100 }, 17)).toBe(3_600)
    expect(winOf({ kind: 'straight', number: 17, amount: 100 }, 18)).toBe(0)
    expect(winOf({ kind: 'red', amount: 100 }, 1)).toBe(200)
    expect(winOf({ kind: 'black', amount: 100 }, 1)).toBe(0)
    expect(winOf({ kind: 'black', amount: 100 }, 2)).toBe(200)
    expect(winOf({ kind: 'odd', amount: 100 }, 35)).toBe(200)
    expect(winOf({ kind: 'even', amount: 100 }, 36)).toBe(200)
    expect(winOf({ kind: 'low', amount: 100 }, 18)).toBe(200)
    expect(winOf({ kind: 'high', amount: 100 }, 18)).toBe(0)
    expect(winOf({ kind: 'dozen', number: 2, amount: 100 }, 24)).toBe(300)
    expect(winOf({ kind: 'dozen', number: 2, amount: 100 }, 25)).toBe(0)
    expect(winOf({ kind: 'column', number: 1, amount: 100 }, 34)).toBe(300)
    expect(winOf({ kind: 'column', number: 3, amount: 100 }, 36)).toBe(300)
  })

  it('loses every outside bet on zero and pays a straight on zero', () => {
    for (const bet of everyKind.filter((bet) => bet.kind !== 'straight')) expect(winOf(bet, 0)).toBe(0)
    expect(winOf({ kind: 'straight', number: 0, amount: 10 }, 0)).toBe(360)
  })

  it('covers 18 red and 18 black numbers, 12 per dozen and column', () => {
    expect(coveredNumbers({ kind: 'red', amount: 1 })).toHaveLength(18)
    expect(coveredNumbers({ kind: 'black', amount: 1 })).toHaveLength(18)
    expect(coveredNumbers({ kind: 'column', number: 2, amount: 1 })).toEqual([
      2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35,
    ])
    expect(coveredNumbers({ kind: 'dozen', number: 3, amount: 1 })[0]).toBe(25)
    for (const bet of everyKind) expect(returns(bet) * coveredNumbers(bet).length).toBe(36)
  })

  it('returns exactly 97.30 % on every bet over the 37 numbers', () => {
    expect(euroRouletteRtp).toBeCloseTo(0.973, 4)
    for (const bet of everyKind) {
      let returned = 0
      for (let number = 0; number <= 36; number += 1) returned += winOf(bet, number)
      expect(returned / (37 * bet.amount)).toBeCloseTo(euroRouletteRtp, 12)
    }
  })

  it('refuses bets over the table limit or of unknown kinds', () => {
    expect(rouletteBets.safeParse([{ kind: 'red', amount: 100_001 }]).success).toBe(false)
    expect(rouletteBets.safeParse([{ kind: 'split', number: 1, amount: 100 }]).success).toBe(false)
    expect(rouletteBets.safeParse([{ kind: 'dozen', number: 4, amount: 100 }]).success).toBe(false)
    expect(rouletteBets.safeParse([]).success).toBe(false)
    expect(rouletteBets.safeParse(everyKind).success).toBe(true)
  })
})
