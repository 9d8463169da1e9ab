import { hmacSha256, MULTIPLIER_SCALE, sha256Hex, toHex } from './fairness.ts'
import { edgedMultiplier } from './fairness-games.ts'

/**
 * Crash rounds come from a hash chain fixed before the first round: round n's seed is SHA-256 of round n + 1's
 * seed (as hex text), the last round's seed is random, and SHA-256 of round 1's seed is published first. Each
 * seed is revealed when its round ends; hashing it forward n times must give the published commitment.
 */

export const CRASH_BITS = 52

/**
 * The highest crash point, ×1,000,000.00 (reached with probability ≈ 1 in 10^6 at a 1 % edge, after about 230 s
 * of growth): a round that would go higher ends there, which keeps every multiplier a safe integer.
 */
export const CRASH_MAX_POINT = 1_000_000 * MULTIPLIER_SCALE

export interface HashChain {
  /** SHA-256 of round 1's seed, published before round 1. */
  commitment: string
  /** The seeds of rounds 1…length, in play order. */
  seeds: string[]
}

/** Builds the chain backwards from the last round's seed (64 random hex characters from generateServerSeed). */
export async function generateHashChain(lastRoundSeed: string, length: number): Promise<HashChain> {
  if (!Number.isInteger(length) || length < 1) throw new RangeError('a hash chain has at least one round')
  const seeds = [lastRoundSeed]
  for (let index = 1; index < length; index++) seeds.push(await sha256Hex(seeds[index - 1] as string))
  seeds.reverse()
  return { commitment: await sha256Hex(seeds[0] as string), seeds }
}

/**
 * The salt's inputs in their published order: the client seeds of the chain's round 1 bets, one per bet, sorted by
 * character code (client seeds are printable ASCII, so this is byte order).
 */
export function crashSaltInputs(clientSeeds: readonly string[]): string[] {
  return [...clientSeeds].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}

/**
 * A chain's salt, fixed after its commitment was published, from inputs the operator does not choose: SHA-256 of the
 * commitment and the client seeds of round 1's bets (sorted, see crashSaltInputs), joined by line feeds (a client seed
 * never contains one). With no such bet it is SHA-256 of the commitment alone; that chain then ends after round 1,
 * which carried no money (docs/fairness.md).
 */
export function crashChainSalt(commitment: string, clientSeeds: readonly string[]): Promise<string> {
  return sha256Hex([commitment, ...crashSaltInputs(clientSeeds)].join('\n'))
}

/**
 * The round number whose seed this is: how many SHA-256 steps take it to the commitment, searching up to
 * `maxRounds`; null when it never gets there (the seed is not from this chain).
 */
export async function hashChainRound(
  seed: string,
  commitment: string,
  maxRounds: number,
): Promise<number | null> {
  let hash = seed
  for (let round = 1; round <= maxRounds; round++) {
    hash = await sha256Hex(hash)
    if (hash === commitment) return round
  }
  return null
}

/**
 * Whether `seed` comes right after `previous` in a chain: its SHA-256 (of the hex text) is the previous round's seed,
 * or the commitment when `seed` is round 1's. One step of hashChainRound, for checking rounds side by side.
 */
export async function isNextInHashChain(seed: string, previous: string): Promise<boolean> {
  return (await sha256Hex(seed)) === previous
}

/**
 * The crash point from the round's seed: the first 52 bits (13 hex characters) of HMAC_SHA256(key = seed,
 * message = salt) as an integer k, then floor((1 − edge) / (1 − k / 2^52) × 100) / 100, at least 1.00 (see
 * edgedMultiplier), capped at CRASH_MAX_POINT, so P(crash ≥ x) = (1 − edge) / x up to the cap. The salt is fixed
 * when the chain's round 1 takes off (crashChainSalt).
 */
export async function crashPoint(roundSeed: string, salt: string, edgeBps: number): Promise<number> {
  const digest = await hmacSha256(roundSeed, salt)
  return crashPointFromBits(BigInt(`0x${toHex(digest).slice(0, CRASH_BITS / 4)}`), edgeBps)
}

export function crashPointFromBits(bits: bigint, edgeBps: number): number {
  return Math.min(CRASH_MAX_POINT, edgedMultiplier(bits, CRASH_BITS, edgeBps))
}
