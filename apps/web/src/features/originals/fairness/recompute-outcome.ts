import { fairFloats, sha256Hex } from '@khela/contracts/fairness'
import {
  crashChainSalt,
  crashPoint,
  hashChainRound,
  isNextInHashChain,
} from '@khela/contracts/fairness-crash'
import {
  type CoinSide,
  diceOutcome,
  headsTailsOutcome,
  limboOutcome,
  MINES_FLOATS,
  minesLayout,
} from '@khela/contracts/fairness-games'
import { CRASH_CHAIN_LENGTH } from '@khela/contracts/originals'
import type { VerifierInput } from './verifier-input.ts'

/** What the browser worked out from the inputs alone. Multipliers are ten-thousandths, rolls hundredths. */
export type RecomputedOutcome =
  | {
      kind: 'seeded'
      /** SHA-256 of the server seed, to compare with the hash shown before play. */
      serverSeedHash: string
      /** Whether it matches the hash given with the inputs; null when none was given. */
      isHashMatching: boolean | null
      result:
        | { game: 'dice'; roll: number; isWin: boolean; multiplier: number }
        | { game: 'limbo'; result: number; isWin: boolean; multiplier: number }
        | { game: 'heads_tails'; side: CoinSide; isWin: boolean; multiplier: number }
        | { game: 'mines'; layout: number[] }
    }
  | {
      kind: 'crash'
      crashPoint: number
      /** The round whose seed this is (hashing it this many times gives the commitment); null when it never does. */
      roundNumber: number | null
      hasCommitment: boolean
      /** Whether SHA-256 of the seed is the previous round's seed given with the inputs; null when none was. */
      isLinkedToPrevious: boolean | null
      /**
       * Whether the salt is SHA-256 of the commitment and round 1's client seeds given with the inputs (the rule that
       * keeps the operator from choosing it); null when none were given.
       */
      isSaltDerived: boolean | null
    }

/**
 * Recomputes an outcome with the same functions the server settles with (packages/contracts), from the inputs
 * only: nothing here asks the server for an answer.
 */
export async function recomputeOutcome(input: VerifierInput): Promise<RecomputedOutcome> {
  if (input.kind === 'crash') {
    const point = await crashPoint(input.roundSeed, input.salt, input.edgeBps)
    const roundNumber = input.commitment
      ? await hashChainRound(input.roundSeed, input.commitment, CRASH_CHAIN_LENGTH)
      : null
    const isLinkedToPrevious =
      input.previousSeed === null ? null : await isNextInHashChain(input.roundSeed, input.previousSeed)
    const isSaltDerived =
      input.saltClientSeeds === null || input.commitment === null
        ? null
        : (await crashChainSalt(input.commitment, input.saltClientSeeds)) === input.salt
    return {
      kind: 'crash',
      crashPoint: point,
      roundNumber,
      hasCommitment: input.commitment !== null,
      isLinkedToPrevious,
      isSaltDerived,
    }
  }
  const { bet, edgeBps } = input
  const floats = await fairFloats(input, bet.game === 'mines' ? MINES_FLOATS : 1)
  const serverSeedHash = await sha256Hex(input.serverSeed)
  const isHashMatching = input.serverSeedHash === null ? null : input.serverSeedHash === serverSeedHash
  const result =
    bet.game === 'dice'
      ? { game: bet.game, ...diceOutcome(floats, bet, edgeBps) }
      : bet.game === 'limbo'
        ? { game: bet.game, ...limboOutcome(floats, bet.target, edgeBps) }
        : bet.game === 'heads_tails'
          ? { game: bet.game, ...headsTailsOutcome(floats, bet.pick, edgeBps) }
          : { game: bet.game, layout: minesLayout(floats, bet.mines) }
  return { kind: 'seeded', serverSeedHash, isHashMatching, result }
}
