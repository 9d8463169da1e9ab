import { describe, expect, it } from 'vitest'
import { betType, decimalOdds, oddsFormat, settledLeg } from './sportsbook-bets.ts'

describe('sportsbook schemas', () => {
  it('take odds of whole thousandths from 1.001 to 1000.00', () => {
    expect(decimalOdds.parse(1001)).toBe(1001)
    expect(decimalOdds.parse(1_000_000)).toBe(1_000_000)
    for (const odds of [1000, 1_000_001, 1850.5, '1850'])
      expect(decimalOdds.safeParse(odds).error?.issues[0]?.message).toMatch(/NUMBER_OUT_OF_RANGE|REQUIRED/)
  })

  it('take the six odds formats and nothing else', () => {
    expect(oddsFormat.options).toEqual([
      'decimal',
      'fractional',
      'american',
      'hong_kong',
      'malay',
      'indonesian',
    ])
    expect(oddsFormat.safeParse('european').success).toBe(false)
  })

  it('take a dead heat only when fewer places are paid than runners tied', () => {
    expect(settledLeg.parse({ odds: 5000, result: 'dead_heat', placesPaid: 1, tiedCount: 2 })).toEqual({
      odds: 5000,
      result: 'dead_heat',
      placesPaid: 1,
      tiedCount: 2,
    })
    const allPaid = settledLeg.safeParse({ odds: 5000, result: 'dead_heat', placesPaid: 2, tiedCount: 2 })
    expect(allPaid.error?.issues).toMatchObject([{ path: ['placesPaid'], message: 'NUMBER_OUT_OF_RANGE' }])
    expect(settledLeg.safeParse({ odds: 5000, result: 'dead_heat' }).success).toBe(false)
    expect(settledLeg.safeParse({ odds: 5000, result: 'push' }).success).toBe(false)
  })

  it('take k from n with 1 to 20 legs a line and named system bets it knows', () => {
    expect(betType.parse({ kind: 'k_from_n', legsPerLine: 2 })).toEqual({ kind: 'k_from_n', legsPerLine: 2 })
    expect(betType.safeParse({ kind: 'k_from_n', legsPerLine: 0 }).success).toBe(false)
    expect(betType.safeParse({ kind: 'k_from_n', legsPerLine: 21 }).success).toBe(false)
    expect(betType.parse({ kind: 'system', name: 'super_heinz' })).toEqual({
      kind: 'system',
      name: 'super_heinz',
    })
    expect(betType.safeParse({ kind: 'system', name: 'super_yankee' }).success).toBe(false)
  })
})
