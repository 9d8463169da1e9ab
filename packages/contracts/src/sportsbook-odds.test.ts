import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultOddsFormat, formatOdds, type OddsFormat, oddsBounds, oddsFormats } from './sportsbook-odds.ts'

const anyOdds = fc.integer({ min: oddsBounds.min, max: oddsBounds.max })

/** "12.345" or "-0.50" as signed thousandths, without floats, checking it has 2 or 3 decimals. */
function thousandthsOf(text: string): number {
  const match = /^(-?)(\d+)\.(\d{2}|\d{2}[1-9])$/.exec(text)
  if (!match) throw new Error(`${text} is not a number with 2 or 3 decimals`)
  const [, sign, whole, fraction] = match
  const magnitude = Number(whole) * 1000 + Number((fraction ?? '').padEnd(3, '0'))
  return sign ? -magnitude : magnitude
}

function greatestCommonDivisor(left: number, right: number): number {
  return right === 0 ? left : greatestCommonDivisor(right, left % right)
}

describe('formatOdds', () => {
  const formatted = (odds: number) =>
    Object.fromEntries(oddsFormats.map((format) => [format, formatOdds(odds, format)]))

  it.each([
    [1850, ['1.85', '17/20', '-118', '0.85', '0.85', '-1.176']],
    [2500, ['2.50', '3/2', '+150', '1.50', '-0.667', '1.50']],
    [2000, ['2.00', '1/1', '+100', '1.00', '1.00', '1.00']],
    [1875, ['1.875', '7/8', '-114', '0.875', '0.875', '-1.143']],
    [1100, ['1.10', '1/10', '-1000', '0.10', '0.10', '-10.00']],
    [11_000, ['11.00', '10/1', '+1000', '10.00', '-0.10', '10.00']],
    [1001, ['1.001', '1/1000', '-100000', '0.001', '0.001', '-1000.00']],
    [1_000_000, ['1000.00', '999/1', '+99900', '999.00', '-0.001', '999.00']],
  ])('shows %i in every format', (odds, texts) => {
    expect(formatted(odds)).toEqual(
      Object.fromEntries(oddsFormats.map((format, index) => [format, texts[index]])),
    )
  })

  it('rounds exact halves away from zero', () => {
    expect(formatOdds(2505, 'american')).toBe('+151') // +150.5
    expect(formatOdds(1064, 'american')).toBe('-1563') // −100 / 0.064 = −1562.5
    expect(formatOdds(1128, 'indonesian')).toBe('-7.813') // −1 / 0.128 = −7.8125
    expect(formatOdds(4200, 'malay')).toBe('-0.313') // −1 / 3.2 = −0.3125
  })

  it('shows decimal odds unless told otherwise', () => {
    expect(defaultOddsFormat).toBe('decimal')
    expect(formatOdds(1850)).toBe('1.85')
  })

  it.each([1000, 999, 1_000_001, 1850.5, Number.NaN])('refuses odds of %d thousandths', (odds) => {
    expect(() => formatOdds(odds, 'american')).toThrow(RangeError)
  })

  it('shows decimal and Hong Kong odds exactly', () => {
    fc.assert(
      fc.property(anyOdds, (odds) => {
        expect(thousandthsOf(formatOdds(odds, 'decimal'))).toBe(odds)
        expect(thousandthsOf(formatOdds(odds, 'hong_kong'))).toBe(odds - 1000)
      }),
    )
  })

  it('shows the exact fraction, reduced', () => {
    fc.assert(
      fc.property(anyOdds, (odds) => {
        const [numerator, denominator] = formatOdds(odds, 'fractional').split('/').map(Number)
        if (numerator === undefined || denominator === undefined) throw new Error('not a fraction')
        expect(numerator * 1000).toBe((odds - 1000) * denominator)
        expect(greatestCommonDivisor(numerator, denominator)).toBe(1)
      }),
    )
  })

  it('rounds American odds to the nearest whole number', () => {
    fc.assert(
      fc.property(anyOdds, (odds) => {
        const american = Number(formatOdds(odds, 'american'))
        const hongKongThousandths = odds - 1000
        if (odds >= 2000) {
          expect(formatOdds(odds, 'american')).toMatch(/^\+\d+$/)
          // +100 × HK, i.e. HK thousandths / 10: within half a unit.
          expect(Math.abs(american * 10 - hongKongThousandths)).toBeLessThanOrEqual(5)
        } else {
          expect(formatOdds(odds, 'american')).toMatch(/^-\d+$/)
          // −100 / HK, i.e. −100,000 / HK thousandths: within half a unit.
          expect(2 * Math.abs(-american * hongKongThousandths - 100_000)).toBeLessThanOrEqual(
            hongKongThousandths,
          )
        }
      }),
    )
  })

  it('gives Malay odds from −1 to 1 and Indonesian odds of at least 1 either way, each −1 / HK when negative', () => {
    const cases: [OddsFormat, (thousandths: number) => boolean][] = [
      ['malay', (thousandths) => Math.abs(thousandths) <= 1000],
      ['indonesian', (thousandths) => Math.abs(thousandths) >= 1000],
    ]
    fc.assert(
      fc.property(anyOdds, (odds) => {
        const hongKongThousandths = odds - 1000
        for (const [format, isInRange] of cases) {
          const shown = thousandthsOf(formatOdds(odds, format))
          expect(isInRange(shown)).toBe(true)
          if (shown > 0) expect(shown).toBe(hongKongThousandths)
          // shown / 1000 within half a thousandth of −1000 / HK thousandths.
          else
            expect(2 * Math.abs(-shown * hongKongThousandths - 1_000_000)).toBeLessThanOrEqual(
              hongKongThousandths,
            )
        }
      }),
    )
  })
})
