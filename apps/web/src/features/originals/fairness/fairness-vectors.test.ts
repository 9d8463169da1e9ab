import { fairFloats, hmacSha256, sha256Hex, toHex } from '@khela/contracts/fairness'
import { crashChainSalt, crashPoint, generateHashChain } from '@khela/contracts/fairness-crash'
import {
  diceOutcome,
  headsTailsOutcome,
  limboOutcome,
  MINES_FLOATS,
  minesLayout,
  minesMultiplier,
} from '@khela/contracts/fairness-games'
import { describe, expect, it } from 'vitest'
import { fairnessVectors, vectorSeeds, vectorValuesById } from './fairness-vectors.ts'

const { serverSeed, clientSeed, nonce } = vectorSeeds
/** Ten-thousandths as the vectors write them: 2 decimals, rounded down (22500 → "2.25"). */
const decimal = (tenThousandths: number) => (Math.floor(tenThousandths / 100) / 100).toFixed(2)
const points = (multipliers: number[]) => multipliers.map(decimal).join(', ')

// The page's vectors are recomputed here with the functions the server settles with, so what a reader checks
// their code against is what Khela computes.
describe('the test vectors on /fairness', () => {
  it('give the seed hash, the digest and its first numbers', async () => {
    expect(await sha256Hex(serverSeed)).toBe(vectorValuesById.seedHash.hash)
    const digest = await hmacSha256(serverSeed, `${clientSeed}:${nonce}:0`)
    expect(toHex(digest)).toBe(vectorValuesById.hmac.digest)
    const floats = await fairFloats({ serverSeed, clientSeed, nonce }, 3)
    expect(floats.map((float) => float * 2 ** 32).join(', ')).toBe(vectorValuesById.floats.integers)
  })

  it("give each per-bet game's outcome", async () => {
    const floats = await fairFloats({ serverSeed, clientSeed, nonce }, MINES_FLOATS)
    const under = diceOutcome(floats, { target: 5000, direction: 'under' }, 100)
    const over = diceOutcome(floats, { target: 4999, direction: 'over' }, 100)
    expect({ roll: (under.roll / 100).toFixed(2), multiplier: decimal(under.multiplier) }).toEqual(
      vectorValuesById.dice,
    )
    expect([under.isWin, over.isWin, over.multiplier]).toEqual([true, false, 0])
    const limbo = limboOutcome(floats, 20_000, 100)
    expect(decimal(limbo.result)).toBe(vectorValuesById.limboCoin.result)
    expect(limbo.isWin).toBe(false)
    expect(headsTailsOutcome(floats, 'heads', 100).side).toBe('heads')
    expect(minesLayout(floats, 3).join(', ')).toBe(vectorValuesById.minesLayout.tiles)
    expect(
      [minesMultiplier(3, 2, 100), minesMultiplier(1, 24, 100)].map((value) => String(value / 10_000)),
    ).toEqual([vectorValuesById.minesMultiplier.first, vectorValuesById.minesMultiplier.second])
  })

  it('give the Crash chain, its crash points under each salt, and the derived salts', async () => {
    const chain = await generateHashChain(vectorSeeds.lastRoundSeed, 5)
    expect(chain.commitment).toBe(vectorValuesById.chain.commitment)
    const crashes = (salt: string) => Promise.all(chain.seeds.map((seed) => crashPoint(seed, salt, 100)))
    expect(points(await crashes(vectorSeeds.crashSalt))).toBe(vectorValuesById.fixedSalt.points)
    const salt = await crashChainSalt(chain.commitment, vectorSeeds.roundOneClientSeeds)
    expect(salt).toBe(vectorValuesById.derivedSalt.salt)
    expect(points(await crashes(salt))).toBe(vectorValuesById.derivedPoints.points)
    expect(await crashChainSalt(chain.commitment, [])).toBe(vectorValuesById.noBetSalt.salt)
  })

  it('has an English and a Bengali line for each', async () => {
    for (const language of ['en', 'bn']) {
      const catalogue = (await import(`../../../locales/${language}/common.json`)).default
      for (const { id } of fairnessVectors) {
        expect(catalogue.fairness.vectors[id], `${language} ${id}`).toEqual({
          input: expect.any(String),
          output: expect.any(String),
        })
      }
    }
  })
})
