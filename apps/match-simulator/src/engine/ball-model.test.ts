import { describe, expect, it } from 'vitest'
import { drawDelivery, legalOutcomes, legalProbabilities, type Phase } from './ball-model.ts'
import { seededRng } from './seeded-rng.ts'

const phases: Phase[] = ['powerplay', 'middle', 'death']

describe('the ball model', () => {
  it('gives every phase and wickets in hand probabilities that sum to one', () => {
    for (const phase of phases)
      for (let wicketsInHand = 1; wicketsInHand <= 10; wicketsInHand += 1) {
        const probabilities = legalProbabilities(phase, wicketsInHand)
        const total = legalOutcomes.reduce((sum, outcome) => sum + probabilities[outcome], 0)
        expect(total).toBeCloseTo(1, 9)
        expect(Math.min(...Object.values(probabilities))).toBeGreaterThan(0)
      }
  })

  it('makes a tail lose wickets more often and hit fewer boundaries', () => {
    const set = legalProbabilities('middle', 7)
    const tail = legalProbabilities('middle', 2)
    expect(tail.W).toBeGreaterThan(set.W)
    expect(tail['6']).toBeLessThan(set['6'])
  })

  it('scores faster at the death than in the middle overs', () => {
    const runsPerBall = (phase: Phase) => {
      const p = legalProbabilities(phase, 10)
      return p['1'] + 2 * p['2'] + 3 * p['3'] + 4 * p['4'] + 6 * p['6']
    }
    expect(runsPerBall('death')).toBeGreaterThan(runsPerBall('middle'))
  })

  it('draws wides and no-balls at about their rates', () => {
    const rng = seededRng(7)
    const draws = Array.from({ length: 20_000 }, () => drawDelivery(rng, 40, 10))
    const extras = draws.filter((delivery) => delivery.kind === 'wide' || delivery.kind === 'noBall').length
    expect(extras / draws.length).toBeGreaterThan(0.03)
    expect(extras / draws.length).toBeLessThan(0.046)
  })
})
