import { describe, expect, it } from 'vitest'
import { placementsInFlight } from './place-sport-bets.ts'

describe('placementsInFlight', () => {
  it('keeps two placements running for the instance, and at least one in each serving process', () => {
    expect(placementsInFlight(1)).toBe(2)
    expect(placementsInFlight(2)).toBe(1)
    expect(placementsInFlight(4)).toBe(1)
  })
})
