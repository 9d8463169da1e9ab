import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { dateRangeFilter, withDateRangeInOrder } from './date-range.ts'

const query = withDateRangeInOrder(z.object({ ...dateRangeFilter, page: z.coerce.number().default(1) }))

describe('withDateRangeInOrder', () => {
  it('takes either day, both in order, or neither', () => {
    expect(query.parse({})).toEqual({ page: 1 })
    expect(query.parse({ from: '2026-03-01' })).toEqual({ from: '2026-03-01', page: 1 })
    expect(query.parse({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
      page: 1,
    })
  })

  it('refuses a To day before the From day on `to`, and a day that does not exist', () => {
    const reversed = query.safeParse({ from: '2026-03-02', to: '2026-03-01' })
    expect(reversed.error?.issues).toMatchObject([{ path: ['to'], message: 'DATE_BEFORE_FROM' }])
    const impossible = query.safeParse({ from: '2026-02-30' })
    expect(impossible.error?.issues).toMatchObject([{ path: ['from'], message: 'INVALID_DATE' }])
  })
})
