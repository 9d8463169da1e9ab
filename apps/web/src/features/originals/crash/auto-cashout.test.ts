import { describe, expect, it } from 'vitest'
import { parseAutoCashout } from './auto-cashout.ts'

describe('parseAutoCashout', () => {
  it('reads a multiplier as typed, in ten-thousandths', () => {
    expect(parseAutoCashout('2')).toEqual({ value: 20_000 })
    expect(parseAutoCashout(' ×1.5 ')).toEqual({ value: 15_000 })
    expect(parseAutoCashout('x1.01')).toEqual({ value: 10_100 })
    expect(parseAutoCashout('১০')).toEqual({ value: 100_000 })
    expect(parseAutoCashout('1,000,000')).toEqual({ value: 1_000_000 * 10_000 })
  })

  it('refuses what is not a multiplier of at most two decimals', () => {
    for (const text of ['', 'two', '1.005', '-2', '2e3']) {
      expect(parseAutoCashout(text)).toEqual({ problem: 'AUTO_CASHOUT_INVALID' })
    }
  })

  it('refuses targets outside ×1.01 – ×1,000,000', () => {
    expect(parseAutoCashout('1')).toEqual({ problem: 'AUTO_CASHOUT_OUT_OF_RANGE' })
    expect(parseAutoCashout('1.00')).toEqual({ problem: 'AUTO_CASHOUT_OUT_OF_RANGE' })
    expect(parseAutoCashout('1000000.01')).toEqual({ problem: 'AUTO_CASHOUT_OUT_OF_RANGE' })
  })
})
