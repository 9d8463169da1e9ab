import { describe, expect, it } from 'vitest'
import { combinedOdds, reachesMinOdds, settledOdds } from './bet-odds.ts'

describe('bet odds for bonuses', () => {
  it('combines an accumulator and leaves void legs out of what it settled at', () => {
    expect(combinedOdds([1500, 2000])).toBe(3000)
    expect(
      settledOdds(
        [[0, 1]],
        [
          { price: 1500, status: 'won' },
          { price: 2000, status: 'void' },
        ],
      ),
    ).toBe(1500)
  })

  it('takes a system bet at its lowest line and a wholly void bet at 0', () => {
    const legs = [
      { price: 1200, status: 'won' as const },
      { price: 3000, status: 'lost' as const },
      { price: 2000, status: 'won' as const },
    ]
    expect(
      settledOdds(
        [
          [0, 1],
          [0, 2],
          [1, 2],
        ],
        legs,
      ),
    ).toBe(2400)
    expect(settledOdds([[0]], [{ price: 1800, status: 'void' }])).toBe(0)
  })

  it('compares with a minimum in hundredths exactly', () => {
    expect(reachesMinOdds([1500], 150)).toBe(true)
    expect(reachesMinOdds([1499], 150)).toBe(false)
    expect(reachesMinOdds([1220, 1230], 150)).toBe(true)
    expect(reachesMinOdds([1220, 1220], 150)).toBe(false)
  })
})
