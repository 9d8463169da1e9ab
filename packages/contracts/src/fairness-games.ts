import { assertHouseEdge, MULTIPLIER_SCALE } from './fairness.ts'

/**
 * Outcomes of the per-bet games, each a pure function of the bet's floats (see fairFloats) and its parameters.
 * Multipliers are integers of 1/10,000 (MULTIPLIER_SCALE), always rounded down, so the house never pays more
 * than the published edge allows. Edges are basis points.
 */

const EDGE_SCALE = 10_000

function floatAt(floats: readonly number[], index: number): number {
  const float = floats[index]
  if (float === undefined || !(float >= 0 && float < 1))
    throw new RangeError(`float ${index} missing or outside [0, 1)`)
  return float
}

/**
 * Rounds a multiplier from one uniform value u = k / 2^bits down to 2 decimals, with the edge, so that
 * P(result ≥ x) = (1 − edge) / x for every 2-decimal x ≥ 1.01: floor((1 − edge) / (1 − u) × 100) / 100, at least 1.00.
 * Computed as floor((10000 − edgeBps) × 2^bits / (100 × (2^bits − k))) hundredths, in BigInt so it is exact.
 */
export function edgedMultiplier(uniformInteger: bigint, bits: number, edgeBps: number): number {
  assertHouseEdge(edgeBps)
  const range = 1n << BigInt(bits)
  if (uniformInteger < 0n || uniformInteger >= range) throw new RangeError('uniform integer out of range')
  const hundredths = (BigInt(EDGE_SCALE - edgeBps) * range) / (100n * (range - uniformInteger))
  // Up to 2^52 × 99 hundredths for crash's 52 bits: the caller caps it before it meets money.
  return Math.max(100, Number(hundredths)) * (MULTIPLIER_SCALE / 100)
}

// Dice: a roll of 0.00–99.99, held as integer hundredths 0–9999.

export type DiceDirection = 'under' | 'over'
export const diceChanceBounds = { min: 200, max: 9800 } as const

/** The roll in hundredths: floor(float × 10000), so each of the 10,000 rolls is equally likely. */
export function diceRoll(float: number): number {
  return Math.floor(float * 10_000)
}

/**
 * Win chance in hundredths of a percent (out of 10,000): "under t" wins when roll < t (chance t); "over t" wins
 * when roll > t (chance 9999 − t). Targets are hundredths too.
 */
export function diceWinChance(target: number, direction: DiceDirection): number {
  return direction === 'under' ? target : 9999 - target
}

export function isDiceChanceAllowed(chance: number): boolean {
  return Number.isInteger(chance) && chance >= diceChanceBounds.min && chance <= diceChanceBounds.max
}

/** (1 − edge) × 100 / chance% = (10000 − edgeBps) / chance, to 4 decimals, rounded down. */
export function diceMultiplier(chance: number, edgeBps: number): number {
  assertHouseEdge(edgeBps)
  if (!isDiceChanceAllowed(chance)) throw new RangeError(`dice win chance ${chance} is outside 200–9800`)
  return Math.floor(((EDGE_SCALE - edgeBps) * MULTIPLIER_SCALE) / chance)
}

export interface DiceBet {
  target: number
  direction: DiceDirection
}

export function diceOutcome(floats: readonly number[], bet: DiceBet, edgeBps: number) {
  const chance = diceWinChance(bet.target, bet.direction)
  const multiplier = diceMultiplier(chance, edgeBps)
  const roll = diceRoll(floatAt(floats, 0))
  const isWin = bet.direction === 'under' ? roll < bet.target : roll > bet.target
  return { roll, isWin, multiplier: isWin ? multiplier : 0 }
}

// Limbo: one float gives the result multiplier; the bet wins when it reaches the player's target.

export const limboTargetBounds = { min: 10_100, max: 1_000_000 * MULTIPLIER_SCALE } as const

