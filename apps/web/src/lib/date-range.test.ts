import { describe, expect, it } from 'vitest'
import { ApiError } from './api.ts'
import { dateRangeErrorOf, isDateRangeReversed, isoDateParam } from './date-range.ts'

describe('isoDateParam', () => {
  it('keeps a YYYY-MM-DD day and drops anything else', () => {
    const params = new URLSearchParams('from=2026-03-01&to=1/3/2026&at=yesterday')
    expect(isoDateParam(params, 'from')).toBe('2026-03-01')
    expect(isoDateParam(params, 'to')).toBe('')
    expect(isoDateParam(params, 'at')).toBe('')
    expect(isoDateParam(params, 'missing')).toBe('')
  })
})

describe('isDateRangeReversed', () => {
  it('is true only when both dates are there and the end comes first', () => {
    expect(isDateRangeReversed({ from: '2026-03-02', to: '2026-03-01' })).toBe(true)
    expect(isDateRangeReversed({ from: '2026-03-01', to: '2026-03-01' })).toBe(false)
    expect(isDateRangeReversed({ from: '', to: '2026-03-01' })).toBe(false)
  })
})

describe('dateRangeErrorOf', () => {
  it('says a reversed range before anything the server said', () => {
    const error = new ApiError('VALIDATION_FAILED', 400, 'bad', { fields: { to: 'DATE_RANGE_TOO_LONG' } })
    expect(dateRangeErrorOf({ from: '2026-03-02', to: '2026-03-01' }, error)).toBe('DATE_BEFORE_FROM')
  })

  it("gives the server's code for the end date, else for the start date, else nothing", () => {
    const range = { from: '2026-03-01', to: '2026-03-02' }
    const both = new ApiError('VALIDATION_FAILED', 400, 'bad', { fields: { from: 'A', to: 'B' } })
    const fromOnly = new ApiError('VALIDATION_FAILED', 400, 'bad', { fields: { from: 'A' } })
    expect(dateRangeErrorOf(range, both)).toBe('B')
    expect(dateRangeErrorOf(range, fromOnly)).toBe('A')
    expect(dateRangeErrorOf(range, new Error('offline'))).toBeUndefined()
    expect(dateRangeErrorOf(range, null)).toBeUndefined()
  })
})
