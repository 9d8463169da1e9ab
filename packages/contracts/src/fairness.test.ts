import { describe, expect, it } from 'vitest'
import {
  assertHouseEdge,
  defaultHouseEdgeBps,
  fairFloats,
  fairGames,
  floatsFromBytes,
  generateServerSeed,
  hmacSha256,
  isHouseEdgeAllowed,
  payoutMinor,
  serverSeedHash,
  toHex,
} from './fairness.ts'
import {
  CRASH_MAX_POINT,
  crashChainSalt,
  crashPoint,
  crashPointFromBits,
  crashSaltInputs,
  generateHashChain,
  hashChainRound,
  isNextInHashChain,
} from './fairness-crash.ts'
import {
  diceMultiplier,
  diceOutcome,
  diceWinChance,
  headsTailsOutcome,
  limboOutcome,
  limboResult,
  minesLayout,
  minesMultiplier,
  minesTileOrder,
} from './fairness-games.ts'

// Pinned vectors; the digests were checked independently with `openssl dgst -sha256 -hmac` and `sha256sum`,
// the crash points with Python's hmac module.
const seeds = {
  serverSeed: '5c3e9f1a7b2d4c6e8f0a1b3c5d7e9f1a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e',
  clientSeed: 'khela-test',
  nonce: 7,
}

describe('seeds and floats', () => {
  it('commits to the server seed with SHA-256 of its text', async () => {
    expect(await serverSeedHash(seeds.serverSeed)).toBe(
      'caf721fe699040ef68c7638e6d8e8d2c4bac53c0bd9d0a9e674bbb62a1031363',
    )
  })

  it('takes HMAC_SHA256(serverSeed, "clientSeed:nonce:round")', async () => {
    expect(toHex(await hmacSha256(seeds.serverSeed, 'khela-test:7:0'))).toBe(
      '00f933b91b66eca4a3515eb128dd9bd73b366a07d2aacac033a864f42212244e',
    )
  })

  it('turns each 4 bytes into b0/256 + b1/256² + b2/256³ + b3/256⁴', () => {
    expect(floatsFromBytes(new Uint8Array([0, 0, 0, 0, 255, 255, 255, 255, 128, 0, 0, 1]))).toEqual([
      0,
      1 - 2 ** -32,
      0.5 + 2 ** -32,
    ])
  })

  it('gives 8 floats per round and moves to the next round for more', async () => {
    const floats = await fairFloats(seeds, 24)
    expect(floats).toHaveLength(24)
    expect(floats.slice(0, 3)).toEqual([0.003802521387115121, 0.10703925136476755, 0.6379603559616953])
    expect(floats[8]).toBe(0.5153986890800297)
    expect(floats[23]).toBe(0.3932226693723351)
    const roundOne = floatsFromBytes(await hmacSha256(seeds.serverSeed, 'khela-test:7:1'))
    expect(floats.slice(8, 16)).toEqual(roundOne)
    expect(await fairFloats(seeds, 3)).toEqual(floats.slice(0, 3))
  })

  it('refuses a nonce or count that is not a whole number', async () => {
    await expect(fairFloats({ ...seeds, nonce: -1 }, 1)).rejects.toThrow(RangeError)
    await expect(fairFloats({ ...seeds, nonce: 1.5 }, 1)).rejects.toThrow(RangeError)
    await expect(fairFloats({ ...seeds, nonce: 2 ** 53 }, 1)).rejects.toThrow(RangeError)
    await expect(fairFloats(seeds, 0)).rejects.toThrow(RangeError)
  })

  it('makes a new 64-hex-character server seed each time', () => {
    const seed = generateServerSeed()
    expect(seed).toMatch(/^[0-9a-f]{64}$/)
    expect(generateServerSeed()).not.toBe(seed)
  })
})

