import { describe, expect, it } from 'vitest'
import { spread } from './stats.ts'

describe('spread', () => {
  it('gives the middle value of an odd count, whatever the order', () => {
    expect(spread([3, 1, 5, 2, 4])).toEqual({ median: 3, min: 1, max: 5 })
  })

  it('averages the two middle values of an even count', () => {
    expect(spread([10, 40, 20, 30])).toEqual({ median: 25, min: 10, max: 40 })
  })

  it('refuses an empty list rather than inventing a figure', () => {
    expect(() => spread([])).toThrow()
  })
})
