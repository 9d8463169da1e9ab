import { describe, expect, it } from 'vitest'
import { labelledDays, valueAxis } from './chart-scale.ts'

describe('the value axis', () => {
  it('starts at 0 and steps by 1, 2 or 5 × 10ⁿ past the largest value', () => {
    expect(valueAxis([0, 130, 870])).toEqual({ min: 0, max: 1000, ticks: [0, 500, 1000] })
    expect(valueAxis([3, 7])).toEqual({ min: 0, max: 8, ticks: [0, 2, 4, 6, 8] })
  })

  it('goes below 0 for a negative GGR and keeps 0 a tick', () => {
    const axis = valueAxis([-480, 2000, 700])
    expect(axis.min).toBeLessThanOrEqual(-480)
    expect(axis.max).toBeGreaterThanOrEqual(2000)
    expect(axis.ticks).toContain(0)
  })

  it('has a unit axis when every value is 0, and no step below the unit', () => {
    expect(valueAxis([0, 0])).toEqual({ min: 0, max: 1, ticks: [0, 1] })
    expect(valueAxis([0, 0], { unit: 100 })).toEqual({ min: 0, max: 100, ticks: [0, 100] })
    expect(valueAxis([3], { unit: 100 })).toEqual({ min: 0, max: 100, ticks: [0, 100] })
  })
})

describe('the date labels', () => {
  it('label about six days evenly, always the last', () => {
    expect([...labelledDays(7)].sort((a, b) => a - b)).toEqual([0, 2, 4, 6])
    expect(labelledDays(90).size).toBeLessThanOrEqual(6)
    expect(labelledDays(90).has(89)).toBe(true)
    expect([...labelledDays(1)]).toEqual([0])
  })
})
