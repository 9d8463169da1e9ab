import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import type { BonusShareAccount } from '../../lib/bet-bonuses.ts'

/**
 * Where the bonus share of a bet's win goes, with the grant's row locked (the grant first, as every grant path):
 * the grant's own account while it is active; cash once it has converted without a conversion cap (its money is
 * cash now); nowhere (null: the house keeps it) once it expired or was forfeited, so bonus money never reaches
 * cash unwagered — nor once it converted under a cap, which a Mines or Crash win settled after the conversion
 * would otherwise pass.
 */
export async function findBonusShareAccount(tx: Db, grantId: string): Promise<BonusShareAccount> {
  const [grant] = await tx
    .select({
      status: bonusGrants.status,
      ledgerAccountId: bonusGrants.ledgerAccountId,
      maxConversionMultiple: sql<
        number | null
      >`(${bonusGrants.terms} #>> '{wagering,maxConversionMultiple}')::int`,
    })
    .from(bonusGrants)
    .where(eq(bonusGrants.id, grantId))
    .for('update')
  if (grant?.status === 'active') return { to: 'grant', accountId: grant.ledgerAccountId }
  if (grant?.status === 'converted' && grant.maxConversionMultiple === null) return { to: 'cash' }
  return null
}
