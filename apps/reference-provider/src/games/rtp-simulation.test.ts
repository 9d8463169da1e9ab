import { describe, expect, it } from 'vitest'
import { euroRouletteRtp, type RouletteBet, spinRoulette } from './euro-roulette.ts'
import { fortuneFiveRtp, playFortuneFive } from './fortune-five.ts'
import { seededRng } from './seeded-rng.ts'

/**
 * The declared RTPs against millions of played rounds of the games' own maths (no HTTP), on a seeded RNG so a
 * failure can be replayed. Fortune Five's return per round has a standard deviation of about 2.3 stakes (the
 * free-spins feature), so 4 × 10⁶ rounds put one standard error at about 0.12 %: ±0.5 % is over 4 of them. Its
 * exact RTP is also computed analytically (fortune-five.test.ts); this confirms the code plays that maths.
 */
describe('RTP by simulation', () => {
  it('Fortune Five returns its declared RTP within ±0.5 % over 4,000,000 rounds', () => {
    const rng = seededRng(20_240_616)
    const rounds = 4_000_000
    const stake = 100
    let returned = 0
    for (let round = 0; round < rounds; round += 1) returned += playFortuneFive(rng, stake).win
    const rtp = returned / (rounds * stake)
    expect(Math.abs(rtp - fortuneFiveRtp)).toBeLessThan(0.005)
  }, 60_000)

  it('Euro Roulette returns 97.30 % within ±0.5 % over 1,000,000 spins of a mixed slip', () => {
    const rng = seededRng(37)
    const slip: RouletteBet[] = [
      { kind: 'straight', number: 17, amount: 10 },
      { kind: 'red', amount: 10 },
      { kind: 'odd', amount: 10 },
      { kind: 'high', amount: 10 },
      { kind: 'dozen', number: 2, amount: 10 },
      { kind: 'column', number: 3, amount: 10 },
    ]
    const spins = 1_000_000
    let staked = 0
    let returned = 0
    for (let spin = 0; spin < spins; spin += 1) {
      const result = spinRoulette(rng, slip)
      staked += result.stake
      returned += result.win
    }
    expect(Math.abs(returned / staked - euroRouletteRtp)).toBeLessThan(0.005)
  }, 60_000)
})
