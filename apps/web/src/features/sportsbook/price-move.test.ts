import { describe, expect, it } from 'vitest'
import { nextPriceHistory, priceMove } from './price-move.ts'

describe('priceMove', () => {
  it('tells a longer price from a shorter one', () => {
    expect(priceMove(1850, 1900)).toBe('up')
    expect(priceMove(1850, 1800)).toBe('down')
  })

  it('sees no move on the first read or an unchanged price', () => {
    expect(priceMove(undefined, 1850)).toBeNull()
    expect(priceMove(1850, 1850)).toBeNull()
  })
})

describe('nextPriceHistory', () => {
  it('starts without a move and counts each move, so two moves the same way both flash', () => {
    const first = nextPriceHistory(undefined, 1850)
    expect(first).toEqual({ price: 1850, move: null, moves: 0 })
    const up = nextPriceHistory(first, 1900)
    expect(up).toEqual({ price: 1900, move: 'up', moves: 1 })
    expect(nextPriceHistory(up, 1950)).toEqual({ price: 1950, move: 'up', moves: 2 })
  })

  it('keeps the same history while the price stays', () => {
    const up = nextPriceHistory(nextPriceHistory(undefined, 1850), 1900)
    expect(nextPriceHistory(up, 1900)).toBe(up)
  })
})
