import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maxPrice, minPrice, overroundOf, priceOutcomes } from './price-outcomes.ts'

/** 2 to 20 outcomes with probabilities summing to 1, none below 0.1 %. */
const outcomeSets = fc
  .array(fc.integer({ min: 1, max: 1000 }), { minLength: 2, maxLength: 20 })
  .map((weights) => {
    const total = weights.reduce((sum, weight) => sum + weight, 0)
    return weights.map((weight) => weight / total)
  })
  .filter((probabilities) => probabilities.every((probability) => probability >= 0.001))

describe('pricing outcomes from probabilities and a margin', () => {
  it('prices an even two-way market at the margin', () => {
    expect(priceOutcomes([0.5, 0.5], 0)).toEqual({ prices: [2000, 2000], overroundBasisPoints: 0 })
    // 1 / (0.5 × 1.05) = 1.9047… → 1.90 each: 2 / 1.90 − 1 = 5.26 %.
    expect(priceOutcomes([0.5, 0.5], 500)).toEqual({ prices: [1900, 1900], overroundBasisPoints: 526 })
  })

  it('applies the margin in proportion to each probability', () => {
    const { prices } = priceOutcomes([0.6, 0.25, 0.15], 600)
    // 1 / (0.6 × 1.06) = 1.572…, 1 / (0.25 × 1.06) = 3.773…, 1 / (0.15 × 1.06) = 6.289…
    expect(prices).toEqual([1570, 3770, 6280])
  })

  it('returns integer thousandths above 1.000, rounded down to the hundredth', () => {
    fc.assert(
      fc.property(outcomeSets, fc.integer({ min: 0, max: 2500 }), (probabilities, margin) => {
        const { prices } = priceOutcomes(probabilities, margin)
        expect(prices).toHaveLength(probabilities.length)
        for (const price of prices) {
          expect(Number.isInteger(price)).toBe(true)
          expect(price % 10).toBe(0)
          expect(price).toBeGreaterThanOrEqual(minPrice)
          expect(price).toBeLessThanOrEqual(maxPrice)
        }
      }),
    )
  })

  it('never keeps less than the margin, and little more on a short market', () => {
    fc.assert(
      fc.property(outcomeSets, fc.integer({ min: 0, max: 2500 }), (probabilities, margin) => {
        // Above 1 / 1.01 with its margin, an outcome gets the 1.01 floor instead.
        fc.pre(probabilities.every((probability) => probability * (1 + margin / 10_000) < 0.99))
        const { prices, overroundBasisPoints } = priceOutcomes(probabilities, margin)
        expect(overroundBasisPoints).toBeGreaterThanOrEqual(margin)
        expect(overroundBasisPoints).toBe(overroundOf(prices))
        if (probabilities.length === 2 && probabilities.every((probability) => probability > 0.1))
          expect(overroundBasisPoints).toBeLessThan(margin + 150)
      }),
    )
  })

  it('keeps the favourite the shortest price', () => {
    const { prices } = priceOutcomes([0.7, 0.2, 0.1], 500)
    expect(prices[0]).toBeLessThan(prices[1] ?? 0)
    expect(prices[1]).toBeLessThan(prices[2] ?? 0)
  })

  it('refuses probabilities that are not a whole book, and margins that are not whole basis points', () => {
    expect(() => priceOutcomes([0.5], 500)).toThrow(RangeError)
    expect(() => priceOutcomes([0.5, 0.4], 500)).toThrow(RangeError)
    expect(() => priceOutcomes([1, 0], 500)).toThrow(RangeError)
    expect(() => priceOutcomes([0.5, 0.5], 2.5)).toThrow(RangeError)
    expect(() => priceOutcomes([0.5, 0.5], -1)).toThrow(RangeError)
  })
})
