import { uniformInt } from 'pure-rand/distribution/uniformInt'
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus'

/** A uniform integer in [0, maxExclusive). The match draws every ball and bowler from one, so a seed replays it. */
export type Rng = (maxExclusive: number) => number

/** xoroshiro128+ from pure-rand: the same seed gives the same match on every machine. */
export function seededRng(seed: number): Rng {
  const generator = xoroshiro128plus(seed)
  return (maxExclusive) => uniformInt(generator, 0, maxExclusive - 1)
}
