import type { PlayerStakeFactor } from '@khela/contracts/admin-sportsbook-risk'
import { STAKE_FACTOR_DEFAULT } from '@khela/contracts/admin-sportsbook-risk'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/auth.ts'
import { sportPlayerStakeFactors } from '../../db/schema/sportsbook.ts'
import { AppError } from '../../lib/app-error.ts'

/** A player's stake factor as the back office shows it: the default 1.00 until a trader sets one. */
export async function getStakeFactor(db: Db, userId: string): Promise<PlayerStakeFactor> {
  const [row] = await db
    .select({
      factor: sportPlayerStakeFactors.factorBasisPoints,
      updatedAt: sportPlayerStakeFactors.updatedAt,
    })
    .from(users)
    .leftJoin(sportPlayerStakeFactors, eq(sportPlayerStakeFactors.userId, users.id))
    .where(eq(users.id, userId))
  if (!row) throw new AppError('NOT_FOUND')
  return {
    userId,
    factorBasisPoints: row.factor ?? STAKE_FACTOR_DEFAULT,
    updatedAt: row.updatedAt?.toISOString() ?? null,
  }
}
