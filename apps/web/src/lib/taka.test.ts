import { describe, expect, it } from 'vitest'
import { parseTaka, parseTakaList, takaInputValue } from './taka.ts'

describe('parseTaka', () => {
  it('reads whole taka, up to two decimals and thousands commas as integer poisha', () => {
    expect(parseTaka('500')).toBe(50_000)
    expect(parseTaka(' 250.5 ')).toBe(25_050)
    expect(parseTaka('0.07')).toBe(7)
    // 0.29 * 100 is 28.999999999999996 as a float; the text route has no such rounding.
    expect(parseTaka('0.29')).toBe(29)
    expect(parseTaka('1.05')).toBe(105)
    expect(parseTaka('1,500.75')).toBe(150_075)
    expect(parseTaka('9999999999999.99')).toBe(999_999_999_999_999)
  })

  it('reads Bengali digits', () => {
    expect(parseTaka('১০০০')).toBe(100_000)
    expect(parseTaka('২৫০.৫০')).toBe(25_050)
    expect(parseTaka('১,২৫০')).toBe(125_000)
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', ' ', 'abc', '-5', '+5', '1e3', '1.234', '.5', '5.', '12 34', '10000000000000']) {
      expect(parseTaka(text), text).toBeNull()
    }
  })
})

describe('takaInputValue', () => {
  it('writes whole taka without decimals and the rest with two', () => {
    expect(takaInputValue(50_000)).toBe('500')
    expect(takaInputValue(125_050)).toBe('1250.50')
    expect(takaInputValue(5)).toBe('0.05')
    expect(takaInputValue(-150)).toBe('-1.50')
    expect(takaInputValue(999_999_999_999_999)).toBe('9999999999999.99')
  })

  it('round-trips with parseTaka', () => {
    for (const poisha of [0, 1, 29, 99, 100, 5_000_000, 123_456_789, 999_999_999_999_999]) {
      expect(parseTaka(takaInputValue(poisha))).toBe(poisha)
    }
  })
})

describe('parseTakaList', () => {
  it('reads amounts separated by commas, spaces or semicolons, in either script', () => {
    expect(parseTakaList('200, 500 1000;5000')).toEqual([20_000, 50_000, 100_000, 500_000])
    expect(parseTakaList('২০০, ৫০০')).toEqual([20_000, 50_000])
    expect(parseTakaList('')).toEqual([])
  })

  it('refuses the list when any entry is not an amount', () => {
    expect(parseTakaList('200, five hundred')).toBeNull()
  })
})
