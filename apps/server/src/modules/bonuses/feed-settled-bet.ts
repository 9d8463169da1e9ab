import type { BonusProduct } from '@khela/contracts/bonuses'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'

/**
 * A settled bet's wagering, in its settlement's transaction: the grant's row locked (the grants' lock order), and
 * while it is active and unexpired its `wagered` grows by the stake at the product's contribution percent (rounded
 * down) — for the sportsbook only when the bet's settled odds (thousandths) reach the terms' `sportsbookMinOdds`
 * (hundredths). Whether the wagering is met now, for the caller to convert once the bet's money has moved.
 */
export async function feedSettledBet(
  tx: Db,
  grantId: string,
  bet: { stake: number; product: BonusProduct; settledOdds: number },
): Promise<boolean> {
  const [grant] = await tx
    .select({
      status: bonusGrants.status,
      terms: bonusGrants.terms,
      isUnexpired: sql<boolean>`${bonusGrants.expiresAt} > now()`,
    })
    .from(bonusGrants)
    .where(eq(bonusGrants.id, grantId))
    .for('update')
  if (grant?.status !== 'active' || !grant.isUnexpired || grant.terms.reward.kind === 'free_bet') return false
  const { wagering } = grant.terms
  if (bet.product === 'sportsbook' && bet.settledOdds < wagering.sportsbookMinOdds * 10) return false
  const contribution = Math.floor((bet.stake * wagering.contributions[bet.product]) / 100)
  const [fed] = await tx
    .update(bonusGrants)
    .set({ wagered: sql`${bonusGrants.wagered} + ${contribution}` })
    .where(eq(bonusGrants.id, grantId))
    .returning({ wagered: bonusGrants.wagered, wageringRequired: bonusGrants.wageringRequired })
  if (!fed) throw new Error(`grant ${grantId} vanished under its lock`)
  return fed.wagered >= fed.wageringRequired
}
