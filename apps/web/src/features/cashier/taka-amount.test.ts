import { describe, expect, it } from 'vitest'
import { parseTaka, takaInputValue } from './taka-amount.ts'

describe('parseTaka', () => {
  it('reads whole taka and up to two decimals as integer poisha', () => {
    expect(parseTaka('500')).toBe(50_000)
    expect(parseTaka(' 250.5 ')).toBe(25_050)
    expect(parseTaka('0.29')).toBe(29)
    expect(parseTaka('1.05')).toBe(105)
    expect(parseTaka('1,500.75')).toBe(150_075)
    expect(parseTaka('9999999999999.99')).toBe(999_999_999_999_999)
  })

  it('reads Bengali digits', () => {
    expect(parseTaka('১০০০')).toBe(100_000)
    expect(parseTaka('২৫০.৫০')).toBe(25_050)
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', ' ', 'abc', '-5', '+5', '1e3', '1.234', '.5', '5.', '12 34', '10000000000000']) {
      expect(parseTaka(text), text).toBeNull()
    }
  })
})

describe('takaInputValue', () => {
  it('writes poisha as taka, without a zero fraction', () => {
    expect(takaInputValue(50_000)).toBe('500')
    expect(takaInputValue(25_050)).toBe('250.50')
    expect(takaInputValue(5)).toBe('0.05')
  })
})
