import { STAKE_FACTOR_DEFAULT } from '@khela/contracts/admin-sportsbook-risk'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sportPlayerStakeFactors } from '../../db/schema/sportsbook.ts'

/** A player's stake factor in basis points (10 000 = 1.00, the default for a player no trader has set). */
export async function findStakeFactor(db: Pick<Db, 'select'>, userId: string): Promise<number> {
  const [row] = await db
    .select({ factor: sportPlayerStakeFactors.factorBasisPoints })
    .from(sportPlayerStakeFactors)
    .where(eq(sportPlayerStakeFactors.userId, userId))
  return row?.factor ?? STAKE_FACTOR_DEFAULT
}
