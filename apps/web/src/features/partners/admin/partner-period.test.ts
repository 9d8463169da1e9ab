import { describe, expect, it } from 'vitest'
import { lastDays, lastWeekStart } from './partner-period.ts'

describe('lastDays', () => {
  it('counts back across a month and a year, today included', () => {
    expect(lastDays('2026-03-01', 30)).toEqual({ from: '2026-01-31', to: '2026-03-01' })
    expect(lastDays('2026-01-01', 1)).toEqual({ from: '2026-01-01', to: '2026-01-01' })
  })
})

describe('lastWeekStart', () => {
  it('gives the Monday of the week before, whatever the day of this one', () => {
    // 2026-11-23 is a Monday.
    expect(lastWeekStart('2026-11-23')).toBe('2026-11-16')
    expect(lastWeekStart('2026-11-27')).toBe('2026-11-16')
    expect(lastWeekStart('2026-11-29')).toBe('2026-11-16')
    expect(lastWeekStart('2026-01-04')).toBe('2025-12-22')
  })
})
