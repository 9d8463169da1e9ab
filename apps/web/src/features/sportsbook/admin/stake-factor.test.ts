import { describe, expect, it } from 'vitest'
import { factorOf, parseStakeFactor } from './stake-factor.ts'

describe('a typed stake factor', () => {
  it('is read in basis points, exactly', () => {
    expect(parseStakeFactor('1')).toBe(10_000)
    expect(parseStakeFactor(' 0.5 ')).toBe(5_000)
    expect(parseStakeFactor('0.29')).toBe(2_900)
    expect(parseStakeFactor('0.01')).toBe(100)
    expect(parseStakeFactor('10.00')).toBe(100_000)
    expect(parseStakeFactor('1,25')).toBe(12_500)
    expect(parseStakeFactor('০.৫০')).toBe(5_000)
  })

  it('is refused when it is no factor of at most two decimals', () => {
    for (const text of ['', 'abc', '0.125', '-1', '1e2', '1.', '.5', '1234'])
      expect(parseStakeFactor(text), text).toBeNull()
  })

  it('is shown with two decimals', () => {
    expect(factorOf(10_000)).toBe('1.00')
    expect(factorOf(100)).toBe('0.01')
    expect(factorOf(12_500)).toBe('1.25')
  })
})
