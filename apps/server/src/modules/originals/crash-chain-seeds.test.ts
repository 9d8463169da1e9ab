import { generateServerSeed, sha256Hex } from '@khela/contracts/fairness'
import { generateHashChain, hashChainRound } from '@khela/contracts/fairness-crash'
import { describe, expect, it } from 'vitest'
import { crashChainSeeds, createCrashSeedCache } from './crash-chain-seeds.ts'

describe('crash chain seeds', () => {
  it('are the seeds of contracts generateHashChain, in play order', async () => {
    const terminal = generateServerSeed()
    const chain = await generateHashChain(terminal, 50)
    const seeds = crashChainSeeds(terminal, 50)
    expect(seeds).toEqual(chain.seeds)
    expect(await sha256Hex(seeds[0] as string)).toBe(chain.commitment)
    expect(await hashChainRound(seeds[9] as string, chain.commitment, 50)).toBe(10)
  })

  it('refuses an empty chain', () => {
    expect(() => crashChainSeeds(generateServerSeed(), 0)).toThrow(RangeError)
  })

  it('caches per chain and refuses a round past its end', () => {
    const cache = createCrashSeedCache()
    const chain = { id: 7, terminalSeed: generateServerSeed(), length: 3 }
    expect(cache.seedOf(chain, 3)).toBe(chain.terminalSeed)
    expect(() => cache.seedOf(chain, 4)).toThrow(RangeError)
  })
})
