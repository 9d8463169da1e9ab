import { describe, expect, it } from 'vitest'
import { operatorToday, setCurrentTimeZone } from '../../../lib/time-zone.ts'
import { addDays, customPeriodError, parseOverviewPeriod, presetParams } from './overview-period.ts'

describe('the overview period', () => {
  it('is the default 30 days ending today in Dhaka, or a preset, or valid custom dates', () => {
    expect(parseOverviewPeriod(new URLSearchParams(''), '2024-03-10')).toEqual({
      kind: 'preset',
      days: 30,
      from: '2024-02-10',
      to: '2024-03-10',
    })
    expect(parseOverviewPeriod(new URLSearchParams('days=7'), '2024-03-01')).toMatchObject({
      from: '2024-02-24',
      to: '2024-03-01',
    })
    expect(parseOverviewPeriod(new URLSearchParams('days=12'), '2024-03-10')).toMatchObject({ days: 30 })
    expect(parseOverviewPeriod(new URLSearchParams('from=2024-01-05&to=2024-01-09'), '2024-03-10')).toEqual({
      kind: 'custom',
      from: '2024-01-05',
      to: '2024-01-09',
    })
    expect(
      parseOverviewPeriod(new URLSearchParams('from=2024-02-30&to=2024-03-09'), '2024-03-10'),
    ).toMatchObject({
      kind: 'preset',
    })
  })

  it('takes today from the Dhaka clock: 18:00 UTC is already the next day there', () => {
    expect(operatorToday(new Date('2024-02-29T17:59:59Z'))).toBe('2024-02-29')
    expect(operatorToday(new Date('2024-02-29T18:00:00Z'))).toBe('2024-03-01')
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
  })

  it("ends a preset on today in the operator's zone once it is London's, across the clock change", () => {
    // 23:30 UTC on 30 March 2024 is 05:30 on 31 March in Dhaka, still 30 March in London (GMT until 01:00 UTC).
    const lateOnSaturday = new Date('2024-03-30T23:30:00Z')
    expect(parseOverviewPeriod(new URLSearchParams('days=7'), operatorToday(lateOnSaturday))).toMatchObject({
      from: '2024-03-25',
      to: '2024-03-31',
    })
    try {
      setCurrentTimeZone('Europe/London')
      expect(parseOverviewPeriod(new URLSearchParams('days=7'), operatorToday(lateOnSaturday))).toMatchObject(
        { from: '2024-03-24', to: '2024-03-30' },
      )
      // The day after the change, 23:30 UTC is already 00:30 BST on 1 April.
      expect(operatorToday(new Date('2024-03-31T23:30:00Z'))).toBe('2024-04-01')
    } finally {
      setCurrentTimeZone('Asia/Dhaka')
    }
  })

  it('refuses an end before the start and more than 366 days, as the API does', () => {
    expect(customPeriodError('2024-03-02', '2024-03-01')).toBe('DATE_BEFORE_FROM')
    expect(customPeriodError('2024-01-01', '2024-12-31')).toBeNull()
    expect(customPeriodError('2024-01-01', '2025-01-01')).toBe('DATE_RANGE_TOO_LONG')
  })

  it('drops the custom dates when a preset is chosen, and the default preset from the address', () => {
    const current = new URLSearchParams('from=2024-01-01&to=2024-01-02&currency=INR')
    expect(presetParams(current, 7).toString()).toBe('currency=INR&days=7')
    expect(presetParams(current, 30).toString()).toBe('currency=INR')
  })
})
