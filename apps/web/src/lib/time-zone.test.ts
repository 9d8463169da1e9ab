import { describe, expect, it } from 'vitest'
import { operatorToday, setCurrentTimeZone } from './time-zone.ts'

describe("today in the operator's zone", () => {
  it("turns at Dhaka's midnight by default: 18:00 UTC the day before", () => {
    expect(operatorToday(new Date('2024-02-29T17:59:59Z'))).toBe('2024-02-29')
    expect(operatorToday(new Date('2024-02-29T18:00:00Z'))).toBe('2024-03-01')
  })

  it('turns at midnight UTC in UTC', () => {
    expect(operatorToday(new Date('2024-02-29T23:59:59Z'), 'UTC')).toBe('2024-02-29')
    expect(operatorToday(new Date('2024-03-01T00:00:00Z'), 'UTC')).toBe('2024-03-01')
  })

  it("turns at London's local midnight on either side of a clock change", () => {
    // 31 March 2024 begins at 00:00 GMT and ends at 00:00 BST, 23:00 UTC.
    expect(operatorToday(new Date('2024-03-30T23:59:59Z'), 'Europe/London')).toBe('2024-03-30')
    expect(operatorToday(new Date('2024-03-31T00:00:00Z'), 'Europe/London')).toBe('2024-03-31')
    expect(operatorToday(new Date('2024-03-31T22:59:59Z'), 'Europe/London')).toBe('2024-03-31')
    expect(operatorToday(new Date('2024-03-31T23:00:00Z'), 'Europe/London')).toBe('2024-04-01')
    // 10 March 2024 in New York begins at 05:00 UTC (EST) and ends at 04:00 UTC (EDT).
    expect(operatorToday(new Date('2024-03-10T04:59:59Z'), 'America/New_York')).toBe('2024-03-09')
    expect(operatorToday(new Date('2024-03-11T03:59:59Z'), 'America/New_York')).toBe('2024-03-10')
    expect(operatorToday(new Date('2024-03-11T04:00:00Z'), 'America/New_York')).toBe('2024-03-11')
  })

  it('follows the zone the operator saved', () => {
    try {
      setCurrentTimeZone('Europe/London')
      expect(operatorToday(new Date('2024-02-29T18:00:00Z'))).toBe('2024-02-29')
    } finally {
      setCurrentTimeZone('Asia/Dhaka')
    }
    expect(operatorToday(new Date('2024-02-29T18:00:00Z'))).toBe('2024-03-01')
  })
})
