import { describe, expect, it } from 'vitest'
import { lastDays } from './partner-period.ts'

describe('lastDays', () => {
  it('counts back across a month and a year, today included', () => {
    expect(lastDays('2026-03-01', 30)).toEqual({ from: '2026-01-31', to: '2026-03-01' })
    expect(lastDays('2026-01-01', 1)).toEqual({ from: '2026-01-01', to: '2026-01-01' })
  })
})
