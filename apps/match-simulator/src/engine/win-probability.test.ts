import { describe, expect, it } from 'vitest'
import { matchWinnerPrices } from './prices.ts'
import { chaseWinProbability, expectedRuns, reachProbability } from './win-probability.ts'

describe('the win-probability model', () => {
  it('gives a chase less chance the more runs it needs', () => {
    const chances = [20, 40, 60, 80, 100].map((needed) => reachProbability(needed, 60, 6))
    for (let index = 1; index < chances.length; index += 1)
      expect(chances[index]).toBeLessThan(chances[index - 1] ?? 0)
  })

  it('gives a chase more chance the more wickets it has in hand', () => {
    const chances = [1, 3, 5, 7, 10].map((wickets) => reachProbability(70, 54, wickets))
    for (let index = 1; index < chances.length; index += 1)
      expect(chances[index]).toBeGreaterThan(chances[index - 1] ?? 1)
  })

  it('is certain once the target is reached and lost with no balls or wickets left', () => {
    expect(reachProbability(0, 30, 4)).toBe(1)
    expect(reachProbability(1, 0, 4)).toBe(0)
    expect(reachProbability(1, 30, 0)).toBe(0)
  })

  it('makes the two sides close to even before a ball is bowled, and moves with the first innings', () => {
    const start = chaseWinProbability({ runs: 0, legalBalls: 0, wickets: 0, target: null })
    expect(start).toBeGreaterThan(0.4)
    expect(start).toBeLessThan(0.6)
    const bigTotal = chaseWinProbability({ runs: 120, legalBalls: 72, wickets: 1, target: null })
    const collapse = chaseWinProbability({ runs: 40, legalBalls: 72, wickets: 7, target: null })
    expect(bigTotal).toBeLessThan(start)
    expect(collapse).toBeGreaterThan(start)
  })

  it('expects fewer runs with fewer wickets to last the overs left', () => {
    expect(expectedRuns(120, 10)).toBeGreaterThan(150)
    expect(expectedRuns(60, 2)).toBeLessThan(expectedRuns(60, 8))
    expect(expectedRuns(0, 10)).toBe(0)
  })

  it('prices both sides so their implied probabilities sum to 1 plus the 5 % margin, even at the extremes', () => {
    for (const chance of [0, 0.01, 0.3, 0.5, 0.77, 0.99, 1]) {
      const prices = matchWinnerPrices(chance, 'away')
      expect(1000 / prices.home + 1000 / prices.away).toBeCloseTo(1.05, 3)
      expect(Math.min(prices.home, prices.away)).toBeGreaterThan(1001)
    }
    expect(matchWinnerPrices(0.8, 'home').home).toBeLessThan(matchWinnerPrices(0.8, 'home').away)
  })
})
