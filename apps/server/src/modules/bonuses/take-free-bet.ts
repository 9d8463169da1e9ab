import type { Currency } from '@khela/contracts/accounts'
import { isUuid } from '@khela/contracts/ids'
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { bonusGrants } from '../../db/schema/bonuses.ts'
import { AppError } from '../../lib/app-error.ts'
import type { FreeBet } from '../../lib/bet-bonuses.ts'
import { lockGrantAccounts } from '../wallet/lock-grant-accounts.ts'

/**
 * The free bet a sportsbook bet stakes, inside its transaction after the player's cash row: the player's own
 * active, unexpired `free_bet` grant in the bet's currency, its row then its account locked (the grants' lock
 * order), still holding its amount. Two bets with one free bet wait on the row: the second finds it emptied.
 */
export async function takeFreeBet(
  tx: Db,
  freeBet: { userId: string; currency: Currency; grantId: string },
): Promise<FreeBet> {
  if (!isUuid(freeBet.grantId)) throw new AppError('FREE_BET_UNAVAILABLE')
  const [grant] = await tx
    .select({ id: bonusGrants.id, ledgerAccountId: bonusGrants.ledgerAccountId, terms: bonusGrants.terms })
    .from(bonusGrants)
    .where(
      and(
        eq(bonusGrants.id, freeBet.grantId),
        eq(bonusGrants.userId, freeBet.userId),
        eq(bonusGrants.currency, freeBet.currency),
        eq(bonusGrants.status, 'active'),
        gt(bonusGrants.expiresAt, sql`now()`),
      ),
    )
    .for('update')
  const reward = grant?.terms.reward
  if (!grant || reward?.kind !== 'free_bet') throw new AppError('FREE_BET_UNAVAILABLE')
  const balance = (await lockGrantAccounts(tx, [grant.ledgerAccountId])).get(grant.ledgerAccountId) ?? 0
  if (balance <= 0) throw new AppError('FREE_BET_UNAVAILABLE')
  return {
    grantId: grant.id,
    grantAccountId: grant.ledgerAccountId,
    amount: balance,
    minOdds: reward.minOdds,
  }
}
