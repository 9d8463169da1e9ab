import { createHash } from 'node:crypto'

/**
 * Every round seed of a chain, in play order (round n at index n − 1): round `length` is the terminal seed and each
 * earlier round's seed is SHA-256 of the next one's (as hex text), as contracts' generateHashChain builds it. The
 * synchronous node:crypto hash makes a 10,000-round chain a few milliseconds of work, done once per leadership.
 */
export function crashChainSeeds(terminalSeed: string, length: number): string[] {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('a hash chain has at least one round')
  const seeds = new Array<string>(length)
  seeds[length - 1] = terminalSeed
  for (let index = length - 2; index >= 0; index--)
    seeds[index] = createHash('sha256')
      .update(seeds[index + 1] as string)
      .digest('hex')
  return seeds
}

/** The chains' seeds, derived once per chain and kept while this instance runs rounds. */
export function createCrashSeedCache() {
  const chains = new Map<number, string[]>()
  return {
    seedOf(chain: { id: number; terminalSeed: string; length: number }, roundNumber: number): string {
      let seeds = chains.get(chain.id)
      if (!seeds) {
        seeds = crashChainSeeds(chain.terminalSeed, chain.length)
        chains.clear()
        chains.set(chain.id, seeds)
      }
      const seed = seeds[roundNumber - 1]
      if (seed === undefined) throw new RangeError(`chain ${chain.id} has no round ${roundNumber}`)
      return seed
    },
  }
}
export type CrashSeedCache = ReturnType<typeof createCrashSeedCache>
