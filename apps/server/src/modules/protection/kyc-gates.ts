import type { PlayerGates } from './player-gates.ts'

/** Identity checks the compliance settings require before a withdrawal or a large deposit. */
export const kycGates: PlayerGates = {}
