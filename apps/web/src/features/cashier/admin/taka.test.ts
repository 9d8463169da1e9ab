import { describe, expect, it } from 'vitest'
import { poishaToTaka, takaListToPoisha, takaToPoisha } from './taka.ts'

describe('takaToPoisha', () => {
  it('reads whole taka, one or two decimals and thousands commas with integer math', () => {
    expect(takaToPoisha('500')).toBe(50_000)
    expect(takaToPoisha(' 1,250.5 ')).toBe(125_050)
    expect(takaToPoisha('0.07')).toBe(7)
    // 0.29 * 100 is 28.999999999999996 as a float; the text route has no such rounding.
    expect(takaToPoisha('0.29')).toBe(29)
    expect(takaToPoisha('19.99')).toBe(1_999)
  })

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '1.234', '1e3', '.5', '12.', '১০০']) {
      expect(takaToPoisha(text), text).toBeNull()
    }
  })
})

describe('poishaToTaka', () => {
  it('writes whole taka without decimals and the rest with two', () => {
    expect(poishaToTaka(50_000)).toBe('500')
    expect(poishaToTaka(125_050)).toBe('1250.50')
    expect(poishaToTaka(7)).toBe('0.07')
    expect(poishaToTaka(-150)).toBe('-1.50')
  })

  it('round-trips with takaToPoisha', () => {
    for (const poisha of [1, 99, 100, 5_000_000, 123_456_789]) {
      expect(takaToPoisha(poishaToTaka(poisha))).toBe(poisha)
    }
  })
})

describe('takaListToPoisha', () => {
  it('reads amounts separated by commas or spaces', () => {
    expect(takaListToPoisha('200, 500 1000;5000')).toEqual([20_000, 50_000, 100_000, 500_000])
    expect(takaListToPoisha('')).toEqual([])
  })

  it('refuses the list when any entry is not an amount', () => {
    expect(takaListToPoisha('200, five hundred')).toBeNull()
  })
})
