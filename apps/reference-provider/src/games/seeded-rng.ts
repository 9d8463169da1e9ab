import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'
import type { Rng } from '../rng.ts'

/** A reproducible RNG for simulations and tests (xoroshiro128+ from pure-rand); play never uses it. */
export function seededRng(seed: number): Rng {
  const generator = xoroshiro128plus(seed)
  return (maxExclusive) => uniformInt(generator, 0, maxExclusive - 1)
}

/** An RNG that answers the given values in turn, then `after`'s: a test's way of choosing where reels stop. */
export function scriptedRng(values: readonly number[], after: Rng = seededRng(1)): Rng {
  let next = 0
  return (maxExclusive) => {
    const value = values[next]
    next += 1
    if (value === undefined) return after(maxExclusive)
    if (value >= maxExclusive) throw new Error(`scripted ${value} is not below ${maxExclusive}`)
    return value
  }
}
