import type { PlayerGates } from './player-gates.ts'

/** Responsible-gambling rules (limits, time-outs, self-exclusion) for bets and deposits. */
export const responsibleGamblingGates: PlayerGates = {}
