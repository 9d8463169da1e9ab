import { describe, expect, it } from 'vitest'
import { defaultHouseEdgeBps, fairFloats, hmacSha256, MULTIPLIER_SCALE } from './fairness.ts'
import { crashPointFromBits } from './fairness-crash.ts'
import {
  diceOutcome,
  headsTailsOutcome,
  limboOutcome,
  MINES_FLOATS,
  minesLayout,
  minesMultiplier,
} from './fairness-games.ts'

/**
 * Return to player by simulation, 10^6 outcomes per game from the real outcome functions. One HMAC per float
 * would take minutes, so the bulk comes from a fixed-seed 32-bit generator whose word w maps to w / 2^32 — the
 * same value floatsFromBytes gives for w's four big-endian bytes (checked below on real HMAC digests). The
 * sample is fixed, so each test is deterministic; tolerances are ±0.5 % of stake, at least 3 standard errors.
 */
const SAMPLES = 1_000_000
const TOLERANCE = 0.005

/** mulberry32: small, fast, and good enough for uniform 32-bit words. */
function wordSource(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let word = Math.imul(state ^ (state >>> 15), state | 1)
    word ^= word + Math.imul(word ^ (word >>> 7), word | 61)
    return (word ^ (word >>> 14)) >>> 0
  }
}

function floatSource(seed: number) {
  const nextWord = wordSource(seed)
  return () => nextWord() / 2 ** 32
}

function returnToPlayer(play: (nextFloat: () => number) => number, seed: number): number {
  const nextFloat = floatSource(seed)
  let returned = 0
  for (let bet = 0; bet < SAMPLES; bet++) returned += play(nextFloat)
  return returned / MULTIPLIER_SCALE / SAMPLES
}

describe('the fast float source matches the real HMAC path', () => {
  it('maps 4 bytes to the same float, so games see the same outcomes', async () => {
    const seeds = {
      serverSeed: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      clientSeed: 'rtp',
    }
    for (let nonce = 0; nonce < 500; nonce++) {
      const digest = await hmacSha256(seeds.serverSeed, `${seeds.clientSeed}:${nonce}:0`)
      const view = new DataView(digest.buffer)
      const wordFloats = Array.from({ length: 8 }, (_, index) => view.getUint32(index * 4) / 2 ** 32)
      const floats = await fairFloats({ ...seeds, nonce }, 8)
      expect(floats).toEqual(wordFloats)
      expect(diceOutcome(floats, { target: 4950, direction: 'under' }, 100)).toEqual(
        diceOutcome(wordFloats, { target: 4950, direction: 'under' }, 100),
      )
      expect(limboOutcome(floats, 20_000, 100)).toEqual(limboOutcome(wordFloats, 20_000, 100))
    }
  })

  it('pays about 1 − edge on real HMAC floats too (10,000 dice bets, ±5 %, 5 standard errors)', async () => {
    const seeds = {
      serverSeed: '2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae',
      clientSeed: 'rtp',
    }
    let returned = 0
    const bets = 10_000
    for (let nonce = 0; nonce < bets; nonce++) {
      const floats = await fairFloats({ ...seeds, nonce }, 1)
      returned += diceOutcome(floats, { target: 4950, direction: 'under' }, 100).multiplier
    }
    expect(Math.abs(returned / MULTIPLIER_SCALE / bets - 0.99)).toBeLessThan(0.05)
  })
})

describe('return to player over 10^6 outcomes is 1 − edge within ±0.5 %', () => {
  // Standard errors at 10^6: dice under 49.50 and heads tails 0.10 %, dice over 74.99 (chance 25 %) 0.17 %,
  // limbo at ×2 0.10 %, mines (3 mines, 2 reveals) 0.05 %, crash cashing out at ×2 0.10 %.
  it('Dice, under 49.50 at the default edge and over 74.99 at 5 %', () => {
    const edge = defaultHouseEdgeBps.dice
    const under = returnToPlayer(
      (next) => diceOutcome([next()], { target: 4950, direction: 'under' }, edge).multiplier,
      1,
    )
    expect(Math.abs(under - (1 - edge / 10_000))).toBeLessThan(TOLERANCE)
    const over = returnToPlayer(
      (next) => diceOutcome([next()], { target: 7499, direction: 'over' }, 500).multiplier,
      2,
    )
    expect(Math.abs(over - 0.95)).toBeLessThan(TOLERANCE)
  })

  it('Limbo, target ×2.00', () => {
    const edge = defaultHouseEdgeBps.limbo
    const rtp = returnToPlayer((next) => limboOutcome([next()], 20_000, edge).multiplier, 3)
    expect(Math.abs(rtp - (1 - edge / 10_000))).toBeLessThan(TOLERANCE)
  })

  it('Heads Tails, always heads', () => {
    const edge = defaultHouseEdgeBps.heads_tails
    const rtp = returnToPlayer((next) => headsTailsOutcome([next()], 'heads', edge).multiplier, 4)
    expect(Math.abs(rtp - (1 - edge / 10_000))).toBeLessThan(TOLERANCE)
  })

  it('Mines, 3 mines, revealing tiles 0 and 1 then cashing out', () => {
    const edge = defaultHouseEdgeBps.mines
    const cashOut = minesMultiplier(3, 2, edge)
    const floats = new Array<number>(MINES_FLOATS)
    const rtp = returnToPlayer((next) => {
      for (let index = 0; index < MINES_FLOATS; index++) floats[index] = next()
      const mines = minesLayout(floats, 3)
      return mines.includes(0) || mines.includes(1) ? 0 : cashOut
    }, 5)
    expect(Math.abs(rtp - (1 - edge / 10_000))).toBeLessThan(TOLERANCE)
  })

  it('Crash: P(crash ≥ x) ≈ (1 − edge) / x, and cashing out at ×2 returns 1 − edge', () => {
    const edge = defaultHouseEdgeBps.crash
    const nextWord = wordSource(6)
    const thresholds = [10_100, 15_000, 20_000, 100_000, 1_000_000] // ×1.01, ×1.5, ×2, ×10, ×100
    const reached = thresholds.map(() => 0)
    for (let round = 0; round < SAMPLES; round++) {
      // 52 bits: 20 from one word and 32 from the next, as the first 13 hex characters of the digest would be.
      const bits = (BigInt(nextWord() >>> 12) << 32n) | BigInt(nextWord())
      const point = crashPointFromBits(bits, edge)
      thresholds.forEach((threshold, index) => {
        if (point >= threshold) reached[index] = (reached[index] as number) + 1
      })
    }
    thresholds.forEach((threshold, index) => {
      const expected = (1 - edge / 10_000) / (threshold / MULTIPLIER_SCALE)
      const standardError = Math.sqrt((expected * (1 - expected)) / SAMPLES)
      // 5 standard errors: from ±0.05 percentage points at ×2 down to ±0.005 at ×100.
      expect(Math.abs((reached[index] as number) / SAMPLES - expected)).toBeLessThan(5 * standardError)
    })
    const cashOutAtTwo = (((reached[2] as number) / SAMPLES) * 20_000) / MULTIPLIER_SCALE
    expect(Math.abs(cashOutAtTwo - (1 - edge / 10_000))).toBeLessThan(TOLERANCE)
  })
})
