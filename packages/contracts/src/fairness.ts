/**
 * Provably fair scheme, shared by the server (which settles bets with it) and the browser (whose /fairness page
 * recomputes any past outcome from the revealed seeds). Pure functions over Web Crypto only: no Node imports, no
 * zod. The full description an outsider needs to reimplement it is in docs/fairness.md.
 *
 * Text is always hashed as its UTF-8 bytes, and seeds and hashes are lower-case hex text: the server seed is
 * 64 hex characters, its commitment is SHA-256(serverSeed text), and it is the HMAC key as text too.
 */

/** The subset of Web Crypto used here (Node 24 and browsers); typed locally because contracts has no DOM or Node types. */
interface WebCrypto {
  getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>
  subtle: {
    digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>
    importKey(
      format: 'raw',
      keyData: Uint8Array<ArrayBuffer>,
      algorithm: { name: 'HMAC'; hash: 'SHA-256' },
      extractable: false,
      usages: ['sign'],
    ): Promise<unknown>
    sign(algorithm: 'HMAC', key: unknown, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>
  }
}
interface TextEncoding {
  TextEncoder: new () => { encode(text: string): Uint8Array<ArrayBuffer> }
}
const platform = globalThis as unknown as { crypto: WebCrypto } & TextEncoding

function utf8(text: string): Uint8Array<ArrayBuffer> {
  return new platform.TextEncoder().encode(text)
}

export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** SHA-256 of a text's UTF-8 bytes, as lower-case hex. */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await platform.crypto.subtle.digest('SHA-256', utf8(text))))
}

/** HMAC-SHA256 with the key's and the message's UTF-8 bytes. */
export async function hmacSha256(key: string, message: string): Promise<Uint8Array> {
  const hmacKey = await platform.crypto.subtle.importKey(
    'raw',
    utf8(key),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return new Uint8Array(await platform.crypto.subtle.sign('HMAC', hmacKey, utf8(message)))
}

/** A fresh server seed: 32 random bytes as 64 hex characters. */
export function generateServerSeed(): string {
  return toHex(platform.crypto.getRandomValues(new Uint8Array(32)))
}

/** The commitment shown before play; rotating the seed reveals it, and anyone can check it hashes to this. */
export function serverSeedHash(serverSeed: string): Promise<string> {
  return sha256Hex(serverSeed)
}

export const FLOAT_BYTES = 4
export const FLOATS_PER_ROUND = 32 / FLOAT_BYTES

/**
 * Each 4 bytes b0..b3 become b0/256 + b1/256² + b2/256³ + b3/256⁴, i.e. the big-endian 32-bit integer / 2^32:
 * exactly representable, in [0, 1), on a grid of 2^-32.
 */
export function floatsFromBytes(bytes: Uint8Array): number[] {
  const floats: number[] = []
  for (let offset = 0; offset + FLOAT_BYTES <= bytes.length; offset += FLOAT_BYTES) {
    let float = 0
    for (let index = 0; index < FLOAT_BYTES; index++)
      float += (bytes[offset + index] ?? 0) / 256 ** (index + 1)
    floats.push(float)
  }
  return floats
}

export interface BetSeeds {
  serverSeed: string
  clientSeed: string
  nonce: number
}

/** HMAC-SHA256 of UTF-8 texts; the server passes Node's synchronous one, the browser uses WebCrypto's. */
export type HmacSha256 = (key: string, message: string) => Uint8Array | Promise<Uint8Array>

/** The bet's first `count` floats: round 0 gives floats 0–7, round 1 floats 8–15, and so on. */
export async function fairFloats(
  seeds: BetSeeds,
  count: number,
  hmac: HmacSha256 = hmacSha256,
): Promise<number[]> {
  // A nonce past 2^53 would print as 1e+21 in the message, so only safe integers are accepted.
  if (!Number.isSafeInteger(seeds.nonce) || seeds.nonce < 0)
    throw new RangeError('nonce must be a safe integer ≥ 0')
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a whole number ≥ 1')
  const rounds = Math.ceil(count / FLOATS_PER_ROUND)
  const floats: number[] = []
  for (let round = 0; round < rounds; round++) {
    const digest = await hmac(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:${round}`)
    floats.push(...floatsFromBytes(digest))
  }
  return floats.slice(0, count)
}

export const fairGames = ['crash', 'dice', 'mines', 'heads_tails', 'limbo'] as const
export type FairGame = (typeof fairGames)[number]

/** House edges are whole basis points (1/100 of a percent), so every multiplier below is exact integer math. */
export const houseEdgeBoundsBps = { min: 100, max: 500 } as const

/** The published edge each game starts with; the admin may move it within the bounds, the same for every player. */
export const defaultHouseEdgeBps: Record<FairGame, number> = {
  crash: 100,
  dice: 100,
  mines: 100,
  heads_tails: 100,
  limbo: 100,
}

export function isHouseEdgeAllowed(edgeBps: number): boolean {
  return Number.isInteger(edgeBps) && edgeBps >= houseEdgeBoundsBps.min && edgeBps <= houseEdgeBoundsBps.max
}

export function assertHouseEdge(edgeBps: number): void {
  if (!isHouseEdgeAllowed(edgeBps)) throw new RangeError(`house edge ${edgeBps} bps is outside 100–500`)
}

/** Every multiplier is an integer count of 1/10,000 (4 decimals): 19800 means ×1.98. */
export const MULTIPLIER_SCALE = 10_000

/** Stake × multiplier in minor units, rounded down, in exact integer math. */
export function payoutMinor(stakeMinor: number, multiplier: number): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0)
    throw new RangeError('stake must be a safe integer ≥ 0')
  if (!Number.isSafeInteger(multiplier) || multiplier < 0)
    throw new RangeError('multiplier must be a safe integer ≥ 0')
  const payout = (BigInt(stakeMinor) * BigInt(multiplier)) / BigInt(MULTIPLIER_SCALE)
  if (payout > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('payout exceeds a safe integer')
  return Number(payout)
}
