import { describe, expect, it } from 'vitest'
import { formatBasisPoints, parsePercent, percentInputValue } from './basis-points.ts'

describe('parsePercent', () => {
  it('reads a percentage with up to two decimals as whole basis points', () => {
    expect(parsePercent('1.5')).toBe(150)
    expect(parsePercent('10')).toBe(1_000)
    expect(parsePercent(' 0.25 ')).toBe(25)
    // 0.29 * 100 is 28.999999999999996 as a float; the text route has no such rounding.
    expect(parsePercent('0.29')).toBe(29)
    expect(parsePercent('100')).toBe(10_000)
    expect(parsePercent('35 %')).toBe(3_500)
  })

  it('reads Bengali digits', () => {
    expect(parsePercent('২৫')).toBe(2_500)
    expect(parsePercent('১.৫')).toBe(150)
  })

  it('refuses what is not a percentage', () => {
    for (const text of ['', ' ', 'abc', '-5', '+5', '1e3', '1.234', '.5', '5.', '1 5', '1000']) {
      expect(parsePercent(text), text).toBeNull()
    }
  })
})

describe('percentInputValue', () => {
  it('writes basis points as a percentage without trailing zeros', () => {
    expect(percentInputValue(150)).toBe('1.5')
    expect(percentInputValue(1_000)).toBe('10')
    expect(percentInputValue(25)).toBe('0.25')
    expect(percentInputValue(0)).toBe('0')
    expect(percentInputValue(10_000)).toBe('100')
  })

  it('round-trips through parsePercent', () => {
    for (const basisPoints of [0, 1, 10, 99, 150, 2_500, 3_333, 10_000]) {
      expect(parsePercent(percentInputValue(basisPoints))).toBe(basisPoints)
    }
  })
})

describe('formatBasisPoints', () => {
  it('shows a percentage in the reader’s language', () => {
    expect(formatBasisPoints(150, 'en')).toBe('1.5%')
    expect(formatBasisPoints(2_500, 'en')).toBe('25%')
    expect(formatBasisPoints(150, 'bn')).toBe('১.৫%')
  })
})
