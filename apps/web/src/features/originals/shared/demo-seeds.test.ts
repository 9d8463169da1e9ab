import { serverSeedHash } from '@khela/contracts/fairness'
import { describe, expect, it } from 'vitest'
import { createDemoSeeds } from './demo-seeds.ts'

function memoryStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('demo seeds', () => {
  it('commits to a fresh server seed by its hash and hands out nonces 0, 1, 2', async () => {
    const seeds = createDemoSeeds(memoryStorage())
    const made = await seeds.ready()
    expect(made.serverSeed).toMatch(/^[0-9a-f]{64}$/)
    expect(made.serverSeedHash).toBe(await serverSeedHash(made.serverSeed))
    expect((await seeds.takeNonce()).nonce).toBe(0)
    expect((await seeds.takeNonce()).nonce).toBe(1)
    expect(seeds.getState()?.nextNonce).toBe(2)
  })

  it('reveals the old seed on rotate and starts again at nonce 0 with the chosen client seed', async () => {
    const storage = memoryStorage()
    const seeds = createDemoSeeds(storage)
    const first = await seeds.ready()
    await seeds.takeNonce()
    await seeds.rotate('my-seed')
    const after = seeds.getState()
    expect(after?.previous).toEqual({
      serverSeed: first.serverSeed,
      serverSeedHash: first.serverSeedHash,
      clientSeed: first.clientSeed,
      betCount: 1,
    })
    expect(after?.clientSeed).toBe('my-seed')
    expect(after?.nextNonce).toBe(0)
    expect(after?.serverSeed).not.toBe(first.serverSeed)
    expect(createDemoSeeds(storage).getState()).toEqual(after)
  })
})