describe('house edge and payouts', () => {
  it('publishes an edge for every game within 1 %–5 %', () => {
    for (const game of fairGames) expect(isHouseEdgeAllowed(defaultHouseEdgeBps[game])).toBe(true)
    expect(isHouseEdgeAllowed(100)).toBe(true)
    expect(isHouseEdgeAllowed(500)).toBe(true)
    expect(isHouseEdgeAllowed(99)).toBe(false)
    expect(isHouseEdgeAllowed(501)).toBe(false)
    expect(isHouseEdgeAllowed(150.5)).toBe(false)
    expect(() => assertHouseEdge(0)).toThrow(RangeError)
    expect(() => diceMultiplier(4950, 600)).toThrow(RangeError)
  })

  it('pays stake × multiplier in whole minor units, rounded down', () => {
    expect(payoutMinor(1000, 19_800)).toBe(1980)
    expect(payoutMinor(333, 19_800)).toBe(659) // 659.34
    expect(payoutMinor(1, 9_999)).toBe(0)
    expect(payoutMinor(Number.MAX_SAFE_INTEGER, 10_000)).toBe(Number.MAX_SAFE_INTEGER)
    expect(payoutMinor(2 ** 52 + 1, 15_000)).toBe(6_755_399_441_055_745) // exact where floats would round
    expect(() => payoutMinor(Number.MAX_SAFE_INTEGER, 20_000)).toThrow(RangeError)
    expect(() => payoutMinor(10.5, 20_000)).toThrow(RangeError)
  })
})

describe('game outcomes from the pinned floats', () => {
  it('rolls dice 0.38 for the pinned bet', async () => {
    const floats = await fairFloats(seeds, 1)
    expect(diceOutcome(floats, { target: 5000, direction: 'under' }, 100)).toEqual({
      roll: 38,
      isWin: true,
      multiplier: 19_800,
    })
    expect(diceOutcome(floats, { target: 4999, direction: 'over' }, 100)).toEqual({
      roll: 38,
      isWin: false,
      multiplier: 0,
    })
  })

  it('gives Limbo 1.00 and heads for the pinned bet', async () => {
    const floats = await fairFloats(seeds, 1)
    expect(limboOutcome(floats, 20_000, 100)).toEqual({ result: 10_000, isWin: false, multiplier: 0 })
    expect(headsTailsOutcome(floats, 'heads', 100)).toEqual({
      side: 'heads',
      isWin: true,
      multiplier: 19_800,
    })
    expect(headsTailsOutcome(floats, 'tails', 500)).toEqual({ side: 'heads', isWin: false, multiplier: 0 })
  })

  it('shuffles the Mines board from 24 floats', async () => {
    const floats = await fairFloats(seeds, 24)
    expect(minesTileOrder(floats)).toEqual([
      0, 3, 16, 6, 8, 21, 9, 1, 2, 19, 14, 5, 11, 17, 7, 20, 4, 12, 13, 18, 15, 23, 10, 22, 24,
    ])
    expect(minesLayout(floats, 3)).toEqual([0, 3, 16])
    expect(minesLayout(floats, 1)).toEqual([0])
    expect(minesLayout(floats, 24)).toEqual([...Array(24).keys()])
  })
})

describe('dice rules', () => {
  it('derives the win chance from the target and direction', () => {
    expect(diceWinChance(5000, 'under')).toBe(5000)
    expect(diceWinChance(5000, 'over')).toBe(4999)
    expect(diceWinChance(9799, 'over')).toBe(200)
  })

  it('wins under t only below t and over t only above t', () => {
    const rollOf = (hundredths: number) => [hundredths / 10_000]
    expect(diceOutcome(rollOf(1999), { target: 2000, direction: 'under' }, 100).isWin).toBe(true)
    expect(diceOutcome(rollOf(2000), { target: 2000, direction: 'under' }, 100).isWin).toBe(false)
    expect(diceOutcome(rollOf(2001), { target: 2000, direction: 'over' }, 100).isWin).toBe(true)
    expect(diceOutcome(rollOf(2000), { target: 2000, direction: 'over' }, 100).isWin).toBe(false)
    expect(diceOutcome([0], { target: 200, direction: 'under' }, 100).roll).toBe(0)
    expect(diceOutcome([1 - 2 ** -32], { target: 200, direction: 'over' }, 100).roll).toBe(9999)
  })

  it('pays (1 − edge) × 100 / chance to 4 decimals, only for chances of 2 %–98 %', () => {
    expect(diceMultiplier(200, 100)).toBe(495_000)
    expect(diceMultiplier(9800, 100)).toBe(10_102) // 1.010204…
    expect(diceMultiplier(3300, 500)).toBe(28_787) // 2.878787…
    expect(() => diceMultiplier(199, 100)).toThrow(RangeError)
    expect(() => diceMultiplier(9801, 100)).toThrow(RangeError)
    expect(() => diceOutcome([0.5], { target: 9800, direction: 'over' }, 100)).toThrow(RangeError)
  })

  it('refuses a missing or out-of-range float', () => {
    expect(() => diceOutcome([], { target: 5000, direction: 'under' }, 100)).toThrow(RangeError)
    expect(() => diceOutcome([1], { target: 5000, direction: 'under' }, 100)).toThrow(RangeError)
  })
})

