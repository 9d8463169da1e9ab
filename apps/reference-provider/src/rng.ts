import { randomInt } from 'node:crypto'

/** A uniform integer in [0, maxExclusive). Games take one, so play uses the OS's CSPRNG and a simulation a seed. */
export type Rng = (maxExclusive: number) => number

/** Play's RNG: node:crypto's rejection-sampled `randomInt`, so no stop is likelier than another. */
export const cryptoRng: Rng = (maxExclusive) => randomInt(maxExclusive)
