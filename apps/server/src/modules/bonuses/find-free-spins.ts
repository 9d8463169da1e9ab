import type { Grant } from '@khela/contracts/bonuses'
import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusFreeRounds } from '../../db/schema/bonuses.ts'

export type FreeSpinsView = NonNullable<Grant['freeSpins']>

/** The free spins of these grants (those that are free-spins grants), by grant id. */
export async function findFreeSpins(
  db: Pick<Db, 'select'>,
  grantIds: string[],
): Promise<Map<string, FreeSpinsView>> {
  if (grantIds.length === 0) return new Map()
  const rows = await db
    .select({
      grantId: bonusFreeRounds.grantId,
      game: bonusFreeRounds.gameSlug,
      gameTitle: bonusFreeRounds.gameTitle,
      count: bonusFreeRounds.count,
      played: bonusFreeRounds.played,
      stake: bonusFreeRounds.stake,
      providerStatus: bonusFreeRounds.providerStatus,
    })
    .from(bonusFreeRounds)
    .where(inArray(bonusFreeRounds.grantId, grantIds))
  return new Map(rows.map(({ grantId, ...spins }) => [grantId, spins]))
}
