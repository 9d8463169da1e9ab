import type { FairGame } from './fairness.ts'

/**
 * Where each Khela Original lives on the site. `/aviator`, `/jetx` and `/aviatrix` open Crash too. Without zod, so
 * the play page can send a launch to its game without loading the schemas.
 */
export const originalGamePaths: Record<FairGame, string> = {
  crash: '/games/crash',
  dice: '/games/dice',
  mines: '/games/mines',
  heads_tails: '/games/heads-tails',
  limbo: '/games/limbo',
}
