import type { Db } from '../../db/client.ts'
import { sports } from '../../db/schema/sportsbook.ts'
import { sportList } from './sport-list.ts'

/**
 * Adds the sports of `sportList` a database does not have yet, in their order. A sport already there is left as
 * the operator has it (renamed, reordered, switched off).
 */
export async function ensureSports(db: Db): Promise<void> {
  await db
    .insert(sports)
    .values(sportList.map((sport, index) => ({ ...sport, position: (index + 1) * 10 })))
    .onConflictDoNothing({ target: sports.slug })
}