describe('limbo rules', () => {
  it('floors (1 − edge) / (1 − float) to 2 decimals, never below 1.00', () => {
    expect(limboResult(0, 100)).toBe(10_000)
    expect(limboResult(0.5, 100)).toBe(19_800)
    expect(limboResult(0.5, 500)).toBe(19_000)
    expect(limboResult(0.75, 100)).toBe(39_600)
    expect(limboResult(1 - 2 ** -32, 100)).toBe(42_520_176_230_400) // 0.99 × 2^32, floored
  })

  it('wins exactly when the result reaches the target', () => {
    expect(limboOutcome([0.5], 19_800, 100)).toEqual({ result: 19_800, isWin: true, multiplier: 19_800 })
    expect(limboOutcome([0.5], 19_900, 100).isWin).toBe(false)
    expect(() => limboOutcome([0.5], 10_000, 100)).toThrow(RangeError)
    expect(() => limboOutcome([0.5], 19_850, 100)).toThrow(RangeError)
  })
})

describe('mines rules', () => {
  it('pays (1 − edge) × C(25, k) / C(25 − mines, k), rounded down to 4 decimals', () => {
    expect(minesMultiplier(3, 2, 100)).toBe(12_857) // 0.99 × 300 / 231
    expect(minesMultiplier(1, 1, 100)).toBe(10_312) // 0.99 × 25 / 24
    expect(minesMultiplier(1, 24, 100)).toBe(247_500) // 0.99 × 25
    expect(minesMultiplier(24, 1, 100)).toBe(247_500)
    expect(minesMultiplier(12, 13, 100)).toBe(51_482_970_000) // 0.99 × C(25, 13)
  })

  it('refuses mine counts outside 1–24 and reveals beyond the safe tiles', () => {
    expect(() => minesMultiplier(0, 1, 100)).toThrow(RangeError)
    expect(() => minesMultiplier(25, 1, 100)).toThrow(RangeError)
    expect(() => minesMultiplier(24, 2, 100)).toThrow(RangeError)
    expect(() => minesMultiplier(3, 0, 100)).toThrow(RangeError)
    expect(() => minesLayout(new Array(24).fill(0), 0)).toThrow(RangeError)
  })

  it('always places the asked number of distinct mines', () => {
    const zeros = new Array(24).fill(0)
    const highest = new Array(24).fill(1 - 2 ** -32)
    expect(minesTileOrder(zeros)).toEqual([...Array(25).keys()])
    expect(new Set(minesTileOrder(highest)).size).toBe(25)
    expect(minesLayout(highest, 24)).toHaveLength(24)
    expect(() => minesTileOrder(zeros.slice(1))).toThrow(RangeError)
  })
})

