import type { Db } from '../db/client.ts'

/** A player leaving play: excluding themselves, or their account closed by staff. */
export type PlayerExit = {
  userId: string
  reason: 'self_exclusion' | 'account_closed'
  actorId: string
  ipAddress: string | null
}

/**
 * What other domains do when a player leaves play, inside the transaction that records it: bonuses forfeit the
 * player's grants. Bonuses reads the accounts domain (the registration's offer), which reads responsible gambling,
 * so neither can import bonuses back: buildApp installs the steps here once and they run through this port. Until
 * installed an exit fails, so nobody leaves with bonus money left waiting on the ledger.
 */
export type PlayerExitStep = (tx: Db, exit: PlayerExit) => Promise<unknown>

let installed: readonly PlayerExitStep[] | null = null

/** Called by buildApp; every app in a process installs the same steps. */
export function installPlayerExitSteps(steps: readonly PlayerExitStep[]): void {
  installed = steps
}

/** Runs every installed step, in order, in the caller's transaction. */
export async function runPlayerExitSteps(tx: Db, exit: PlayerExit): Promise<void> {
  if (!installed) throw new Error('player exit steps are not installed')
  for (const step of installed) await step(tx, exit)
}
