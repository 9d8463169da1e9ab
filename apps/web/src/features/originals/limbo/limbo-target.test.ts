import { describe, expect, it } from 'vitest'
import { limboWinChance, parseLimboTarget } from './limbo-target.ts'

describe('parseLimboTarget', () => {
  it('reads a multiplier with up to two decimals, in Latin or Bengali digits, as ten-thousandths', () => {
    expect(parseLimboTarget('2')).toBe(20_000)
    expect(parseLimboTarget('1.01')).toBe(10_100)
    expect(parseLimboTarget('×2.50')).toBe(25_000)
    expect(parseLimboTarget('২.৫')).toBe(25_000)
    expect(parseLimboTarget('1,000,000')).toBe(10_000_000_000)
  })

  it('refuses targets outside ×1.01–×1,000,000 or past two decimals', () => {
    for (const text of ['1', '1.00', '0.5', '1000000.01', '2.001', '', 'abc', '-2']) {
      expect(parseLimboTarget(text), text).toBeNull()
    }
  })
})

describe('limboWinChance', () => {
  it('is (1 − edge) / target in hundredths of a percent', () => {
    expect(limboWinChance(20_000, 100)).toBe(4_950)
    expect(limboWinChance(10_100, 100)).toBe(9_801)
    expect(limboWinChance(1_000_000, 500)).toBe(95)
  })
})
