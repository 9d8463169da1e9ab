import { describe, expect, it } from 'vitest'
import { formatMoney, minorToDecimal } from './money.ts'

describe('minorToDecimal', () => {
  it('places the decimal point without floating-point rounding', () => {
    expect(minorToDecimal(0, 2)).toBe('0.00')
    expect(minorToDecimal(5, 2)).toBe('0.05')
    expect(minorToDecimal(123456789, 2)).toBe('1234567.89')
    expect(minorToDecimal(-250, 2)).toBe('-2.50')
    expect(minorToDecimal(9_007_199_254_740_993n, 2)).toBe('90071992547409.93')
    expect(minorToDecimal(700, 0)).toBe('700')
  })

  it('refuses amounts that are not whole minor units', () => {
    expect(() => minorToDecimal(1.5, 2)).toThrow(RangeError)
    expect(() => minorToDecimal(Number.MAX_SAFE_INTEGER + 1, 2)).toThrow(RangeError)
  })
})

describe('formatMoney', () => {
  it('shows the currency code and Latin digits in English', () => {
    expect(formatMoney(0, 'BDT', 'en')).toBe('BDT\u00a00.00')
    expect(formatMoney(125_000_050, 'BDT', 'en')).toBe('BDT\u00a01,250,000.50')
  })

  it('shows the sign instead of the code in English where room is short', () => {
    expect(formatMoney(2_500_000, 'BDT', 'en', 'sign')).toBe('৳25,000.00')
    expect(formatMoney(2_500_000, 'BDT', 'bn', 'sign')).toBe('২৫,০০০.০০৳')
  })

  it('shows the taka sign and Bengali digits with lakh grouping in Bengali', () => {
    expect(formatMoney(0, 'BDT', 'bn')).toBe('০.০০৳')
    expect(formatMoney(123_456_705n, 'BDT', 'bn')).toBe('১২,৩৪,৫৬৭.০৫৳')
  })

  it('follows the currency’s own number of decimals', () => {
    expect(formatMoney(1500, 'BIF', 'en')).toBe('BIF\u00a01,500')
  })
})