/** The float is k / 2^32 exactly (floatsFromBytes), so k = float × 2^32 recovers the integer without rounding. */
export function limboResult(float: number, edgeBps: number): number {
  return edgedMultiplier(BigInt(floatAt([float], 0) * 2 ** 32), 32, edgeBps)
}

export function limboOutcome(floats: readonly number[], target: number, edgeBps: number) {
  const isTargetAllowed =
    Number.isInteger(target) &&
    target % 100 === 0 &&
    target >= limboTargetBounds.min &&
    target <= limboTargetBounds.max
  if (!isTargetAllowed)
    throw new RangeError(`limbo target ${target} must be 1.01–1,000,000.00 with 2 decimals`)
  const result = limboResult(floatAt(floats, 0), edgeBps)
  const isWin = result >= target
  return { result, isWin, multiplier: isWin ? target : 0 }
}

// Heads Tails: a coin.

export type CoinSide = 'heads' | 'tails'

export function coinSide(float: number): CoinSide {
  return float < 0.5 ? 'heads' : 'tails'
}

/** 2 × (1 − edge). */
export function headsTailsMultiplier(edgeBps: number): number {
  assertHouseEdge(edgeBps)
  return (2 * (EDGE_SCALE - edgeBps) * MULTIPLIER_SCALE) / EDGE_SCALE
}

export function headsTailsOutcome(floats: readonly number[], pick: CoinSide, edgeBps: number) {
  const side = coinSide(floatAt(floats, 0))
  const isWin = side === pick
  return { side, isWin, multiplier: isWin ? headsTailsMultiplier(edgeBps) : 0 }
}

// Mines: 25 tiles numbered 0–24 row by row; the mines are the first `mines` tiles of a shuffle.

export const MINES_TILES = 25
export const MINES_FLOATS = MINES_TILES - 1
export const minesCountBounds = { min: 1, max: 24 } as const

/**
 * Fisher–Yates with floats 0–23: for i = 0…23, j = i + floor(float_i × (25 − i)), swap tiles i and j. The order
 * does not depend on the mine count, so the layout of m mines is always the first m tiles of the same order.
 */
export function minesTileOrder(floats: readonly number[]): number[] {
  const order: number[] = []
  for (let tile = 0; tile < MINES_TILES; tile++) order.push(tile)
  for (let index = 0; index < MINES_FLOATS; index++) {
    const swapWith = index + Math.floor(floatAt(floats, index) * (MINES_TILES - index))
    const tile = order[index] as number
    order[index] = order[swapWith] as number
    order[swapWith] = tile
  }
  return order
}

function assertMinesCount(mines: number): void {
  const isAllowed = Number.isInteger(mines) && mines >= minesCountBounds.min && mines <= minesCountBounds.max
  if (!isAllowed) throw new RangeError(`mines ${mines} is outside 1–24`)
}

/** The mine tiles, in ascending order. */
export function minesLayout(floats: readonly number[], mines: number): number[] {
  assertMinesCount(mines)
  return minesTileOrder(floats)
    .slice(0, mines)
    .sort((left, right) => left - right)
}

function binomial(n: number, k: number): number {
  let result = 1
  for (let index = 1; index <= k; index++) result = (result * (n - k + index)) / index
  return result
}

/**
 * Cash-out multiplier after `safeReveals` safe tiles: (1 − edge) × C(25, k) / C(25 − mines, k), to 4 decimals,
 * rounded down. C(25, k) ≤ 5,200,300, so every product stays an exact integer well inside 2^53.
 */
export function minesMultiplier(mines: number, safeReveals: number, edgeBps: number): number {
  assertHouseEdge(edgeBps)
  assertMinesCount(mines)
  const safeTiles = MINES_TILES - mines
  if (!Number.isInteger(safeReveals) || safeReveals < 1 || safeReveals > safeTiles) {
    throw new RangeError(`safe reveals ${safeReveals} is outside 1–${safeTiles}`)
  }
  const numerator = (EDGE_SCALE - edgeBps) * binomial(MINES_TILES, safeReveals)
  return Math.floor(numerator / binomial(safeTiles, safeReveals))
}
