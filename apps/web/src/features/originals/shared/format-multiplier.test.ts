import { describe, expect, it } from 'vitest'
import { formatChance, formatFixed, formatMultiplier } from './format-multiplier.ts'

describe('formatMultiplier', () => {
  it('writes ten-thousandths as × and two decimals, rounded down', () => {
    expect(formatMultiplier(19_800)).toBe('×1.98')
    expect(formatMultiplier(10_000)).toBe('×1.00')
    expect(formatMultiplier(20_204)).toBe('×2.02')
    expect(formatMultiplier(19_899)).toBe('×1.98')
    expect(formatMultiplier(0)).toBe('×0.00')
  })

  it('groups the thousands of large multipliers', () => {
    expect(formatMultiplier(1_000_000 * 10_000)).toBe('×1,000,000.00')
    expect(formatMultiplier(12_345_6700)).toBe('×12,345.67')
  })
})

describe('formatChance', () => {
  it('writes hundredths of a percent with two decimals', () => {
    expect(formatChance(4950)).toBe('49.50%')
    expect(formatChance(200)).toBe('2.00%')
    expect(formatChance(9805)).toBe('98.05%')
  })
})

describe('in Bengali', () => {
  it('writes multipliers, chances and decimals in Bengali digits with lakh grouping, as money is', () => {
    expect(formatMultiplier(19_800, 'bn')).toBe('×১.৯৮')
    expect(formatMultiplier(1_000_000 * 10_000, 'bn')).toBe('×১০,০০,০০০.০০')
    expect(formatChance(4950, 'bn')).toBe('৪৯.৫০%')
    expect(formatFixed(43, 1, 'bn')).toBe('৪.৩')
    expect(formatFixed(43, 1, 'en')).toBe('4.3')
    expect(formatMultiplier(12_345_6700, 'en')).toBe('×12,345.67')
  })
})
