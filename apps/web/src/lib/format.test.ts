import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime, formatNumber, formatTimeZoneName, formatYear } from './format.ts'
import { setCurrentTimeZone } from './time-zone.ts'

const afternoon = new Date('2025-03-04T15:07:00Z')

describe('formatDateTime', () => {
  it('writes dates en-GB style with two-digit parts and a 12-hour clock', () => {
    expect(formatDateTime(afternoon, 'en', 'UTC')).toBe('04/03/2025, 03:07 pm')
  })

  it('uses Bengali digits in Bengali', () => {
    expect(formatDateTime(afternoon, 'bn', 'UTC')).toMatch(/^০৪\/০৩\/২০২৫, ০৩:০৭/)
    // No English AM or PM inside a Bengali page's time.
    expect(formatDateTime(afternoon, 'bn', 'UTC')).toMatch(/অপরাহ্ণ$/)
  })

  it('honours the time zone it is given', () => {
    expect(formatDateTime(afternoon, 'en', 'Asia/Dhaka')).toBe('04/03/2025, 09:07 pm')
    expect(formatDate('2025-12-31T20:00:00Z', 'en', 'Asia/Dhaka')).toBe('01/01/2026')
  })
})

describe('formatNumber', () => {
  it('groups thousands in English and lakhs in Bengali', () => {
    expect(formatNumber(1234567, 'en')).toBe('1,234,567')
    expect(formatNumber(1234567, 'bn')).toBe('১২,৩৪,৫৬৭')
  })

  it('writes whole numbers exactly as Intl does, in both languages', () => {
    const values = [
      0, 7, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 100000, 10000000, -5, -1234, -123456,
    ]
    values.push(Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER)
    for (const value of values) {
      expect(formatNumber(value, 'en')).toBe(new Intl.NumberFormat('en-GB').format(value))
      expect(formatNumber(value, 'bn')).toBe(new Intl.NumberFormat('bn-BD').format(value))
    }
  })

  it('leaves fractions, -0 and big integers to Intl', () => {
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5')
    expect(formatNumber(1234.5, 'bn')).toBe('১,২৩৪.৫')
    expect(formatNumber(-0, 'en')).toBe(new Intl.NumberFormat('en-GB').format(-0))
    expect(formatNumber(12345678901234567890n, 'en')).toBe('12,345,678,901,234,567,890')
  })

  it('keeps each language to its own digits when the two alternate', () => {
    expect([formatNumber(114, 'bn'), formatNumber(114, 'en'), formatNumber(7, 'bn')]).toEqual([
      '১১৪',
      '114',
      '৭',
    ])
  })
})

describe('formatYear', () => {
  it("is Bangladesh's year, in each language's digits", () => {
    expect(formatYear('2025-12-31T20:00:00Z', 'en')).toBe('2026')
    expect(formatYear('2025-12-31T17:00:00Z', 'bn')).toBe('২০২৫')
    expect(formatYear('2025-12-31T20:00:00Z', 'bn')).toBe('২০২৬')
  })
})

describe("times in the operator's zone", () => {
  // 19:16 UTC on 24 November is 01:16 on 25 November in Dhaka: the date a player there lives in.
  const lateEvening = '2026-11-24T19:16:00Z'

  it("write a time near midnight UTC on Dhaka's date by default, whatever the machine's zone", () => {
    expect(formatDateTime(lateEvening, 'en')).toBe('25/11/2026, 01:16 am')
    expect(formatDate(lateEvening, 'en')).toBe('25/11/2026')
  })

  it('follow the zone the operator chose, and name it', () => {
    try {
      setCurrentTimeZone('Europe/London')
      expect(formatDateTime(lateEvening, 'en')).toBe('24/11/2026, 07:16 pm')
      expect(formatTimeZoneName(lateEvening, 'en')).toBe('GMT')
      expect(formatTimeZoneName('2026-07-01T12:00:00Z', 'bn')).toBe('BST')
    } finally {
      setCurrentTimeZone('Asia/Dhaka')
    }
    expect(formatTimeZoneName(lateEvening, 'en')).toBe('GMT+6')
    expect(formatTimeZoneName(lateEvening, 'bn')).toBe('GMT+6')
  })
})
