import { describe, expect, it } from 'vitest'
import { addDays, hasWeekEnded, lastEndedWeekStart, startOfDayIn } from './calendar-days.ts'

const dhaka = 'Asia/Dhaka'

describe('cashback weeks in Asia/Dhaka (UTC+6)', () => {
  it('takes the week before the current one, Monday to Monday', () => {
    // Wednesday 2 December 2026, 12:00 Dhaka: the week that ended is 23–30 November.
    expect(lastEndedWeekStart(new Date('2026-12-02T06:00:00Z'), dhaka)).toBe('2026-11-23')
  })

  it('turns at Dhaka midnight on Monday, not UTC midnight', () => {
    // Sunday 23:59 Dhaka is still the week of 23 November: the week ended is the one before.
    expect(lastEndedWeekStart(new Date('2026-11-29T17:59:00Z'), dhaka)).toBe('2026-11-16')
    // Monday 00:01 Dhaka (still Sunday in UTC): the week of 23 November has ended.
    expect(lastEndedWeekStart(new Date('2026-11-29T18:01:00Z'), dhaka)).toBe('2026-11-23')
  })

  it('knows whether a week has ended', () => {
    expect(hasWeekEnded('2026-11-23', new Date('2026-11-29T17:59:00Z'), dhaka)).toBe(false)
    expect(hasWeekEnded('2026-11-23', new Date('2026-11-29T18:00:00Z'), dhaka)).toBe(true)
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04')
  })

  it('finds the instant a Dhaka day starts', () => {
    expect(startOfDayIn('2026-11-30', dhaka).toISOString()).toBe('2026-11-29T18:00:00.000Z')
  })
})
