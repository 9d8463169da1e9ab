import type { ResponsibleGamblingState } from '@khela/contracts/responsible-gambling'
import type { Db } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import { findPlayerAccounts } from '../wallet/find-player-accounts.ts'
import { findPlayerTools } from './find-player-tools.ts'
import { toResponsibleGamblingState } from './to-responsible-gambling-state.ts'

/** A player's limits in force, pending changes, exclusion and reality-check interval (the player's or staff's view). */
export async function findResponsibleGamblingState(
  db: Db,
  userId: string,
): Promise<ResponsibleGamblingState> {
  const row = await findPlayerTools(db, userId)
  const accounts = await findPlayerAccounts(db, userId)
  return toResponsibleGamblingState(row, accounts?.currency ?? 'BDT', clock.now())
}