describe('crash hash chain', () => {
  const lastRoundSeed = '0f'.repeat(32)

  it('links each round seed to the SHA-256 of the next one and commits to round 1', async () => {
    const chain = await generateHashChain(lastRoundSeed, 5)
    expect(chain).toEqual({
      commitment: 'bc2aaaeb247ab881ad49e7092036ae568b38e8f02d6984ac370d7e8113c8ca53',
      seeds: [
        '4dacf6ae2328c17c3b0080bb6ffe92ce3f450fa410336cbb7cae756591ced78e',
        '42986352b8ac37d5e5445b7578987869f66eceb19359595dcb8618c8308b9aa1',
        '022a0199d81e626297b5964febb2294ac4535ce3547ced977b72a78aa0816582',
        '7152f9958a983e3313fb2498d743af1e83a0ff5999650fd341f0368d1678992c',
        lastRoundSeed,
      ],
    })
  })

  it('finds the round of a revealed seed, and rejects a seed from elsewhere', async () => {
    const chain = await generateHashChain(lastRoundSeed, 5)
    expect(await hashChainRound(chain.seeds[0] as string, chain.commitment, 10)).toBe(1)
    expect(await hashChainRound(lastRoundSeed, chain.commitment, 10)).toBe(5)
    expect(await hashChainRound(lastRoundSeed, chain.commitment, 4)).toBeNull()
    expect(await hashChainRound('1f'.repeat(32), chain.commitment, 10)).toBeNull()
  })

  it('links each round to the one before it and round 1 to the commitment, and no other way', async () => {
    const chain = await generateHashChain(lastRoundSeed, 5)
    const [first, second, third] = chain.seeds as [string, string, string]
    expect(await isNextInHashChain(second, first)).toBe(true)
    expect(await isNextInHashChain(first, chain.commitment)).toBe(true)
    expect(await isNextInHashChain(first, second)).toBe(false)
    expect(await isNextInHashChain(third, first)).toBe(false)
  })

  it('gives the pinned crash points with the published salt', async () => {
    const chain = await generateHashChain(lastRoundSeed, 5)
    const points = await Promise.all(chain.seeds.map((seed) => crashPoint(seed, 'khela-crash-salt', 100)))
    expect(points).toEqual([22_500, 27_500, 18_900, 21_600, 46_300])
  })

  // Pinned with Python's hashlib and hmac modules, as above: the salt derived from round 1's client seeds.
  it("derives the salt from the commitment and round 1's client seeds, sorted, one a line", async () => {
    const chain = await generateHashChain(lastRoundSeed, 5)
    const salt = '0ad9eab01bc5a144a56e297d952b8addcabd2260472e7d1b4ee1e3a11114a66f'
    expect(await crashChainSalt(chain.commitment, ['zebra-seed', 'Apple!seed'])).toBe(salt)
    expect(await crashChainSalt(chain.commitment, ['Apple!seed', 'zebra-seed'])).toBe(salt)
    expect(crashSaltInputs(['b', 'a', 'B', 'b'])).toEqual(['B', 'a', 'b', 'b'])
    // No bet in round 1: the commitment alone.
    expect(await crashChainSalt(chain.commitment, [])).toBe(
      '56485fa8e8370423fe2bce76f8f949daef869e0c81ca8c9cd2f0853ffb0f09d0',
    )
    const points = await Promise.all(chain.seeds.map((seed) => crashPoint(seed, salt, 100)))
    expect(points).toEqual([21_800, 10_100, 10_100, 13_500, 24_900])
  })

  it('never crashes below 1.00, floors to 2 decimals and stops at the cap', () => {
    expect(crashPointFromBits(0n, 100)).toBe(10_000)
    expect(crashPointFromBits(2n ** 51n, 100)).toBe(19_800)
    expect(crashPointFromBits(2n ** 51n, 500)).toBe(19_000)
    expect(crashPointFromBits(2n ** 52n - 2n ** 33n, 100)).toBe(5_190_451_200) // 0.99 × 2^19 = 519,045.12
    expect(crashPointFromBits(2n ** 52n - 2n ** 32n, 100)).toBe(CRASH_MAX_POINT) // 1,038,090.24 capped
    expect(crashPointFromBits(2n ** 52n - 1n, 100)).toBe(CRASH_MAX_POINT)
    expect(() => crashPointFromBits(2n ** 52n, 100)).toThrow(RangeError)
    expect(() => crashPointFromBits(-1n, 100)).toThrow(RangeError)
  })
})
