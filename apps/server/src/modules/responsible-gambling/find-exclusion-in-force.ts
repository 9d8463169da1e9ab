import type { Exclusion } from '@khela/contracts/responsible-gambling'
import type { Db } from '../../db/client.ts'
import { clock } from '../../lib/clock.ts'
import { findPlayerTools } from './find-player-tools.ts'
import { exclusionInForce } from './to-responsible-gambling-state.ts'

/** The time-out or self-exclusion a player is under now, or null. */
export async function findExclusionInForce(db: Db, userId: string): Promise<Exclusion | null> {
  return exclusionInForce(await findPlayerTools(db, userId), clock.now())
}
